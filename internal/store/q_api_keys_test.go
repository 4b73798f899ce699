package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestPlansAndAPIKeys(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	plans, err := st.Plans(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range plans {
		names = append(names, p.Name)
	}
	if len(names) != 3 || names[0] != "Free" || names[1] != "Pro" || names[2] != "Enterprise" {
		t.Fatalf("seeded plans %v", names)
	}
	if err := st.SetPlanLimits(ctx, "pro", 7, 70, 5); err != nil {
		t.Fatal(err)
	}
	if err := st.SetPlanLimits(ctx, "gold", 7, 70, 5); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown plan: %v", err)
	}

	u := &store.User{Email: "keys@example.com", PasswordHash: "h"}
	other := &store.User{Email: "other@example.com", PasswordHash: "h"}
	for _, x := range []*store.User{u, other} {
		if err := st.CreateUser(ctx, x); err != nil {
			t.Fatal(err)
		}
	}
	a := &store.APIKey{UserID: u.ID, Plan: "free", Name: "laptop", Prefix: "alm_aaaa", Hash: "ha", CreatedAt: 10}
	b := &store.APIKey{UserID: u.ID, Plan: "pro", Name: "server", Prefix: "alm_bbbb", Hash: "hb", CreatedAt: 11}
	for _, k := range []*store.APIKey{a, b} {
		if err := st.CreateAPIKey(ctx, k); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		k    store.APIKey
		want error
	}{
		{"same hash", store.APIKey{UserID: u.ID, Plan: "free", Hash: "ha"}, store.ErrConflict},
		{"unknown plan", store.APIKey{UserID: u.ID, Plan: "gold", Hash: "hc"}, store.ErrNotFound},
	} {
		if err := st.CreateAPIKey(ctx, &tc.k); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	got, err := st.APIKeyByHash(ctx, "hb")
	if err != nil || got.ID != b.ID || got.PerMinute != 7 || got.PerDay != 70 || got.Name != "server" {
		t.Fatalf("by hash: %+v %v", got, err)
	}
	if _, err := st.APIKeyByHash(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown hash: %v", err)
	}

	// Usage adds up per key and day; the last use moves forward only.
	day1, day2 := time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC), time.Date(2026, 11, 29, 1, 0, 0, 0, time.UTC)
	for _, step := range []struct {
		u  []store.KeyUsage
		at int64
	}{
		{[]store.KeyUsage{{KeyID: a.ID, Day: "2026-11-28", Requests: 3}}, day1.Unix()},
		{[]store.KeyUsage{{KeyID: a.ID, Day: "2026-11-28", Requests: 2}, {KeyID: a.ID, Day: "2026-11-29", Requests: 4}, {KeyID: b.ID, Day: "2026-11-29", Requests: 1}}, day2.Unix()},
		{[]store.KeyUsage{{KeyID: b.ID, Day: "2026-11-29", Requests: 1}}, day1.Unix()},
	} {
		if err := st.AddAPIKeyUsage(ctx, step.u, step.at); err != nil {
			t.Fatal(err)
		}
	}
	usage, err := st.APIKeyUsage(ctx, u.ID, day1)
	if err != nil {
		t.Fatal(err)
	}
	want := []store.KeyUsage{{a.ID, "2026-11-28", 5}, {a.ID, "2026-11-29", 4}, {b.ID, "2026-11-29", 2}}
	if len(usage) != len(want) {
		t.Fatalf("usage %v, want %v", usage, want)
	}
	for i := range want {
		if usage[i] != want[i] {
			t.Fatalf("usage %v, want %v", usage, want)
		}
	}
	if later, _ := st.APIKeyUsage(ctx, u.ID, day2); len(later) != 2 {
		t.Fatalf("usage since day 2: %v", later)
	}
	if none, _ := st.APIKeyUsage(ctx, other.ID, day1); len(none) != 0 {
		t.Fatalf("another account sees %v", none)
	}

	// Revoking: only the owner, only once.
	if err := st.RevokeAPIKey(ctx, other.ID, a.ID, 20); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("revoked by another account: %v", err)
	}
	if err := st.RevokeAPIKey(ctx, u.ID, a.ID, 20); err != nil {
		t.Fatal(err)
	}
	if err := st.RevokeAPIKey(ctx, u.ID, a.ID, 21); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("revoked twice: %v", err)
	}
	if n, _ := st.ActiveAPIKeys(ctx, u.ID); n != 1 {
		t.Fatalf("active keys %d, want 1", n)
	}
	keys, err := st.APIKeysOfUser(ctx, u.ID)
	if err != nil || len(keys) != 2 || keys[0].ID != b.ID || !keys[1].RevokedAt.Valid || keys[1].LastUsedAt.Int64 != day2.Unix() {
		t.Fatalf("keys of user: %+v %v", keys, err)
	}
	if err := st.SetAPIKeyPlan(ctx, a.ID, "enterprise"); err != nil {
		t.Fatal(err)
	}
	if err := st.SetAPIKeyPlan(ctx, a.ID, "gold"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown plan: %v", err)
	}
}
