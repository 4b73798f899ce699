package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
)

// How the web app's files are prepared for serving: content types,
// compression, validators, and the rendered index.html pages kept per site.

func contentType(name string, data []byte) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return http.DetectContentType(data)
}

func compressible(ctype string) bool {
	t, _, _ := strings.Cut(ctype, ";")
	t = strings.TrimSpace(t)
	return strings.HasPrefix(t, "text/") ||
		strings.HasSuffix(t, "+json") || strings.HasSuffix(t, "+xml") ||
		t == "application/json" || t == "application/xml" || t == "application/javascript" ||
		t == "application/wasm" || t == "image/svg+xml" || t == "image/x-icon"
}

func etagOf(data []byte) string {
	sum := sha256.Sum256(data)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:18]) + `"`
}

func gzipBytes(data []byte, level int) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, level) // level is a valid constant
	zw.Write(data)
	zw.Close()
	return buf.Bytes()
}

// renderedCache keeps the ETag and gzip form of recent renderIndex outputs
// (one per site, typically), so a rendered page is compressed once.
type renderedCache struct {
	mu    sync.Mutex
	files map[[sha256.Size]byte]*spaFile
}

const renderedCacheMax = 64

func (c *renderedCache) get(html []byte) *spaFile {
	key := sha256.Sum256(html)
	c.mu.Lock()
	f := c.files[key]
	c.mu.Unlock()
	if f != nil {
		return f
	}
	f = &spaFile{data: html, ctype: contentTypes[".html"], cache: cacheIndex, etag: `"` + base64.RawURLEncoding.EncodeToString(key[:18]) + `"`, csp: htmlCSP(html)}
	if len(html) >= gzipMinSize {
		if gz := gzipBytes(html, gzip.DefaultCompression); len(gz) < len(html)*9/10 {
			f.gz = gz
			f.gzEtag = strings.TrimSuffix(f.etag, `"`) + `-gz"`
		}
	}
	c.mu.Lock()
	if c.files == nil || len(c.files) >= renderedCacheMax {
		c.files = map[[sha256.Size]byte]*spaFile{} // bounded: start over
	}
	c.files[key] = f
	c.mu.Unlock()
	return f
}
