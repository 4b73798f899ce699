package config

import (
	"log/slog"
	"strings"
	"testing"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestLoad(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		args    []string
		check   func(Config) bool
		wantErr string
		rest    int
	}{
		{name: "defaults", check: func(c Config) bool {
			return c.DatabaseURL == "var/almanac.db" && c.ListenAddr == ":8080" && c.LogLevel == slog.LevelInfo && !c.PWADisabled
		}},
		{name: "pwa off", env: map[string]string{"FEATURE_PWA": "false"}, check: func(c Config) bool { return c.PWADisabled }},
		{name: "bad pwa", env: map[string]string{"FEATURE_PWA": "sometimes"}, wantErr: "FEATURE_PWA"},
		{name: "env", env: map[string]string{"DATABASE_URL": "postgres://x@localhost/db", "LISTEN_ADDR": "127.0.0.1:9000", "LOG_LEVEL": "debug", "LOG_FORMAT": "json"},
			check: func(c Config) bool {
				return c.DatabaseURL == "postgres://x@localhost/db" && c.ListenAddr == "127.0.0.1:9000" && c.LogLevel == slog.LevelDebug && c.LogFormat == "json"
			}},
		{name: "flag wins over env", env: map[string]string{"LISTEN_ADDR": ":1"}, args: []string{"--listen-addr", ":2", "--source", "nfl"},
			check: func(c Config) bool { return c.ListenAddr == ":2" }, rest: 2},
		{name: "flag with =", args: []string{"--DATABASE_URL=sqlite:/tmp/x.db"}, check: func(c Config) bool { return c.DatabaseURL == "sqlite:/tmp/x.db" }},
		{name: "bad listen", env: map[string]string{"LISTEN_ADDR": "8080"}, wantErr: "LISTEN_ADDR"},
		{name: "bad port", env: map[string]string{"LISTEN_ADDR": ":99999"}, wantErr: "LISTEN_ADDR"},
		{name: "bad level", env: map[string]string{"LOG_LEVEL": "loud"}, wantErr: "LOG_LEVEL"},
		{name: "bad format", env: map[string]string{"LOG_FORMAT": "xml"}, wantErr: "LOG_FORMAT"},
		{name: "bad db scheme", env: map[string]string{"DATABASE_URL": "mysql://x"}, wantErr: "DATABASE_URL"},
		{name: "bad redis", env: map[string]string{"REDIS_URL": "localhost:6379"}, wantErr: "REDIS_URL"},
		{name: "bad bool", env: map[string]string{"FEATURE_AUTH": "maybe"}, wantErr: "FEATURE_AUTH"},
		{name: "auth without secret", env: map[string]string{"FEATURE_AUTH": "true"}, wantErr: "AUTH_SECRET: required"},
		{name: "short secret", env: map[string]string{"FEATURE_AUTH": "true", "AUTH_SECRET": "short"}, wantErr: "AUTH_SECRET"},
		{name: "auth on", env: map[string]string{"FEATURE_AUTH": "true", "AUTH_SECRET": strings.Repeat("s", 32), "SMTP_URL": "smtp://u:p@mail.example:587"},
			check: func(c Config) bool { return c.AuthEnabled && len(c.AuthSecret) == 32 && c.SMTPURL != "" }},
		{name: "bad smtp", env: map[string]string{"SMTP_URL": "mail.example:25"}, wantErr: "SMTP_URL"},
		{name: "bad from", env: map[string]string{"SMTP_FROM": "nobody"}, wantErr: "SMTP_FROM"},
		{name: "bad data dir", env: map[string]string{"DATA_DIR": "/nonexistent/x"}, wantErr: "DATA_DIR"},
		{name: "cors", env: map[string]string{"CORS_ORIGINS": "https://a.example, http://b.example/"}, check: func(c Config) bool {
			return len(c.CORSOrigins) == 2 && c.CORSOrigins[1] == "http://b.example"
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, rest, err := Load(env(tc.env), tc.args)
			if tc.wantErr != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want prefix %q", err, tc.wantErr)
				}
				if strings.Contains(err.Error(), "\n") {
					t.Fatalf("error is not one line: %q", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(c) {
				t.Fatalf("unexpected config %+v", c)
			}
			if len(rest) != tc.rest {
				t.Fatalf("rest = %v", rest)
			}
		})
	}
}
