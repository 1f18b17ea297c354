#!/usr/bin/env bash
# The Apple availability audit (issue 19, "Apple platforms, declared and audited"): every
# standard-library and Foundation declaration the three libraries reference, read from the
# index store of the debug build, is checked against the availability the toolchain's own
# symbol graphs record and against Package.swift's `platforms:`; a use newer than those
# minimums outside `#available`/`@available` fails. Scripts/check-availability.py says how.
#
# First a self-test: a scratch package with planted `String.utf8.span` and `Mutex` uses, one
# unguarded and one guarded each, must give exactly the unguarded ones. Then the audit of the
# libraries, over .build (the default build) and .build-traits (the FoundationFormatters
# build, whose DateFormatter code is what Apple platforms compile) when it exists.
#
# Usage: Scripts/check-availability.sh [extra arguments for check-availability.py]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .build/debug/index/store ]; then
  swift build
fi
exec python3 Scripts/check-availability.py --self-test "$@"
