package ingest

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/store"
)

// Loaded is one group's parsed rows and how long parsing took.
type Loaded struct {
	Group   Group
	Dataset *dataset.Dataset
	Took    time.Duration
}

// resolveGroups are the named groups (all when names is empty).
func resolveGroups(names []string) ([]Group, error) {
	if len(names) == 0 {
		return Groups(), nil
	}
	var groups []Group
	for _, n := range names {
		g, err := Lookup(n)
		if err != nil {
			return nil, err
		}
		groups = append(groups, g)
	}
	return groups, nil
}

// LoadGroups parses the named groups (all when names is empty) from data,
// two at a time. Any failure fails the whole load: nothing partial is written.
func LoadGroups(data fs.FS, names []string, done func(Loaded)) (map[string]*dataset.Dataset, error) {
	groups, err := resolveGroups(names)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*dataset.Dataset, len(groups))
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
// nothing. Groups are parsed one ahead of the write (the next while the
// current one is written) and dropped once written, so the import holds at
// most two groups' rows, not the whole dataset (~1 GB of it); after a large
// group (see largeGroup) the next is parsed only once the large group's
// largest rows are written and let go (store.LargestRowsWritten), so they
// are never held beside another one's parse, while the parse still runs
// beside the rest of that write. loaded sees each group as it is parsed;
// progress the write.
func Import(ctx context.Context, st *store.Store, data fs.FS, names []string, loaded func(Loaded), progress store.Progress) (int, error) {
	groups, err := resolveGroups(names)
	if err != nil {
		return 0, err
	}
	sort.Slice(groups, func(i, j int) bool { return groups[i].Name < groups[j].Name })
	type result struct {
		name string
		ds   *dataset.Dataset
		err  error
	}
	next := make(chan result) // unbuffered: the parser stays one group ahead
	// room gets one signal per group, in order, once the group's largest
	// rows are let go: when its write has passed them, or at the latest
	// when the writer asks for the next group.
	room := make(chan struct{}, len(groups))
	// The writer's own: the group it writes, and whether its signal is sent
	// (true before the first, which has none to send).
	writing, sent := "", true
	signal := func() {
		if !sent {
			sent = true
			room <- struct{}{}
		}
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		seen, prevLarge := 0, false
		for i, g := range groups {
			for ; prevLarge && seen < i; seen++ {
				select {
				case <-room:
				case <-stop:
					return
				}
			}
			start := time.Now()
			load := g.Load
			if g.LoadFrozen != nil {
				load = g.LoadFrozen
			}
			ds, err := load(data)
			if err == nil {
				// The rows are this import's own: their stat maps become
				// the stored texts while they wait to be written.
				err = ds.Freeze()
			}
			if err != nil {
				err = fmt.Errorf("source %s: %w", g.Name, err)
			} else if loaded != nil {
				loaded(Loaded{Group: g, Dataset: ds, Took: time.Since(start)})
			}
			prevLarge = err == nil && largeGroup(ds)
			select {
			case next <- result{g.Name, ds, err}:
			case <-stop:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	asked := 0
	order := make([]string, len(groups))
	for i, g := range groups {
		order[i] = g.Name
	}
	return st.WriteGroups(ctx, order, func(name string) (*dataset.Dataset, error) {
		if asked++; asked > 1 {
			signal()
		}
		writing, sent = name, false
		r := <-next
		if r.err == nil && r.name != name {
			r.err = fmt.Errorf("import: group %s parsed when %s was due", r.name, name)
		}
		return r.ds, r.err
	}, func(stage string, done, total int) {
		if store.LargestRowsWritten(stage, writing) {
			signal()
		}
		if progress != nil {
			progress(stage, done, total)
		}
	})
}

// largeGroup tells a parsed group too large to hold beside the next one's
// parse. Measured on the shipped dataset (live heap at the collections):
// MLB's parse peaks at ~470 MiB and NFL's at ~410; NFL's rows being written
// while NHL's were parsed made ~530. Each of the four professional leagues
// has over 100,000 games, player seasons, box scores and people; a college
// source has under 20,000 and is parsed ahead as before.
func largeGroup(d *dataset.Dataset) bool {
	return len(d.Games)+len(d.PlayerSeasons)+len(d.BoxScores)+len(d.People) > 100_000
}
