package rmbase

import (
	"database/sql"
)

// NullInt is a nullable column as the answer's nullable number.
func NullInt(v sql.NullInt64) *int {
	if !v.Valid {
		return nil
	}
	i := int(v.Int64)
	return &i
}

// StrOrNil is a text as the answer's nullable field: nil when empty.
func StrOrNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
