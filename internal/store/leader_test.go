package store_test

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// One instance syncs: on PostgreSQL a second instance gets no lease until
// the first gives it up (or dies: its session ends); SQLite serves one
// process, which always leads.
func TestLease(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	first, err := st.TryLead(ctx, "sync")
	if err != nil || first == nil || !first.Alive(ctx) {
		t.Fatalf("first lease: %v %v", first, err)
	}
	second, err := st.TryLead(ctx, "sync")
	if err != nil {
		t.Fatal(err)
	}
	if st.Dialect == store.Postgres {
		if second != nil {
			t.Fatal("two instances hold the sync lease")
		}
		first.Release()
		if second, err = st.TryLead(ctx, "sync"); err != nil || second == nil {
			t.Fatalf("after the release: %v %v", second, err)
		}
	}
	second.Release()
}
