#!/usr/bin/env bash
# The files of Sources/QueryItemCoder that one call enters, for ARCHITECTURE.md's two
# walk-throughs ("One encode call, through the folders", "One decode call, through the
# folders"): a debug build of the Benchmarks package's `query-coder-profile`, one
# `encode flat 1` and one `decode flat 1` under callgrind against a run of none, and every
# source file of the library with more instructions in the run of one call.
#
#     Scripts/walkthrough-files.sh           # prints both lists
#     Scripts/walkthrough-files.sh --check   # exit 1 when ARCHITECTURE.md's lists differ
#
# Not a CI step: the Benchmarks package resolves Vapor and Hummingbird (it builds only the
# profile tool, which needs neither). Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --package-path Benchmarks --product query-coder-profile > "$work/build.log" 2>&1 ||
    { tail -n 30 "$work/build.log"; exit 1; }
tool="$(swift build --package-path Benchmarks --show-bin-path)/query-coder-profile"

# per_file MODE N: instructions per library file (`Folder/Sub/Name count`) in a run of
# MODE on the Flat model N times.
per_file() {
    valgrind --tool=callgrind --callgrind-out-file="$work/$1-$2.out" "$tool" "$1" flat "$2" > /dev/null 2>&1
    # Functions of the module only (`$s14QueryItemCoder…`): a lazy witness table accessor of
    # the standard library's (`$ss…Wl`) is filed under whichever of our files made it first.
    callgrind_annotate --auto=no --inclusive=no --threshold=100 "$work/$1-$2.out" 2>/dev/null |
        sed -nE 's|^ *([0-9,]+) \([ 0-9.]+%\) +[^ ]*Sources/QueryItemCoder/([A-Za-z0-9_/+]+)\.swift:\$s14QueryItemCoder.*|\2 \1|p' |
        tr -d ',' | awk '{ total[$1] += $2 } END { for (f in total) print f, total[f] }' | sort
}

# files MODE: the files one call of MODE enters, sorted, as `Folder/Sub/Name`: those with
# more instructions in a run of one call than in a run of none (which makes the coders and
# the input: `decode` encodes its input first, and that encode is left out).
files() {
    join -a 1 -e 0 -o 0,1.2,2.2 <(per_file "$1" 1) <(per_file "$1" 0) | awk '$2 > $3 { print $1 }'
}

encode_files=$(files encode)
decode_files=$(files decode)

# listing FOLDER FILES: "`Sub/Name`, `Sub/Name`" for FILES under FOLDER.
listing() {
    echo "$2" | grep "^$1/" | sed -E "s|^$1/||" | sort | sed -E 's/.*/`&`/' | paste -sd, - | sed 's/,/, /g'
}

report() {
    echo "$1:"
    for folder in Encoding Decoding Escaping Fields Common Parameters JSON; do
        local count
        count=$(echo "$2" | grep -c "^$folder/" || true)
        if [ "$count" -gt 0 ]; then echo "- $count in \`$folder/\`: $(listing "$folder" "$2")"; fi
    done
}

if [ "${1:-}" != "--check" ]; then
    report "encode flat" "$encode_files"
    report "decode flat" "$decode_files"
    exit 0
fi

# --check: every file the call enters is named in its walk-through's list, and every file
# the list names is entered.
status=0
check() {
    local section=$1 entered=$2 text named
    # The list: lines "- N in `Folder/`: `Sub/Name`, …" after "Files one" in the section.
    named=$(awk -v s="$section" '$0 ~ "^## " s {on=1; next} /^## / {on=0} on' ARCHITECTURE.md |
        grep -E '^- [0-9]+ in `[A-Za-z]+/`: ' |
        sed -E 's/^- [0-9]+ in `([A-Za-z]+)\/`: (.*)$/\1 \2/' |
        while read -r folder names; do
            echo "$names" | grep -oE '`[A-Za-z0-9_+/]+`' | tr -d '`' | sed "s|^|$folder/|"
        done | sort -u)
    if [ -z "$named" ]; then echo "$section: no list of files found"; status=1; return; fi
    local missing extra
    missing=$(comm -23 <(echo "$entered") <(echo "$named"))
    extra=$(comm -13 <(echo "$entered") <(echo "$named"))
    for file in $missing; do echo "$section: enters $file, not listed"; status=1; done
    for file in $extra; do echo "$section: lists $file, not entered"; status=1; done
}
check "One encode call" "$encode_files"
check "One decode call" "$decode_files"
exit $status
