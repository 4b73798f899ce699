package readmodel

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
)

func TestCachedDetail(t *testing.T) {
	m := newModel(nil)
	ctx := context.Background()
	builds := 0
	get := func(key string, found bool) *string {
		t.Helper()
		v, err := cachedDetail(ctx, m, "player", key, func() (*string, error) {
			builds++
			if !found {
				return nil, nil
			}
			s := "detail of " + key
			return &s, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	a, b := get("babe-ruth", true), get("babe-ruth", true)
	if a != b || builds != 1 || *a != "detail of babe-ruth" {
		t.Fatalf("a second ask must reuse the built detail: builds %d", builds)
	}
	if get("nobody", false) != nil || get("nobody", false) != nil || builds != 3 {
		t.Fatalf("a miss must not be kept: builds %d", builds)
	}
	m.Purge()
	if get("babe-ruth", true); builds != 4 {
		t.Fatalf("Purge must drop kept details: builds %d", builds)
	}
	for i := range detailMax * 3 {
		get(string(rune('a'+i%26))+string(rune(i)), true)
	}
	m.details.CleanUp()
	if n := m.details.EstimatedSize(); n > detailMax {
		t.Fatalf("%d details kept, bound %d", n, detailMax)
	}
}

// A detail built while a write dropped the details read the data from
// before it: it is kept after the drop, and must never be found.
func TestDetailBuiltAcrossADropIsNotFound(t *testing.T) {
	m := newModel(nil)
	ctx := context.Background()
	titles := "3 titles"
	get := func(during func()) string {
		t.Helper()
		v, err := cachedDetail(ctx, m, "coach", "phil-jackson", func() (*string, error) {
			s := titles // the build reads the data, then the write lands
			if during != nil {
				during()
			}
			return &s, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return *v
	}
	for _, drop := range []struct {
		name string
		do   func()
	}{
		{"a live game", func() { m.memo(ctx).Change(cache.Event{Game: true}); m.details.InvalidateAll() }}, // PatchGame's drop
		{"a champion correction", func() { m.DropTitleValues(ctx) }},
	} {
		before := titles
		got := get(func() { titles += "+"; drop.do() })
		if got != before {
			t.Fatalf("%s: the build in flight answers what it read: %q", drop.name, got)
		}
		if got := get(nil); got != titles {
			t.Fatalf("%s: after the write the detail says %q, want %q", drop.name, got, titles)
		}
		titles += "+" // and a write that drops the details after a build
		drop.do()
		if got := get(nil); got != titles {
			t.Fatalf("%s: a kept detail outlived the write: %q, want %q", drop.name, got, titles)
		}
	}
}
