#!/usr/bin/env bash
# Runs `query-coder encode` over every document of ../shared/interop/cases.jsonl in each
# style, and judges the output with the real parsers (check.py). Prints one summary line
# per style and, with --check FILE, fails when a style passes fewer cases than FILE records.
#   Scripts/interop-encode.sh [--tool PATH] [--check Scripts/interop-baseline.txt] [--out DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
interop=${INTEROP_DIR:-$root/../shared/interop}
tool="$root/.build/debug/query-coder"
baseline=""
out=$(mktemp -d)
while [ $# -gt 0 ]; do
  case "$1" in
    --tool) tool=$2; shift 2 ;;
    --check) baseline=$2; shift 2 ;;
    --out) out=$2; mkdir -p "$out"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$tool" ] || { echo "no query-coder at $tool (swift build first)" >&2; exit 2; }

# style name in check.py -> the tool's options. Nulls are written as `a=` (--nils empty) and
# judged as such ("nulls": "empty"), the convention the qs builders are judged with: the
# default, omitting them, cannot leave out an array element without shifting the others.
declare -A flags=(
  [brackets]="--arrays brackets"
  [indices]="--arrays indexed"
  [repeat]="--arrays repeated"
  [comma]="--arrays comma"
  [dots]="--objects dots --arrays indexed"
)
python3 -c 'import json,sys; [print(json.dumps(json.loads(l)["doc"], ensure_ascii=False)) for l in open(sys.argv[1]) if l.strip()]' \
  "$interop/cases.jsonl" > "$out/docs.jsonl"
status=0
for style in brackets indices repeat comma dots; do
  # shellcheck disable=SC2086
  "$tool" encode --lines --nils empty ${flags[$style]} < "$out/docs.jsonl" > "$out/$style.txt" 2> "$out/$style.err" || true
  python3 -c '
import json, sys
ids = [json.loads(l)["id"] for l in open(sys.argv[1]) if l.strip()]
queries = open(sys.argv[2]).read().split("\n")
for i, q in zip(ids, queries):
    print(json.dumps({"id": i, "style": sys.argv[3], "query": q, "nulls": "empty"}))' "$interop/cases.jsonl" "$out/$style.txt" "$style" > "$out/$style.jsonl"
  python3 "$interop/check.py" --cases "$interop/cases.jsonl" "$out/$style.jsonl" > "$out/$style.check" || true
  summary=$(tail -n 1 "$out/$style.check")
  printf '%-9s %s\n' "$style" "$summary"
  if [ -n "$baseline" ]; then
    want=$(awk -v s="$style" '$1 == s { print $2 }' "$baseline")
    got=${summary%% passed*}
    if [ -n "$want" ] && [ "$got" -lt "$want" ]; then
      echo "  regression: $style passed $got, the recorded figure is $want" >&2
      status=1
    fi
  fi
done
exit $status
