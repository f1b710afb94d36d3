#!/usr/bin/env bash
# Creates the Python virtual environment of the interop suite (test/interop) from the pinned
# test/interop/py/requirements.txt: the real OpenLLMetry, OpenInference and OpenTelemetry GenAI instrumentations
# with the OpenAI Python client and the OpenTelemetry SDK, installed from PyPI (PIP_FIND_LINKS and the other
# PIP_* settings of the environment apply as usual).
#
#   bash scripts/python/interop-venv.sh        # prints the venv's python path on the last line
#
# Idempotent and fast when cached: a stamp file in the venv holds the SHA-256 of the requirements file and the
# Python version; when both match, the script returns at once. Otherwise the venv is rebuilt from scratch.
# Every package (transitive ones too) is pinned, and installed with --no-deps so pip resolves nothing else;
# `pip check` then proves the set is complete and consistent.
#
# Environment: PYTHON (default python3, needs 3.9+ with the venv module), TRACEHOLD_TOOLS_DIR (default
# <repo>/.tools; git-ignored). The venv is <tools>/python/interop-venv.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
TOOLS_DIR="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}"
VENV="$TOOLS_DIR/python/interop-venv"
REQUIREMENTS="$REPO_ROOT/test/interop/py/requirements.txt"
STAMP="$VENV/.tracehold-requirements.sha256"
PYTHON_BIN="${PYTHON:-python3}"

say() { printf 'interop-venv: %s\n' "$*" >&2; }
die() { printf 'interop-venv: ERROR: %s\n' "$*" >&2; exit 1; }

command -v "$PYTHON_BIN" >/dev/null 2>&1 || die "$PYTHON_BIN is not on PATH; the interop suite needs Python 3.9+ with the venv module"
py_version="$("$PYTHON_BIN" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])')"
"$PYTHON_BIN" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' || die "Python $py_version is too old; 3.9+ is needed"
want="$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1) python-$py_version"

is_current() { [[ -x "$VENV/bin/python" && -f "$STAMP" && "$(cat "$STAMP")" == "$want" ]]; }

if is_current; then
  say "up to date ($VENV)"
  echo "$VENV/bin/python"
  exit 0
fi

mkdir -p "$TOOLS_DIR/python"
# One build at a time: two test files (or CI and a test) may ask at once.
exec 9>"$TOOLS_DIR/python/.interop-venv.lock"
flock -w 600 9 || die "another build holds $TOOLS_DIR/python/.interop-venv.lock for more than 600s"
if is_current; then
  say "up to date ($VENV)"
  echo "$VENV/bin/python"
  exit 0
fi

start=$SECONDS
LOG="$TOOLS_DIR/python/interop-venv.log"
: >"$LOG"
say "creating $VENV with Python $py_version"
rm -rf "$VENV"
"$PYTHON_BIN" -m venv "$VENV" >>"$LOG" 2>&1 || {
  tail -n 20 "$LOG" >&2
  die "python -m venv failed (on Debian/Ubuntu: apt-get install python3-venv)"
}
count="$(grep -cE '^[A-Za-z0-9]' "$REQUIREMENTS")"
say "installing $count pinned packages from test/interop/py/requirements.txt"
if ! "$VENV/bin/python" -m pip install --disable-pip-version-check --no-input --no-deps --progress-bar off -r "$REQUIREMENTS" >>"$LOG" 2>&1; then
  tail -n 30 "$LOG" >&2
  rm -rf "$VENV"
  die "pip install failed (full output: $LOG); is PyPI reachable?"
fi
if ! "$VENV/bin/python" -m pip check >>"$LOG" 2>&1; then
  tail -n 20 "$LOG" >&2
  rm -rf "$VENV"
  die "pip check failed: requirements.txt is not a complete, consistent set"
fi
echo "$want" >"$STAMP"
say "ready in $((SECONDS - start))s ($VENV)"
echo "$VENV/bin/python"
