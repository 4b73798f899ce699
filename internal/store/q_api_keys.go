package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Plan sets the limits of the API keys on it.
type Plan struct {
	Slug      string
	Name      string
	PerMinute int
	PerDay    int
	UpdatedAt int64
}

// Plans lists the plans in their display order.
func (s *Store) Plans(ctx context.Context) ([]Plan, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT slug, name, per_minute, per_day, updated_at FROM plans ORDER BY position, slug`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Plan
	for rows.Next() {
		var p Plan
		if err := rows.Scan(&p.Slug, &p.Name, &p.PerMinute, &p.PerDay, &p.UpdatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// SetPlanLimits changes a plan's limits (ErrNotFound for an unknown plan).
func (s *Store) SetPlanLimits(ctx context.Context, slug string, perMinute, perDay int, at int64) error {
	return s.execOne(ctx, `UPDATE plans SET per_minute = ?, per_day = ?, updated_at = ? WHERE slug = ?`, perMinute, perDay, at, slug)
}

// APIKey is one key of an account; only its SHA-256 (Hash) is kept. The
// plan's limits come with it.
type APIKey struct {
	ID         int64
	UserID     int64
	Plan       string
	Name       string
	Prefix     string
	Hash       string
	CreatedAt  int64
	LastUsedAt sql.NullInt64
	RevokedAt  sql.NullInt64
	PerMinute  int
	PerDay     int
}

const apiKeySelect = `SELECT k.id, k.user_id, k.plan, k.name, k.prefix, k.key_hash, k.created_at, k.last_used_at, k.revoked_at, p.per_minute, p.per_day
FROM api_keys k JOIN plans p ON p.slug = k.plan `

func scanAPIKey(sc interface{ Scan(...any) error }) (APIKey, error) {
	var k APIKey
	err := sc.Scan(&k.ID, &k.UserID, &k.Plan, &k.Name, &k.Prefix, &k.Hash, &k.CreatedAt, &k.LastUsedAt, &k.RevokedAt, &k.PerMinute, &k.PerDay)
	if errors.Is(err, sql.ErrNoRows) {
		return k, ErrNotFound
	}
	return k, err
}

// CreateAPIKey inserts k (its ID is set); ErrConflict when the hash is
// taken, ErrNotFound when its plan is unknown.
func (s *Store) CreateAPIKey(ctx context.Context, k *APIKey) error {
	var n int
	if err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT COUNT(*) FROM plans WHERE slug = ?`), k.Plan).Scan(&n); err != nil {
		return err
	} else if n == 0 {
		return ErrNotFound
	}
	err := s.DB.QueryRowContext(ctx, s.Rebind(`INSERT INTO api_keys (user_id, plan, name, prefix, key_hash, created_at)
VALUES (?, ?, ?, ?, ?, ?) RETURNING id`), k.UserID, k.Plan, k.Name, k.Prefix, k.Hash, k.CreatedAt).Scan(&k.ID)
	if err != nil && isUniqueViolation(err) {
		return ErrConflict
	}
	return err
}

// APIKeyByHash finds a key (revoked or not) by its SHA-256.
func (s *Store) APIKeyByHash(ctx context.Context, hash string) (APIKey, error) {
	return scanAPIKey(s.DB.QueryRowContext(ctx, s.Rebind(apiKeySelect+`WHERE k.key_hash = ?`), hash))
}

// APIKeysOfUser lists an account's keys, newest first, revoked ones too.
func (s *Store) APIKeysOfUser(ctx context.Context, userID int64) ([]APIKey, error) {
	rows, err := s.DB.QueryContext(ctx, s.Rebind(apiKeySelect+`WHERE k.user_id = ? ORDER BY k.id DESC`), userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []APIKey
	for rows.Next() {
		k, err := scanAPIKey(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	return out, rows.Err()
}

// ActiveAPIKeys counts an account's keys not revoked.
func (s *Store) ActiveAPIKeys(ctx context.Context, userID int64) (int, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT COUNT(*) FROM api_keys WHERE user_id = ? AND revoked_at IS NULL`), userID).Scan(&n)
	return n, err
}

// RevokeAPIKey revokes an account's key; ErrNotFound when the account has
// no such key still active.
func (s *Store) RevokeAPIKey(ctx context.Context, userID, id, at int64) error {
	return s.execOne(ctx, `UPDATE api_keys SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL`, at, id, userID)
}

// SetAPIKeyPlan moves a key to another plan (ErrNotFound for an unknown
// key or plan).
func (s *Store) SetAPIKeyPlan(ctx context.Context, id int64, plan string) error {
	return s.execOne(ctx, `UPDATE api_keys SET plan = ? WHERE id = ? AND EXISTS (SELECT 1 FROM plans WHERE slug = ?)`, plan, id, plan)
}

// KeyUsage is a key's requests on one UTC day (YYYY-MM-DD).
type KeyUsage struct {
	KeyID    int64
	Day      string
	Requests int64
}

// AddAPIKeyUsage adds counted requests to the keys' days and moves their
// last use to at, in one transaction.
func (s *Store) AddAPIKeyUsage(ctx context.Context, usage []KeyUsage, at int64) error {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	add := s.Rebind(`INSERT INTO api_key_usage (key_id, day, requests) VALUES (?, ?, ?)
ON CONFLICT (key_id, day) DO UPDATE SET requests = api_key_usage.requests + excluded.requests`)
	touch := s.Rebind(`UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)`)
	for _, u := range usage {
		if _, err := tx.ExecContext(ctx, add, u.KeyID, u.Day, u.Requests); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, touch, at, u.KeyID, at); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// APIKeyUsage lists the requests per day of an account's keys from the
// UTC day since on, oldest first.
func (s *Store) APIKeyUsage(ctx context.Context, userID int64, since time.Time) ([]KeyUsage, error) {
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`SELECT u.key_id, u.day, u.requests FROM api_key_usage u JOIN api_keys k ON k.id = u.key_id
WHERE k.user_id = ? AND u.day >= ? ORDER BY u.day, u.key_id`), userID, since.UTC().Format(time.DateOnly))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []KeyUsage
	for rows.Next() {
		var u KeyUsage
		if err := rows.Scan(&u.KeyID, &u.Day, &u.Requests); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}
