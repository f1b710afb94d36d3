#!/usr/bin/env bash
# Starts a single-process SeaweedFS (master + volume + filer + S3 gateway, `weed mini`) for development
# and tests, with the S3 API on 127.0.0.1:8333 and one access key. Idempotent: when it is already up it says
# so and exits 0. Builds the binary on the first run (s3-build.sh; cached in .tools/bin).
#
#   npm run s3:up            # or: bash scripts/s3/s3-up.sh
#
# Environment:
#   TRACEHOLD_S3_PORT              S3 API port on 127.0.0.1 (default 8333). The internal components use ports
#                                  derived from it so that two instances never collide: master P+1000,
#                                  volume P+1010, filer P+1020, admin P+1030, and each of these (and the S3
#                                  gateway) its gRPC port at +10000 (defaults: 9333, 9343, 9353, 9363; 19333,
#                                  19343, 19353, 19363, 18333).
#   TRACEHOLD_S3_DIR               state directory (default <repo>/.s3/<port>; git-ignored): data/ (volumes,
#                                  master and filer metadata), credentials.json (generated once, mode 0600:
#                                  accessKeyId, secretAccessKey, region, endpoint), s3-identities.json,
#                                  server.pid, logs/ (SeaweedFS's own logs, rotated at 20 MB, 3 kept per level),
#                                  server.log (stdout/stderr: crashes; truncated on every start)
#   TRACEHOLD_S3_START_TIMEOUT_S   how long to wait for a write/read round trip through the S3 API (default 60)
#
# The server binds every port to 127.0.0.1 only. Master, volume and filer HTTP ports are unauthenticated
# (SeaweedFS's default), which is acceptable for a loopback test fixture and not for production.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
HOST="127.0.0.1"
PORT="${TRACEHOLD_S3_PORT:-8333}"
[[ "$PORT" =~ ^[0-9]+$ ]] && ((PORT >= 1024 && PORT <= 54000)) || { echo "s3-up: ERROR: TRACEHOLD_S3_PORT must be in [1024, 54000]" >&2; exit 1; }
S3_DIR="${TRACEHOLD_S3_DIR:-$REPO_ROOT/.s3/$PORT}"
mkdir -p "$S3_DIR"
S3_DIR="$(cd "$S3_DIR" && pwd)"
START_TIMEOUT_S="${TRACEHOLD_S3_START_TIMEOUT_S:-60}"
WEED="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}/bin/weed"
DATA_DIR="$S3_DIR/data"
PID_FILE="$S3_DIR/server.pid"
LOG_FILE="$S3_DIR/server.log"
CREDENTIALS="$S3_DIR/credentials.json"
IDENTITIES="$S3_DIR/s3-identities.json"
MASTER_PORT=$((PORT + 1000))
VOLUME_PORT=$((PORT + 1010))
FILER_PORT=$((PORT + 1020))
ADMIN_PORT=$((PORT + 1030))

say() { printf 's3-up: %s\n' "$*"; }
die() { printf 's3-up: ERROR: %s\n' "$*" >&2; exit 1; }

show_log_tail() {
  if [[ -s "$LOG_FILE" ]]; then
    printf -- '---- last lines of %s ----\n' "$LOG_FILE" >&2
    tail -n 40 "$LOG_FILE" >&2
  fi
  local errors
  errors="$(cat "$S3_DIR"/logs/*.ERROR.* 2>/dev/null | tail -n 20 || true)"
  [[ -n "$errors" ]] && printf -- '---- last SeaweedFS errors (%s/logs) ----\n%s\n' "$S3_DIR" "$errors" >&2
  return 0
}

