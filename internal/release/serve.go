package release

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrNoRelease: the folder holds no complete release yet.
var ErrNoRelease = errors.New("no release published yet")

// LatestManifest reads the manifest of the newest release in dir.
func LatestManifest(dir string) (*Manifest, error) {
	if dir == "" {
		return nil, ErrNoRelease
	}
	id, err := Latest(dir)
	if err != nil {
		return nil, err
	}
	if id == "" {
		return nil, ErrNoRelease
	}
	return ReadManifest(filepath.Join(dir, id))
}

// contentTypes by file format.
var contentTypes = map[string]string{
	"csv":      "text/csv; charset=utf-8",
	"parquet":  "application/vnd.apache.parquet",
	"sqlite":   "application/vnd.sqlite3",
	"json":     "application/json",
	"markdown": "text/markdown; charset=utf-8",
	"json.gz":  "application/gzip",
}

// ServeFile answers GET <prefix><path> with a file of the latest release in
// dir: only the files its manifest lists (and SHA256SUMS, manifest.json),
// with the file's SHA-256 as a strong ETag; http.ServeContent answers
// conditional and range requests.
func ServeFile(dir, prefix string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rel := strings.TrimPrefix(r.URL.Path, prefix)
		m, err := LatestManifest(dir)
		if err != nil {
			http.Error(w, "Not found.", http.StatusNotFound)
			return
		}
		var f *File
		for i := range m.Files {
			if m.Files[i].Path == rel {
				f = &m.Files[i]
			}
		}
		ctype, etag := "text/plain; charset=utf-8", ""
		switch {
		case f != nil:
			ctype, etag = contentTypes[f.Format], `"`+f.SHA256+`"`
		case rel == ManifestName:
			ctype = contentTypes["json"]
		case rel != SumsName:
			http.Error(w, "Not found.", http.StatusNotFound)
			return
		}
		file, err := os.Open(filepath.Join(dir, m.ID, filepath.FromSlash(rel)))
		if err != nil {
			http.Error(w, "Not found.", http.StatusNotFound)
			return
		}
		defer file.Close()
		h := w.Header()
		h.Set("Content-Type", ctype)
		if etag != "" {
			h.Set("ETag", etag)
		}
		h.Set("Cache-Control", "public, max-age=3600")
		h.Set("Content-Disposition", `attachment; filename="`+m.ID+"-"+strings.ReplaceAll(rel, "/", "-")+`"`)
		http.ServeContent(w, r, "", m.Created.Truncate(time.Second), file)
	})
}
