package rmbase

import (
	"sync"
	"sync/atomic"
)

// Stat names ("points", "rebounds", …) are a few hundred strings repeated in
// hundreds of thousands of stats maps. A map entry holds a name's number,
// so the packed maps hold no pointers and the garbage collector never
// scans them. The names come from the dataset's columns, never from
// requests: the table is bounded by the data.
var statNameTab struct {
	mu    sync.Mutex
	ids   map[string]uint32
	names atomic.Pointer[[]string] // copied on insert: reads take no lock
	keys  atomic.Pointer[[]string] // each name as a JSON object key: "name":
}

// statNameID is the number of a stat name, added on first use.
func statNameID(name string) uint32 {
	statNameTab.mu.Lock()
	defer statNameTab.mu.Unlock()
	if id, ok := statNameTab.ids[name]; ok {
		return id
	}
	var names []string
	if p := statNameTab.names.Load(); p != nil {
		names = *p
	}
	if statNameTab.ids == nil {
		statNameTab.ids = map[string]uint32{}
	}
	id := uint32(len(names))
	next := append(names[:len(names):len(names)], name)
	var keys []string
	if p := statNameTab.keys.Load(); p != nil {
		keys = *p
	}
	nextKeys := append(keys[:len(keys):len(keys)], string(AppendJSONString(nil, name))+":")
	// keys first: a reader that sees the new name also sees its key.
	statNameTab.keys.Store(&nextKeys)
	statNameTab.names.Store(&next)
	statNameTab.ids[name] = id
	return id
}

func statNameOf(id uint32) string { return (*statNameTab.names.Load())[id] }

// statKeyOf is the name quoted for JSON with its colon, made once per name
// (quoting every key of every map was the largest cost of encoding them).
func statKeyOf(id uint32) string { return (*statNameTab.keys.Load())[id] }

// Stat makes a stats map entry.
func Stat(name string, v float64) StatKV { return StatKV{name: statNameID(name), Value: v} }

// Name is the entry's stat name.
func (e StatKV) Name() string { return statNameOf(e.name) }
