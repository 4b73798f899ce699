package rmbase

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/goccy/go-json/jsontext"
)

// StatKV is one named number of a stats map (the name by its number in
// the table of stat names).
type StatKV struct {
	name  uint32
	Value float64
}

// StatMap is a stats map that keeps its order when encoded as a JSON object.
type StatMap []StatKV

func (m StatMap) MarshalJSON() ([]byte, error) {
	return m.AppendJSON(make([]byte, 0, 16+len(m)*24)), nil
}

// MarshalJSONTo writes the same bytes through a pooled scratch buffer (the
// encoder copies a value it is given and keeps none): the API's encoder
// (go-json) calls it before MarshalJSON, and a player's seasons of stats no
// longer allocate ~25 KB an answer.
func (m StatMap) MarshalJSONTo(enc *jsontext.Encoder) error {
	b := statScratch.Get().(*[]byte)
	*b = m.AppendJSON((*b)[:0])
	err := enc.WriteValue(*b)
	if cap(*b) <= 64<<10 {
		statScratch.Put(b)
	}
	return err
}

var statScratch = sync.Pool{New: func() any { b := make([]byte, 0, 4<<10); return &b }}

func (m StatMap) AppendJSON(b []byte) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	b = append(b, '{')
	for i, kv := range m {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, statKeyOf(kv.name)...)
		v := kv.Value
		if math.IsNaN(v) || math.IsInf(v, 0) {
			b = append(b, "null"...)
		} else if v == math.Trunc(v) && math.Abs(v) < 1e15 {
			b = strconv.AppendInt(b, int64(v), 10)
		} else {
			b = AppendNumber(b, v)
		}
	}
	return append(b, '}')
}

// AppendJSONString appends s as a JSON string: plain ASCII is copied
// between quotes, anything else goes through encoding/json.
func AppendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

func (m StatMap) Get(name string) (float64, bool) {
	for _, kv := range m {
		if kv.Name() == name {
			return kv.Value, true
		}
	}
	return 0, false
}

// StatNames interns stat names so per-player maps share their strings.
type StatNames map[string]string

func (n StatNames) Intern(b []byte) string {
	if s, ok := n[string(b)]; ok {
		return s
	}
	s := string(b)
	n[s] = s
	return s
}

// ParseStats reads a flat JSON object of numbers ({"points":10,"x":0.5});
// anything else in it is skipped. It never fails: bad input yields nothing.
func ParseStats(s string, names StatNames, fn func(name string, v float64)) {
	i, n := 0, len(s)
	skipWS := func() {
		for i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r') {
			i++
		}
	}
	skipWS()
	if i >= n || s[i] != '{' {
		return
	}
	i++
	var key []byte
	for i < n {
		skipWS()
		if i < n && s[i] == '}' {
			return
		}
		if i >= n || s[i] != '"' {
			return
		}
		i++
		key = key[:0]
		for i < n && s[i] != '"' {
			if s[i] == '\\' && i+1 < n {
				i++
			}
			key = append(key, s[i])
			i++
		}
		i++ // closing quote
		skipWS()
		if i >= n || s[i] != ':' {
			return
		}
		i++
		skipWS()
		j := i
		for j < n && s[j] != ',' && s[j] != '}' {
			j++
		}
		if v, err := strconv.ParseFloat(strings.TrimSpace(s[i:j]), 64); err == nil {
			fn(names.Intern(key), v)
		}
		i = j
		if i < n && s[i] == ',' {
			i++
		}
	}
}

// SeasonStatMap reads one season's stats JSON into an ordered map.
func SeasonStatMap(js string, names StatNames) StatMap {
	var m StatMap
	ParseStats(js, names, func(k string, v float64) { m = append(m, Stat(k, v)) })
	sort.Slice(m, func(i, j int) bool { return m[i].Name() < m[j].Name() })
	if m == nil {
		m = StatMap{}
	}
	return m
}
