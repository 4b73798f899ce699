package api

import (
	"errors"
	"net/http"

	"github.com/almanac-sports/almanac/internal/release"
)

// DownloadsPrefix is where the server serves the latest release's files.
const DownloadsPrefix = "/downloads/files/"

func (a *API) downloadRoutes() []Route {
	return []Route{
		{Path: "/api/downloads", Summary: "The latest data release: its files (CSV and Parquet per site and table, a SQLite file, the data dictionary, the changelog, SHA256SUMS) with sizes, row counts, checksums, licences and attribution, and the rows changed since the previous release. Each file is served at its url (" + DownloadsPrefix + "{path}) with an ETag and range requests",
			Tag: "reference", Cache: CacheNone, Handler: typed(a.downloads)},
	}
}

// DownloadFile is one file of the latest release.
type DownloadFile struct {
	Path        string   `json:"path"`
	URL         string   `json:"url"`
	Size        int64    `json:"size"`
	SHA256      string   `json:"sha256"`
	Format      string   `json:"format"`
	Table       *string  `json:"table"`
	Site        *string  `json:"site"` // null: every sport
	Rows        *int     `json:"rows"` // null: not a table file
	Licence     string   `json:"licence"`
	Attribution []string `json:"attribution" openapi:"nonnull"`
}

// DownloadChange counts one site table's rows changed since the previous release.
type DownloadChange struct {
	Table   string `json:"table"`
	Rows    int    `json:"rows"`
	Added   int    `json:"added"`
	Changed int    `json:"changed"`
	Removed int    `json:"removed"`
}

// Downloads is GET /api/downloads/: release is null when none is published.
type Downloads struct {
	Release  *string          `json:"release"`
	Created  *string          `json:"created"`
	Previous *string          `json:"previous"`
	Count    int              `json:"count"`
	Files    []DownloadFile   `json:"files" openapi:"nonnull"`
	Changes  []DownloadChange `json:"changes" openapi:"nonnull"`
}

func (a *API) downloads(r *http.Request) (Downloads, error) {
	out := Downloads{Files: []DownloadFile{}, Changes: []DownloadChange{}}
	m, err := release.LatestManifest(a.Config.ReleaseDir)
	if errors.Is(err, release.ErrNoRelease) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	created := m.Created.Format("2006-01-02T15:04:05Z")
	out.Release, out.Created, out.Previous = &m.ID, &created, nonEmpty(m.Previous)
	for _, f := range m.Files {
		// The release writes every file's attribution (release.licenceOf):
		// a manifest without one lists none.
		if f.Licence.Attribution == nil {
			f.Licence.Attribution = []string{}
		}
		df := DownloadFile{Path: f.Path, URL: DownloadsPrefix + f.Path, Size: f.Size, SHA256: f.SHA256, Format: f.Format,
			Table: nonEmpty(f.Table), Site: nonEmpty(f.Scope), Licence: f.Licence.Summary, Attribution: f.Licence.Attribution}
		if f.Table != "" {
			df.Rows = &f.Rows
		}
		out.Files = append(out.Files, df)
	}
	for _, c := range m.Changes {
		out.Changes = append(out.Changes, DownloadChange{Table: c.Table, Rows: c.Rows, Added: c.Added, Changed: c.Changed, Removed: c.Removed})
	}
	out.Count = len(out.Files)
	return out, nil
}
