#!/usr/bin/env bash
# Builds telemetrygen (Apache-2.0), the OpenTelemetry Collector project's load generator, which sends traces, logs
# and metrics with the OpenTelemetry Go SDK's OTLP exporters (gRPC and HTTP), from the Go module proxy into
# <tools>/telemetrygen/, once per pinned version. Later runs find the binary and its marker and return at once.
# Used by test/interop/telemetrygen.test.ts (the global test setup runs it, with progress).
#
#   bash scripts/peer/telemetrygen-build.sh     # prints the binary's path on the last line of stdout
#
# v0.161.0 is the newest version the module proxy reachable here serves (v0.165.0 is refused). A cold build
# (empty Go caches) downloads ~40 modules; ~1 min on 2 cores.
#
# Environment: TRACEHOLD_TOOLS_DIR (default <repo>/.tools; git-ignored).
set -euo pipefail

MODULE="github.com/open-telemetry/opentelemetry-collector-contrib/cmd/telemetrygen"
VERSION="v0.161.0"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
TOOLS_DIR="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}"
OUT_DIR="$TOOLS_DIR/telemetrygen"
BINARY="$OUT_DIR/telemetrygen"
MARKER="$OUT_DIR/telemetrygen.version"
LOG="$OUT_DIR/build.log"

BUILD_NAME=telemetrygen-build
# shellcheck source=../lib/go-tool-build.sh
source "$SCRIPT_DIR/../lib/go-tool-build.sh"

PRINT_BINARY=1 build_once "$BINARY" "$MARKER" "$VERSION" "telemetrygen $VERSION" "$OUT_DIR/.build.lock" 900

start=$SECONDS
say "building telemetrygen $VERSION into $BINARY (first run only; ~1 min on 2 cores with empty Go caches)"
# A plain `go install` of a pinned version: same proxy, same checksum database.
GOBIN="$OUT_DIR" CGO_ENABLED=0 go install -trimpath -ldflags='-s -w' "$MODULE@$VERSION" >"$LOG" 2>&1 ||
  fail_with_log "$LOG" "go install $MODULE@$VERSION failed (is the Go module proxy reachable?)"
echo "$VERSION" >"$MARKER"
say "built telemetrygen $VERSION in $((SECONDS - start))s"
echo "$BINARY"
