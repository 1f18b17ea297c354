#!/usr/bin/env bash
# Reads what the default date strategy (.iso8601) writes with the real date parsers servers
# use, and requires each to give the exact millisecond meant.
#
#   Scripts/interop-dates.sh [--vectors Scripts/interop-dates.tsv]
#
# The vectors, Scripts/interop-dates.tsv, are instants (seconds since 1970) with the text the
# encoder writes for them; DateInteropTests (swift test) checks that URLQueryItemEncoder writes
# exactly that text and reads it back to within half a millisecond. This script, run the way
# the interop oracle runs (after ../shared/interop/setup.sh has installed PHP, Ruby, Go, Node
# and Python), then checks each text:
#   1. against the text computed here, independently: the millisecond nearest to the exact
#      value of the Double (halves up), three fraction digits or none, UTC;
#   2. read by JavaScript `new Date(text)`, Python `datetime.fromisoformat`, PHP `new
#      DateTime` and, for texts with a fraction, PHP `DateTime::createFromFormat(
#      DATE_RFC3339_EXTENDED, …)`, Ruby `Time.iso8601`, Go `time.Parse(time.RFC3339Nano, …)`:
#      each must give the intended millisecond, with nothing finer.
# Prints one line per parser and a summary; exits 1 on any difference or missing parser.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vectors="$root/Scripts/interop-dates.tsv"
while [ $# -gt 0 ]; do
  case "$1" in
    --vectors) vectors=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

grep -v '^#' "$vectors" | grep -v '^$' > "$work/rows.tsv"
cut -f2 "$work/rows.tsv" > "$work/texts.txt"

# Each reader prints, per input line, the instant as integer milliseconds since 1970, or
# `ERR <reason>` (also when the parser keeps anything finer than a millisecond).
cat > "$work/node.js" <<'EOF'
const lines = require("fs").readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean);
for (const text of lines) {
  const t = new Date(text).getTime();
  console.log(Number.isNaN(t) ? "ERR Invalid Date" : String(t));
}
EOF
cat > "$work/python.py" <<'EOF'
import datetime, sys
epoch = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
for text in open(sys.argv[1]).read().split("\n"):
    if not text:
        continue
    try:
        delta = datetime.datetime.fromisoformat(text) - epoch
    except ValueError as error:
        print(f"ERR {error}")
        continue
    if delta.microseconds % 1000:
        print(f"ERR finer than a millisecond: {delta}")
    else:
        print((delta.days * 86400 + delta.seconds) * 1000 + delta.microseconds // 1000)
EOF
cat > "$work/php.php" <<'EOF'
<?php
date_default_timezone_set('UTC');
$extended = ($argv[1] ?? '') === 'extended';
foreach (file($argv[2], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $text) {
    if ($extended && strpos($text, '.') === false) { echo "SKIP\n"; continue; }
    try {
        $date = $extended ? DateTime::createFromFormat(DATE_RFC3339_EXTENDED, $text) : new DateTime($text);
    } catch (Exception $e) {
        echo "ERR ", $e->getMessage(), "\n"; continue;
    }
    if ($date === false) { echo "ERR createFromFormat refused it\n"; continue; }
    $micro = (int)$date->format('u');
    if ($micro % 1000 !== 0) { echo "ERR finer than a millisecond: ", $date->format('u'), "\n"; continue; }
    echo intdiv($micro, 1000) + 1000 * (int)$date->format('U'), "\n";
}
EOF
cat > "$work/ruby.rb" <<'EOF'
require "time"
File.readlines(ARGV[0], chomp: true).reject(&:empty?).each do |text|
  begin
    ms = Time.iso8601(text).to_r * 1000
    puts(ms.denominator == 1 ? ms.to_i : "ERR finer than a millisecond: #{ms.to_f}")
  rescue ArgumentError => e
    puts "ERR #{e.message}"
  end
end
EOF
mkdir -p "$work/go"
cat > "$work/go/main.go" <<'EOF'
package main

import (
	"bufio"
	"fmt"
	"os"
	"time"
)

func main() {
	file, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		text := scanner.Text()
		if text == "" {
			continue
		}
		t, err := time.Parse(time.RFC3339Nano, text)
		if err != nil {
			fmt.Println("ERR", err)
		} else if t.Nanosecond()%1000000 != 0 {
			fmt.Println("ERR finer than a millisecond:", t.Nanosecond())
		} else {
			fmt.Println(t.UnixMilli())
		}
	}
}
EOF

status=0
run_reader() {  # name, command...
  local name=$1; shift
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "$name: not installed (run ../shared/interop/setup.sh)"; status=1; return
  fi
  if ! "$@" > "$work/$name.out" 2> "$work/$name.err"; then
    echo "$name: failed: $(head -c 400 "$work/$name.err")"; status=1; return
  fi
}
run_reader node node "$work/node.js" "$work/texts.txt"
run_reader python python3 "$work/python.py" "$work/texts.txt"
run_reader php-DateTime php "$work/php.php" plain "$work/texts.txt"
run_reader php-RFC3339_EXTENDED php "$work/php.php" extended "$work/texts.txt"
run_reader ruby ruby "$work/ruby.rb" "$work/texts.txt"
run_reader go env GOCACHE="${GOCACHE:-$work/gocache}" GOPATH="$work/gopath" GO111MODULE=off \
  go run "$work/go/main.go" "$work/texts.txt"

python3 - "$work" <<'EOF' || status=1
import datetime, os, sys
from decimal import Decimal, ROUND_HALF_UP
work = sys.argv[1]
rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(work, "rows.tsv"))]
readers = ["node", "python", "php-DateTime", "php-RFC3339_EXTENDED", "ruby", "go"]
failed = 0

def intended(literal):
    # The millisecond nearest to the exact value of the Double, halves up.
    return int((Decimal(float(literal)) * 1000).quantize(Decimal(1), rounding=ROUND_HALF_UP))

def text_for(ms):
    seconds, fraction = divmod(ms, 1000)
    moment = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=seconds)
    return f"{moment.year:04d}-{moment:%m-%dT%H:%M:%S}" + (f".{fraction:03d}" if fraction else "") + "Z"

wrong = [(l, t) for l, t, _ in rows if text_for(intended(l)) != t]
for literal, text in wrong:
    print(f"vector {literal}: the file says {text}, the intended millisecond is {text_for(intended(literal))}")
failed += len(wrong)
print(f"{'vectors':21} {len(rows) - len(wrong)} of {len(rows)} texts are the intended millisecond")

for reader in readers:
    path = os.path.join(work, reader + ".out")
    if not os.path.exists(path):
        failed += 1
        continue
    results = open(path).read().split("\n")
    passed = checked = 0
    for index, (literal, text, why) in enumerate(rows):
        got = results[index] if index < len(results) else "ERR no output"
        if got == "SKIP":
            continue
        checked += 1
        if got == str(intended(literal)):
            passed += 1
        else:
            failed += 1
            print(f"  {reader}: {text} ({why}) read as {got}, expected {intended(literal)}")
    print(f"{reader:21} {passed} of {checked} read as the intended millisecond")
print(f"dates: {'all parsers agree' if failed == 0 else f'{failed} differences'}")
sys.exit(1 if failed else 0)
EOF
exit $status
