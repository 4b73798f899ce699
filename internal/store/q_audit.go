package store

import (
	"context"
	"database/sql"
	"time"
)

// Mail is one message of the outbox.
type Mail struct {
	ID        int64
	To        string
	Subject   string
	Body      string
	CreatedAt int64
	SentAt    sql.NullInt64
	Error     string
}

// QueueMail stores a message in the outbox and returns its id.
func (s *Store) QueueMail(ctx context.Context, to, subject, body string) (int64, error) {
	var id int64
	err := s.DB.QueryRowContext(ctx, s.Rebind(`INSERT INTO outbox (to_addr, subject, body, created_at) VALUES (?, ?, ?, ?) RETURNING id`),
		to, subject, body, time.Now().Unix()).Scan(&id)
	return id, err
}

// MarkMailSent records the delivery of a message, or why it failed.
func (s *Store) MarkMailSent(ctx context.Context, id int64, sendErr error) error {
	if sendErr != nil {
		_, err := s.DB.ExecContext(ctx, s.Rebind(`UPDATE outbox SET error = ? WHERE id = ?`), sendErr.Error(), id)
		return err
	}
	_, err := s.DB.ExecContext(ctx, s.Rebind(`UPDATE outbox SET sent_at = ?, error = '' WHERE id = ?`), time.Now().Unix(), id)
	return err
}

// Outbox lists the latest messages, newest first (at most limit).
func (s *Store) Outbox(ctx context.Context, limit int) ([]Mail, error) {
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`SELECT id, to_addr, subject, body, created_at, sent_at, error FROM outbox ORDER BY id DESC LIMIT ?`), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Mail
	for rows.Next() {
		var m Mail
		if err := rows.Scan(&m.ID, &m.To, &m.Subject, &m.Body, &m.CreatedAt, &m.SentAt, &m.Error); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// AuditEntry is one write recorded in the audit log. Before and After are
// JSON documents ("" when there is none).
type AuditEntry struct {
	ID         int64
	At         int64 // Unix seconds
	ActorID    sql.NullInt64
	ActorEmail string
	ActorRole  string
	Action     string // game.ingest, game.correct, champion.correct, user.role
	Entity     string // game, champion, user
	EntityID   sql.NullInt64
	ExternalID string
	Before     string
	After      string
	Reason     string
}

// AddAudit records e (its ID and, when zero, At are set).
func (s *Store) AddAudit(ctx context.Context, e *AuditEntry) error {
	return addAudit(ctx, s, s.DB, e)
}

type queryRower interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

func addAudit(ctx context.Context, s *Store, db queryRower, e *AuditEntry) error {
	if e.At == 0 {
		e.At = time.Now().Unix()
	}
	return db.QueryRowContext(ctx, s.Rebind(`INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity, entity_id, external_id, before_json, after_json, reason)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`), e.At, e.ActorID, e.ActorEmail, e.ActorRole, e.Action, e.Entity, e.EntityID, e.ExternalID,
		e.Before, e.After, e.Reason).Scan(&e.ID)
}

// Audit returns a page of the audit log, newest first, and the total count.
func (s *Store) Audit(ctx context.Context, limit, offset int) ([]AuditEntry, int, error) {
	var n int
	if err := s.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log`).Scan(&n); err != nil {
		return nil, 0, err
	}
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`SELECT id, at, actor_id, actor_email, actor_role, action, entity, entity_id, external_id, before_json, after_json, reason
FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?`), limit, offset)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []AuditEntry
	for rows.Next() {
		var e AuditEntry
		if err := rows.Scan(&e.ID, &e.At, &e.ActorID, &e.ActorEmail, &e.ActorRole, &e.Action, &e.Entity, &e.EntityID, &e.ExternalID,
			&e.Before, &e.After, &e.Reason); err != nil {
			return nil, 0, err
		}
		out = append(out, e)
	}
	return out, n, rows.Err()
}

// ImportRun is one import of the dataset.
type ImportRun struct {
	ID         int64
	StartedAt  string // RFC 3339 ("" for imports before it was recorded)
	FinishedAt string // RFC 3339
	Groups     string // comma-separated import groups
	Rows       int64
}

// ImportRuns lists the imports, newest first (at most limit).
func (s *Store) ImportRuns(ctx context.Context, limit int) ([]ImportRun, error) {
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`SELECT id, started_at, finished_at, groups, rows_written FROM import_runs ORDER BY id DESC LIMIT ?`), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ImportRun
	for rows.Next() {
		var r ImportRun
		if err := rows.Scan(&r.ID, &r.StartedAt, &r.FinishedAt, &r.Groups, &r.Rows); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
