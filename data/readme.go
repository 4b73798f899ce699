package data

import _ "embed"

// README is data/README.md: every shipped file with its origin and licence
// (the data-quality page's source table reads it).
//
//go:embed README.md
var README string
