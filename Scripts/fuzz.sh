#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs each one in turn.
#
#   Scripts/fuzz.sh [seconds] [target...]
#
# seconds: how long each target runs (default 60). targets: decode, roundtrip, escaping (default all).
# The library is compiled from Sources/ into the fuzz binaries with coverage and
# AddressSanitizer (-sanitize=fuzzer,address, optimised: FUZZ_OPT=-Onone for a debug build).
# Each target starts from its committed seed corpus, Fuzz/corpus/<target>/, and keeps what it
# finds in .build-fuzz/corpus/<target>/ (not committed). A crash, a leak, a sanitizer report
# or an input slower than FUZZ_TIMEOUT seconds (default 10) is written to
# .build-fuzz/artifacts/<target>/ and makes the script exit 1.
# Extra libFuzzer flags: FUZZ_FLAGS="-max_len=8192".
set -euo pipefail

cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(decode roundtrip escaping); fi

build=.build-fuzz
opt="${FUZZ_OPT:--O}"
# -package-name: the libraries share `package` declarations (QueryItemCoderSupport's Lock).
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name QueryItemCoder "$opt" -g -I "$build")
mkdir -p "$build"

echo "== building QueryItemCoderSupport and QueryItemCoder ($opt, fuzzer+address)"
swiftc "${flags[@]}" -wmo -module-name QueryItemCoderSupport -emit-module \
    -emit-module-path "$build/QueryItemCoderSupport.swiftmodule" -c -o "$build/QueryItemCoderSupport.o" \
    $(find Sources/QueryItemCoderSupport -name '*.swift' | sort)
swiftc "${flags[@]}" -wmo -module-name QueryItemCoder -emit-module \
    -emit-module-path "$build/QueryItemCoder.swiftmodule" -c -o "$build/QueryItemCoder.o" \
    $(find Sources/QueryItemCoder -name '*.swift' | sort)

# The round-trip target shares the test suite's document model and settings (one source).
sources_decode=(Fuzz/Targets/FuzzInput.swift Fuzz/Targets/DecodeFuzzer.swift)
sources_roundtrip=(Fuzz/Targets/FuzzInput.swift Fuzz/Targets/RoundTripFuzzer.swift
    Tests/QueryItemCoderTests/PropertyDocument.swift Tests/QueryItemCoderTests/PropertyDocument+Codable.swift
    Tests/QueryItemCoderTests/PropertySettings.swift Tests/QueryItemCoderTests/PropertyGenerator.swift)
# The percent-decoder and encoder against plain references (issue 39).
sources_escaping=(Fuzz/Targets/EscapingFuzzer.swift)

status=0
for target in "${targets[@]}"; do
    case "$target" in
        decode) sources=("${sources_decode[@]}") ;;
        roundtrip) sources=("${sources_roundtrip[@]}") ;;
        escaping) sources=("${sources_escaping[@]}") ;;
        *) echo "unknown target: $target (decode, roundtrip, escaping)" >&2; exit 2 ;;
    esac
    echo "== building $target"
    swiftc "${flags[@]}" -module-name "Fuzz_$target" "${sources[@]}" \
        "$build/QueryItemCoderSupport.o" "$build/QueryItemCoder.o" -o "$build/fuzz-$target"

    corpus="$build/corpus/$target"
    artifacts="$build/artifacts/$target/"
    mkdir -p "$corpus" "$artifacts"
    echo "== running $target for ${seconds}s"
    set +e
    # libFuzzer prints the stack of a crash itself. Swift's backtracer, which would run on the
    # same signal, reads the crashed stack in a way AddressSanitizer reports as a
    # stack-buffer-underflow in CrashHandlerLinux.cpp, hiding the real finding, and can then
    # wait on its 30 s timeout: it is off here.
    SWIFT_BACKTRACE=enable=no "$build/fuzz-$target" "$corpus" "Fuzz/corpus/$target" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 \
        -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts" ${FUZZ_FLAGS:-} \
        2>&1 | tee "$build/$target.log" | grep -v '^#[0-9].*\(NEW\|REDUCE\|pulse\)' 
    result=${PIPESTATUS[0]}
    set -e
    if [ "$result" -ne 0 ]; then
        echo "== $target FAILED (exit $result); see $artifacts and $build/$target.log" >&2
        status=1
    else
        echo "== $target: no findings"
    fi
done
exit $status
