package config

import (
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/store"
)

// The settings table: every variable Almanac reads, with its help text and
// how a value is checked and applied.

// setting describes one variable: its name, help and how to apply a value.
type setting struct {
	name  string
	help  string
	apply func(c *Config, v string) error
}

var settings = []setting{
	{"DATABASE_URL", "database: a file path or sqlite:PATH (SQLite), or postgres://… (PostgreSQL)", func(c *Config, v string) error {
		if _, _, err := store.ParseURL(v); err != nil {
			return err
		}
		c.DatabaseURL = v
		return nil
	}},
	{"LISTEN_ADDR", "address to serve on, host:port", func(c *Config, v string) error {
		if err := checkHostPort(v); err != nil {
			return err
		}
		c.ListenAddr = v
		return nil
	}},
	{"METRICS_ADDR", "serve /metrics on this host:port instead of on LISTEN_ADDR", func(c *Config, v string) error {
		if err := checkHostPort(v); err != nil {
			return err
		}
		c.MetricsAddr = v
		return nil
	}},
	{"TRUSTED_PROXIES", "comma-separated CIDRs or addresses of reverse proxies whose X-Forwarded-For/Forwarded name the client", func(c *Config, v string) error {
		p, err := ParsePrefixes(v)
		if err != nil {
			return err
		}
		c.TrustedProxies = p
		return nil
	}},
	{"SHUTDOWN_TIMEOUT", "how long a graceful shutdown (SIGTERM) waits for in-flight requests, e.g. 15s", func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 || d > time.Hour {
			return fmt.Errorf("want a duration from 1ms to 1h such as 15s, got %q", v)
		}
		c.ShutdownTimeout = d
		return nil
	}},
	{"DRAIN_DELAY", "on SIGTERM, how long /readyz answers 503 while requests are still served before the listener closes, e.g. 2s (0: none)", func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 || d > 10*time.Minute {
			return fmt.Errorf("want a duration from 0 to 10m such as 2s, got %q", v)
		}
		c.DrainDelay = d
		return nil
	}},
	{"LOG_LEVEL", "debug, info, warn or error", func(c *Config, v string) error {
		var l slog.Level
		if err := l.UnmarshalText([]byte(v)); err != nil {
			return fmt.Errorf("want debug, info, warn or error, got %q", v)
		}
		c.LogLevel = l
		return nil
	}},
	{"LOG_FORMAT", "text or json", func(c *Config, v string) error {
		v = strings.ToLower(v)
		if v != "text" && v != "json" {
			return fmt.Errorf("want text or json, got %q", v)
		}
		c.LogFormat = v
		return nil
	}},
	{"REDIS_URL", "redis://host:port/db: share rate limits and cache invalidation across instances", func(c *Config, v string) error {
		if !strings.HasPrefix(v, "redis://") && !strings.HasPrefix(v, "rediss://") {
			return fmt.Errorf("want redis://host:port, got %q", v)
		}
		c.RedisURL = v
		return nil
	}},
	{"DATA_DIR", "import the dataset from this folder instead of the copy built into the binary", func(c *Config, v string) error {
		st, err := os.Stat(v)
		if err != nil || !st.IsDir() {
			return fmt.Errorf("%q is not a directory", v)
		}
		c.DataDir = v
		return nil
	}},
	{"RELEASE_DIR", "folder of data releases: `almanac release` writes one, the server serves the latest at /downloads/", func(c *Config, v string) error {
		if st, err := os.Stat(v); err == nil && !st.IsDir() {
			return fmt.Errorf("%q is not a directory", v)
		}
		c.ReleaseDir = v
		return nil
	}},
	{"CORS_ORIGINS", "comma-separated origins allowed to call the API with credentials", func(c *Config, v string) error {
		c.CORSOrigins = nil
		for _, o := range strings.Split(v, ",") {
			if o = strings.TrimSpace(o); o != "" {
				if !strings.HasPrefix(o, "http://") && !strings.HasPrefix(o, "https://") {
					return fmt.Errorf("origin %q must start with http:// or https://", o)
				}
				c.CORSOrigins = append(c.CORSOrigins, strings.TrimSuffix(o, "/"))
			}
		}
		return nil
	}},
	{"RATE_LIMITS", "per-client API limits by class, e.g. search=20/1s:40,data=600/1m:300 (rate/period:burst), or off", func(c *Config, v string) error {
		l, err := ratelimit.Parse(v)
		if err != nil {
			return err
		}
		c.RateLimits = l
		return nil
	}},
	{"RESPONSE_CACHE_MB", "MiB of encoded API answers (identity and gzip) kept in memory until the dataset changes; 0 computes every request", func(c *Config, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1<<16 {
			return fmt.Errorf("want a number of MiB from 0 to 65536, got %q", v)
		}
		c.ResponseCacheMB = n
		return nil
	}},
	{"FINDER_MAX_ROWS", "the most row reads one finder query (/api/finders/…) may make before it answers 400 asking to narrow it: a player season read for one statistic is one, the other rows weigh what they cost beside it (default 21000, some 170 ms of one core)", func(c *Config, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fmt.Errorf("want a positive number of rows, got %q", v)
		}
		c.FinderMaxRows = n
		return nil
	}},
	{"ODDS_BACKTEST", "background (default: the four leagues' season-odds backtests are computed one after another on one core once the server is ready) or on-request (each when first asked for)", func(c *Config, v string) error {
		switch v {
		case "background":
			c.OddsBacktestOnRequest = false
		case "on-request":
			c.OddsBacktestOnRequest = true
		default:
			return fmt.Errorf("want background or on-request, got %q", v)
		}
		return nil
	}},
	{"FINDER_TIMEOUT", "how long one finder query may run before it answers 400 asking to narrow it, and wait for its turn (one query per core at a time) before it answers 503, e.g. 3s (default)", func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return fmt.Errorf("want a positive duration such as 3s, got %q", v)
		}
		c.FinderTimeout = d
		return nil
	}},
	{"SITES_FILE", "JSON file with the site profiles and host map (default: the built-in nine sites)", func(c *Config, v string) error {
		if _, err := os.Stat(v); err != nil {
			return fmt.Errorf("cannot read %q", v)
		}
		c.SitesFile = v
		return nil
	}},
	{"AUTH_SECRET", "secret (at least 32 bytes) that signs access tokens; required when FEATURE_AUTH=true", func(c *Config, v string) error {
		if len(v) < MinAuthSecret {
			return fmt.Errorf("want at least %d bytes, got %d", MinAuthSecret, len(v))
		}
		c.AuthSecret = v
		return nil
	}},
	{"SMTP_URL", "smtp://user:pass@host:587 (or smtps://…:465) to send account mail; without it mail stays in the outbox table (almanac outbox list)", func(c *Config, v string) error {
		u, err := url.Parse(v)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			return fmt.Errorf("want smtp://user:pass@host:587 or smtps://user:pass@host:465")
		}
		c.SMTPURL = v
		return nil
	}},
	{"SMTP_FROM", "sender of account mail (default no-reply@ the SMTP host)", func(c *Config, v string) error {
		if _, err := mail.ParseAddress(v); err != nil {
			return fmt.Errorf("want an e-mail address, got %q", v)
		}
		c.SMTPFrom = v
		return nil
	}},
	{"FEATURE_AUTH", "true to show sign-in (feature flag, off by default)", boolSetting(func(c *Config, b bool) { c.AuthEnabled = b })},
	{"FEATURE_DEBUG", "true to enable debug pages (off by default)", boolSetting(func(c *Config, b bool) { c.DebugEnabled = b })},
	{"FEATURE_PWA", "false to turn off the installable app and its offline cache (on by default)", boolSetting(func(c *Config, b bool) { c.PWADisabled = !b })},
	{"SYNC", "on to keep the data current from the public score feeds (one instance of those sharing the database polls); off by default", func(c *Config, v string) error {
		switch strings.ToLower(v) {
		case "on", "true", "1":
			c.Sync = true
		case "off", "false", "0", "":
			c.Sync = false
		default:
			return fmt.Errorf("want on or off, got %q", v)
		}
		return nil
	}},
	{"SYNC_INTERVAL", "how often the score feeds are polled while games are on, e.g. 60s (at least 10s)", func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d < 10*time.Second || d > 24*time.Hour {
			return fmt.Errorf("want a duration from 10s to 24h, got %q", v)
		}
		c.SyncInterval = d
		return nil
	}},
	{"SYNC_MLB_ACCEPT_TERMS", "true to accept the MLB Stats API's terms (individual, non-commercial use only) and let the mlb feed run", boolSetting(func(c *Config, b bool) { c.SyncMLBTerms = b })},
}

