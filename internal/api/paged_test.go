package api

import (
	"net/http/httptest"
	"testing"
)

// TestPagedLinksAreRelative: next and previous are /api/… paths built from
// the request's path and query only, whatever Host or forwarded headers a
// client (or proxy) sends.
func TestPagedLinksAreRelative(t *testing.T) {
	r := httptest.NewRequest("GET", "http://evil.example/api/teams?page=2&page_size=5&sport__slug=hockey", nil)
	r.Host = "evil.example"
	r.Header.Set("X-Forwarded-Host", "evil.example")
	r.Header.Set("X-Forwarded-Proto", "https")
	r.Header.Set("Forwarded", "host=evil.example;proto=https")
	p := NewPaged(r, Page{Number: 2, Size: 5}, 100, []int{6, 7, 8, 9, 10})
	if p.Next == nil || *p.Next != "/api/teams?page=3&page_size=5&sport__slug=hockey" {
		t.Errorf("next = %v", deref(p.Next))
	}
	if p.Previous == nil || *p.Previous != "/api/teams?page_size=5&sport__slug=hockey" {
		t.Errorf("previous = %v", deref(p.Previous))
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
