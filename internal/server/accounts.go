package server

import (
	"context"
	"fmt"
	"net/http"

	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// The parts of the site that write (issue 14): accounts under /auth/, and
// with them the operators' routes. All of it exists only with FEATURE_AUTH;
// without it every such path answers a JSON 404.

// writePrefixes are the paths that need an account.
var writePrefixes = []string{"/auth", "/api/v1/ingest", "/api/admin"}

// mountAccounts serves /auth/ (or 404s with the flag off) and returns the
// accounts API for the routes that check roles (nil with the flag off).
func mountAccounts(mux *http.ServeMux, d Deps, rdb redis.UniversalClient) (*authapi.API, error) {
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
		throttle = auth.NewRedisThrottle(rdb, "almanac:signin:")
	}
	svc, err := auth.New(d.Store, auth.Options{Secret: []byte(d.Config.AuthSecret), Throttle: throttle, Mailer: mailer, Log: d.Log})
	if err != nil {
		return nil, fmt.Errorf("AUTH_SECRET: %w", err)
	}
	a := authapi.New(svc, d.Sites, d.Config.CORSOrigins, d.Log)
	mux.Handle("/auth", a.Handler())
	mux.Handle("/auth/", a.Handler())
	return a, nil
}

var notFoundJSON = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	authapi.WriteDetail(w, http.StatusNotFound, "Not found.")
})

// redisClient is the Redis client of REDIS_URL (nil without it).
func redisClient(d Deps) (redis.UniversalClient, error) {
	if d.Config.RedisURL == "" {
		return nil, nil
	}
	opt, err := redis.ParseURL(d.Config.RedisURL)
	if err != nil {
		return nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	return redis.NewClient(opt), nil
}

// mountLive serves the live-score stream (with or without accounts: it only
// reads) and returns the fanout that applies changes on this instance.
func mountLive(mux *http.ServeMux, d Deps, a *api.API, rdb redis.UniversalClient) *live.Fanout {
	model := readmodel.For(d.Store)
	hub := live.NewHub(func(ctx context.Context) (any, error) {
		_, games, err := model.Games(ctx, readmodel.GameFilter{Status: "live"}, 0, 500)
		if games == nil {
			games = []readmodel.GameJSON{}
		}
		return map[string]any{"results": games}, err
	}, d.Log)
	mux.Handle("GET /api/games/live/stream", hub)
	mux.Handle("GET /api/games/live/stream/", hub)
	return live.NewFanout(model, a.DropAnswers, hub, rdb, d.Log)
}
