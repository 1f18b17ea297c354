#!/usr/bin/env bash
# The files of Sources/QueryItemCoder that one call enters, for ARCHITECTURE.md's two
# walk-throughs: an encode of the README's `Search` ("One encode call, through the folders")
# and a decode of `Search` ("One decode call, through the folders"). A small driver, compiled
# against the package's debug build, makes the calls of those sections; each mode runs under
# callgrind once with one call and once with two, and a file is entered when it has more
# instructions in the run of two: the files of the second call, the coder made and used once
# (the first call also publishes `Search` into the coder's `KnownTypes`).
#
#     Scripts/walkthrough-files.sh           # prints both lists, as ARCHITECTURE.md shows them
#     Scripts/walkthrough-files.sh --check   # exit 1 when ARCHITECTURE.md's lists differ
#     Scripts/walkthrough-files.sh --write   # rewrites ARCHITECTURE.md's lists in place
#
# Cheap enough for CI (.ci/run runs --check after the debug build): `swift build --product
# query-coder` finds the libraries built, the driver is one file, and the four callgrind runs
# take a few seconds each. Needs valgrind. After a change that moves code between files, run
# --write and read the walk-through's story again: the story is prose, the lists are made.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
case "$mode" in "" | --check | --write) ;; *) echo "usage: $0 [--check | --write]" >&2; exit 2 ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product query-coder > "$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; exit 1; }
bin=$(swift build --show-bin-path)

# The calls of the two walk-throughs, N times (the README's quick start).
cat > "$work/main.swift" <<'EOF'
import QueryItemCoder

struct Search: Codable {
    var keyword: String
    var tags: [String]
    var page: Int
}

let arguments = CommandLine.arguments
let encoder = URLQueryItemEncoder()
let decoder = URLQueryItemDecoder()
var total = 0
for _ in 0..<Int(arguments[2])! {
    if arguments[1] == "encode" {
        total &+= try encoder.encodeQuery(Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2)).utf8.count
    } else {
        total &+= try decoder.decode(Search.self, from: "keyword=a%2Bb+c&tags[]=swift&page=2").page
    }
}
print(total)
EOF
# The libraries' objects, as the build's output file maps name them (a folder may still hold
# the object of a file since removed).
objects=()
for target in QueryItemCoder QueryItemCoderSupport; do
    while IFS= read -r object; do objects+=("$object"); done < <(python3 -c '
import json, sys
for source in json.load(open(sys.argv[1])).values():
    if "object" in source: print(source["object"])' "$bin/$target.build/output-file-map.json")
done
swiftc -swift-version 6 -Onone -g -I "$bin/Modules" "$work/main.swift" "${objects[@]}" -o "$work/walk" \
    2> "$work/driver.log" || { cat "$work/driver.log"; exit 1; }

# per_file MODE N: instructions per library file (`Folder/Sub/Name count`) in a run of N calls.
per_file() {
    valgrind --tool=callgrind --callgrind-out-file="$work/$1-$2.out" "$work/walk" "$1" "$2" > /dev/null 2>&1
    # Functions of the module only (`$s14QueryItemCoder…`): a lazy witness table accessor of
    # the standard library's (`$ss…Wl`) is filed under whichever of our files made it first.
    callgrind_annotate --auto=no --inclusive=no --threshold=100 "$work/$1-$2.out" 2>/dev/null |
        sed -nE 's|^ *([0-9,]+) \([ 0-9.]+%\) +[^ ]*Sources/QueryItemCoder/([A-Za-z0-9_/+]+)\.swift:\$s14QueryItemCoder.*|\2 \1|p' |
        tr -d ',' | awk '{ total[$1] += $2 } END { for (f in total) print f, total[f] }' | sort
}

# files MODE: the files the second call of MODE enters, one `Folder/Sub/Name` a line.
files() {
    join -a 1 -e 0 -o 0,1.2,2.2 <(per_file "$1" 2) <(per_file "$1" 1) | awk '$2 > $3 { print $1 }'
}

files encode > "$work/encode.txt"
files decode > "$work/decode.txt"

# The lists as ARCHITECTURE.md shows them, compared with it or written into it.
python3 - "$mode" "$work/encode.txt" "$work/decode.txt" <<'EOF'
import re, sys
mode, encode, decode = sys.argv[1], sys.argv[2], sys.argv[3]
ORDER = ["Encoding", "Decoding", "Escaping", "Fields", "Common", "Parameters", "JSON"]

def listing(path):
    """'N files in M folders:', a blank line, then '- K in `Top/`: `Sub/Name`, ...' lines."""
    files = sorted(line.strip() for line in open(path) if line.strip())
    tops = {}
    for file in files:
        top, _, rest = file.partition("/")
        tops.setdefault(top, []).append(rest or top)
    folders = {file.rsplit("/", 1)[0] if "/" in file else "." for file in files}
    lines = [f"{len(files)} files in {len(folders)} folders:", ""]
    for top in sorted(tops, key=lambda t: (ORDER.index(t) if t in ORDER else len(ORDER), t)):
        names = ", ".join(f"`{name}`" for name in tops[top])
        lines.append(f"- {len(tops[top])} in `{top}/`: {names}")
    return lines

SECTIONS = [("## One encode call", encode), ("## One decode call", decode)]
if mode == "":
    for heading, path in SECTIONS:
        print(heading.removeprefix("## ") + ":")
        print("\n".join(listing(path)))
        print()
    sys.exit(0)

text = open("ARCHITECTURE.md").read().split("\n")
status = 0
for heading, path in SECTIONS:
    start = next((i for i, line in enumerate(text) if line.startswith(heading)), None)
    block = None
    if start is not None:
        for i in range(start + 1, len(text)):
            if text[i].startswith("## "):
                break
            if re.fullmatch(r"\d+ files in \d+ folders:", text[i]):
                end = i + 2
                while end < len(text) and text[end].startswith("- "):
                    end += 1
                block = (i, end)
                break
    if block is None:
        print(f"ARCHITECTURE.md: no list of files ('N files in M folders:') under '{heading}'")
        status = 1
        continue
    made = listing(path)
    shown = text[block[0]:block[1]]
    if shown == made:
        continue
    if mode == "--write":
        text[block[0]:block[1]] = made
        print(f"ARCHITECTURE.md: rewrote the list under '{heading}'")
        continue
    status = 1
    entered = {line for line in open(path).read().split()}
    named = set()
    for line in shown[2:]:
        top = re.match(r"- \d+ in `([^`]+)/`", line)
        for name in re.findall(r"`([^`]+)`", line.split(": ", 1)[-1]):
            named.add(f"{top.group(1)}/{name}" if top else name)
    for file in sorted(entered - named):
        print(f"{heading[3:]}: enters {file}, not listed")
    for file in sorted(named - entered):
        print(f"{heading[3:]}: lists {file}, not entered")
    if entered == named:
        print(f"{heading[3:]}: the list's counts or order differ")
if mode == "--write":
    open("ARCHITECTURE.md", "w").write("\n".join(text))
elif status:
    print("Run Scripts/walkthrough-files.sh --write to rewrite the lists, then read the stories again.")
sys.exit(status)
EOF
