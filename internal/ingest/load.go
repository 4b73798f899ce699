package ingest

import (
	"context"
	"fmt"
	"io/fs"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// Loaded is one group's parsed rows and how long parsing took.
type Loaded struct {
	Group   Group
	Dataset *Dataset
	Took    time.Duration
}

// LoadGroups parses the named groups (all when names is empty) from data,
// two at a time. Any failure fails the whole load: nothing partial is written.
func LoadGroups(data fs.FS, names []string, done func(Loaded)) (map[string]*Dataset, error) {
	var groups []Group
	if len(names) == 0 {
		groups = Groups()
	} else {
		for _, n := range names {
			g, err := Lookup(n)
			if err != nil {
				return nil, err
			}
			groups = append(groups, g)
		}
	}
	out := make(map[string]*Dataset, len(groups))
	var mu sync.Mutex
	var firstErr error
	sem := make(chan struct{}, 2)
	var wg sync.WaitGroup
	for _, g := range groups {
		wg.Add(1)
		go func(g Group) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			start := time.Now()
			ds, err := g.Load(data)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if firstErr == nil {
					firstErr = fmt.Errorf("source %s: %w", g.Name, err)
				}
				return
			}
			out[g.Name] = ds
			if done != nil {
				done(Loaded{Group: g, Dataset: ds, Took: time.Since(start)})
			}
		}(g)
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return out, nil
}

// Import parses the named groups (all when names is empty) and writes them
// through the store in one transaction: a parse or write failure changes
// nothing. loaded sees each group as it is parsed; progress the write.
func Import(ctx context.Context, st *store.Store, data fs.FS, names []string, loaded func(Loaded), progress store.Progress) (int, error) {
	sets, err := LoadGroups(data, names, loaded)
	if err != nil {
		return 0, err
	}
	return st.WriteDatasets(ctx, sets, progress)
}
