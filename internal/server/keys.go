package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/apikeys"
	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/clientaddr"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/store"
)

// keyLimit serves a request that carries an API key: 401 for a key that is
// unknown or revoked (after the client's anonymous bucket has paid for the
// look-up, so guessing keys is limited like any request), else the key's
// plan decides (per minute, then per day) and the request is counted.
func keyLimit(w http.ResponseWriter, r *http.Request, l ratelimit.Limiter, keys *apikeys.Service, key string, log *slog.Logger, next http.Handler) {
	k, err := keys.Resolve(r.Context(), key)
	if err != nil {
		if !errors.Is(err, apikeys.ErrInvalid) {
			authapi.WriteError(w, err)
			return
		}
		if l != nil {
			if d, err := rateDecision(r.Context(), l, r.URL.Path, clientaddr.Of(r)); err == nil && !d.Allowed {
				metrics.RateLimited(RateClass(r.URL.Path))
				tooMany(w, d)
				return
			}
		}
		httpio.WriteDetail(w, http.StatusUnauthorized, apikeys.ErrInvalid.Error())
		return
	}
	if b, ok := l.(ratelimit.Buckets); ok {
		d, err := keyDecision(r.Context(), b, k)
		if err != nil {
			log.Warn("rate limiter unavailable", "err", err)
		} else {
			h := w.Header()
			h["Ratelimit-Policy"] = []string{strconv.Itoa(k.PerMinute) + ";w=60, " + strconv.Itoa(k.PerDay) + ";w=86400"}
			if !d.Allowed {
				metrics.RateLimited("key")
				tooMany(w, d)
				return
			}
			rateHeaders(h, d)
		}
	}
	keys.Count(k.ID)
	next.ServeHTTP(w, r)
}

// keyDecision takes a token from the key's minute bucket, then (when it had
// one) from its day bucket, and answers the refusal or the bucket nearer to
// empty.
func keyDecision(ctx context.Context, b ratelimit.Buckets, k store.APIKey) (ratelimit.Decision, error) {
	ctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	minute, day := apikeys.Limits(k)
	// Named by the key's hash, not its id: ids of another database (a test,
	// a restored copy) sharing the Redis would meet other keys' buckets.
	id := k.Hash[:32]
	dm, err := b.Take(ctx, "key:"+id+":m", minute)
	if err != nil || !dm.Allowed {
		return dm, err
	}
	dd, err := b.Take(ctx, "key:"+id+":d", day)
	if err != nil || !dd.Allowed || dd.Remaining < dm.Remaining {
		return dd, err
	}
	return dm, nil
}
