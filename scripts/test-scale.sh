#!/usr/bin/env bash
# `npm run test:scale`: the shop as several API processes (api/src/scale) on one PostgreSQL
# database and one Redis, then the image's runtime stage (deploy/rehearse-image.mjs). Starts what
# it needs (PostgreSQL via .ci/postgres.sh, a private Redis on a free port, fresh databases) and
# removes it again, whatever the outcome.
#
#   SCALE_DATABASE_SERVER  postgres://… server to use instead of starting one (.ci/run passes its own)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! declare -F apt_install >/dev/null; then
  apt_updated=
  apt_install() {
    if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  }
fi
. .ci/postgres.sh
. .ci/redis.sh

work=$(mktemp -d /tmp/shop-scale.XXXXXX)
private_data=
if [ -n "${SCALE_DATABASE_SERVER:-}" ]; then
  postgres_url=$SCALE_DATABASE_SERVER
else
  postgres_url=$(start_postgres)
  # A private cluster started for this run stops with it.
  if [[ "$postgres_url" != *:5432/* ]]; then
    private_data=$(psql "$postgres_url" -Atc 'show data_directory')
  fi
fi
database="shop_scale_$(date +%s)_$$"
cleanup() {
  [ -f "$work/redis.pid" ] && kill "$(cat "$work/redis.pid")" 2>/dev/null || true
  for name in "$database" "${database}_image"; do
    psql "$postgres_url" -qc "DROP DATABASE IF EXISTS $name WITH (FORCE)" >/dev/null 2>&1 || true
  done
  if [ -n "$private_data" ]; then
    su postgres -c "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1) -D $private_data stop -m fast" >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
psql "$postgres_url" -qc "CREATE DATABASE $database"
redis_url=$(start_redis "$work")
echo "scale: PostgreSQL ${postgres_url%/*}/$database, Redis $redis_url" >&2

# Object storage needs nothing here: the suite starts its own S3-compatible server (s3rver, an npm
# package among api's dev dependencies) and gives the processes its OBJECT_STORE_URL.

DATABASE_URL="${postgres_url%/*}/$database" REDIS_URL="$redis_url" npm run test:scale -w api -- "$@"

# The image's runtime stage, rehearsed without a Docker engine on a database of its own: the built
# shell and remotes (built here when missing or stale) and the stage's files and dependencies.
node scripts/build.mjs
psql "$postgres_url" -qc "CREATE DATABASE ${database}_image"
DATABASE_URL="${postgres_url%/*}/${database}_image" REDIS_URL="$redis_url" node deploy/rehearse-image.mjs
