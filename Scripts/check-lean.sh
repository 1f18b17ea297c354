#!/usr/bin/env bash
# Checks that the libraries stay lean on Linux (issue 13).
#
#   Scripts/check-lean.sh            # both checks
#   Scripts/check-lean.sh imports    # only the source check (no build)
#
# 1. imports: lists every file of the QueryItemCoder and QueryItemCoderSupport targets that
#    imports full Foundation (or FoundationNetworking) outside the
#    `#if canImport(FoundationEssentials) … #else … #endif` header, or with the
#    FoundationFormatters trait only; and every use of API that is only in full Foundation
#    (NSLock, DateFormatter, CharacterSet, NSString…) outside trait-guarded code.
# 2. binary: builds `query-coder` in release mode (default traits) and checks with `ldd` that
#    it links none of libFoundation, libFoundationInternationalization, lib_FoundationICU,
#    libFoundationNetworking, libcurl. Prints its size and the libraries it links.
#    Then builds a tiny executable that depends on the QueryItemCoder product with
#    `--static-swift-stdlib` in a scratch package (needs no libcurl development files).
# Exit 1 when any check fails. Linux only for the binary checks (ldd).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
what="${1:-all}"
status=0

echo "== files of the libraries importing full Foundation"
# A file passes when each `import Foundation` sits in the #else branch of
# `#if canImport(FoundationEssentials)` or in a branch guarded by the FoundationFormatters trait.
offenders=$(awk '
    FNR == 1 { branch = "" }
    /^#if canImport\(FoundationEssentials\)/ { branch = "essentials"; next }
    /^#if .*FoundationFormatters/ { branch = "trait"; next }
    /^#else/ { if (branch == "essentials") branch = "essentials-else"; next }
    /^#endif/ { branch = ""; next }
    /^(@_exported )?(public |package |internal )?import (Foundation|FoundationNetworking)$/ {
        if (branch != "essentials-else" && branch != "trait") print FILENAME ":" FNR ": " $0
    }' $(find Sources/QueryItemCoder Sources/QueryItemCoderSupport -name '*.swift' | sort))
if [ -n "$offenders" ]; then echo "$offenders"; status=1; else echo "none"; fi

echo "== Foundation-only API outside trait-guarded code"
api=$(awk '
    FNR == 1 { guarded = 0 }
    /^[[:space:]]*#if .*FoundationFormatters/ { guarded = 1 }
    /^[[:space:]]*#endif/ { guarded = 0 }
    /^[[:space:]]*\/\/\// { next }
    /NSLock|NSRecursiveLock|DateFormatter\(|DateFormatter\)|CharacterSet|NSString|NSNumber|String\(format:|addingPercentEncoding|URLRequest|ProcessInfo\.processInfo\.environment\["LANG/ {
        if (!guarded) print FILENAME ":" FNR ": " $0
    }' $(find Sources/QueryItemCoder Sources/QueryItemCoderSupport -name '*.swift' | sort))
if [ -n "$api" ]; then echo "$api"; status=1; else echo "none"; fi

if [ "$what" = imports ]; then exit $status; fi

echo "== release query-coder"
swift build -c release --product query-coder 2>&1 | grep -E "error|warning:|Compiling|Build" | tail -n 3
binary=$(swift build -c release --show-bin-path)/query-coder
echo "size: $(stat -c %s "$binary") bytes ($(du -h "$binary" | cut -f1))"
ldd "$binary"
heavy=$(ldd "$binary" | grep -E 'libFoundation\.so|libFoundationInternationalization|lib_FoundationICU|libFoundationNetworking|libcurl' || true)
if [ -n "$heavy" ]; then echo "FAIL: query-coder links:"; echo "$heavy"; status=1; else echo "ok: no full Foundation, ICU, FoundationNetworking or libcurl"; fi

echo "== static executable depending on QueryItemCoder (--static-swift-stdlib)"
scratch=$(mktemp -d)
mkdir -p "$scratch/Sources/LeanProbe"
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "LeanProbe",
    dependencies: [.package(name: "QueryItemCoder", path: "$root")],
    targets: [.executableTarget(name: "LeanProbe", dependencies: [.product(name: "QueryItemCoder", package: "QueryItemCoder")])]
)
SWIFT
cat > "$scratch/Sources/LeanProbe/main.swift" <<'SWIFT'
import QueryItemCoder
struct Search: Codable { var keyword: String; var tags: [String] }
let query = try URLQueryItemEncoder().encodeQuery(Search(keyword: "1+1 b", tags: ["x"]))
let back = try URLQueryItemDecoder().decode(Search.self, from: query)
print(query, back.keyword == "1+1 b" ? "ok" : "MISMATCH")
SWIFT
if (cd "$scratch" && swift build -c release --static-swift-stdlib 2>&1 | tail -n 3); then
    probe="$scratch/.build/release/LeanProbe"
    echo "size: $(stat -c %s "$probe") bytes ($(du -h "$probe" | cut -f1))"
    ldd "$probe" || true
    "$probe"
else
    echo "FAIL: the static build did not link"; status=1
fi
rm -rf "$scratch"
exit $status
