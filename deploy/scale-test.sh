#!/usr/bin/env bash
# make scale-test: the compose.yaml topology without containers, from
# Debian packages (installed if missing): PostgreSQL, Redis, nginx in front
# of two `almanac serve` instances on one scratch database, configured from
# deploy/nginx/almanac.conf.template like the compose proxy. The dataset is
# imported into the scratch database once (timed; kept for the next run),
# then bench/scaletest starts the instances, runs the three measurements
# (shared rate limits, load across crashes and restarts, fuzz) and prints
# each figure. Exits non-zero when one misses its target.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
DB_NAME=${SCALE_DB:-almanac_scale}
PG_HOST=127.0.0.1; PG_PORT=5432
DB_URL="postgres://postgres@$PG_HOST:$PG_PORT/$DB_NAME?sslmode=disable"
# A Redis database of its own, emptied first (stale buckets would skew figure 1).
REDIS_URL=${SCALE_REDIS_URL:-redis://127.0.0.1:6379/7}
PROXY=127.0.0.1:18480; APP1=127.0.0.1:18481; APP2=127.0.0.1:18482

need=()
command -v nginx >/dev/null || need+=(nginx)
command -v pg_ctlcluster >/dev/null || need+=(postgresql)
command -v redis-server >/dev/null || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! pg_isready -q -h $PG_HOST -p $PG_PORT 2>/dev/null; then
  echo "starting PostgreSQL"
  ver=$(ls /etc/postgresql | sort -V | tail -n1)
  pg_ctlcluster --skip-systemctl-redirect "$ver" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h $PG_HOST -p $PG_PORT && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/scale.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
fi

work=$(mktemp -d)
chmod 755 "$work" # nginx's workers run unprivileged
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  if [ "${keep_logs:-}" = 1 ]; then echo "logs kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

make build >/dev/null
go build -o bin/scaletest ./bench/scaletest

psql -h $PG_HOST -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$DB_NAME'" | grep -q 1 \
  || createdb -h $PG_HOST -U postgres "$DB_NAME"
runs=$(psql -h $PG_HOST -U postgres -d "$DB_NAME" -tAc "SELECT COUNT(*) FROM import_runs" 2>/dev/null || echo 0)
echo "== PostgreSQL database $DB_NAME, Redis $REDIS_URL, nginx on $PROXY in front of $APP1 and $APP2"
if [ "${runs:-0}" = 0 ]; then
  echo "importing the dataset into PostgreSQL (once; kept for the next run)"
  start=$(date +%s%N)
  DATABASE_URL=$DB_URL bin/almanac import --if-empty >"$work/import.log" 2>&1 || { cat "$work/import.log"; exit 1; }
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "first import into PostgreSQL: $((ms / 1000)).$(( (ms % 1000) / 100 )) s"
else
  echo "dataset already imported into $DB_NAME (drop the database to time the import again)"
fi
redis-cli -u "$REDIS_URL" flushdb >/dev/null

# nginx: the compose proxy's server block, and (here only) a header naming
# the instance that answered, for the figures.
sed -e "s/\${ALMANAC_UPSTREAM_1}/$APP1/" -e "s/\${ALMANAC_UPSTREAM_2}/$APP2/" -e "s/\${ALMANAC_PROXY_LISTEN}/$PROXY/" \
  deploy/nginx/almanac.conf.template >"$work/almanac.conf"
cat >"$work/nginx.conf" <<NGX
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  add_header X-Upstream \$upstream_addr always;
  include $work/almanac.conf;
}
NGX
nginx -t -q -c "$work/nginx.conf" -p "$work"
nginx -c "$work/nginx.conf" -p "$work"

# The instances run from a copy under another name: on a shared machine a
# cleanup that stops every process called almanac must not end them.
cp bin/almanac "$work/scale-node"
keep_logs=1
bin/scaletest -bin "$work/scale-node" -db "$DB_URL" -redis "$REDIS_URL" -proxy "http://$PROXY" \
  -instances "$APP1,$APP2" -logs "$work" "$@"
keep_logs=0
