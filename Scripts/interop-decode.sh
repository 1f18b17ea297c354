#!/usr/bin/env bash
# Decode what the real query builders write, with `query-coder decode`, and compare the
# result with what each builder's own parser reads from the same query.
#
#   Scripts/interop-decode.sh [--tool path/to/query-coder] [--check Scripts/interop-decode-baseline.txt]
#
# With --check FILE (lines 'builder minimum-passes'), the exit status is 1 only when a
# builder passes fewer cases than FILE records (a regression); without it, on any failure.
#
# Cases: ../shared/interop/cases.jsonl (INTEROP_CASES overrides). A case counts when the
# builder's own parser gives the original document back (check.py's normalisation); it
# passes when our JSON equals that parser's result. Prints one line per failure, a line
# per builder, and last 'N passed, N failed'. Exit status 0 only when nothing failed.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
INTEROP="${INTEROP_DIR:-$ROOT/../shared/interop}"
CASES="${INTEROP_CASES:-$INTEROP/cases.jsonl}"
TOOL=""
BASELINE=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --tool) TOOL="$2"; shift 2 ;;
        --check) BASELINE="$2"; shift 2 ;;
        *) TOOL="$1"; shift ;;
    esac
done
if [[ -z "$TOOL" ]]; then
    swift build --package-path "$ROOT" --product query-coder >/dev/null
    TOOL="$(swift build --package-path "$ROOT" --show-bin-path)/query-coder"
fi
export INTEROP CASES TOOL BASELINE
python3 - <<'PY'
import json, os, subprocess, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.environ["INTEROP"])
import check

interop, cases_path, tool = os.environ["INTEROP"], os.environ["CASES"], os.environ["TOOL"]
cases = [json.loads(line) for line in open(cases_path) if line.strip()]
docs = "".join(json.dumps(c["doc"]) + "\n" for c in cases)

# builder: (its own parser, check.py style, bools, nulls as the builder writes them, our options)
BUILDERS = {
    "php":             ("php",      "indices",  "1/0",        "omit",  []),
    "rack":            ("rack",     "brackets", "true/false", "keep",  ["--nils", "key-only"]),
    "qs-indices":      ("qs",       "indices",  "true/false", "empty", ["--arrays", "indexed"]),
    "qs-brackets":     ("qs",       "brackets", "true/false", "empty", ["--arrays", "brackets"]),
    "qs-repeat":       ("qs",       "repeat",   "true/false", "empty", ["--arrays", "repeated"]),
    "qs-dots":         ("qs-dots",  "dots",     "true/false", "empty", ["--objects", "dots"]),
    "qs-comma-values": ("qs-comma", "comma",    "true/false", "empty", ["--arrays", "comma"]),
}

def run(args, text):
    return subprocess.run(args, input=text, capture_output=True, text=True).stdout.splitlines()

baseline = {}
if os.environ.get("BASELINE"):
    for line in open(os.environ["BASELINE"]):
        fields = line.split()
        if len(fields) == 2 and not line.startswith("#"):
            baseline[fields[0]] = int(fields[1])
regressions = []
passed = failed = skipped = 0
for builder, (parser, style, bools, nulls, ours_options) in BUILDERS.items():
    queries = run([sys.executable, f"{interop}/oracle.py", "build", "--builder", builder], docs)
    usable = [(c, q) for c, q in zip(cases, queries) if not q.startswith("#ERROR")]
    text = "".join(q + "\n" for _, q in usable)
    parsed = [json.loads(l) for l in run([sys.executable, f"{interop}/oracle.py", "parse", "--parser", parser], text)]
    ours = run([tool, "decode", "--lines"] + ours_options, text)
    b_pass = b_fail = b_skip = 0
    for (case, query), theirs, mine in zip(usable, parsed, ours):
        ok, _ = check.compare_case(case["doc"], theirs, parser, style, bools, nulls)
        if not ok:
            b_skip += 1
            continue
        try:
            mine_value = json.loads(mine) if mine else {"$error": "no output"}
        except ValueError:
            mine_value = {"$error": mine}
        # check.py's rule P1: a PHP array is one type, printed as a JSON list when its
        # keys are 0..n-1; an object of ours with exactly those keys is the same PHP value.
        if parser == "php" and isinstance(theirs, list) and isinstance(mine_value, dict) \
                and list(mine_value) == [str(i) for i in range(len(theirs))]:
            mine_value = list(mine_value.values())
        if mine_value == theirs:
            b_pass += 1
        else:
            b_fail += 1
            print(f"FAIL {builder} {case['id']}: {query}\n  {parser}: {json.dumps(theirs, ensure_ascii=False)}\n  ours: {mine}")
    print(f"{builder}: {b_pass} passed, {b_fail} failed, {b_skip} not counted (its own parser does not read the document back)")
    passed += b_pass; failed += b_fail; skipped += b_skip
    if builder in baseline and b_pass < baseline[builder]:
        regressions.append(f"{builder}: {b_pass} passed, the recorded figure is {baseline[builder]}")
for line in regressions:
    print("regression:", line)
print(f"{passed} passed, {failed} failed")
if baseline:
    sys.exit(1 if regressions else 0)
sys.exit(1 if failed else 0)
PY
