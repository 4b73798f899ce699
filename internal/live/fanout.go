package live

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

// Change is one write other instances must see: a game (re-read from the
// database) or the champion rows.
type Change struct {
	Kind   string `json:"kind"` // KindGame or KindChampion
	ID     int64  `json:"id"`
	Origin string `json:"origin"` // the instance that wrote it
	// Seq is the change's number in the database's log of changes (0:
	// unknown); an instance applies a logged change it has not seen when it
	// reads the log.
	Seq int64 `json:"seq,omitempty"`
}

// Kinds of change (the store's log names them alike).
const (
	KindGame     = store.ChangeGame
	KindChampion = store.ChangeChampion
)

// ChangeLog is the database's log of changes.
type ChangeLog interface {
	GameWrites(ctx context.Context) (int64, error)
	LiveChanges(ctx context.Context, after int64, limit int) ([]store.LiveChange, error)
	LatestChange(ctx context.Context, kind string, id int64) (int64, error)
}

// CatchUpEvery is how often an instance reads the log of changes for those
// no message brought (Redis down or restarting, a message lost, another
// instance without Redis).
const CatchUpEvery = time.Second

// Channel is the Redis pub/sub channel of changes.
const Channel = "almanac:live"

// Fanout applies changes here and, with Redis, on every other instance:
// the read model is patched, the cached answers dropped, and a changed game
// pushed to this instance's streams.
type Fanout struct {
	model       *readmodel.Model
	dropAnswers func()
	hub         *Hub
	rdb         redis.UniversalClient // nil: this instance only
	changes     ChangeLog             // nil: no catching up
	log         *slog.Logger
	origin      string

	readyOnce sync.Once
	ready     chan struct{}

	// redisUp says whether Redis answers (nil: always try it).
	redisUp Breaker

	mu      sync.Mutex
	applied int64          // every logged change up to here is applied
	seen    map[int64]bool // changes after applied that a message brought
}

// maxSeen bounds the changes remembered past the log's read point.
const maxSeen = 4096

// Breaker tells whether Redis answers: once a call failed, the writes skip
// it (no write waits on a dead Redis) until a probe finds it back. The
// instance's one breaker for its Redis, shared with the rate limits.
type Breaker interface {
	Up() bool
	Failed(ctx context.Context, err error)
}

// NewFanout returns a fanout; rdb nil keeps changes in this process (the
// log of changes still brings other instances' writes). up (may be nil)
// is rdb's breaker.
func NewFanout(model *readmodel.Model, dropAnswers func(), hub *Hub, rdb redis.UniversalClient, up Breaker, changes ChangeLog, log *slog.Logger) *Fanout {
	b := make([]byte, 8)
	rand.Read(b)
	f := &Fanout{model: model, dropAnswers: dropAnswers, hub: hub, rdb: rdb, changes: changes, log: log, origin: hex.EncodeToString(b),
		ready: make(chan struct{}), seen: map[int64]bool{}, redisUp: up}
	if changes != nil {
		// What is in the database now is what this instance's read model
		// is built from: only later changes need applying.
		if n, err := changes.GameWrites(context.Background()); err == nil {
			f.applied = n
		}
	}
	if rdb == nil {
		close(f.ready)
	}
	return f
}

// Hub is the fanout's stream hub.
func (f *Fanout) Hub() *Hub { return f.hub }

// Ready is closed once the fanout listens to the other instances.
func (f *Fanout) Ready() <-chan struct{} { return f.ready }

// publishWithin bounds a change's publication to the other instances.
const publishWithin = time.Second

// Publish applies a change written by this instance at once (its answer
// and its streams see it), then tells the other instances.
func (f *Fanout) Publish(ctx context.Context, c Change) {
	c.Origin = f.origin
	if f.changes != nil && c.Seq == 0 {
		if n, err := f.changes.LatestChange(ctx, c.Kind, c.ID); err == nil {
			c.Seq = n
		}
	}
	f.markSeen(c.Seq)
	f.apply(ctx, c)
	if f.rdb == nil {
		return
	}
	// While Redis is down the change reaches the other instances from the
	// log of changes alone; asking Redis would only hold the write.
	if f.redisUp != nil && !f.redisUp.Up() {
		return
	}
	b, _ := json.Marshal(c)
	// Bounded: with Redis gone the client dials again and again (a write
	// waited ~10 s); the change is in the database with its sequence
	// number, and the other instances catch up on it from there.
	pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), publishWithin)
	defer cancel()
	if err := f.rdb.Publish(pctx, Channel, b).Err(); err != nil {
		if f.redisUp != nil {
			f.redisUp.Failed(pctx, err)
		}
		f.log.Warn("publishing a live change failed: the other instances catch up on it from the log of changes", "kind", c.Kind, "id", c.ID, "err", err)
	}
}

