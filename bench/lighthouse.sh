#!/usr/bin/env bash
# make lighthouse: performance, accessibility, best practices and SEO of the
# home, a team page, the scores, players and standings pages, on the hub and the NBA site, in
# Debian's chromium (installed if missing). Reports go to var/lighthouse/.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=18095
DB=${LIGHTHOUSE_DB:-var/bench.db}
command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
[ -x bin/almanac ] || make build >/dev/null
mkdir -p var/lighthouse
if [ ! -s "$DB" ]; then DATABASE_URL=$DB bin/almanac import >/dev/null; fi
DATABASE_URL=$DB LISTEN_ADDR=127.0.0.1:$PORT RATE_LIMITS=off LOG_LEVEL=warn bin/almanac serve & pid=$!
trap 'kill $pid 2>/dev/null' EXIT
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.2; done
export CHROME_PATH=/usr/bin/chromium
printf "%-52s %5s %5s %5s %5s\n" page perf a11y bp seo
for url in "http://localhost:$PORT/" "http://localhost:$PORT/teams/new-york-yankees" "http://localhost:$PORT/scores" \
           "http://localhost:$PORT/players" "http://localhost:$PORT/standings" \
           "http://nba.localhost:$PORT/" "http://nba.localhost:$PORT/teams/boston-celtics" "http://nba.localhost:$PORT/scores" \
           "http://nba.localhost:$PORT/players" "http://nba.localhost:$PORT/standings"; do
  name=$(echo "$url" | sed -E 's#https?://##; s#[:/]+#_#g')
  npx --yes lighthouse@12 "$url" --quiet --output=json --output-path="var/lighthouse/$name.json" \
    --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run" \
    --only-categories=performance,accessibility,best-practices,seo >/dev/null 2>&1 || { echo "$url: lighthouse failed"; continue; }
  node -e 'const r=require(process.argv[1]);const c=r.categories;const s=k=>Math.round(c[k].score*100);console.log(process.argv[2].padEnd(52),String(s("performance")).padStart(5),String(s("accessibility")).padStart(5),String(s("best-practices")).padStart(5),String(s("seo")).padStart(5))' "$PWD/var/lighthouse/$name.json" "$url"
done
