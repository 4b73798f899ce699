package apitest

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const testDoc = `{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{
"/api/teams/{slug}":{"get":{"responses":{"200":{"description":"OK","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Team"}}}}}}},
"/api/teams/compare":{"get":{"responses":{"200":{"description":"OK","content":{"application/json":{"schema":{"type":"object","required":["a"],"properties":{"a":{"type":"integer"}}}}}}}}},
"/api/predict":{"post":{"requestBody":{"required":true,"content":{"application/json":{"schema":{"type":"object","required":["a"],"properties":{"a":{"type":"integer"}}}}}},
"responses":{"200":{"description":"OK","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Team"}}}}}}}},
"components":{"schemas":{
"Team":{"type":"object","additionalProperties":false,"required":["slug"],"properties":{"slug":{"type":"string"}}},
"Error":{"type":"object","additionalProperties":false,"required":["detail"],"properties":{"detail":{"type":"string"}}}}}}`

// The checker finds the operation (literal paths before templates, a
// trailing slash allowed), picks the answer's schema by status, and falls
// back to the Error schema for any error.
func TestContractCheck(t *testing.T) {
	c, err := contractOf(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(testDoc)) }))
	if err != nil || c == nil {
		t.Fatalf("contract: %v", err)
	}
	gz := func(s string) string {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write([]byte(s))
		zw.Close()
		return b.String()
	}
	for _, tc := range []struct {
		name, method, path string
		status             int
		encoding, body     string
		ok                 bool
	}{
		{"team", "GET", "/api/teams/boston", 200, "", `{"slug":"boston"}`, true},
		{"trailing slash", "GET", "/api/teams/boston/", 200, "", `{"slug":"boston"}`, true},
		{"extra field", "GET", "/api/teams/boston", 200, "", `{"slug":"boston","x":1}`, false},
		{"literal path wins", "GET", "/api/teams/compare", 200, "", `{"a":1}`, true},
		{"literal path schema applies", "GET", "/api/teams/compare", 200, "", `{"slug":"compare"}`, false},
		{"gzip body", "GET", "/api/teams/boston", 200, "gzip", gz(`{"slug":1}`), false},
		{"error answer", "GET", "/api/teams/x", 404, "", `{"detail":"Team not found."}`, true},
		{"bad error answer", "GET", "/api/teams/x", 400, "", `{"error":"x"}`, false},
		{"unknown path", "GET", "/api/nope", 404, "", `{"detail":"Not found."}`, true},
		{"undocumented 200", "POST", "/api/teams/x", 200, "", `{}`, false},
		{"not the API", "GET", "/teams/x", 200, "", `<html>`, true},
		{"accounts are checked too", "POST", "/auth/login", 200, "", `{}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			rec.Header().Set("Content-Type", "application/json")
			if strings.HasPrefix(tc.body, "<") {
				rec.Header().Set("Content-Type", "text/html")
			}
			if tc.encoding != "" {
				rec.Header().Set("Content-Encoding", tc.encoding)
			}
			rec.WriteHeader(tc.status)
			err := c.check(tc.method, tc.path, rec.Result(), []byte(tc.body))
			if (err == nil) != tc.ok {
				t.Errorf("ok = %v, want %v (%v)", err == nil, tc.ok, err)
			}
		})
	}
}

// A body the handler took (2xx) must match the operation's request body
// schema; a refused one, or one sent where none is documented, is not checked.
func TestContractRequestBody(t *testing.T) {
	c, err := contractOf(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(testDoc)) }))
	if err != nil || c == nil {
		t.Fatalf("contract: %v", err)
	}
	for _, tc := range []struct {
		name, method, path string
		status             int
		body               string
		ok                 bool
	}{
		{"valid", "POST", "/api/predict", 200, `{"a":1}`, true},
		{"trailing slash", "POST", "/api/predict/", 200, `{"a":1}`, true},
		{"taken but invalid", "POST", "/api/predict", 200, `{"a":"x"}`, false},
		{"taken but not JSON", "POST", "/api/predict", 200, `a=1`, false},
		{"refused", "POST", "/api/predict", 400, `{"a":"x"}`, true},
		{"no body", "POST", "/api/predict", 200, ``, true},
		{"no request schema", "GET", "/api/teams/x", 200, `{"a":"x"}`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := c.checkRequest(tc.method, tc.path, tc.status, tc.body)
			if (err == nil) != tc.ok {
				t.Errorf("ok = %v, want %v (%v)", err == nil, tc.ok, err)
			}
		})
	}
}
