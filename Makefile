# Almanac — the two commands that matter: `make run` and `make test`.
SHELL := /bin/bash
GO ?= go
BIN := bin/almanac
PG_TEST_PKGS := ./internal/store/... ./internal/feeds/... ./internal/api/... ./internal/cli/... ./internal/auth/... ./internal/server/... ./internal/readmodel/... ./internal/release/...

.PHONY: run build web web-deps test test-go test-pg test-web test-e2e bench scale-test lighthouse lint-openapi clean backtest

run: build
	./$(BIN) serve

build: web
	$(GO) build -trimpath -o $(BIN) ./cmd/almanac

# npm ci only when the lock file changed since the last install.
web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web-deps: web/node_modules/.installed

web: web-deps
	cd web && npm run build

# All tests: Go (SQLite), the store/API/accounts/server suites again on PostgreSQL when
# TEST_DATABASE_URL is set, web unit tests, and the browser end-to-end suite.
test: test-go test-pg test-web test-e2e
	@echo "all tests passed"

# Our packages only: ./... also walks web/node_modules, where npm packages
# may ship Go code of their own.
GO_PKGS = $$($(GO) list ./... | grep -v /node_modules/)

test-go: web
	TEST_DATABASE_URL= $(GO) vet $(GO_PKGS)
	TEST_DATABASE_URL= $(GO) test -count=1 -timeout 30m $(GO_PKGS)

test-pg:
	@if [ -n "$$TEST_DATABASE_URL" ]; then \
		echo "PostgreSQL suites against $$TEST_DATABASE_URL"; \
		$(GO) test -count=1 -timeout 30m $$($(GO) list $(PG_TEST_PKGS) 2>/dev/null); \
	else echo "TEST_DATABASE_URL not set: PostgreSQL suites skipped"; fi

# ESLint (folder boundaries, React hooks rules), then the unit tests.
test-web: web-deps
	cd web && npm run lint && npm test

# Browser tests against the real binary and dataset (Debian's chromium).
test-e2e: build
	@command -v chromium >/dev/null || { echo "installing Debian's chromium for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
	cd web && node --test --test-concurrency=1 e2e/*.e2e.mjs

clean:
	rm -rf bin web/dist/assets web/dist/index.html

# API throughput vs nginx and per-route latency (installs wrk and nginx if missing).
bench:
	bash bench/run.sh

# The served OpenAPI document passes Redocly's linter (fetched by npx): the
# binary serves it from a scratch database (the first start imports the
# dataset, about 20 s; kept for the next run).
LINT_DB ?= $(CURDIR)/bin/lint-openapi.db
LINT_ADDR ?= 127.0.0.1:18790
lint-openapi: build
	@set -e; out=$$(mktemp -d); \
	DATABASE_URL=$(LINT_DB) LISTEN_ADDR=$(LINT_ADDR) RATE_LIMITS=off ./$(BIN) serve >$$out/serve.log 2>&1 & pid=$$!; \
	trap 'kill $$pid; rm -rf '$$out EXIT; \
	for i in $$(seq 180); do curl -sf http://$(LINT_ADDR)/api/openapi.json -o $$out/openapi.json && break; \
		kill -0 $$pid 2>/dev/null || { cat $$out/serve.log; exit 1; }; sleep 1; done; \
	test -s $$out/openapi.json || { echo "no OpenAPI document after 180 s"; exit 1; }; \
	npx --yes @redocly/cli lint $$out/openapi.json

# Two instances on PostgreSQL + Redis behind nginx, as compose.yaml runs
# them, without containers (installs the Debian packages if missing): shared
# rate limits, zero failed requests across a crash and graceful restarts
# under load, zero 5xx under a fuzz of every GET route (a few minutes; the
# first run also imports the dataset into the scratch database).
scale-test:
	bash deploy/scale-test.sh

# Lighthouse scores of home, a team page, scores, players and standings on the hub and the
# NBA site: the median of LIGHTHOUSE_RUNS runs a page (default 5), with the range.
lighthouse:
	bash bench/lighthouse.sh

# Walk-forward forecast scores per sport and level (ours, the home-rate
# baseline, FiveThirtyEight's on its games) against DATABASE_URL (default
# ./var); the Go build alone, no web assets needed.
backtest:
	$(GO) run ./cmd/almanac backtest --decades
