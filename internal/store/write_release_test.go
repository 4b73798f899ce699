package store_test

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// The import starts the next source's parse once the stage LargestRowsWritten
// names is reported: by then the group's games, people, players and player
// seasons must be written and let go, and the stage comes once per group.
func TestLargestRowsWrittenComesAfterTheyAreLetGo(t *testing.T) {
	st := storetest.NewTestStore(t)
	d := fixture()
	if len(d.Games) == 0 || len(d.People) == 0 || len(d.Players) == 0 || len(d.PlayerSeasons) == 0 {
		t.Fatal("the fixture should hold games, people, players and player seasons")
	}
	seen := 0
	_, err := st.WriteGroups(context.Background(), []string{"tl"}, func(string) (*dataset.Dataset, error) { return d, nil },
		func(stage string, _, _ int) {
			if !store.LargestRowsWritten(stage, "tl") {
				return
			}
			seen++
			if d.Games != nil || d.People != nil || d.Players != nil || d.PlayerSeasons != nil {
				t.Errorf("at %q the group still holds %d games, %d people, %d players, %d player seasons",
					stage, len(d.Games), len(d.People), len(d.Players), len(d.PlayerSeasons))
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	if seen != 1 {
		t.Fatalf("the stage came %d times, want once", seen)
	}
	if store.LargestRowsWritten("tl: roster_entries", "t") || store.LargestRowsWritten("tlx: roster_entries", "tl") {
		t.Fatal("another group's stage was taken for this one's")
	}
}
