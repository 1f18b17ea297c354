#!/usr/bin/env bash
# Builds the DocC documentation of each library and fails on any DocC warning.
#
#   Scripts/docc.sh [output-dir]      # default: .build-docc/archives
#
# 1. Builds the libraries (debug, in .build-docc so that the main .build keeps its flags)
#    with the compiler emitting symbol graphs (public symbols) into .build-docc/symbol-graphs.
# 2. For each catalog (Sources/QueryItemCoder/QueryItemCoder.docc,
#    Sources/QueryItemCoderSupport/QueryItemCoderSupport.docc) runs `docc convert` with that
#    module's symbol graphs (its own and its extensions' `Module@Other.symbols.json`) and
#    `--warnings-as-errors`, writing a .doccarchive.
# docc comes with the toolchain (`docc` on PATH, else next to `swift`; there is no `xcrun`
# on Linux). Exit 1 on a build error or a DocC warning.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docc
out="${1:-$scratch/archives}"
graphs="$scratch/symbol-graphs"

docc=$(command -v docc || true)
if [ -z "$docc" ]; then docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"; fi
[ -x "$docc" ] || { echo "docc not found (looked on PATH and next to swift)"; exit 1; }

# Not emptied: a build with nothing to recompile emits no graph, and the graphs of the last
# compilation are the current ones.
mkdir -p "$graphs" "$out"
echo "== symbol graphs"
swift build --scratch-path "$scratch" --target QueryItemCoder \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public 2>&1 | grep -E "error|warning:|Build" | tail -n 5

status=0
for module in QueryItemCoder QueryItemCoderSupport; do
    echo "== $module"
    dir="$scratch/graphs-$module"
    rm -rf "$dir" && mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$dir/"
    done
    if ! "$docc" convert "Sources/$module/$module.docc" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.swift.$module" \
        --additional-symbol-graph-dir "$dir" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors; then
        status=1
    fi
done
exit $status
