#!/usr/bin/env bash
# Stops the SeaweedFS server started by s3-up.sh (SIGTERM; SIGKILL after a timeout). Idempotent: exits 0
# when nothing is running. Keeps the binary, the credentials and the data (remove .s3/<port> to reset).
#
#   npm run s3:down          # or: bash scripts/s3/s3-down.sh
#
# Environment: TRACEHOLD_S3_PORT (default 8333), TRACEHOLD_S3_DIR (default <repo>/.s3/<port>),
# TRACEHOLD_S3_STOP_TIMEOUT_S (default 20).
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
PORT="${TRACEHOLD_S3_PORT:-8333}"
S3_DIR="${TRACEHOLD_S3_DIR:-$REPO_ROOT/.s3/$PORT}"
STOP_TIMEOUT_S="${TRACEHOLD_S3_STOP_TIMEOUT_S:-20}"

say() { printf 's3-down: %s\n' "$*"; }

if [[ ! -f "$S3_DIR/server.pid" ]]; then
  say "not running (no $S3_DIR/server.pid)"
  exit 0
fi
S3_DIR="$(cd "$S3_DIR" && pwd)"
PID_FILE="$S3_DIR/server.pid"
IDENTITIES="$S3_DIR/s3-identities.json"
exec 9>"$S3_DIR/.lock"
flock -w 300 9 || { echo "s3-down: ERROR: $S3_DIR/.lock is held for more than 300s" >&2; exit 1; }

pid="$(cat "$PID_FILE" 2>/dev/null || true)"
is_our_server() {
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 0
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "-s3.config=$IDENTITIES"
}
if ! is_our_server; then
  rm -f "$PID_FILE"
  say "not running (stale pid file removed)"
  exit 0
fi

# A zombie (exited, not yet reaped by its new parent) counts as stopped.
alive() { kill -0 "$pid" 2>/dev/null && ! grep -q '^State:[[:space:]]*Z' "/proc/$pid/status" 2>/dev/null; }

kill -TERM "$pid"
deadline=$((SECONDS + STOP_TIMEOUT_S))
while alive && ((SECONDS < deadline)); do sleep 0.1; done
if alive; then
  say "server (pid $pid) did not stop within ${STOP_TIMEOUT_S}s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  while alive; do sleep 0.1; done
fi
rm -f "$PID_FILE"
say "stopped (pid $pid) in ${SECONDS}s"
