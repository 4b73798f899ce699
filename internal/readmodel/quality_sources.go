package readmodel

import (
	"path"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/almanac-sports/almanac/internal/store"
)

// The data-quality source table names each file the rows came from with its
// origin and licence as data/README.md lists them: one table of shipped
// files per sport section ("| file | source … | licence | … |").

// sourceEntry is one row of a README file table.
type sourceEntry struct {
	names   map[string]bool // normalised file names
	ranges  [][2]string     // "player_stats_2014.csv … player_stats_2024.csv": prefix and suffix
	labels  []string        // each range as the README names it
	origin  string
	licence string
}

// sourceCatalog is the README's file tables by sport, and the licence of
// the project's curated tables.
type sourceCatalog struct {
	bySport map[string][]sourceEntry
	curated sourceEntry
}

var (
	readmeSection = regexp.MustCompile(`^## (Football|Basketball|Baseball|Hockey) data`)
	readmeRange   = regexp.MustCompile(`^(.*?)(\d[\d_]*)(\D*)$`)
	markdownNoise = strings.NewReplacer("`", "", "**", "", "*", "")
)

// normSource is a file name as rows and the README both may spell it:
// base name, no ".gz", no note in parentheses.
func normSource(s string) string {
	s = strings.TrimSpace(markdownNoise.Replace(s))
	if i := strings.Index(s, " ("); i > 0 {
		s = s[:i]
	}
	return strings.TrimSuffix(path.Base(strings.TrimSpace(s)), ".gz")
}

// sourceFiles splits a row's source ("a.csv; b.csv (note)") into file names.
func sourceFiles(raw string) []string {
	var out []string
	depth, from := 0, 0
	add := func(p string) {
		if n := normSource(p); n != "" && n != "." {
			out = append(out, n)
		}
	}
	for i, r := range raw {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ';':
			if depth <= 0 {
				add(raw[from:i])
				from = i + 1
			}
		}
	}
	add(raw[from:])
	return out
}

