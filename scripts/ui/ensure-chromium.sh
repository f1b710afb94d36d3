#!/usr/bin/env bash
# Makes sure the browser of the UI suite (test/ui, driven by playwright-core) is installed: Debian's Chromium at
# /usr/bin/chromium. Installed with apt-get when missing (CI machines run as root; otherwise through `sudo -n`),
# never downloaded from elsewhere: playwright-core ships no browser, and the suite launches this one.
#
#   bash scripts/ui/ensure-chromium.sh        # prints the browser's path on the last line
#
# Fast when present (one `--version` call). Fails with a clear error when it cannot install: the UI suite
# never skips. TRACEHOLD_CHROMIUM names another binary to use instead (it is checked, never installed).
set -euo pipefail

say() { printf 'ensure-chromium: %s\n' "$*" >&2; }
die() { printf 'ensure-chromium: ERROR: %s\n' "$*" >&2; exit 1; }

BIN="${TRACEHOLD_CHROMIUM:-/usr/bin/chromium}"

works() { [[ -x "$BIN" ]] && "$BIN" --headless --no-sandbox --version >/dev/null 2>&1; }

if works; then
  say "found $("$BIN" --version 2>/dev/null | head -n1) at $BIN"
  echo "$BIN"
  exit 0
fi
[[ -n "${TRACEHOLD_CHROMIUM:-}" ]] && die "TRACEHOLD_CHROMIUM=$BIN is not an executable Chromium; unset it to install Debian's chromium"

command -v apt-get >/dev/null 2>&1 || die "no Chromium at $BIN and no apt-get to install it: install Chromium (Debian/Ubuntu package 'chromium') or set TRACEHOLD_CHROMIUM"
if [[ "$(id -u)" == 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  die "no Chromium at $BIN; installing it needs root: run 'apt-get install chromium' as root, or set TRACEHOLD_CHROMIUM"
fi

started=$(date +%s)
say "no Chromium at $BIN: installing Debian's chromium with apt-get (about a minute)"
say "apt-get update"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 || die "apt-get update failed (no network or no Debian mirror?)"
# fonts-liberation: the screenshots need a Latin font; the recommended extras (desktop integration) are not needed.
say "apt-get install chromium fonts-liberation"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium fonts-liberation >&2 \
  || die "apt-get install chromium failed (see above); on Ubuntu, chromium is a snap: install Chromium another way and set TRACEHOLD_CHROMIUM"
works || die "chromium was installed but $BIN --version does not run (see: $BIN --headless --no-sandbox --version)"
say "installed $("$BIN" --version 2>/dev/null | head -n1) in $(( $(date +%s) - started )) s"
echo "$BIN"
