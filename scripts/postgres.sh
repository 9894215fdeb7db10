#!/usr/bin/env bash
# postgres.sh start DIR | stop DIR
#
# A throw-away PostgreSQL server for the tests of jackpot/sqlstore, on a unix
# socket in DIR (no TCP port is opened, so nothing clashes with another
# server on the machine).
#
#   start DIR  installs PostgreSQL with apt-get if no server binaries are
#              found under /usr/lib/postgresql/*/bin, runs initdb in DIR/data
#              (as the user "postgres", made by the Debian package, when run
#              as root: initdb refuses root), starts the server with its socket
#              in DIR, creates the database "slotmech" and prints the line
#                export SLOTMECH_POSTGRES_DSN='host=DIR port=5432 user=postgres dbname=slotmech sslmode=disable'
#              for the caller to eval. Durable commits stay on (fsync on,
#              synchronous_commit on): the benchmarks measure them.
#   stop DIR   stops the server (fast shutdown) and removes DIR. It is safe to
#              call when start failed halfway or the server is already gone.
#
# .ci/run calls start, evals its output and calls stop from its EXIT trap.
# Time on the project's 2-core machine: start 2 s once installed (the first
# apt-get install takes about a minute), stop under 1 s.
set -euo pipefail

cmd=${1:-}
dir=${2:-}
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

# bindir prints the newest server's bin directory, or nothing.
bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$d" ] && [ -x "$d/postgres" ]; then echo "$d"; fi
}

# as_owner runs a command as the owner of the data directory.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$cmd" in
start)
  bin=$(bindir)
  if [ -z "$bin" ]; then
    echo "postgres.sh: no PostgreSQL server found; installing it with apt-get" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >&2
    apt-get install -y -q postgresql >&2
    bin=$(bindir)
    [ -n "$bin" ] || { echo "postgres.sh: postgresql installed but no server under /usr/lib/postgresql" >&2; exit 1; }
  fi
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/false postgres
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
  chmod 700 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  # Listen on the socket only; enough connections for 4 worker processes of
  # 16 terminals each and the test process itself.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c max_connections=300" start >&2 ||
    { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bin/createdb" -h "$dir" -U postgres slotmech
  echo "export SLOTMECH_POSTGRES_DSN='host=$dir port=5432 user=postgres dbname=slotmech sslmode=disable'"
  ;;
stop)
  bin=$(bindir)
  if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >&2 || true
  fi
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start|stop DIR" >&2
  exit 2
  ;;
esac
