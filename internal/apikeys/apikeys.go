// Package apikeys issues API keys, finds the key of a request (with a
// local cache short enough that a revocation holds on every instance within
// a second), counts each key's requests per UTC day, and turns a key's plan
// into rate limits.
package apikeys

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/store"
)

// KeyPrefix starts every key, so a bearer key is told from an access token.
const KeyPrefix = "alm_"

// shownLen is how much of a key is kept in clear to recognise it.
const shownLen = len(KeyPrefix) + 8

// Bounds of what an account may hold.
const (
	MaxActive  = 20
	MaxNameLen = 60
	// DefaultPlan is the plan a new key starts on.
	DefaultPlan = "free"
)

// CacheFor is how long an instance trusts a key it looked up: a key revoked
// on another instance stops working here within that time.
const CacheFor = 900 * time.Millisecond

// Errors of Resolve and Create.
var (
	ErrInvalid  = errors.New("Invalid or revoked API key.")
	ErrTooMany  = errors.New("At most 20 active API keys per account; revoke one first.")
	ErrBadName  = errors.New("name: give the key a name of at most 60 characters.")
	ErrNotFound = errors.New("No such active API key.")
)

// Hash is the stored form of a key (hex SHA-256: a key is 256 random bits,
// so a fast hash is enough).
func Hash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// generate makes a key: the prefix and 32 random bytes, URL-safe base64.
func generate() string {
	b := make([]byte, 32)
	rand.Read(b)
	return KeyPrefix + base64.RawURLEncoding.EncodeToString(b)
}

// FromRequest is the key a request carries: the X-API-Key header, or an
// "Authorization: Bearer" value that starts with KeyPrefix (other bearer
// values are access tokens).
func FromRequest(r *http.Request) (string, bool) {
	if k := strings.TrimSpace(r.Header.Get("X-API-Key")); k != "" {
		return k, true
	}
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		if k := strings.TrimSpace(h[7:]); strings.HasPrefix(k, KeyPrefix) {
			return k, true
		}
	}
	return "", false
}

// Limits are a key's buckets: its plan's requests per minute and per day.
func Limits(k store.APIKey) (minute, day ratelimit.Limit) {
	return ratelimit.Limit{Rate: k.PerMinute, Per: time.Minute, Burst: k.PerMinute},
		ratelimit.Limit{Rate: k.PerDay, Per: 24 * time.Hour, Burst: k.PerDay}
}

// Service holds the keys of one instance: a lookup cache and the usage not
// yet written.
type Service struct {
	st  *store.Store
	log *slog.Logger
	now func() time.Time

	mu    sync.Mutex
	cache map[string]cached // by hash
	usage map[usageKey]int64
}

type cached struct {
	key store.APIKey
	at  time.Time
}

type usageKey struct {
	id  int64
	day string
}

// maxCached bounds the lookup cache (it is emptied when full).
const maxCached = 10_000

// New returns the keys of st.
func New(st *store.Store, log *slog.Logger) *Service {
	return &Service{st: st, log: log, now: time.Now, cache: map[string]cached{}, usage: map[usageKey]int64{}}
}

// Resolve finds a key that is not revoked (ErrInvalid otherwise).
func (s *Service) Resolve(ctx context.Context, key string) (store.APIKey, error) {
	if !strings.HasPrefix(key, KeyPrefix) || len(key) > 200 {
		return store.APIKey{}, ErrInvalid
	}
	h := Hash(key)
	now := s.now()
	s.mu.Lock()
	c, ok := s.cache[h]
	s.mu.Unlock()
	if !ok || now.Sub(c.at) >= CacheFor {
		k, err := s.st.APIKeyByHash(ctx, h)
		if errors.Is(err, store.ErrNotFound) {
			return store.APIKey{}, ErrInvalid
		}
		if err != nil {
			return store.APIKey{}, err
		}
		c = cached{key: k, at: now}
		s.mu.Lock()
		if len(s.cache) >= maxCached {
			clear(s.cache)
		}
		s.cache[h] = c
		s.mu.Unlock()
	}
	if subtle.ConstantTimeCompare([]byte(c.key.Hash), []byte(h)) != 1 || c.key.RevokedAt.Valid {
		return store.APIKey{}, ErrInvalid
	}
	return c.key, nil
}

// Create issues a key on the default plan for an account and returns it in
// clear (the only time it is): the caller shows it once.
func (s *Service) Create(ctx context.Context, userID int64, name string) (string, store.APIKey, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > MaxNameLen {
		return "", store.APIKey{}, ErrBadName
	}
	n, err := s.st.ActiveAPIKeys(ctx, userID)
	if err != nil {
		return "", store.APIKey{}, err
	}
	if n >= MaxActive {
		return "", store.APIKey{}, ErrTooMany
	}
	key := generate()
	k := store.APIKey{UserID: userID, Plan: DefaultPlan, Name: name, Prefix: key[:shownLen], Hash: Hash(key), CreatedAt: s.now().Unix()}
	if err := s.st.CreateAPIKey(ctx, &k); err != nil {
		return "", store.APIKey{}, err
	}
	return key, k, nil
}

// Revoke revokes an account's key at once here (other instances within
// CacheFor); ErrNotFound when the account holds no such active key.
func (s *Service) Revoke(ctx context.Context, userID, id int64) error {
	err := s.st.RevokeAPIKey(ctx, userID, id, s.now().Unix())
	if errors.Is(err, store.ErrNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	s.mu.Lock()
	for h, c := range s.cache {
		if c.key.ID == id {
			delete(s.cache, h)
		}
	}
	s.mu.Unlock()
	return nil
}

// Count adds one request of a key to today's usage (written by Flush).
func (s *Service) Count(id int64) {
	day := s.now().UTC().Format(time.DateOnly)
	s.mu.Lock()
	s.usage[usageKey{id, day}]++
	s.mu.Unlock()
}

// Flush writes the usage counted since the last flush; on failure it is
// kept for the next one.
func (s *Service) Flush(ctx context.Context) error {
	s.mu.Lock()
	pending := s.usage
	s.usage = map[usageKey]int64{}
	s.mu.Unlock()
	if len(pending) == 0 {
		return nil
	}
	rows := make([]store.KeyUsage, 0, len(pending))
	for k, n := range pending {
		rows = append(rows, store.KeyUsage{KeyID: k.id, Day: k.day, Requests: n})
	}
	err := s.st.AddAPIKeyUsage(ctx, rows, s.now().Unix())
	if err != nil {
		s.mu.Lock()
		for k, n := range pending {
			s.usage[k] += n
		}
		s.mu.Unlock()
	}
	return err
}

// FlushEvery is how often counted usage is written.
const FlushEvery = 2 * time.Second

// Run writes usage every FlushEvery until ctx ends, then once more.
func (s *Service) Run(ctx context.Context) {
	t := time.NewTicker(FlushEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			fctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			s.Flush(fctx)
			cancel()
			return
		case <-t.C:
			if err := s.Flush(ctx); err != nil && ctx.Err() == nil {
				s.log.Warn("writing API key usage", "err", err)
			}
		}
	}
}
