package api

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
)

// idOrSlug is a body field naming a team or a player: its JSON as sent (nil
// when absent), read by ref. The body's decoder hands it the raw value.
type idOrSlug []byte

// UnmarshalJSON keeps the field's JSON as it was sent.
func (k *idOrSlug) UnmarshalJSON(raw []byte) error {
	*k = append((*k)[:0], raw...)
	return nil
}

// ref is the id (a positive integer, as a number or digits) or slug the
// body field name gives of a noun ("team", "player").
func (k idOrSlug) ref(name, noun string) (string, error) {
	if k == nil || string(k) == "null" {
		return "", httpio.BadParam(name, "is required (a %s id or slug)", noun)
	}
	var s string
	if json.Unmarshal(k, &s) == nil {
		if s = strings.TrimSpace(s); s != "" {
			return s, nil
		}
		return "", httpio.BadParam(name, "is empty")
	}
	var n json.Number
	dec := json.NewDecoder(bytes.NewReader(k))
	dec.UseNumber()
	if dec.Decode(&n) == nil {
		if id, err := strconv.ParseInt(n.String(), 10, 64); err == nil && id > 0 {
			return n.String(), nil
		}
	}
	return "", httpio.BadParam(name, "must be a %s id (a positive integer) or slug, got %s", noun, k)
}

// pairRefs reads the two body fields names (their values keys) naming a
// noun each: the first that is missing or not an id or slug is the 400.
func pairRefs(noun string, names [2]string, keys [2]idOrSlug) ([2]string, error) {
	var out [2]string
	for i := range keys {
		var err error
		if out[i], err = keys[i].ref(names[i], noun); err != nil {
			return out, err
		}
	}
	return out, nil
}
