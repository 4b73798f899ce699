package apikeys

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestFromRequest(t *testing.T) {
	for _, tc := range []struct {
		header, value, want string
		ok                  bool
	}{
		{"X-API-Key", " alm_abc ", "alm_abc", true},
		{"X-API-Key", "anything", "anything", true},
		{"Authorization", "Bearer alm_abc", "alm_abc", true},
		{"Authorization", "bearer alm_abc", "alm_abc", true},
		{"Authorization", "Bearer eyJhbGciOi.jwt", "", false},
		{"Authorization", "Basic alm_abc", "", false},
	} {
		r := httptest.NewRequest("GET", "/api/teams", nil)
		r.Header.Set(tc.header, tc.value)
		if got, ok := FromRequest(r); got != tc.want || ok != tc.ok {
			t.Errorf("%s: %s = %q %v, want %q %v", tc.header, tc.value, got, ok, tc.want, tc.ok)
		}
	}
}

// Two instances on one database: a key revoked through one is refused by
// the other once its cached look-up is CacheFor old, at the latest.
func TestRevocationReachesAnotherInstance(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	u := &store.User{Email: "k@example.com", PasswordHash: "h"}
	if err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	now := time.Unix(1_800_000_000, 0)
	a, b := New(st, log), New(st, log)
	b.now = func() time.Time { return now }
	key, k, err := a.Create(ctx, u.ID, "ci")
	if err != nil {
		t.Fatal(err)
	}
	if k.Hash != Hash(key) || k.Prefix != key[:12] || len(key) != 47 {
		t.Fatalf("created %+v from %d characters", k, len(key))
	}
	if got, err := b.Resolve(ctx, key); err != nil || got.ID != k.ID || got.PerMinute == 0 {
		t.Fatalf("resolve: %+v %v", got, err)
	}
	if err := a.Revoke(ctx, u.ID, k.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Resolve(ctx, key); !errors.Is(err, ErrInvalid) {
		t.Fatalf("the revoking instance: %v", err)
	}
	now = now.Add(CacheFor)
	if _, err := b.Resolve(ctx, key); !errors.Is(err, ErrInvalid) {
		t.Fatalf("the other instance after %s: %v", CacheFor, err)
	}
	if _, err := b.Resolve(ctx, key+"x"); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a changed key: %v", err)
	}
}

// Usage counted between flushes is written once, added per key and day.
func TestUsageFlush(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	u := &store.User{Email: "k@example.com", PasswordHash: "h"}
	if err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	s := New(st, slog.New(slog.NewTextHandler(io.Discard, nil)))
	now := time.Date(2026, 11, 29, 23, 59, 0, 0, time.UTC)
	s.now = func() time.Time { return now }
	_, k, err := s.Create(ctx, u.ID, "ci")
	if err != nil {
		t.Fatal(err)
	}
	s.Count(k.ID)
	s.Count(k.ID)
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Minute)
	s.Count(k.ID)
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	got, err := st.APIKeyUsage(ctx, u.ID, now.AddDate(0, 0, -1))
	if err != nil || len(got) != 2 || got[0].Requests != 2 || got[1].Day != "2026-11-30" || got[1].Requests != 1 {
		t.Fatalf("usage %+v %v", got, err)
	}
}
