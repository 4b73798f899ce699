#!/usr/bin/env bash
# make scale-test: the compose.yaml topology without containers, from
# Debian packages (installed if missing): PostgreSQL, Redis, nginx in front
# of two `almanac serve` instances on one scratch database, configured from
# deploy/nginx/almanac.conf.template like the compose proxy. PostgreSQL and
# Redis are this test's own, on private ports (it stops and kills them): a
# PostgreSQL cluster in SCALE_PG_DIR (initdb on the first run, kept with
# its imported dataset for the next) and a Redis that bench/scaletest
# starts itself. The machine's own PostgreSQL and Redis are never touched.
# The dataset is imported into the scratch database once (timed), then
# bench/scaletest starts the instances, runs the measurements (shared rate
# limits, load across crashes and restarts, Redis killed, PostgreSQL
# stopped, a restart in place, fuzz) and prints each figure. Exits non-zero
# when one misses its target.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
DB_NAME=${SCALE_DB:-almanac_scale}
PG_DIR=${SCALE_PG_DIR:-$PWD/var/scale-pg}
PG_HOST=127.0.0.1; PG_PORT=${SCALE_PG_PORT:-18432}
DB_URL="postgres://postgres@$PG_HOST:$PG_PORT/$DB_NAME?sslmode=disable"
REDIS_PORT=${SCALE_REDIS_PORT:-18479}
REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0"
PROXY=127.0.0.1:18480; APP1=127.0.0.1:18481; APP2=127.0.0.1:18482

need=()
command -v nginx >/dev/null || need+=(nginx)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n1)")
# PostgreSQL refuses to run as root: as its own user then.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_ctl_cmd="$PG_BIN/pg_ctl -D $PG_DIR -l $PG_DIR/server.log"
[ "$(id -u)" = 0 ] && pg_ctl_cmd="runuser -u postgres -- $pg_ctl_cmd"
if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  echo "creating a PostgreSQL cluster of this test's own in $PG_DIR"
  mkdir -p "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$PG_DIR"
  as_pg "$PG_BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 >/dev/null
  cat >>"$PG_DIR/postgresql.conf" <<CONF
port = $PG_PORT
listen_addresses = '$PG_HOST'
unix_socket_directories = '$PG_DIR'
CONF
fi
if ! "$PG_BIN/pg_isready" -q -h $PG_HOST -p "$PG_PORT"; then
  $pg_ctl_cmd -w start >/dev/null
fi
stop_pg() { $pg_ctl_cmd -m fast -w stop >/dev/null 2>&1 || true; }

work=$(mktemp -d)
chmod 755 "$work" # nginx's workers run unprivileged
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  stop_pg
  if [ "${keep_logs:-}" = 1 ]; then echo "logs kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

make build >/dev/null
go build -o bin/scaletest ./bench/scaletest

psql -h $PG_HOST -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$DB_NAME'" | grep -q 1 \
  || createdb -h $PG_HOST -p "$PG_PORT" -U postgres "$DB_NAME"
runs=$(psql -h $PG_HOST -p "$PG_PORT" -U postgres -d "$DB_NAME" -tAc "SELECT COUNT(*) FROM import_runs" 2>/dev/null || echo 0)
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
  -redis-server "redis-server --port $REDIS_PORT --bind 127.0.0.1 --save '' --appendonly no" \
  -pg-stop "$pg_ctl_cmd -m fast -w stop" -pg-start "$pg_ctl_cmd -w start" \
  -instances "$APP1,$APP2" -logs "$work" "$@"
keep_logs=0
