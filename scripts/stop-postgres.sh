#!/usr/bin/env bash
# Stops the throwaway PostgreSQL started by scripts/start-postgres.sh and removes its directory.
# Safe to call when none is running.
set -euo pipefail

cd "$(dirname "$0")/.."
state=.tmp/postgres.env
[[ -f "$state" ]] || exit 0
# shellcheck disable=SC1090
source "$state"

if [[ -d "$PG_DIR/data" ]]; then
  stop="'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast -w -t 30 stop"
  if [[ $EUID -eq 0 ]]; then su postgres -s /bin/sh -c "$stop" >&2 || true; else sh -c "$stop" >&2 || true; fi
fi
rm -rf "$PG_DIR" "$state"
echo "stop-postgres: stopped and removed $PG_DIR" >&2
