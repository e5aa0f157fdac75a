# Prints a postgres:// URL of a running server: the machine's own cluster on 127.0.0.1:5432
# (started if stopped), else a private cluster from Debian's postgresql on a free port.

start_postgres() {
  if command -v pg_lsclusters >/dev/null && [ -n "$(ls /etc/postgresql 2>/dev/null)" ]; then
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    if ! pg_isready -q -h 127.0.0.1 -p 5432; then
      pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2
      for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
    fi
    if psql -h 127.0.0.1 -p 5432 -U postgres -d postgres -qAtc 'select 1' >/dev/null 2>&1; then
      echo "postgres://postgres@127.0.0.1:5432/postgres"
      return
    fi
  fi
  # No usable server: a private cluster, owned by the postgres user, on a free port.
  command -v initdb >/dev/null || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || apt_install postgresql >&2
  local bin port dir
  bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  dir=$(mktemp -d /tmp/shop-pg.XXXXXX)
  chown postgres "$dir"
  su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
  su postgres -c "$bin/pg_ctl -D $dir/data -l $dir/log -o '-c listen_addresses=127.0.0.1 -p $port -k $dir' start" >/dev/null
  for _ in $(seq 1 30); do "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" && break; sleep 1; done
  echo "postgres://postgres@127.0.0.1:$port/postgres"
}
