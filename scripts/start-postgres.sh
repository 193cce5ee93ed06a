#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 for the API tests (TEST_DATABASE_URL), in a temp
# directory, with trust auth for the role `app` and a database `recalibrate_test`.
# Prints the database URL on stdout (everything else goes to stderr); scripts/stop-postgres.sh
# stops it and removes the directory. Usage: scripts/start-postgres.sh [PORT]   (default 55432)
set -euo pipefail

cd "$(dirname "$0")/.."
state=.tmp/postgres.env
port="${1:-55432}"

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  echo "start-postgres: no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install -y postgresql)" >&2
  exit 1
fi
if [[ -f "$state" ]]; then
  echo "start-postgres: $state exists; stopping the previous server first" >&2
  scripts/stop-postgres.sh
fi
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "start-postgres: port $port is already in use; pass another port" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/recalibrate-pg.XXXXXX)
# initdb refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [[ $EUID -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
    chown postgres "$dir"
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

mkdir -p .tmp
printf 'PG_DIR=%q\nPG_BIN=%q\nPG_PORT=%q\n' "$dir" "$bin" "$port" >"$state"

as_owner "'$bin/initdb' -D '$dir/data' -U app --auth=trust --encoding=UTF8 --no-locale" >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}
# -l keeps the server's output out of our stdout, so that $(start-postgres.sh) returns.
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 60 \
  -o \"-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" >&2 || {
  cat "$dir/server.log" >&2
  exit 1
}
"$bin/psql" -q -h 127.0.0.1 -p "$port" -U app -d postgres -v ON_ERROR_STOP=1 -c 'CREATE DATABASE recalibrate_test' >&2

url="postgres://app@127.0.0.1:$port/recalibrate_test"
echo "start-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') is running at $url (data in $dir)" >&2
echo "$url"
