package api

import (
	"testing"
	"time"
)

func TestRespCacheExpiry(t *testing.T) {
	c := newRespCache(2)
	c.put("forever", &entry{body: []byte("a")})
	c.put("stale", &entry{body: []byte("b"), expires: time.Now().Add(-time.Second)})
	if c.get("forever") == nil {
		t.Fatal("entry without expiry dropped")
	}
	if c.get("stale") != nil {
		t.Fatal("expired realtime entry served")
	}
	c.put("third", &entry{body: []byte("c")}) // over the bound: the map starts again
	if c.get("forever") != nil || c.get("third") == nil {
		t.Fatal("cache bound not applied")
	}
}

func TestGzipOnlyLargeBodies(t *testing.T) {
	small := &entry{body: []byte(`{"a":1}`)}
	if small.gzipped() != nil {
		t.Fatal("small body compressed")
	}
	big := &entry{body: make([]byte, 4096)}
	gz := big.gzipped()
	if gz == nil || len(gz) >= 4096 || &big.gzipped()[0] != &gz[0] {
		t.Fatal("large body not compressed once")
	}
}
