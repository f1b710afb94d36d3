# Sourced by the scripts that build a pinned Go tool into the git-ignored tools folder once
# (scripts/s3/s3-build.sh, scripts/peer/otelcol-build.sh). Set BUILD_NAME (the prefix of every message)
# before sourcing. Messages go to stderr: a build script's stdout may carry its result (a binary's path).

say() { printf '%s: %s\n' "$BUILD_NAME" "$*" >&2; }
die() { printf '%s: ERROR: %s\n' "$BUILD_NAME" "$*" >&2; exit 1; }

# require_go WHAT: Go must be on PATH to build WHAT.
require_go() {
  command -v go >/dev/null 2>&1 || die "go is not on PATH; building $1 needs Go 1.26 or newer (https://go.dev/doc/install)"
}

# take_build_lock FILE SECONDS: one build at a time across processes (two test files or benchmark runs may
# start at once). The lock is fd 8, held until the script exits; the caller checks again whether the tool
# is current once it holds it.
take_build_lock() {
  exec 8>"$1"
  flock -w "$2" 8 || die "another build holds $1 for more than $2s"
}

# fail_with_log LOG MESSAGE: the log's last lines, then MESSAGE, then exit 1.
fail_with_log() {
  tail -n 40 "$1" >&2
  die "$2 (full output: $1)"
}

# build_once BINARY MARKER WANT WHAT LOCK SECONDS: when BINARY is executable and MARKER holds WANT, exits 0 at once
# (printing BINARY when PRINT_BINARY=1); otherwise requires Go, takes LOCK (at most SECONDS of waiting), checks again
# (another process may have built it meanwhile) and returns, for the caller to build. The caller writes WANT to MARKER
# after a successful build.
build_once() {
  local binary="$1" marker="$2" want="$3" what="$4" lock="$5" seconds="$6"
  _built() { [[ -x "$binary" && -f "$marker" && "$(cat "$marker")" == "$want" ]]; }
  _done() { [[ "${PRINT_BINARY:-0}" == 1 ]] && echo "$binary"; exit 0; }
  if _built; then _done; fi
  require_go "$what"
  mkdir -p "$(dirname "$lock")"
  take_build_lock "$lock" "$seconds"
  if _built; then _done; fi
}
