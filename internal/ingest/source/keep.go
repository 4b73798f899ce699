package source

import "unique"

// Keep is s for holding past its row: a row's fields are slices of the
// row's whole line, so a held field would keep the line alive. The one
// shared copy of each distinct value (unique copies a string it has not
// seen) costs a loader nothing for values repeated on many rows.
func Keep(s string) string { return unique.Make(s).Value() }
