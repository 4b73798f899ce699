package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
)

// ErrConflict is returned when a row with the same unique value exists.
var ErrConflict = errors.New("already exists")

// Roles, least to most privileged.
const (
	RoleUser     = "user"
	RoleOperator = "operator"
	RoleAdmin    = "admin"
)

// Roles lists the valid roles.
var Roles = []string{RoleUser, RoleOperator, RoleAdmin}

// User is one account. Email is stored lower-cased.
type User struct {
	ID           int64
	Email        string
	PasswordHash string
	FirstName    string
	LastName     string
	Username     string
	Role         string
	VerifiedAt   sql.NullInt64 // Unix seconds
	CreatedAt    int64
}

const userSelect = `SELECT id, email, password_hash, first_name, last_name, username, role, verified_at, created_at FROM users `

func scanUser(sc interface{ Scan(...any) error }) (User, error) {
	var u User
	err := sc.Scan(&u.ID, &u.Email, &u.PasswordHash, &u.FirstName, &u.LastName, &u.Username, &u.Role, &u.VerifiedAt, &u.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return u, ErrNotFound
	}
	return u, err
}

// NormalizeEmail is the stored form of an address: trimmed, lower-cased.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// CreateUser inserts u (its ID and CreatedAt are set); ErrConflict when the
// e-mail is taken.
func (s *Store) CreateUser(ctx context.Context, u *User) error {
	u.Email = NormalizeEmail(u.Email)
	if u.Role == "" {
		u.Role = RoleUser
	}
	if u.CreatedAt == 0 {
		u.CreatedAt = time.Now().Unix()
	}
	if _, err := s.UserByEmail(ctx, u.Email); err == nil {
		return ErrConflict
	} else if !errors.Is(err, ErrNotFound) {
		return err
	}
	err := s.DB.QueryRowContext(ctx, s.Rebind(`INSERT INTO users (email, password_hash, first_name, last_name, username, role, verified_at, created_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`), u.Email, u.PasswordHash, u.FirstName, u.LastName, u.Username, u.Role, u.VerifiedAt, u.CreatedAt).Scan(&u.ID)
	if err != nil && isUniqueViolation(err) {
		return ErrConflict
	}
	return err
}

// isUniqueViolation recognises both drivers' unique-constraint errors.
func isUniqueViolation(err error) bool {
	m := strings.ToLower(err.Error())
	return strings.Contains(m, "unique") || strings.Contains(m, "duplicate key")
}

// UserByEmail finds an account by e-mail (any case).
func (s *Store) UserByEmail(ctx context.Context, email string) (User, error) {
	return scanUser(s.DB.QueryRowContext(ctx, s.Rebind(userSelect+`WHERE email = ?`), NormalizeEmail(email)))
}

// UserByID finds an account by id.
func (s *Store) UserByID(ctx context.Context, id int64) (User, error) {
	return scanUser(s.DB.QueryRowContext(ctx, s.Rebind(userSelect+`WHERE id = ?`), id))
}

// UserOfSession loads the account of an access token whose session (its
// refresh-token family) is still open; ErrNotFound when the account is gone
// or every token of the session was revoked (logout, reuse, reset, a role
// change).
func (s *Store) UserOfSession(ctx context.Context, id int64, family string) (User, error) {
	return scanUser(s.DB.QueryRowContext(ctx, s.Rebind(userSelect+`WHERE id = ? AND EXISTS (SELECT 1 FROM refresh_tokens t
  WHERE t.family_id = ? AND t.user_id = users.id AND t.revoked_at IS NULL)`), id, family))
}

// Users lists every account, oldest first.
func (s *Store) Users(ctx context.Context) ([]User, error) {
	rows, err := s.DB.QueryContext(ctx, userSelect+`ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []User
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// SetUserRole changes an account's role and, when that is a change, ends
// its sessions in the same transaction (every refresh token revoked at at,
// and with them the access tokens signed under the old role, on every
// instance: see UserOfSession). ErrNotFound when there is no account.
func (s *Store) SetUserRole(ctx context.Context, id int64, role string, at int64) error {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.Rebind(`UPDATE users SET role = ? WHERE id = ? AND role <> ?`), role, id, role)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		// The same role (nothing to end), or no such account.
		var one int
		if err := tx.QueryRowContext(ctx, s.Rebind(`SELECT 1 FROM users WHERE id = ?`), id).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		} else if err != nil {
			return err
		}
		return nil
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(revokeUserRefreshTokens), at, id); err != nil {
		return err
	}
	return tx.Commit()
}

// SetUserPassword replaces an account's password hash.
func (s *Store) SetUserPassword(ctx context.Context, id int64, hash string) error {
	return s.execOne(ctx, `UPDATE users SET password_hash = ? WHERE id = ?`, hash, id)
}

// SetUserVerified marks an account's e-mail verified (once).
func (s *Store) SetUserVerified(ctx context.Context, id int64, at int64) error {
	_, err := s.DB.ExecContext(ctx, s.Rebind(`UPDATE users SET verified_at = ? WHERE id = ? AND verified_at IS NULL`), at, id)
	return err
}

// execOne runs a write that must touch exactly one row (else ErrNotFound).
func (s *Store) execOne(ctx context.Context, q string, args ...any) error {
	res, err := s.DB.ExecContext(ctx, s.Rebind(q), args...)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrNotFound
	}
	return nil
}

// RefreshToken is one issued refresh token (only its SHA-256 is kept).
type RefreshToken struct {
	ID        int64
	Hash      string
	FamilyID  string
	ParentID  sql.NullInt64
	UserID    int64
	CreatedAt int64
	ExpiresAt int64
	UsedAt    sql.NullInt64
	RevokedAt sql.NullInt64
}

const insertRefreshToken = `INSERT INTO refresh_tokens (token_hash, family_id, parent_id, user_id, created_at, expires_at)
VALUES (?, ?, ?, ?, ?, ?) RETURNING id`

// CreateRefreshToken stores t (its ID is set).
func (s *Store) CreateRefreshToken(ctx context.Context, t *RefreshToken) error {
	return s.DB.QueryRowContext(ctx, s.Rebind(insertRefreshToken), t.Hash, t.FamilyID, t.ParentID, t.UserID, t.CreatedAt, t.ExpiresAt).Scan(&t.ID)
}

// RefreshTokenByHash finds a refresh token by its hash.
func (s *Store) RefreshTokenByHash(ctx context.Context, hash string) (RefreshToken, error) {
	var t RefreshToken
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT id, token_hash, family_id, parent_id, user_id, created_at, expires_at, used_at, revoked_at
FROM refresh_tokens WHERE token_hash = ?`), hash).Scan(&t.ID, &t.Hash, &t.FamilyID, &t.ParentID, &t.UserID, &t.CreatedAt, &t.ExpiresAt, &t.UsedAt, &t.RevokedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNotFound
	}
	return t, err
}

