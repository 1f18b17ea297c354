#!/usr/bin/env python3
"""The edits of issue 13 (lean core) in Sources/QueryItemCoder/Encoding/ and Decoding/.

Those folders were being rewritten by other helpers when the rest of the lean core was done,
so these edits are applied once, after their branches are merged, then this script is
deleted. It is idempotent and matches patterns, not line numbers:

1. `import Foundation` at the top of a file becomes the FoundationEssentials header; in the
   files that name `DateFormatter`, it becomes the trait header (full Foundation only with the
   FoundationFormatters trait or where FoundationEssentials does not exist, i.e. Apple).
2. Files calling memchr/memcmp import the C library (Foundation used to re-export it).
3. `NSLock()` becomes the package's `Lock()` (QueryItemCoderSupport/Common/Lock.swift), and
   `import QueryItemCoderSupport` is added where missing.
4. `case formatted(DateFormatter)` and the two `case .formatted(let formatter):` branches go
   inside `#if FoundationFormatters || !canImport(FoundationEssentials)`.
5. The `URLRequest` extension and the FoundationNetworking import leave
   URLQueryItemEncoder+Outputs.swift (they are in QueryItemCoderNetworking now).

Then check with `Scripts/check-lean.sh`.
"""
import glob
import os
import re
import sys

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
GUARD = "FoundationFormatters || !canImport(FoundationEssentials)"
ESSENTIALS = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
TRAIT = (f"#if {GUARD}\nimport Foundation // DateFormatter, for the .formatted date strategies\n"
         "#else\nimport FoundationEssentials\n#endif\n")
LIBC = ("#if canImport(Darwin)\nimport Darwin // memchr, memcmp\n#elseif canImport(Glibc)\nimport Glibc\n"
        "#elseif canImport(Musl)\nimport Musl\n#elseif canImport(ucrt)\nimport ucrt\n#endif\n")

changed = []
files = sorted(glob.glob("Sources/QueryItemCoder/Encoding/**/*.swift", recursive=True)
               + glob.glob("Sources/QueryItemCoder/Decoding/**/*.swift", recursive=True))
for path in files:
    text = open(path).read()
    original = text
    if path.endswith("URLQueryItemEncoder+Outputs.swift"):
        text = text.replace("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n", "")
        match = re.search(r"\nextension URLRequest \{.*?\n\}\n", text, re.S)
        if match:
            text = text[:match.start()].rstrip("\n") + "\n" + text[match.end():]
    uses_formatter = "DateFormatter" in re.sub(r"^\s*///.*$", "", text, flags=re.M) or ".formatted(let formatter)" in text
    if text.startswith("import Foundation\n"):
        text = (TRAIT if uses_formatter else ESSENTIALS) + text[len("import Foundation\n"):]
    header_end = text.find("#endif\n") + len("#endif\n") if text.startswith("#if ") else 0
    if re.search(r"\bmem(chr|cmp|cpy|move|set)\(", text) and "import Glibc" not in text:
        text = text[:header_end] + LIBC + text[header_end:]
    if "NSLock()" in text:
        text = text.replace("NSLock()", "Lock()")
        if "import QueryItemCoderSupport" not in text:
            text = text[:header_end] + "import QueryItemCoderSupport // Lock\n" + text[header_end:]
    if not re.search(r"#if .*FoundationFormatters.*\n\s*case formatted\(DateFormatter\)", text):
        text = re.sub(r"\n(\s*)case formatted\(DateFormatter\)\n",
                      lambda m: f"\n{m[1]}#if {GUARD}\n{m[1]}case formatted(DateFormatter)\n{m[1]}#endif\n", text)
    if not re.search(r"#if .*FoundationFormatters.*\n\s*case \.formatted", text):
        text = re.sub(r"\n(\s*)case \.formatted\(let formatter\):\n((?:\1    .*\n)+)",
                      lambda m: f"\n{m[1]}#if {GUARD}\n{m[1]}case .formatted(let formatter):\n{m[2]}{m[1]}#endif\n", text)
    if text != original:
        open(path, "w").write(text)
        changed.append(path)
print("\n".join(changed) if changed else "nothing to change", file=sys.stderr)
