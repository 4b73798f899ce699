package cache

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
)

var (
	indexKind    = NewKind[struct{}, int]("index", Never, NoWrite[struct{}])
	countKind    = NewKind[string, int]("count", ShedFirst, AnyWrite[string])
	figuresKind  = NewKind[int, int]("figures", ShedNumerous, AnyWrite[int])
	snapshotKind = NewKind[string, int]("snapshot", ShedLast, TitleWrites[string])
	peopleKind   = NewKind[int, int]("people", ShedNumerous, NoWrite[int])
	resultsKind  = NewKind[struct{}, int]("results", ShedNumerous, ResultWrites[struct{}])
	sportKind    = NewKind[string, int]("by sport", ShedLast, func(sport string, ev Event) bool {
		return ev.Sport != "" && (ev.Sport == "*" || sport == "" || sport == ev.Sport)
	})
)

func fill(c *Cache) {
	gen := c.Gen()
	indexKind.Put(c, struct{}{}, 1, gen)
	countKind.Put(c, "a", 1, gen)
	figuresKind.Put(c, 1, 1, gen)
	snapshotKind.Put(c, "teams", 1, gen)
	peopleKind.Put(c, 1, 1, gen)
	resultsKind.Put(c, struct{}{}, 1, gen)
	for _, s := range []string{"", "hockey", "football"} {
		sportKind.Put(c, s, 1, gen)
	}
}

type kept struct{ index, count, figures, snapshot, people, results bool }

func keptOf(c *Cache) kept {
	_, i := indexKind.Peek(c, struct{}{})
	_, n := countKind.Peek(c, "a")
	_, f := figuresKind.Peek(c, 1)
	_, s := snapshotKind.Peek(c, "teams")
	_, p := peopleKind.Peek(c, 1)
	_, r := resultsKind.Peek(c, struct{}{})
	return kept{i, n, f, s, p, r}
}

func TestChangeDropsWhatTheEventTouches(t *testing.T) {
	for _, tc := range []struct {
		name   string
		ev     Event
		want   kept
		sports []string // the sport entries left
	}{
		{"a game not final", Event{Game: true}, kept{index: true, snapshot: true, people: true, results: true}, []string{"", "hockey", "football"}},
		{"a final hockey game", Event{Game: true, Sport: "hockey"}, kept{index: true, snapshot: true, people: true}, []string{"football"}},
		{"a final game of no known sport", Event{Game: true, Sport: "*"}, kept{index: true, snapshot: true, people: true}, nil},
		{"a title correction", Event{Title: true}, kept{index: true, people: true}, []string{"", "hockey", "football"}},
	} {
		c := New()
		fill(c)
		c.Change(tc.ev)
		if got := keptOf(c); got != tc.want {
			t.Errorf("%s: kept %+v, want %+v", tc.name, got, tc.want)
		}
		var sports []string
		for _, s := range []string{"", "hockey", "football"} {
			if _, ok := sportKind.Peek(c, s); ok {
				sports = append(sports, s)
			}
		}
		if !slices.Equal(sports, tc.sports) {
			t.Errorf("%s: sport entries %q, want %q", tc.name, sports, tc.sports)
		}
	}
}

func TestChangeInstallsEntries(t *testing.T) {
	c := New()
	fill(c)
	c.Change(Event{Game: true}, indexKind.Entry(struct{}{}, 2))
	if v, ok := indexKind.Peek(c, struct{}{}); !ok || v != 2 {
		t.Fatalf("index = %v, %v; want 2", v, ok)
	}
}

func TestShedOrder(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		counts, figures      int
		wantCount, wantFigur bool
	}{
		{"counts go first", Max, 50, false, true},
		{"then the numerous rest", 10, Max, false, false},
	} {
		c := New()
		fill(c)
		gen := c.Gen()
		for i := range tc.counts {
			countKind.Put(c, "c"+strconv.Itoa(i), i, gen)
		}
		for i := range tc.figures {
			figuresKind.Put(c, 100+i, i, gen)
		}
		if c.Len() > Max {
			t.Errorf("%s: %d entries, more than %d", tc.name, c.Len(), Max)
		}
		if _, ok := indexKind.Peek(c, struct{}{}); !ok {
			t.Errorf("%s: index shed", tc.name)
		}
		if _, ok := snapshotKind.Peek(c, "teams"); !ok {
			t.Errorf("%s: snapshot shed", tc.name)
		}
		if _, ok := countKind.Peek(c, "c0"); ok != tc.wantCount {
			t.Errorf("%s: counts kept = %v", tc.name, ok)
		}
		if _, ok := figuresKind.Peek(c, 100); ok != tc.wantFigur {
			t.Errorf("%s: figures kept = %v", tc.name, ok)
		}
	}
}

func TestGetLoadsOnceAndKeepsNoFailure(t *testing.T) {
	c := New()
	var loads atomic.Int32
	started, release := make(chan struct{}), make(chan struct{})
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			v, err := figuresKind.Get(context.Background(), c, 7, func(context.Context) (int, error) {
				if loads.Add(1) == 1 {
					close(started)
				}
				<-release
				return 49, nil
			})
			if err != nil || v != 49 {
				t.Errorf("got %v, %v", v, err)
			}
		})
	}
	<-started
	close(release)
	wg.Wait()
	if n := loads.Load(); n != 1 {
		t.Errorf("%d loads, want 1", n)
	}
	boom := errors.New("boom")
	if _, err := figuresKind.Get(context.Background(), c, 8, func(context.Context) (int, error) { return 0, boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if _, ok := figuresKind.Peek(c, 8); ok {
		t.Error("a failed load was kept")
	}
}

func TestLoadAcrossAChangeIsNotKept(t *testing.T) {
	c := New()
	v, err := figuresKind.Get(context.Background(), c, 1, func(context.Context) (int, error) {
		c.Change(Event{Game: true})
		return 1, nil
	})
	if err != nil || v != 1 {
		t.Fatalf("got %v, %v", v, err)
	}
	if _, ok := figuresKind.Peek(c, 1); ok {
		t.Error("a value loaded from data a write replaced was kept")
	}
}
