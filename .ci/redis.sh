# start_redis DIR: starts a private Redis (no persistence) on a free port of 127.0.0.1, its files in
# DIR, and prints its redis:// URL; stop it with `kill "$(cat DIR/redis.pid)"`. Installs Debian's
# redis-server (apt_install) when the binary is missing.

start_redis() {
  local dir=$1 port
  command -v redis-server >/dev/null || apt_install redis-server >&2
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --daemonize yes \
    --dir "$dir" --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2
  for _ in $(seq 1 50); do
    redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG && break
    sleep 0.1
  done
  echo "redis://127.0.0.1:$port"
}
