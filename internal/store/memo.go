package store

import "context"

// Memo keeps values derived from the database for one dataset version. The
// store keeps none itself: the read model installs one (SetMemo), so every
// value kept in memory lives in one place under one invalidation rule.
// Without a memo every read loads afresh.
type Memo interface {
	// Memo returns the value kept under key, calling load once on a miss.
	Memo(ctx context.Context, key string, load func(context.Context) (any, error)) (any, error)
}

// SetMemo makes m keep the store's snapshots (teams, championships,
// champions, sports) and per-team reads (rosters, schedules, splits).
func (s *Store) SetMemo(m Memo) { s.memo.Store(&m) }

// remember returns the value the installed memo keeps under key, loading it
// on a miss (or every time when there is no memo).
func remember[T any](ctx context.Context, s *Store, key string, load func(context.Context) (T, error)) (T, error) {
	m := s.memo.Load()
	if m == nil {
		return load(ctx)
	}
	v, err := (*m).Memo(ctx, key, func(ctx context.Context) (any, error) { return load(ctx) })
	if err != nil {
		var zero T
		return zero, err
	}
	return v.(T), nil
}
