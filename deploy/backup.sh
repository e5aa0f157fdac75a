#!/bin/sh
# Backs up the shop's PostgreSQL database (every schema: the shop's tables and pg-boss's jobs) to
# one file in pg_dump's custom format, which restore.sh (pg_restore) reads back.
#
#   DATABASE_URL=postgres://shop:…@db:5432/shop deploy/backup.sh [file]
#
# file: where to write (default: shop-<UTC time>.dump in the current folder). The dump is written
# beside it first and renamed only once pg_dump succeeded and pg_restore can list it, so a file
# under the final name is always a whole backup. Prints the file's name. Needs pg_dump and
# pg_restore of the server's major version or newer. pg_dump reads one consistent snapshot; the
# shop keeps running meanwhile.
set -eu

url="${DATABASE_URL:-}"
case "$url" in
  postgres://* | postgresql://*) ;;
  *)
    echo "backup.sh: DATABASE_URL must be the shop's postgres:// URL (the embedded pglite:// database is a folder: copy it while the shop is stopped)" >&2
    exit 2
    ;;
esac

file="${1:-shop-$(date -u +%Y%m%dT%H%M%SZ).dump}"
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

# Owners and grants are left out: the restored database belongs to whoever restores it.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$partial" --dbname="$url"
pg_restore --list "$partial" >/dev/null
mv "$partial" "$file"
trap - EXIT
echo "$file"
