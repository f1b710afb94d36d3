#!/usr/bin/env bash
# Builds the SeaweedFS server binary (`weed`, Apache-2.0) from the Go module proxy into <repo>/.tools/bin,
# once per pinned version. Later runs find the binary and its version marker and return at once.
# Called by s3-up.sh; CI calls it before the tests so the cold build does not compete with timed tests.
#
#   bash scripts/s3/s3-build.sh
#
# Why not `go install github.com/seaweedfs/seaweedfs/weed@<version>`: SeaweedFS's go.mod has a `replace`
# directive, which `go install pkg@version` refuses. So the module is downloaded with `go mod download`
# (same proxy, same checksum database) and built as the main module from the read-only module cache.
#
# Environment: TRACEHOLD_TOOLS_DIR (default <repo>/.tools; git-ignored).
set -euo pipefail

SEAWEEDFS_MODULE="github.com/seaweedfs/seaweedfs"
SEAWEEDFS_VERSION="v0.0.0-20261109003541-7506e5f91cd6"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
TOOLS_DIR="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}"
BIN_DIR="$TOOLS_DIR/bin"
WEED="$BIN_DIR/weed"
MARKER="$BIN_DIR/weed.version"

BUILD_NAME=s3-build
# shellcheck source=../lib/go-tool-build.sh
source "$SCRIPT_DIR/../lib/go-tool-build.sh"

build_once "$WEED" "$MARKER" "$SEAWEEDFS_VERSION" "SeaweedFS $SEAWEEDFS_VERSION" "$TOOLS_DIR/.weed-build.lock" 900
mkdir -p "$BIN_DIR"

start=$SECONDS
LOG="$TOOLS_DIR/weed-build.log"
say "building SeaweedFS $SEAWEEDFS_VERSION into $WEED (first run only; a cold build takes ~6 min on 2 cores)"
if ! src="$(go mod download -json "$SEAWEEDFS_MODULE@$SEAWEEDFS_VERSION" 2>"$LOG" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')" || [[ -z "$src" || ! -d "$src/weed" ]]; then
  fail_with_log "$LOG" "go mod download $SEAWEEDFS_MODULE@$SEAWEEDFS_VERSION failed (is the Go module proxy reachable?)"
fi
tmp="$WEED.tmp.$$"
# -mod=readonly: build exactly the module's go.sum, never resolve anything new. -s -w: no debug info
# (the binary is a test fixture; that halves its size and the link time).
if ! (cd "$src" && GOFLAGS=-mod=readonly CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o "$tmp" ./weed) >>"$LOG" 2>&1; then
  rm -f "$tmp"
  fail_with_log "$LOG" "go build of SeaweedFS failed"
fi
mv -f "$tmp" "$WEED"
echo "$SEAWEEDFS_VERSION" >"$MARKER"
say "built $("$WEED" version 2>/dev/null | head -n 1) in $((SECONDS - start))s"
