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
)

// Change is one write other instances must see: a game (re-read from the
// database) or the champion rows.
type Change struct {
	Kind   string `json:"kind"` // KindGame or KindChampion
	ID     int64  `json:"id"`
	Origin string `json:"origin"` // the instance that wrote it
}

// Kinds of change.
const (
	KindGame     = "game"
	KindChampion = "champion"
)

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
	log         *slog.Logger
	origin      string

	readyOnce sync.Once
	ready     chan struct{}
}

// NewFanout returns a fanout; rdb nil keeps changes in this process.
func NewFanout(model *readmodel.Model, dropAnswers func(), hub *Hub, rdb redis.UniversalClient, log *slog.Logger) *Fanout {
	b := make([]byte, 8)
	rand.Read(b)
	f := &Fanout{model: model, dropAnswers: dropAnswers, hub: hub, rdb: rdb, log: log, origin: hex.EncodeToString(b), ready: make(chan struct{})}
	if rdb == nil {
		close(f.ready)
	}
	return f
}

// Hub is the fanout's stream hub.
func (f *Fanout) Hub() *Hub { return f.hub }

// Ready is closed once the fanout listens to the other instances.
func (f *Fanout) Ready() <-chan struct{} { return f.ready }

// Publish applies a change written by this instance at once (its answer
// and its streams see it), then tells the other instances.
func (f *Fanout) Publish(ctx context.Context, c Change) {
	c.Origin = f.origin
	f.apply(ctx, c)
	if f.rdb == nil {
		return
	}
	b, _ := json.Marshal(c)
	if err := f.rdb.Publish(ctx, Channel, b).Err(); err != nil {
		f.log.Warn("publishing a live change failed: other instances see it at their next import check", "kind", c.Kind, "id", c.ID, "err", err)
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

// Run listens to the other instances' changes until ctx ends (nothing to do
// without Redis). go-redis resubscribes by itself after a lost connection.
func (f *Fanout) Run(ctx context.Context) {
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
			f.apply(ctx, c)
		}
	}
}