func init() {
	for _, src := range FeedSources {
		settings = append(settings, setting{"SYNC_" + strings.ToUpper(strings.ReplaceAll(src, "-", "_")) + "_URL",
			"base URL of the " + src + " score feed (default: its public host)", func(c *Config, v string) error {
				u, err := url.Parse(v)
				if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
					return fmt.Errorf("want an http(s) URL, got %q", v)
				}
				if c.SyncURLs == nil {
					c.SyncURLs = map[string]string{}
				}
				c.SyncURLs[src] = strings.TrimSuffix(v, "/")
				return nil
			}})
	}
}

func checkHostPort(v string) error {
	if _, port, err := net.SplitHostPort(v); err != nil {
		return fmt.Errorf("want host:port, got %q", v)
	} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("bad port in %q", v)
	}
	return nil
}

// ParsePrefixes reads a comma-separated list of CIDRs ("10.0.0.0/8") and
// plain addresses ("127.0.0.1", "::1": one host each).
func ParsePrefixes(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if strings.Contains(f, "/") {
			p, err := netip.ParsePrefix(f)
			if err != nil {
				return nil, fmt.Errorf("bad CIDR %q", f)
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("want CIDRs or addresses such as 10.0.0.0/8 or 127.0.0.1, got %q", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

func boolSetting(set func(*Config, bool)) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("want true or false, got %q", v)
		}
		set(c, b)
		return nil
	}
}
