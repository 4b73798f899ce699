package web

import (
	"io/fs"
	"regexp"
	"testing"
)

// The embedded build is consistent: when index.html is there, every asset it
// links is embedded too; the placeholder never counts as a build.
func TestFS(t *testing.T) {
	dist, built := FS()
	if _, err := fs.Stat(dist, ".keep"); err != nil {
		t.Errorf("dist/.keep is not embedded (fresh clones would not compile): %v", err)
	}
	if !built {
		t.Skip("web app not built (run `make build`)")
	}
	html, err := fs.ReadFile(dist, "index.html")
	if err != nil {
		t.Fatal(err)
	}
	refs := regexp.MustCompile(`(?:src|href)="/(assets/[^"]+)"`).FindAllStringSubmatch(string(html), -1)
	if len(refs) == 0 {
		t.Fatalf("index.html links no /assets/ files:\n%s", html)
	}
	for _, m := range refs {
		if _, err := fs.Stat(dist, m[1]); err != nil {
			t.Errorf("index.html links %s, which is not embedded", m[1])
		}
	}
}
