#!/usr/bin/env bash
# Stops the broker started by kafka-up.sh (SIGTERM: controlled shutdown; SIGKILL after a timeout).
# Idempotent: exits 0 when nothing is running. Keeps the jars and the data (remove TRACEHOLD_KAFKA_DIR to reset).
#
#   npm run kafka:down          # or: bash scripts/kafka/kafka-down.sh
#
# Environment: TRACEHOLD_KAFKA_DIR (default <repo>/.kafka), TRACEHOLD_KAFKA_STOP_TIMEOUT_S (default 30).
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
KAFKA_DIR="${TRACEHOLD_KAFKA_DIR:-$REPO_ROOT/.kafka}"
[[ -d "$KAFKA_DIR" ]] && KAFKA_DIR="$(cd "$KAFKA_DIR" && pwd -P)"
STOP_TIMEOUT_S="${TRACEHOLD_KAFKA_STOP_TIMEOUT_S:-30}"
CONF_DIR="$KAFKA_DIR/config"
PID_FILE="$KAFKA_DIR/broker.pid"

say() { printf 'kafka-down: %s\n' "$*"; }

if [[ ! -f "$PID_FILE" ]]; then
  say "not running (no $PID_FILE)"
  exit 0
fi
exec 9>"$KAFKA_DIR/.lock"
flock -w 300 9 || { echo "kafka-down: ERROR: $KAFKA_DIR/.lock is held for more than 300s" >&2; exit 1; }

pid="$(cat "$PID_FILE" 2>/dev/null || true)"
is_our_broker() {
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 0
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "kafka.Kafka $CONF_DIR/server.properties"
}
if ! is_our_broker; then
  rm -f "$PID_FILE"
  say "not running (stale pid file removed)"
  exit 0
fi

kill -TERM "$pid"
deadline=$((SECONDS + STOP_TIMEOUT_S))
while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
if kill -0 "$pid" 2>/dev/null; then
  say "broker (pid $pid) did not stop within ${STOP_TIMEOUT_S}s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
fi
rm -f "$PID_FILE"
say "stopped (pid $pid) in ${SECONDS}s"
