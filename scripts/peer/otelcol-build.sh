#!/usr/bin/env bash
# Builds the peer of `npm run bench:peer`: an OpenTelemetry Collector (Apache-2.0) with the otlp receiver, the
# memory_limiter, batch and contrib redaction processors and the contrib kafka exporter, made with the official
# OpenTelemetry Collector Builder (ocb) from the Go module proxy, into <tools>/otelcol/, once per pinned
# version and manifest. Later runs find the binary and its marker and return at once.
#
#   bash scripts/peer/otelcol-build.sh          # prints the binary's path on the last line of stdout
#   bash scripts/peer/otelcol-build.sh agent    # the agent of the interop test instead (agent-builder-config.yaml:
#                                               # otlp receiver, otlp and otlphttp exporters; test/interop/otelcol-agent.test.ts)
#
# What lands in <tools>/otelcol/: builder (ocb), otelcol-tracehold-peer, otelcol-tracehold-peer.version (the
# marker), build.log, and src/ (the generated main module; kept for the build log's sake). Nothing of it is
# part of this repository. A cold build (empty Go module and build caches: ~670 MB of modules to download, ~850 MB
# of build cache) took 3 min on 2 cores on 2026-12-02; allow 10 min on a slow proxy.
#
# Environment: TRACEHOLD_TOOLS_DIR (default <repo>/.tools; git-ignored).
set -euo pipefail

BUILDER_MODULE="go.opentelemetry.io/collector/cmd/builder"
BUILDER_VERSION="v0.165.0"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
TOOLS_DIR="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}"
case "${1:-peer}" in
  peer) MANIFEST="$SCRIPT_DIR/builder-config.yaml"; NAME=otelcol-tracehold-peer; OUT_DIR="$TOOLS_DIR/otelcol" ;;
  agent) MANIFEST="$SCRIPT_DIR/agent-builder-config.yaml"; NAME=otelcol-tracehold-agent; OUT_DIR="$TOOLS_DIR/otelcol-agent" ;;
  *) echo "usage: $0 [peer|agent]" >&2; exit 2 ;;
esac
BUILDER="$OUT_DIR/builder"
PEER="$OUT_DIR/$NAME"
MARKER="$OUT_DIR/$NAME.version"
LOG="$OUT_DIR/build.log"

BUILD_NAME=otelcol-build
# shellcheck source=../lib/go-tool-build.sh
source "$SCRIPT_DIR/../lib/go-tool-build.sh"

[[ -f "$MANIFEST" ]] || die "missing $MANIFEST"
# The marker names the builder's version and the manifest's hash: editing a pinned version rebuilds.
WANT="builder $BUILDER_VERSION manifest $(sha256sum "$MANIFEST" | cut -c1-16)"
PRINT_BINARY=1 build_once "$PEER" "$MARKER" "$WANT" "the OpenTelemetry Collector ($NAME)" "$OUT_DIR/.build.lock" 1800

start=$SECONDS
: >"$LOG"
fail() { fail_with_log "$LOG" "$1"; }

# 1. The builder itself (a plain `go install` of a pinned version: same proxy, same checksum database).
if [[ ! -x "$BUILDER" ]] || ! "$BUILDER" version 2>/dev/null | grep -q "${BUILDER_VERSION#v}"; then
  say "installing $BUILDER_MODULE@$BUILDER_VERSION into $OUT_DIR"
  GOBIN="$OUT_DIR" go install "$BUILDER_MODULE@$BUILDER_VERSION" >>"$LOG" 2>&1 ||
    fail "go install $BUILDER_MODULE@$BUILDER_VERSION failed (is the Go module proxy reachable?)"
fi

# 2. The collector: ocb generates a main module in src/, resolves its go.mod (go get / go mod tidy, strict
# versioning: every module must resolve to the version the manifest names) and compiles it.
SRC="$OUT_DIR/src"
rm -rf "$SRC"
mkdir -p "$SRC"
CONFIG="$OUT_DIR/builder-config.resolved.yaml"
sed "s|@OUTPUT_PATH@|$SRC|" "$MANIFEST" >"$CONFIG"
say "building $NAME with ocb $BUILDER_VERSION (first run only; ~3 min on 2 cores with empty Go caches, more on a slow proxy); log: $LOG"
( cd "$OUT_DIR" && CGO_ENABLED=0 "$BUILDER" --config "$CONFIG" --skip-strict-versioning=false ) >>"$LOG" 2>&1 &
builder_pid=$!
trap 'kill "$builder_pid" 2>/dev/null || true' EXIT
while kill -0 "$builder_pid" 2>/dev/null; do
  sleep 30
  kill -0 "$builder_pid" 2>/dev/null || break
  last="$(grep -v '^\s*$' "$LOG" | tail -n 1 | cut -c1-160)"
  say "... $((SECONDS - start))s: ${last:-(no output yet)}"
done
rc=0
wait "$builder_pid" || rc=$?
trap - EXIT
[[ $rc -eq 0 ]] || fail "ocb failed with exit code $rc"
[[ -x "$SRC/$NAME" ]] || fail "ocb finished but $SRC/$NAME is missing"
mv -f "$SRC/$NAME" "$PEER"
echo "$WANT" >"$MARKER"
say "built $("$PEER" --version 2>/dev/null | head -n 1) in $((SECONDS - start))s"
echo "$PEER"
