#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 cluster with PostGIS for the test suite, as the `postgres`
# user, on a free loopback port, in a temporary folder. Source it (`. scripts/ci/postgres-cluster.sh`):
# it exports OBSERVATION_TEST_DATABASE_URL (a database `observation_test` with the postgis extension)
# and registers an EXIT trap that stops the cluster and deletes its folder.
# Host connections need the password (scram-sha-256) so that a refused login can be tested;
# fsync is off: the data is thrown away.
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin
if [ ! -f /usr/share/postgresql/15/extension/postgis.control ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql-15-postgis-3 >/dev/null
fi

OBS_PG_DIR=$(mktemp -d /tmp/obs-pg.XXXXXX)
OBS_PG_PASSWORD=$(head -c 18 /dev/urandom | base64 | tr -d '+/=')
OBS_PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
chown postgres "$OBS_PG_DIR"
printf '%s\n' "$OBS_PG_PASSWORD" > "$OBS_PG_DIR/pwfile"
chown postgres "$OBS_PG_DIR/pwfile"
runuser -u postgres -- "$PG_BIN/initdb" -D "$OBS_PG_DIR/data" -U postgres --pwfile="$OBS_PG_DIR/pwfile" \
  --auth-local=trust --auth-host=scram-sha-256 --no-sync >/dev/null
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$OBS_PG_DIR/data" -l "$OBS_PG_DIR/server.log" -w start \
  -o "-p $OBS_PG_PORT -k $OBS_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null

obs_pg_stop() {
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$OBS_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$OBS_PG_DIR"
}
trap obs_pg_stop EXIT

runuser -u postgres -- "$PG_BIN/psql" -h "$OBS_PG_DIR" -p "$OBS_PG_PORT" -qX -v ON_ERROR_STOP=1 \
  -c 'CREATE DATABASE observation_test' -d postgres >/dev/null
runuser -u postgres -- "$PG_BIN/psql" -h "$OBS_PG_DIR" -p "$OBS_PG_PORT" -qX -v ON_ERROR_STOP=1 \
  -c 'CREATE EXTENSION postgis' -d observation_test >/dev/null
export OBSERVATION_TEST_DATABASE_URL="postgres://postgres:$OBS_PG_PASSWORD@127.0.0.1:$OBS_PG_PORT/observation_test"
