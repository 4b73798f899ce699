package store

import (
	"context"
	"sync"
	"time"
)

// The dataset version is the one invalidation rule for everything kept in
// memory (the read model's snapshots and memos, the response cache): a value
// built for version v is good while Version returns v. It is the latest
// import run; an import through this Store bumps it at once, one by another
// process (or instance) is seen within versionTTL.
type version struct {
	mu      sync.Mutex
	v       int64
	checked time.Time
}

const versionTTL = time.Second

// Version returns the dataset version, reading it from the database at most
// once per versionTTL. On a read error the last known version stands.
func (s *Store) Version(ctx context.Context) int64 {
	s.ver.mu.Lock()
	defer s.ver.mu.Unlock()
	if time.Since(s.ver.checked) >= versionTTL {
		if n, err := s.LastImport(ctx); err == nil {
			s.ver.v = n
			s.ver.checked = time.Now()
		}
	}
	return s.ver.v
}

// versionChanged makes the next Version read the database (after a write).
func (s *Store) versionChanged() {
	s.ver.mu.Lock()
	s.ver.checked = time.Time{}
	s.ver.mu.Unlock()
}
