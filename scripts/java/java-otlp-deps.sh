#!/usr/bin/env bash
# Resolves the OpenTelemetry Java SDK and its OTLP exporters (test/interop/java/pom.xml) from Maven Central into
# <tools>/java-otlp/<pom hash>/ once; later runs find them and return at once. Prints that folder on the last line
# of stdout (run SendTraces.java with `java -cp '<folder>/*' test/interop/java/SendTraces.java ...`).
# Used by test/interop/java-sdk.test.ts (the global test setup runs it). Needs Java 17+ and Maven.
#
# Environment: TRACEHOLD_TOOLS_DIR (default <repo>/.tools; git-ignored).
set -euo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
POM="$REPO_ROOT/test/interop/java/pom.xml"
TOOLS_DIR="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}"
OUT="$TOOLS_DIR/java-otlp/$(sha256sum "$POM" | cut -c1-16)"
say() { printf 'java-otlp-deps: %s\n' "$*" >&2; }

if [[ -f "$OUT/.complete" ]]; then echo "$OUT"; exit 0; fi
command -v java >/dev/null 2>&1 || { say "ERROR: java is not on PATH (Java 17+ runs the Java SDK interop test)"; exit 1; }
command -v mvn >/dev/null 2>&1 || { say "ERROR: mvn is not on PATH (Debian: apt-get install maven)"; exit 1; }
mkdir -p "$OUT"
exec 8>"$TOOLS_DIR/java-otlp/.lock"
flock -w 600 8 || { say "ERROR: another resolution holds the lock"; exit 1; }
if [[ -f "$OUT/.complete" ]]; then echo "$OUT"; exit 0; fi
start=$SECONDS
say "resolving the OpenTelemetry Java SDK from Maven Central into $OUT (first run only)"
LOG="$OUT/mvn.log"
if ! mvn -B -q -f "$POM" dependency:copy-dependencies -DoutputDirectory="$OUT" -DincludeScope=runtime >"$LOG" 2>&1; then
  tail -n 30 "$LOG" >&2
  say "ERROR: mvn dependency:copy-dependencies failed (is Maven Central reachable?); log: $LOG"
  exit 1
fi
touch "$OUT/.complete"
say "resolved $(ls "$OUT"/*.jar | wc -l) jars in $((SECONDS - start))s"
echo "$OUT"
