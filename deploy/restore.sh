#!/bin/sh
# Restores a backup.sh dump into a NEW database on the server of DATABASE_URL, then leaves it for
# you to point the shop at (DATABASE_URL=…/<database>) once you have looked at it. It never
# writes into an existing database.
#
#   DATABASE_URL=postgres://shop:…@db:5432/shop deploy/restore.sh <file> <database>
#
# DATABASE_URL: any database on the target server, used to create <database> (its role needs
# CREATEDB). <database>: lower-case letters, digits and underscores, such as shop_restored. On
# failure the half-restored database is dropped. Prints the restored database's URL.
set -eu

usage='usage: DATABASE_URL=postgres://… restore.sh <file> <database>'
file="${1:?$usage}"
database="${2:?$usage}"
url="${DATABASE_URL:-}"

case "$url" in
  postgres://* | postgresql://*) ;;
  *)
    echo "restore.sh: DATABASE_URL must be a postgres:// URL on the server to restore to" >&2
    exit 2
    ;;
esac
if ! printf '%s' "$database" | grep -Eq '^[a-z_][a-z0-9_]{0,62}$'; then
  echo "restore.sh: database name \"$database\" must be lower-case letters, digits and underscores" >&2
  exit 2
fi
if [ ! -r "$file" ]; then
  echo "restore.sh: cannot read $file" >&2
  exit 2
fi
pg_restore --list "$file" >/dev/null

# The same URL with <database> as its path (user, password, host, port and options kept).
target="$(printf '%s' "$url" | sed -E "s#^(postgres(ql)?://[^/?]*)(/[^?]*)?#\\1/$database#")"

psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --dbname="$url" \
  --command="create database \"$database\""
trap 'psql --no-psqlrc --quiet --dbname="$url" --command="drop database if exists \"$database\" with (force)" >/dev/null 2>&1' EXIT

pg_restore --exit-on-error --no-owner --no-privileges --dbname="$target" "$file"
# pg_restore does not bring the planner's statistics along; gather them before the shop reads.
psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --dbname="$target" --command="analyze"

trap - EXIT
echo "$target"
