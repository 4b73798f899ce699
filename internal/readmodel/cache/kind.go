package cache

import "context"

// Shed says when a full cache drops a kind's entries: ShedFirst before
// ShedNumerous before ShedLast; Never stays.
type Shed uint8

const (
	// ShedFirst: the most numerous and cheapest (list counts).
	ShedFirst Shed = iota
	// ShedNumerous: one of many of its kind (a team's figures, a season's
	// standings, a franchise's roster).
	ShedNumerous
	// ShedLast: one of the few whole-dataset values (a snapshot, a
	// forecast table).
	ShedLast
	// Never: the game index.
	Never
)

// Event is an operator's or a feed's write the cached values may depend on.
type Event struct {
	// Game: a game was written (a live score, a correction).
	Game bool
	// Sport is the slug of the game's sport when it is or was final ("*":
	// a final game of an unknown sport, "": no final game).
	Sport string
	// BoxScore: a final game got its first box score.
	BoxScore bool
	// Title: a champion row was corrected.
	Title bool
}

// Drops decides whether a write drops the entry for arg.
type Drops[A comparable] func(arg A, ev Event) bool

// kindInfo is what the cache knows of a kind.
type kindInfo struct {
	name  string
	shed  Shed
	drops func(arg any, ev Event) bool
}

// Kind is a declared kind of cached value: T for argument A.
type Kind[A comparable, T any] struct {
	info *kindInfo
}

// NewKind declares a kind: its name (for reading), when a full cache sheds
// it and which writes drop it.
func NewKind[A comparable, T any](name string, shed Shed, drops Drops[A]) Kind[A, T] {
	return Kind[A, T]{info: &kindInfo{name: name, shed: shed, drops: func(arg any, ev Event) bool { return drops(arg.(A), ev) }}}
}

// Name is the kind's name.
func (k Kind[A, T]) Name() string { return k.info.name }

// Get returns the value kept for arg, loading it on a miss (concurrent
// misses wait for one load; a failed load is not kept).
func (k Kind[A, T]) Get(ctx context.Context, c *Cache, arg A, load func(context.Context) (T, error)) (T, error) {
	v, err := c.load(ctx, entryKey{k.info, arg}, func(ctx context.Context) (any, error) { return load(ctx) })
	if err != nil {
		var zero T
		return zero, err
	}
	return v.(T), nil
}

// Peek returns the value kept for arg, if any.
func (k Kind[A, T]) Peek(c *Cache, arg A) (T, bool) {
	v, ok := c.get(entryKey{k.info, arg})
	if !ok {
		var zero T
		return zero, false
	}
	return v.(T), true
}

// Put keeps v for arg unless the cache changed since gen (Cache.Gen) was
// read.
func (k Kind[A, T]) Put(c *Cache, arg A, v T, gen uint64) {
	c.put(entryKey{k.info, arg}, v, gen)
}

// Entry is a value to install with Change.
type Entry struct {
	key entryKey
	v   any
}

// Entry makes the entry of v for arg.
func (k Kind[A, T]) Entry(arg A, v T) Entry { return Entry{entryKey{k.info, arg}, v} }

// Change drops the entries ev touches, installs set and bumps the
// generation, so values loaded from the old data while this ran are not
// kept.
func (c *Cache) Change(ev Event, set ...Entry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	kept := make(map[entryKey]entry, len(c.m))
	for k, v := range c.m {
		if !k.kind.drops(k.arg, ev) {
			kept[k] = v
		}
	}
	for _, e := range set {
		kept[e.key] = entry{v: e.v}
	}
	c.m = kept
}

// Drop rules shared by many kinds.

// AnyWrite drops the value on every write: it is computed from games and
// champion rows.
func AnyWrite[A comparable](A, Event) bool { return true }

// ResultWrites drops the value when a game is or was final, or a champion
// row is corrected, not on a score in progress: for values measured over
// results that are costly to measure again (seconds over every game), so
// that each live score does not send every reader to wait on them.
func ResultWrites[A comparable](_ A, ev Event) bool { return ev.Title || ev.Sport != "" }

// TitleWrites drops the value when a champion row is corrected, not when a
// game is written (whole-dataset snapshots not computed from game rows).
func TitleWrites[A comparable](_ A, ev Event) bool { return ev.Title }

// NoWrite keeps the value through every write (values built from player
// and coach rows only; the game index, which a game write replaces).
func NoWrite[A comparable](A, Event) bool { return false }