func tableCells(line string) []string {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "|") {
		return nil
	}
	cells := strings.Split(strings.Trim(line, "|"), "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// parseSourceCatalog reads the README's file tables.
func parseSourceCatalog(readme string) sourceCatalog {
	cat := sourceCatalog{bySport: map[string][]sourceEntry{}}
	sport, inFiles, inLicences := "", false, false
	for _, line := range strings.Split(readme, "\n") {
		if m := readmeSection.FindStringSubmatch(line); m != nil {
			sport, inFiles = strings.ToLower(m[1]), false
			continue
		}
		if strings.HasPrefix(line, "## ") {
			sport, inFiles = "", false
			inLicences = strings.HasPrefix(line, "## Licences")
			continue
		}
		cells := tableCells(line)
		if cells == nil {
			if strings.TrimSpace(line) != "" {
				inFiles = false // a blank line may split a table
			}
			continue
		}
		if len(cells) >= 3 && cells[0] == "file" && strings.HasPrefix(cells[1], "source") && cells[2] == "licence" {
			inFiles = true
			continue
		}
		if inLicences && len(cells) >= 2 && strings.HasPrefix(cells[0], "curated tables") {
			cat.curated = sourceEntry{origin: cells[0], licence: cells[1]}
		}
		if !inFiles || sport == "" || len(cells) < 3 || strings.HasPrefix(cells[0], "---") {
			continue
		}
		e := sourceEntry{names: map[string]bool{}, licence: markdownNoise.Replace(cells[2])}
		e.origin = markdownNoise.Replace(cells[1])
		// The repository and path: not the commit or the notes after it.
		for _, cut := range []string{" @ ", " (", "; "} {
			if i := strings.Index(e.origin, cut); i > 0 {
				e.origin = e.origin[:i]
			}
		}
		// "same repository", "Lahman, same source", licence "same": the row above's.
		if prev := cat.bySport[sport]; len(prev) > 0 {
			last := prev[len(prev)-1]
			if strings.HasPrefix(e.origin, "same ") || strings.HasSuffix(e.origin, ", same source") {
				e.origin = last.origin
			}
			if e.licence == "same" {
				e.licence = last.licence
			}
		}
		for _, part := range strings.Split(cells[0], ",") {
			if lo, hi, ok := splitRange(part); ok {
				if r, ok := rangeOf(normSource(lo), normSource(hi)); ok {
					e.ranges = append(e.ranges, r)
					e.labels = append(e.labels, normSource(lo)+" … "+normSource(hi))
				}
				continue
			}
			e.names[normSource(part)] = true
		}
		cat.bySport[sport] = append(cat.bySport[sport], e)
	}
	return cat
}

func splitRange(s string) (lo, hi string, ok bool) {
	for _, sep := range []string{"…", ".."} {
		if i := strings.Index(s, " "+sep+" "); i > 0 {
			return s[:i], s[i+len(sep)+2:], true
		}
	}
	return "", "", false
}

// rangeOf is the prefix and suffix two ends of a numbered file range share.
func rangeOf(lo, hi string) ([2]string, bool) {
	a, b := readmeRange.FindStringSubmatch(lo), readmeRange.FindStringSubmatch(hi)
	if a == nil || b == nil || a[1] != b[1] || a[3] != b[3] {
		return [2]string{}, false
	}
	return [2]string{a[1], a[3]}, true
}

// lookup finds a file's README row in its sport's tables and the name to
// list it under (a numbered file as its whole range); curated tables (named
// curated/…) fall back to the curated licence.
func (c sourceCatalog) lookup(sport, raw, name string) (sourceEntry, string, bool) {
	for _, e := range c.bySport[sport] {
		if e.names[name] {
			return e, name, true
		}
		for i, r := range e.ranges {
			mid, ok := strings.CutPrefix(name, r[0])
			if ok && strings.HasSuffix(mid, r[1]) && len(mid) > len(r[1]) && unicode.IsDigit(rune(mid[0])) {
				return e, e.labels[i], true
			}
		}
	}
	if strings.Contains(raw, "curated/"+name) && c.curated.licence != "" {
		return c.curated, name, true
	}
	return sourceEntry{}, name, false
}

// qualitySources splits each row source into its files and adds up their
// rows per file and scope.
func qualitySources(rows *store.QualityRows, names map[string][2]NameSlug, rank map[string]int, cat sourceCatalog) []QualitySource {
	type key struct{ name, sport, level string }
	agg := map[key]*QualitySource{}
	latest := map[string]int{}
	for _, r := range rows.Sources {
		sk := r.Sport + "|" + r.Level
		latest[sk] = max(latest[sk], r.LastYear)
		seen := map[string]bool{} // a row citing two files of one range counts once
		for _, f := range sourceFiles(r.Source) {
			e, label, found := cat.lookup(r.Sport, r.Source, f)
			if seen[label] {
				continue
			}
			seen[label] = true
			k := key{label, r.Sport, r.Level}
			s := agg[k]
			if s == nil {
				n := names[sk]
				s = &QualitySource{Name: label, Publisher: SourceName(r.Sport, f), Sport: n[0], Level: n[1], Origin: "not listed in data/README.md", Licence: "unknown"}
				if found {
					s.Origin, s.Licence = e.origin, e.licence
				}
				if at, ok := rows.Imported[r.Grp]; ok {
					s.LastImport = &at
				}
				agg[k] = s
			}
			s.Rows += r.Rows
			s.LastSeason = max(s.LastSeason, r.LastYear)
		}
	}
	out := make([]QualitySource, 0, len(agg))
	for k, s := range agg {
		s.Status = "maintenance"
		if s.LastSeason >= latest[k.sport+"|"+k.level] {
			s.Status = "active"
		}
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ra, rb := rank[a.Sport.Slug+"|"+a.Level.Slug], rank[b.Sport.Slug+"|"+b.Level.Slug]; ra != rb {
			return ra < rb
		}
		if a.Rows != b.Rows {
			return a.Rows > b.Rows
		}
		return a.Name < b.Name
	})
	return out
}
