package server

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/adminapi"
	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/apikeys"
	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
)

// The parts of the site that write (issue 14): accounts under /auth/, and
// with them the operators' routes. All of it exists only with FEATURE_AUTH;
// without it every such path answers a JSON 404.

// writePrefixes are the paths that need an account.
var writePrefixes = []string{"/auth", "/api/v1/ingest", "/api/admin"}

// mountAccounts serves /auth/ (or 404s with the flag off) and returns the
// accounts API for the routes that check roles (nil with the flag off). It
// purges spent tokens until ctx ends.
func mountAccounts(ctx context.Context, mux *http.ServeMux, d Deps, rdb redis.UniversalClient, redisUp *ratelimit.Breaker) (*authapi.API, error) {
	if !d.Config.AuthEnabled {
		for _, p := range writePrefixes {
			mux.Handle(p, notFoundJSON)
			mux.Handle(p+"/", notFoundJSON)
		}
		return nil, nil
	}
	mailer, err := auth.NewMailer(d.Store, d.Log, d.Config.SMTPURL, d.Config.SMTPFrom)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	var throttle auth.Throttle
	if rdb != nil {
		throttle = &auth.FallbackThrottle{Shared: auth.NewRedisThrottle(rdb, "almanac:signin:"), Local: auth.NewMemoryThrottle(), Breaker: redisUp}
	}
	svc, err := auth.New(d.Store, auth.Options{Secret: []byte(d.Config.AuthSecret), Throttle: throttle, Mailer: mailer, Log: d.Log})
	if err != nil {
		return nil, fmt.Errorf("AUTH_SECRET: %w", err)
	}
	go purgeTokens(ctx, svc, d.Log, purgeEvery)
	a := authapi.New(svc, d.Sites, d.Config.CORSOrigins, d.Log)
	mux.Handle("/auth", a.Handler())
	mux.Handle("/auth/", a.Handler())
	return a, nil
}

// purgeEvery is how often an instance deletes spent tokens (the first time
// one period after start). Each instance does it; a row is deleted once.
var purgeEvery = time.Hour

// purgeTokens deletes expired and long-revoked tokens every period (bounded
// work per tick, see auth.Service.PurgeTokens) until ctx ends.
func purgeTokens(ctx context.Context, svc *auth.Service, log *slog.Logger, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		n, err := svc.PurgeTokens(ctx)
		if err != nil && ctx.Err() == nil {
			log.Warn("purging spent tokens", "err", err)
		}
		if n > 0 {
			log.Info("purged spent tokens", "tokens", n)
		}
	}
}

var notFoundJSON = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	httpio.WriteDetail(w, http.StatusNotFound, "Not found.")
})

// mountKeys serves the account's API keys (/auth/keys/, with accounts on)
// and the plans (/api/plans/, always) and returns the keys the rate limits
// look up (nil with accounts off). It writes usage until ctx ends.
func mountKeys(ctx context.Context, mux *http.ServeMux, d Deps, accounts *authapi.API) *apikeys.Service {
	var keys *apikeys.Service
	if accounts != nil {
		keys = apikeys.New(d.Store, d.Log)
		go keys.Run(ctx)
		mux.Handle("/auth/keys", accounts.KeysHandler(d.Store, keys))
		mux.Handle("/auth/keys/", accounts.KeysHandler(d.Store, keys))
	}
	plans := authapi.PlansHandler(d.Store, keys != nil)
	mux.Handle("GET /api/plans", plans)
	mux.Handle("GET /api/plans/", plans)
	return keys
}

// redisClient is the Redis client of REDIS_URL (nil without it) and its
// breaker. One breaker for every use of Redis (rate limits, sign-in
// throttle, live changes): the first call that finds Redis gone sends all
// the others to their local stand-in at once, so no request waits on it.
func redisClient(d Deps) (redis.UniversalClient, *ratelimit.Breaker, error) {
	if d.Config.RedisURL == "" {
		return nil, nil, nil
	}
	opt, err := redis.ParseURL(d.Config.RedisURL)
	if err != nil {
		return nil, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	c := redis.NewClient(opt)
	return c, ratelimit.NewBreaker("Redis", func(ctx context.Context) error { return c.Ping(ctx).Err() }, d.Log), nil
}

// mountLive serves the live-score stream (with or without accounts: it only
// reads) and returns the fanout that applies changes on this instance.
func mountLive(mux *http.ServeMux, d Deps, a *api.API, rdb redis.UniversalClient, redisUp *ratelimit.Breaker) *live.Fanout {
	model := readmodel.For(d.Store)
	hub := live.NewHub(func(ctx context.Context) (any, error) {
		_, games, err := model.LiveGames(ctx, gameindex.Filter{Status: "live"}, 0, 500)
		if games == nil {
			games = []readmodel.LiveGame{}
		}
		return map[string]any{"results": games}, err
	}, d.Log)
	mux.Handle("GET /api/games/live/stream", hub)
	mux.Handle("GET /api/games/live/stream/", hub)
	var up live.Breaker
	if redisUp != nil {
		up = redisUp
	}
	return live.NewFanout(model, a.DropAnswers, hub, rdb, up, d.Store, d.Log)
}

// documentServed adds the operations the server serves outside the API's
// route table to the OpenAPI document: the live stream, a team's calendar,
// and the accounts' and the operators' routes, whether FEATURE_AUTH is on or
// not (each says it must be). It needs no database (OpenAPIDocument).
func documentServed(a *api.API) {
	a.Document("games", "", api.Operation{Method: http.MethodGet, Path: "/api/games/live/stream", Summary: "Live scores as Server-Sent Events",
		Stream: "Server-Sent Events: first `retry: 3000`, then a `snapshot` event whose data is {\"results\": [LiveGame, …]} (the live games now), " +
			"then a `game` event whose data is a LiveGame (as GET /api/games/live lists it, external_id included) for every change of a game, " +
			"on any instance; a `: ping` comment every 15 s.",
		Description: "A client may hold " + strconv.Itoa(live.DefaultMaxPerClient) + " streams at once (429 beyond, with Retry-After); 503 while the server shuts down.",
		Errors:      []int{http.StatusServiceUnavailable}})
	a.Document("teams", "", api.Operation{Method: http.MethodGet, Path: api.ScheduleICSPath, Summary: "A team's games of the last year and to come as a subscribable iCalendar feed (text/calendar, RFC 5545): stable UIDs; SEQUENCE and DTSTAMP change when a game does"})
	a.Document(authapi.Tag, "Accounts: sign-up, sign-in, tokens, e-mail verification, password reset, API keys. "+authapi.TagNote,
		append(authapi.Operations(), authapi.KeyOperations()...)...)
	a.Document("plans", "The plans of API keys.", authapi.PlanOperations()...)
	a.Document(adminapi.Tag, "The operators' writes and views: live scores, corrections, imports, the audit log. "+adminapi.TagNote, adminapi.Operations()...)
}
