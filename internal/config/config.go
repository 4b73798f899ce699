// Package config reads Almanac's settings from the environment (and flags of
// the same name) and validates them before anything starts.
package config

import (
	"flag"
	"fmt"
	"log/slog"
	"net/netip"
	"os"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ratelimit"
)

// Config is every runtime setting.
type Config struct {
	DatabaseURL  string // file path, sqlite:PATH or postgres://
	ListenAddr   string
	LogLevel     slog.Level
	LogFormat    string // text or json
	RedisURL     string
	DataDir      string // optional: read the dataset from this folder instead of the embedded copy
	CORSOrigins  []string
	AuthEnabled  bool
	DebugEnabled bool
	// PWADisabled turns off the installable app and its offline cache
	// (FEATURE_PWA=false); the flag is on by default, also in a zero Config.
	PWADisabled bool
	RateLimits  ratelimit.Limits
	// ResponseCacheMB bounds the encoded API answers kept in memory, in MiB
	// (0: off, e.g. for benchmarks of the uncached path).
	ResponseCacheMB int
	SitesFile       string // optional JSON file replacing the built-in site profiles
	// ReleaseDir holds the data releases `almanac release` writes; the server
	// serves the latest at /downloads/ ("" : no downloads).
	ReleaseDir string
	// FinderMaxRows and FinderTimeout are a finder query's budget: the rows
	// reads it may make and how long it may run (0: the defaults, 21000 and 3s).
	FinderMaxRows int
	FinderTimeout time.Duration
	// OddsBacktestOnRequest: the season-odds backtests are computed when
	// first asked for, not all four in the background once the server is
	// ready (ODDS_BACKTEST=on-request; short-lived servers such as tests).
	OddsBacktestOnRequest bool
	// AuthSecret signs access tokens (HS256); required with FEATURE_AUTH.
	AuthSecret string
	// SMTPURL sends account mail (smtp://user:pass@host:587); "" keeps it in
	// the outbox table.
	SMTPURL  string
	SMTPFrom string
	// TrustedProxies are the peers whose X-Forwarded-For / Forwarded and
	// X-Forwarded-Proto headers are believed (empty: none, the peer is the client).
	TrustedProxies []netip.Prefix
	// MetricsAddr, when set, serves /metrics on its own listener (and not on
	// ListenAddr).
	MetricsAddr string
	// ShutdownTimeout bounds a graceful shutdown: in-flight requests get this
	// long to finish before the process exits anyway.
	ShutdownTimeout time.Duration
	// DrainDelay: on SIGTERM /readyz answers 503 this long while requests
	// are still served, so a load balancer stops sending new ones before
	// the listener closes.
	DrainDelay time.Duration
	// Sync runs the score feeds in the server (SYNC=on): one instance of
	// those sharing the database polls, every SyncInterval while games are
	// on and every 15 minutes (or SyncInterval, if longer) otherwise.
	Sync         bool
	SyncInterval time.Duration
	// SyncURLs replace score feeds' base URLs (by source: "nhl", "espn-nfl",
	// ...), e.g. for a replay server; a source not named uses its real host.
	SyncURLs map[string]string
	// SyncMLBTerms: the operator accepts the MLB Stats API's terms
	// (individual, non-commercial use); without it the mlb feed does not run.
	SyncMLBTerms bool
}

// FeedSources are the score feeds' names, as SYNC_<NAME>_URL spells them
// (upper case, "-" as "_").
var FeedSources = []string{"nhl", "mlb", "espn-nfl", "espn-nba", "espn-cfb", "espn-mbb"}

// Defaults match "no configuration at all".
func Defaults() Config {
	return Config{
		DatabaseURL:     "var/almanac.db",
		ListenAddr:      ":8080",
		LogLevel:        slog.LevelInfo,
		LogFormat:       "text",
		RateLimits:      ratelimit.Defaults(),
		ResponseCacheMB: 64,
		ShutdownTimeout: 15 * time.Second,
		DrainDelay:      2 * time.Second,
		SyncInterval:    time.Minute,
	}
}

// Load reads the environment, then flags of the same name from args
// (e.g. --DATABASE_URL=x or --database-url=x). Unknown flags are returned as rest.
func Load(getenv func(string) string, args []string) (Config, []string, error) {
	c := Defaults()
	for _, s := range settings {
		if v := getenv(s.name); v != "" {
			if err := s.apply(&c, v); err != nil {
				return c, nil, fmt.Errorf("%s: %w", s.name, err)
			}
		}
	}
	fs := flag.NewFlagSet("almanac", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	vals := map[string]*string{}
	for _, s := range settings {
		v := new(string)
		vals[s.name] = v
		fs.StringVar(v, s.name, "", s.help)
		fs.StringVar(v, strings.ReplaceAll(strings.ToLower(s.name), "_", "-"), "", s.help+" (same as --"+s.name+")")
	}
	rest, err := splitFlags(fs, args)
	if err != nil {
		return c, nil, err
	}
	for _, s := range settings {
		if v := *vals[s.name]; v != "" {
			if err := s.apply(&c, v); err != nil {
				return c, nil, fmt.Errorf("%s: %w", s.name, err)
			}
		}
	}
	if c.AuthEnabled && c.AuthSecret == "" {
		return c, nil, fmt.Errorf("AUTH_SECRET: required when FEATURE_AUTH=true (at least %d random bytes, e.g. openssl rand -hex 32)", MinAuthSecret)
	}
	return c, rest, nil
}

// MinAuthSecret is the shortest AUTH_SECRET accepted (HS256 wants 256 bits).
const MinAuthSecret = 32

// splitFlags parses the known config flags out of args and returns the others.
func splitFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var known, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		if !strings.HasPrefix(a, "-") || name == "" {
			rest = append(rest, a)
			continue
		}
		base := name
		if j := strings.IndexByte(name, '='); j >= 0 {
			base = name[:j]
		}
		if fs.Lookup(base) == nil {
			rest = append(rest, a)
			continue
		}
		known = append(known, a)
		if !strings.Contains(name, "=") && i+1 < len(args) {
			known = append(known, args[i+1])
			i++
		}
	}
	return rest, fs.Parse(known)
}

// Help lists the settings for usage text.
func Help() string {
	var b strings.Builder
	for _, s := range settings {
		fmt.Fprintf(&b, "  %-17s %s\n", s.name, s.help)
	}
	return b.String()
}

// Logger builds the process logger.
func (c Config) Logger() *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.LogLevel}
	if c.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(os.Stderr, opts))
	}
	return slog.New(slog.NewTextHandler(os.Stderr, opts))
}
