package store

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
)

// SQLite's primary result codes for a database another connection holds.
const (
	sqliteBusy   = 5
	sqliteLocked = 6
)

// Unavailable reports whether err says the database cannot answer now but
// may in a moment: SQLite busy or locked (a long write such as an import),
// PostgreSQL unreachable, restarting, refusing connections or out of them,
// a dropped connection. Such errors are a 503 with Retry-After, not a 500.
func Unavailable(err error) bool {
	if err == nil {
		return false
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		code := se.Code() & 0xff // extended codes keep the primary in the low byte
		return code == sqliteBusy || code == sqliteLocked
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		// Class 08: connection exception; 57P01-03: shutdown, crash
		// shutdown, cannot connect now; 53300: too many connections.
		return strings.HasPrefix(pe.Code, "08") || pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03" || pe.Code == "53300"
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	return errors.As(err, &ce) || errors.As(err, &ne) || errors.Is(err, driver.ErrBadConn) || errors.Is(err, sql.ErrConnDone) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || pgconn.Timeout(err)
}
