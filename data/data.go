// Package data embeds the shipped dataset (CSV files, the large ones gzipped)
// so the almanac binary can import it with no files beside it.
package data

import "embed"

// FS holds every shipped data file, by folder: football, basketball, baseball,
// hockey, curated, crosswalks.
//
//go:embed football basketball baseball hockey curated crosswalks
var FS embed.FS
