#!/usr/bin/env python3
"""Every Swift block of README.md and of the DocC articles compiles as written.

Each ```swift block becomes the main.swift of an executable target of a client package
(.build-snippets/client) that depends on this package by path; its imports are the block's
own, nothing is added. The client package is built once, then every block whose output it
states is run and its output compared. An HTML comment on the line before the block (blank
lines between allowed) says what kind of block it is:

  (none)                  a program: compiled as it is.
  <!-- continued -->      the rest of the previous block of the same file: compiled as that
                          block followed by this one (the page reads them in that order).
  <!-- fragment -->       not a program (Package.swift lines, a member of a type, a step
                          inside a route): not compiled; the comment says so to the reader too.
  <!-- file: PATH -->     the whole of PATH in this repository, which another check compiles
                          (Examples/, built by Scripts/check-apps.sh): the block must equal it.

Stated output: a `//` comment line directly below a `print(...)` line is what that print
writes (several comment lines for several lines). A block with such lines is run, and its
standard output must equal them, in order.

Usage: Scripts/check-snippets.py [--list] [--only NAME]   (exit 1 on any failure)
"""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
MARKER = re.compile(r"<!--\s*(fragment|continued|file:\s*(\S+))\s*-->")


def blocks(path):
    """Yields (line, kind, file_path, code) for each ```swift block of `path`."""
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            kind, file_path = "program", None
            before = index - 1
            while before >= 0 and lines[before].strip() == "":
                before -= 1
            match = MARKER.search(lines[before]) if before >= 0 else None
            if match:
                kind = "file" if match.group(2) else match.group(1)
                file_path = match.group(2)
            yield start, kind, file_path, "\n".join(lines[start:end]) + "\n"
            index = end + 1
        else:
            index += 1


def stated_output(code):
    """The lines the block's prints write, by its `// ` comments below `print(` lines."""
    expected = []
    lines = code.split("\n")
    for number, line in enumerate(lines):
        if line.lstrip().startswith("print("):
            following = number + 1
            while following < len(lines) and lines[following].lstrip().startswith("//"):
                expected.append(re.sub(r"^\s*// ?", "", lines[following]))
                following += 1
    return expected


def main():
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
    programs = []  # (name, label, code, expected)
    failures = []
    for doc in DOCS:
        previous = None
        for line, kind, file_path, code in blocks(doc):
            label = f"{doc.relative_to(ROOT)}:{line}"
            if kind == "fragment":
                previous = None
                continue
            if kind == "file":
                target = ROOT / file_path
                if not target.is_file():
                    failures.append(f"{label}: names {file_path}, which does not exist")
                elif target.read_text() != code:
                    failures.append(f"{label}: differs from {file_path}")
                previous = None
                continue
            if kind == "continued":
                if previous is None:
                    failures.append(f"{label}: <!-- continued --> with no program before it")
                    continue
                code = previous + code
            prefix = doc.stem if doc.parent == ROOT else f"{doc.parent.name}_{doc.stem}"
            name = "Snippet_" + re.sub(r"[^A-Za-z0-9]", "_", f"{prefix}_{line}")
            programs.append((name, label, code, stated_output(code)))
            previous = code
    if "--list" in sys.argv:
        for name, label, code, expected in programs:
            print(f"{label}: {name}{' (run)' if expected else ''}")
        return 0
    if only:
        programs = [p for p in programs if p[0] == only or p[1] == only]

    client = ROOT / ".build-snippets" / "client"
    sources = client / "Sources"
    if sources.exists():
        for old in sources.iterdir():
            if old.name not in {p[0] for p in programs}:
                for file in old.iterdir():
                    file.unlink()
                old.rmdir()
    for name, label, code, expected in programs:
        folder = sources / name
        folder.mkdir(parents=True, exist_ok=True)
        main = folder / "main.swift"
        if not main.exists() or main.read_text() != code:
            main.write_text(code)
    targets = ",\n".join(
        f'        .executableTarget(name: "{name}", dependencies: libraries, path: "Sources/{name}")'
        for name, _, _, _ in programs)
    manifest = f"""// swift-tools-version: 6.2
import PackageDescription

// Generated by Scripts/check-snippets.py: one executable per Swift block of the docs.
let libraries: [Target.Dependency] = [
    .product(name: "QueryItemCoder", package: "QueryItemCoder"),
    .product(name: "QueryItemCoderSupport", package: "QueryItemCoder"),
    .product(name: "QueryItemCoderNetworking", package: "QueryItemCoder"),
]
let package = Package(
    name: "SnippetClient",
    dependencies: [.package(name: "QueryItemCoder", path: "{ROOT}")],
    targets: [
{targets}
    ],
    swiftLanguageModes: [.v6]
)
"""
    (client / "Package.swift").write_text(manifest)
    build = subprocess.run(["swift", "build", "--package-path", str(client)],
                           capture_output=True, text=True)
    if build.returncode != 0:
        # Name each failing block by its file and line.
        by_name = {name: label for name, label, _, _ in programs}
        for line in (build.stdout + build.stderr).split("\n"):
            match = re.search(r"Sources/(Snippet_\w+)/main\.swift:(\d+):(\d+): error: (.*)", line)
            if match:
                failures.append(f"{by_name.get(match.group(1), match.group(1))} (block line "
                                f"{match.group(2)}): error: {match.group(4)}")
        if not any("error:" in f for f in failures):
            failures.append("swift build of the client package failed:\n"
                            + "\n".join((build.stdout + build.stderr).split("\n")[-30:]))
    else:
        binaries = client / ".build" / "debug"
        for name, label, code, expected in programs:
            if not expected:
                continue
            run = subprocess.run([str(binaries / name)], capture_output=True, text=True, timeout=60)
            actual = run.stdout.rstrip("\n").split("\n") if run.stdout else []
            if run.returncode != 0:
                failures.append(f"{label}: exit {run.returncode}: {run.stderr.strip()[:400]}")
            elif actual != expected:
                failures.append(f"{label}: printed {actual}, the block states {expected}")
            else:
                print(f"ok: {label} printed what it states ({len(expected)} lines)")
    compiled = len(programs)
    ran = sum(1 for p in programs if p[3])
    for failure in sorted(set(failures)):
        print(f"FAIL: {failure}")
    print(f"check-snippets: {compiled} programs compiled, {ran} run, {len(set(failures))} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