# True when $1 is a live process running our server (guards against a recycled pid).
is_our_server() {
  local pid="$1"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 0 # no procfs: trust kill -0
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "-s3.config=$IDENTITIES"
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

# Waits until a PUT/GET round trip through the S3 API works (not only an open port: the gateway answers
# before the volume server has registered with the master); fails with the log tail if the server dies.
wait_ready() {
  local pid="$1" out
  if out="$(cd "$REPO_ROOT" && NODE_NO_WARNINGS=1 node --import tsx "$SCRIPT_DIR/probe-s3.ts" "$CREDENTIALS" "$((START_TIMEOUT_S * 1000))" "$pid" 2>&1)"; then
    READY_INFO="$out"
    return 0
  fi
  show_log_tail
  if kill -0 "$pid" 2>/dev/null; then
    die "the S3 API on $HOST:$PORT did not complete a write/read round trip within ${START_TIMEOUT_S}s ($out); the server is still running as pid $pid (stop it with npm run s3:down)"
  fi
  die "the server (pid $pid) exited during start-up ($out); see $LOG_FILE"
}

command -v node >/dev/null 2>&1 || die "node is not on PATH (needed for the readiness probe)"
[[ -d "$REPO_ROOT/node_modules/@aws-sdk/client-s3" && -d "$REPO_ROOT/node_modules/tsx" ]] ||
  die "node_modules is incomplete (@aws-sdk/client-s3/tsx missing); run npm install in $REPO_ROOT first"

bash "$SCRIPT_DIR/s3-build.sh"

mkdir -p "$DATA_DIR" "$S3_DIR/logs"
# One up/down per instance at a time (test workers may call this concurrently).
exec 9>"$S3_DIR/.lock"
flock -w 300 9 || die "another s3-up/s3-down holds $S3_DIR/.lock for more than 300s"

if [[ -f "$PID_FILE" ]]; then
  pid="$(cat "$PID_FILE")"
  if is_our_server "$pid"; then
    wait_ready "$pid"
    say "already running (pid $pid) on http://$HOST:$PORT — $READY_INFO"
    exit 0
  fi
  rm -f "$PID_FILE" # stale: the server died or the machine restarted
fi
for p in "$PORT" "$MASTER_PORT" "$VOLUME_PORT" "$FILER_PORT" "$ADMIN_PORT"; do
  port_open "$p" && die "$HOST:$p is already in use by a process this script did not start (no live pid in $PID_FILE); stop it or set TRACEHOLD_S3_PORT"
done

# ---- credentials: generated once per instance, never printed ------------------------------------------
umask 077
if [[ ! -s "$CREDENTIALS" ]]; then
  access_key="THDEV$(od -An -tx1 -N8 /dev/urandom | tr -d ' \n' | tr 'a-f' 'A-F')"
  secret_key="$(head -c 30 /dev/urandom | base64 | tr '+/' 'AB' | tr -d '=\n')"
  cat >"$CREDENTIALS.tmp" <<EOF
{
  "endpoint": "http://$HOST:$PORT",
  "region": "us-east-1",
  "accessKeyId": "$access_key",
  "secretAccessKey": "$secret_key"
}
EOF
  mv "$CREDENTIALS.tmp" "$CREDENTIALS"
fi
access_key="$(sed -n 's/.*"accessKeyId": "\(.*\)".*/\1/p' "$CREDENTIALS")"
secret_key="$(sed -n 's/.*"secretAccessKey": "\(.*\)".*/\1/p' "$CREDENTIALS")"
[[ -n "$access_key" && -n "$secret_key" ]] || die "$CREDENTIALS is malformed; delete it to generate new credentials"
cat >"$IDENTITIES" <<EOF
{
  "identities": [
    {
      "name": "tracehold",
      "credentials": [{ "accessKey": "$access_key", "secretKey": "$secret_key" }],
      "actions": ["Admin", "Read", "List", "Tagging", "Write"]
    }
  ]
}
EOF
umask 022

# ---- start ---------------------------------------------------------------------------------------------
# `weed mini`: master, volume server, filer and S3 gateway in one process, tuned by SeaweedFS for small
# setups; it stops in under a second (`weed server` takes ~15 s), which the fault tests rely on. WebDAV, the
# admin UI, Iceberg, Lance and the IAM API are off; the admin server still listens (loopback, derived ports).
# cwd = the state dir, so nothing SeaweedFS writes relative to cwd lands in the repository.
# -master.telemetry=false: no outbound calls. -volume.preStopSeconds=0: stops at once.
# Small volumes (64 MB, sparse) with the count derived from free disk: every bucket is its own collection
# with its own volumes, and tests create a bucket per run.
# After a restart with existing data, the master refuses new writes for a 15 s warm-up (hard-coded in
# SeaweedFS: 3 heartbeats of 5 s), so readiness is a write, not an open port.
# setsid: the server outlives this script and the test runner that called it. 9>&-: it must not inherit the lock.
say "starting SeaweedFS ($("$WEED" version 2>/dev/null | head -n 1 | sed 's/^version //')) S3 on http://$HOST:$PORT (log: $LOG_FILE)"
(
  cd "$S3_DIR"
  exec setsid nohup "$WEED" -logdir="$S3_DIR/logs" -alsologtostderr=false -log_max_size_mb=20 -log_max_files=3 mini \
    -ip="$HOST" -ip.bind="$HOST" -dir="$DATA_DIR" \
    -master.port="$MASTER_PORT" -master.port.grpc="$((MASTER_PORT + 10000))" \
    -master.telemetry=false -master.volumeSizeLimitMB=64 \
    -volume.port="$VOLUME_PORT" -volume.port.grpc="$((VOLUME_PORT + 10000))" -volume.max=0 -volume.preStopSeconds=0 \
    -filer.port="$FILER_PORT" -filer.port.grpc="$((FILER_PORT + 10000))" \
    -s3.port="$PORT" -s3.port.grpc="$((PORT + 10000))" -s3.config="$IDENTITIES" \
    -s3.port.iceberg=0 -s3.port.lance=0 -s3.iam=false -webdav=false \
    -admin.ui=false -admin.port="$ADMIN_PORT" -admin.port.grpc="$((ADMIN_PORT + 10000))" -admin.port.legacy=0 \
    >"$LOG_FILE" 2>&1 </dev/null 9>&-
) &
pid=$!
echo "$pid" >"$PID_FILE"
wait_ready "$pid"
say "ready (pid $pid) on http://$HOST:$PORT in ${SECONDS}s — $READY_INFO"
