#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on a free local port:
#   scripts/with-postgres.sh npx vitest run --project http
# The command sees TEST_DATABASE_URL; the cluster is stopped and removed after.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found; install them: apt-get install -y postgresql" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/loandesk-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

as_owner() {
  # initdb refuses to run as root, so the cluster belongs to the postgres user then.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi

cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres loandesk

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/loandesk"
export PG_BIN="$bin" PG_DATA="$dir/data"
"$@"