func (f *Fanout) apply(ctx context.Context, c Change) {
	start := time.Now()
	switch c.Kind {
	case KindGame:
		kind, err := f.model.PatchGame(ctx, c.ID)
		f.dropAnswers()
		if err != nil {
			f.log.Warn("live update: patching the read model", "game", c.ID, "err", err)
			return
		}
		item, err := f.model.LiveGameItem(ctx, c.ID)
		if err != nil {
			f.log.Warn("live update: reading the game", "game", c.ID, "err", err)
			return
		}
		if b, err := json.Marshal(item); err == nil {
			f.hub.Broadcast("game", b)
		}
		f.log.Debug("live update applied", "game", c.ID, "patch", string(kind), "took", time.Since(start))
	case KindChampion:
		f.model.DropTitleValues(ctx)
		f.dropAnswers()
	}
}

// markSeen records that change seq (0: unknown) is applied here.
func (f *Fanout) markSeen(seq int64) {
	if seq == 0 {
		return
	}
	f.mu.Lock()
	if seq > f.applied {
		if len(f.seen) >= maxSeen {
			clear(f.seen)
		}
		f.seen[seq] = true
	}
	f.mu.Unlock()
}

// CatchUp applies the logged changes after the last one read that no
// message brought, each game or champion row once however often it
// changed, and answers how many it applied.
func (f *Fanout) CatchUp(ctx context.Context) (int, error) {
	if f.changes == nil {
		return 0, nil
	}
	f.mu.Lock()
	from := f.applied
	f.mu.Unlock()
	n := 0
	for {
		batch, err := f.changes.LiveChanges(ctx, from, 500)
		if err != nil || len(batch) == 0 {
			return n, err
		}
		todo := map[Change]bool{}
		var order []Change
		f.mu.Lock()
		for _, c := range batch {
			ch := Change{Kind: c.Kind, ID: c.ID}
			if !f.seen[c.Seq] && !todo[ch] {
				todo[ch] = true
				order = append(order, ch)
			}
		}
		f.mu.Unlock()
		for _, c := range order {
			f.apply(ctx, c)
			n++
		}
		from = batch[len(batch)-1].Seq
		f.mu.Lock()
		f.applied = max(f.applied, from)
		for s := range f.seen {
			if s <= f.applied {
				delete(f.seen, s)
			}
		}
		f.mu.Unlock()
	}
}

// catchUp reads the log every CatchUpEvery until ctx ends.
func (f *Fanout) catchUp(ctx context.Context) {
	if f.changes == nil {
		return
	}
	t := time.NewTicker(CatchUpEvery)
	defer t.Stop()
	failing := false
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		n, err := f.CatchUp(ctx)
		switch {
		case err != nil && ctx.Err() == nil && !failing:
			failing = true
			f.log.Warn("live updates: reading the log of changes", "err", err)
		case err == nil:
			failing = false
		}
		if n > 0 {
			f.log.Info("live updates: applied changes no message brought", "changes", n)
		}
	}
}

// Run applies the other instances' changes until ctx ends: those Redis
// brings at once, and those it did not from the database's log of changes.
// go-redis resubscribes by itself after a lost connection.
func (f *Fanout) Run(ctx context.Context) {
	go f.catchUp(ctx)
	if f.rdb == nil {
		return
	}
	sub := f.rdb.Subscribe(ctx, Channel)
	defer sub.Close()
	for {
		if _, err := sub.Receive(ctx); err == nil {
			break
		} else if ctx.Err() != nil {
			return
		} else {
			f.log.Warn("live updates: subscribing to Redis", "err", err)
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Second):
			}
		}
	}
	f.readyOnce.Do(func() { close(f.ready) })
	ch := sub.Channel()
	for {
		select {
		case <-ctx.Done():
			return
		case msg, ok := <-ch:
			if !ok {
				return
			}
			var c Change
			if err := json.Unmarshal([]byte(msg.Payload), &c); err != nil || c.Origin == f.origin {
				continue
			}
			f.markSeen(c.Seq)
			f.apply(ctx, c)
		}
	}
}