// UseRefreshToken marks a token used; false when it was already used or
// revoked (another request got there first: a reuse).
func (s *Store) UseRefreshToken(ctx context.Context, id, at int64) (bool, error) {
	res, err := s.DB.ExecContext(ctx, s.Rebind(`UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL`), at, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RotateRefreshToken marks token id used at at and stores next, its
// successor, in one transaction: false (nothing written) when id was
// already used or revoked. Whoever sees the token used therefore also sees
// its successor stored.
func (s *Store) RotateRefreshToken(ctx context.Context, id, at int64, next *RefreshToken) (bool, error) {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.Rebind(`UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL`), at, id)
	if err != nil {
		return false, err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return false, err
	}
	err = tx.QueryRowContext(ctx, s.Rebind(insertRefreshToken), next.Hash, next.FamilyID, next.ParentID, next.UserID, next.CreatedAt, next.ExpiresAt).Scan(&next.ID)
	if err != nil {
		return false, err
	}
	return true, tx.Commit()
}

// RevokeRefreshFamily revokes every token of a family.
func (s *Store) RevokeRefreshFamily(ctx context.Context, family string, at int64) error {
	_, err := s.DB.ExecContext(ctx, s.Rebind(`UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL`), at, family)
	return err
}

const revokeUserRefreshTokens = `UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL`

// RevokeUserRefreshTokens revokes every token of a user (password reset;
// a role change does it in SetUserRole).
func (s *Store) RevokeUserRefreshTokens(ctx context.Context, userID, at int64) error {
	_, err := s.DB.ExecContext(ctx, s.Rebind(revokeUserRefreshTokens), at, userID)
	return err
}

// PurgeRefreshTokens deletes at most limit refresh tokens that can never
// be used again and tell nothing more: expired ones (a used token stays
// until then, so its reuse still revokes its family) and those revoked
// before revokedBefore. It returns how many it deleted.
func (s *Store) PurgeRefreshTokens(ctx context.Context, now, revokedBefore int64, limit int) (int64, error) {
	return s.deleteSome(ctx, "refresh_tokens", `expires_at <= ? OR revoked_at < ?`, limit, now, revokedBefore)
}

// PurgeOneTimeTokens deletes at most limit expired verification and reset
// tokens and returns how many.
func (s *Store) PurgeOneTimeTokens(ctx context.Context, now int64, limit int) (int64, error) {
	return s.deleteSome(ctx, "one_time_tokens", `expires_at <= ?`, limit, now)
}

// deleteSome deletes at most limit rows of table that match where: bounded
// work for one statement.
func (s *Store) deleteSome(ctx context.Context, table, where string, limit int, args ...any) (int64, error) {
	res, err := s.DB.ExecContext(ctx, s.Rebind(`DELETE FROM `+table+` WHERE id IN (SELECT id FROM `+table+` WHERE `+where+` LIMIT ?)`), append(args, limit)...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// Purposes of one-time tokens.
const (
	PurposeVerify = "verify"
	PurposeReset  = "reset"
)

// CreateOneTimeToken stores the hash of a verification or reset token.
func (s *Store) CreateOneTimeToken(ctx context.Context, hash, purpose string, userID, now, expires int64) error {
	_, err := s.DB.ExecContext(ctx, s.Rebind(`INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`),
		hash, purpose, userID, now, expires)
	return err
}

// UseOneTimeToken consumes an unused, unexpired token of the purpose and
// returns its user; ErrNotFound otherwise.
func (s *Store) UseOneTimeToken(ctx context.Context, hash, purpose string, now int64) (int64, error) {
	var id, user int64
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT id, user_id FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`),
		hash, purpose, now).Scan(&id, &user)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	}
	if err != nil {
		return 0, err
	}
	if err := s.execOne(ctx, `UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL`, now, id); err != nil {
		return 0, err
	}
	// Using one link spends the user's other links of the purpose: an older
	// reset mail must not reset the password again after a newer one did.
	if _, err := s.DB.ExecContext(ctx, s.Rebind(`UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL`), now, user, purpose); err != nil {
		return 0, err
	}
	return user, nil
}

// LastOneTimeToken is when the user's latest token of the purpose was made
// (Unix seconds; 0 when there is none).
func (s *Store) LastOneTimeToken(ctx context.Context, userID int64, purpose string) (int64, error) {
	var at sql.NullInt64
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT MAX(created_at) FROM one_time_tokens WHERE user_id = ? AND purpose = ?`), userID, purpose).Scan(&at)
	return at.Int64, err
}
