#!/usr/bin/env python3
"""Apple availability audit of the libraries (ARCHITECTURE.md, "Platforms and their branches").

Every standard-library and Foundation declaration the code under --sources references is
looked up in the toolchain's own availability records, and each use that needs a newer Apple
OS than Package.swift's `platforms:` and is not behind `#available` / `@available` is an error.

- What the code references comes from the index store that a debug `swift build` writes
  (.build/debug/index/store), read with the toolchain's libIndexStore: one occurrence per
  reference, with the referenced declaration's USR and its line and column.
- What each declaration needs comes from `swift-symbolgraph-extract` run on the toolchain's
  modules (Swift, _Concurrency, Synchronization, Dispatch, the Foundation modules). The Linux
  toolchain's modules keep the Apple `@available` attributes. A back-deployed declaration
  (`ContiguousArray.span`, `Span`, `Array(capacity:initializingWith:)`) carries the version it
  is back-deployed to, so it passes; `Array.span` or `String.UTF8View.span` carry macOS 26.
  A member inherits the availability of the type it belongs to. visionOS follows iOS where a
  declaration names no visionOS version.
- Guards: a reference inside the braces of `if #available(...)`, after a `guard #available(...)`
  up to the end of its block, or inside the declaration an `@available(...)` attribute opens,
  counts as guarded for the platforms and versions listed there.

Limits, printed at the end of a run: code inside `#if canImport(Darwin)` branches is not built
on Linux and so not audited; declarations of swift-corelibs-foundation that carry no Apple
availability on Linux are counted and assumed as old as Foundation's Swift overlay.

Usage: check-availability.py [--store DIR]... [--sources DIR]... [--self-test]
"""

import argparse
import ctypes
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

APPLE = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
MODULES = ["Swift", "_Concurrency", "Synchronization", "Dispatch", "FoundationEssentials",
           "FoundationInternationalization", "Foundation", "FoundationNetworking"]
ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
DEPENDENCY_RECORD = 2


def version(text):
    return tuple(int(part) for part in text.split(".")) + (0,) * (3 - len(text.split(".")))


def show(v):
    return ".".join(str(part) for part in (v[:2] if v[2] == 0 else v))


# Package.swift ----------------------------------------------------------------------------

def minimums(package_swift):
    """The `platforms:` of Package.swift: {"macOS": (10, 15, 0), ...}."""
    text = open(package_swift).read()
    found = {name: version(v.replace("_", ".")) for name, v in
             re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v([0-9_]+)\)", text)}
    missing = [name for name in APPLE if name not in found]
    if missing:
        sys.exit(f"check-availability: Package.swift declares no {', '.join(missing)} minimum")
    return found


# Symbol graphs -----------------------------------------------------------------------------

def extract_symbol_graphs(directory):
    target = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                            check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    for module in MODULES:
        out = os.path.join(directory, module)
        os.makedirs(out, exist_ok=True)
        result = subprocess.run(["swift-symbolgraph-extract", "-module-name", module,
                                 "-target", triple, "-output-dir", out,
                                 "-minimum-access-level", "public"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            print(f"check-availability: no symbol graph for {module}: "
                  f"{result.stderr.strip()[:200]}", file=sys.stderr)


def requirements(directory):
    """USR -> (name, {platform: version or "unavailable"}), members inheriting their type's."""
    own = {}
    names = {}
    parent = {}
    modules = {}
    signatures = {}
    requirement = set()
    for path in glob.glob(os.path.join(directory, "*", "*.symbols.json")):
        graph = json.load(open(path))
        module = os.path.basename(path).split("@")[0].split(".")[0]
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            names[usr] = ".".join(symbol["pathComponents"])
            modules[usr] = module
            heading = "".join(f["spelling"] for f in symbol["names"].get("subHeading", []))
            signatures.setdefault((names[usr], heading), []).append(usr)
            needs = own.setdefault(usr, {})
            for entry in symbol.get("availability") or []:
                domain = entry.get("domain")
                if domain not in APPLE:
                    continue
                if entry.get("isUnconditionallyUnavailable"):
                    needs[domain] = "unavailable"
                elif "introduced" in entry and needs.get(domain) != "unavailable":
                    v = entry["introduced"]
                    needs[domain] = max(needs.get(domain, (0, 0, 0)),
                                        (v["major"], v.get("minor", 0), v.get("patch", 0)))
        for relation in graph.get("relationships", []):
            if relation["kind"] in ("memberOf", "optionalRequirementOf", "requirementOf"):
                parent.setdefault(relation["source"], relation["target"])
            if relation["kind"] in ("requirementOf", "optionalRequirementOf"):
                requirement.add(relation["source"])
    resolved = {}

    def effective(usr, depth=0):
        if usr in resolved:
            return resolved[usr]
        needs = dict(own.get(usr, {}))
        if usr in parent and depth < 20:
            for domain, v in effective(parent[usr], depth + 1).items():
                if needs.get(domain) == "unavailable" or v == "unavailable":
                    needs[domain] = "unavailable"
                else:
                    needs[domain] = max(needs.get(domain, (0, 0, 0)), v)
        if "visionOS" not in needs and isinstance(needs.get("iOS"), tuple):
            ios = needs["iOS"]
            needs["visionOS"] = ios if ios[0] >= 26 else ((ios[0] - 16, ios[1], 0) if ios[0] >= 17 else (1, 0, 0))
        resolved[usr] = needs
        return needs

    # A protocol requirement added later (FixedWidthInteger.&* in Swift 6.0) keeps the
    # protocol extension's member of the same name and signature as its default
    # implementation; a caller on an older OS reaches that one, so the requirement counts as
    # old as the oldest such member.
    fallbacks = {}
    for same in signatures.values():
        for usr in same:
            if usr in requirement:
                fallbacks[usr] = [other for other in same if other != usr]
    return {usr: (names[usr], modules[usr], effective(usr),
                  [effective(other) for other in fallbacks.get(usr, [])]) for usr in own}


# Index store ------------------------------------------------------------------------------

class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


def index_library():
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
    lib_dir = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swift))), "lib")
    for name in ("libIndexStore.so", "libIndexStore.dylib"):
        if os.path.exists(os.path.join(lib_dir, name)):
            lib = ctypes.CDLL(os.path.join(lib_dir, name))
            break
    else:
        sys.exit(f"check-availability: no libIndexStore in {lib_dir}")
    p = ctypes.c_void_p
    for name, restype, argtypes in [
        ("indexstore_store_create", p, [ctypes.c_char_p, ctypes.POINTER(p)]),
        ("indexstore_store_units_apply_f", ctypes.c_bool, [p, ctypes.c_uint, p, p]),
        ("indexstore_unit_reader_create", p, [p, ctypes.c_char_p, ctypes.POINTER(p)]),
        ("indexstore_unit_reader_dispose", None, [p]),
        ("indexstore_unit_reader_get_main_file", StringRef, [p]),
        ("indexstore_unit_reader_get_modification_time", None,
         [p, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
        ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, [p, p, p]),
        ("indexstore_unit_dependency_get_kind", ctypes.c_int, [p]),
        ("indexstore_unit_dependency_get_name", StringRef, [p]),
        ("indexstore_record_reader_create", p, [p, ctypes.c_char_p, ctypes.POINTER(p)]),
        ("indexstore_record_reader_dispose", None, [p]),
        ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, [p, p, p]),
        ("indexstore_occurrence_get_symbol", p, [p]),
        ("indexstore_occurrence_get_roles", ctypes.c_uint64, [p]),
        ("indexstore_occurrence_get_line_col", None,
         [p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        ("indexstore_symbol_get_usr", StringRef, [p]),
        ("indexstore_symbol_get_name", StringRef, [p]),
    ]:
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


def references(lib, store_path, source_dirs):
    """{file: {(line, column, usr, name)}} for the newest unit of each file under source_dirs."""
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(ctypes.c_void_p()))
    if not store:
        sys.exit(f"check-availability: cannot open the index store {store_path}")
    unit_names = []
    UnitApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
    lib.indexstore_store_units_apply_f(store, 0, None,
                                       UnitApplier(lambda _, name: unit_names.append(name.text()) or True))
    newest = {}
    for unit_name in unit_names:
        reader = lib.indexstore_unit_reader_create(store, unit_name.encode(),
                                                   ctypes.byref(ctypes.c_void_p()))
        if not reader:
            continue
        main = os.path.realpath(lib.indexstore_unit_reader_get_main_file(reader).text() or "/")
        if os.path.isfile(main) and any(main.startswith(d + os.sep) for d in source_dirs):
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds),
                                                             ctypes.byref(nanoseconds))
            records = []
            DependencyApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)

            def dependency(_, dep):
                if lib.indexstore_unit_dependency_get_kind(dep) == DEPENDENCY_RECORD:
                    records.append(lib.indexstore_unit_dependency_get_name(dep).text())
                return True
            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, DependencyApplier(dependency))
            stamp = (seconds.value, nanoseconds.value)
            if main not in newest or newest[main][0] < stamp:
                newest[main] = (stamp, records)
        lib.indexstore_unit_reader_dispose(reader)
    found = {}
    OccurrenceApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
    for main, (_, records) in newest.items():
        uses = found.setdefault(main, set())

        def occurrence(_, occ):
            roles = lib.indexstore_occurrence_get_roles(occ)
            if roles & ROLE_REFERENCE and not roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                symbol = lib.indexstore_occurrence_get_symbol(occ)
                line, column = ctypes.c_uint(), ctypes.c_uint()
                lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
                uses.add((line.value, column.value, lib.indexstore_symbol_get_usr(symbol).text(),
                          lib.indexstore_symbol_get_name(symbol).text()))
            return True
        callback = OccurrenceApplier(occurrence)
        for record in records:
            reader = lib.indexstore_record_reader_create(store, record.encode(),
                                                         ctypes.byref(ctypes.c_void_p()))
            if reader:
                lib.indexstore_record_reader_occurrences_apply_f(reader, None, callback)
                lib.indexstore_record_reader_dispose(reader)
    return found


# Guards in the source ---------------------------------------------------------------------

def code_only(lines):
    """The lines with comments and string literals blanked, so that braces count."""
    result = []
    in_block_comment = False
    in_multiline_string = False
    for line in lines:
        out = []
        i = 0
        while i < len(line):
            if in_block_comment:
                end = line.find("*/", i)
                if end < 0:
                    break
                in_block_comment, i = False, end + 2
            elif in_multiline_string:
                end = line.find('"""', i)
                if end < 0:
                    break
                in_multiline_string, i = False, end + 3
            elif line.startswith("//", i):
                break
            elif line.startswith("/*", i):
                in_block_comment, i = True, i + 2
            elif line.startswith('"""', i):
                in_multiline_string, i = True, i + 3
            elif line[i] == '"':
                j = i + 1
                while j < len(line) and line[j] != '"':
                    j += 2 if line[j] == "\\" else 1
                out.append('""')
                i = j + 1
            else:
                out.append(line[i])
                i += 1
        result.append("".join(out))
    return result


def platforms_in(arguments):
    return {name: version(v) for name, v in
            re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+([0-9.]+)", arguments)}


def guarded_regions(lines):
    """[(first line, last line, {platform: version})], 1-based and inclusive."""
    code = code_only(lines)
    flat = "\n".join(code)
    line_starts = [0]
    for line in code:
        line_starts.append(line_starts[-1] + len(line) + 1)

    def line_of(offset):
        low, high = 0, len(line_starts) - 1
        while low < high:
            mid = (low + high + 1) // 2
            if line_starts[mid] <= offset:
                low = mid
            else:
                high = mid - 1
        return low + 1

    def matching_brace(open_offset):
        depth = 0
        for k in range(open_offset, len(flat)):
            if flat[k] == "{":
                depth += 1
            elif flat[k] == "}":
                depth -= 1
                if depth == 0:
                    return k
        return len(flat) - 1

    def enclosing_close(offset):
        depth = 0
        for k in range(offset, len(flat)):
            if flat[k] == "{":
                depth += 1
            elif flat[k] == "}":
                if depth == 0:
                    return k
                depth -= 1
        return len(flat) - 1

    regions = []
    for match in re.finditer(r"(@available|#available)\s*\(([^)]*)\)", flat):
        versions = platforms_in(match.group(2))
        if not versions:
            continue
        before = flat[max(0, match.start() - 40):match.start()]
        if match.group(1) == "#available" and re.search(r"\bguard\s+$", before.split("\n")[-1]):
            end = enclosing_close(match.end())
        else:
            brace = flat.find("{", match.end())
            end = matching_brace(brace) if brace >= 0 else match.end()
        regions.append((line_of(match.start()), line_of(end), versions))
    return regions


def darwin_only_lines(lines):
    count, depth_stack = 0, []
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("#if"):
            depth_stack.append("canImport(Darwin)" in stripped or "os(macOS)" in stripped)
        elif stripped.startswith(("#elseif", "#else")) and depth_stack:
            depth_stack[-1] = "canImport(Darwin)" in stripped
        elif stripped.startswith("#endif") and depth_stack:
            depth_stack.pop()
        elif any(depth_stack):
            count += 1
    return count


# The audit --------------------------------------------------------------------------------

def too_new(required, floors):
    """The platforms on which `required` asks for more than `floors` gives."""
    late = []
    for platform in APPLE:
        need = required.get(platform)
        if need == "unavailable":
            late.append(f"{platform} (unavailable)")
        elif need is not None and need > floors[platform]:
            late.append(f"{platform} {show(need)}")
    return late


def audit(stores, source_dirs, graphs_dir, package_swift, quiet=False):
    floors = minimums(package_swift)
    needs = requirements(graphs_dir)
    lib = index_library()
    uses = {}
    for store in stores:
        for path, found in references(lib, store, source_dirs).items():
            uses.setdefault(path, set()).update(found)
    if not uses:
        sys.exit("check-availability: the index stores hold no unit of the audited sources; "
                 "run `swift build` first")
    errors = []
    checked = unknown = 0
    for path in sorted(uses):
        lines = open(path).read().split("\n")
        regions = guarded_regions(lines)
        for line, column, usr, name in sorted(uses[path]):
            if usr not in needs:
                continue
            checked += 1
            symbol_name, module, required, fallbacks = needs[usr]
            if not required:
                unknown += module.startswith("Foundation")
                continue
            ranges = {}
            for platform in APPLE:
                ranges[platform] = floors[platform]
                for first, last, versions in regions:
                    if first <= line <= last and platform in versions:
                        ranges[platform] = max(ranges[platform], versions[platform])
            late = too_new(required, ranges)
            if late and any(not too_new(other, ranges) for other in fallbacks):
                late = []
            if late:
                errors.append(f"{os.path.relpath(path)}:{line}:{column}: error: '{symbol_name}' "
                              f"needs {', '.join(late)}; put it behind #available or use an "
                              f"older declaration")
    for error in errors:
        print(error)
    if not quiet:
        floor_text = ", ".join(f"{p} {show(floors[p])}" for p in APPLE)
        darwin = sum(darwin_only_lines(open(p).read().split("\n")) for p in uses)
        print(f"check-availability: {len(uses)} files, {checked} references to toolchain "
              f"declarations checked against {floor_text}; {len(errors)} too new")
        print(f"  not audited: {darwin} lines in #if canImport(Darwin) branches (not built on "
              f"Linux); {unknown} references to declarations with no Apple availability in the "
              f"Linux toolchain (swift-corelibs-foundation), taken as old as Foundation")
        print("  (the tool, Sources/query-coder, is audited with --sources Sources/query-coder)")
    return errors


def self_test(graphs_dir, package_swift, root):
    """Plants `String.utf8.span` and `Mutex` unguarded and guarded in a scratch package and
    checks that the audit reports exactly the unguarded ones, and that back-deployed
    `ContiguousArray.span` passes."""
    scratch = tempfile.mkdtemp(prefix="availability-self-test-")
    os.makedirs(os.path.join(scratch, "Sources", "Planted"))
    with open(os.path.join(scratch, "Package.swift"), "w") as f:
        f.write(open(package_swift).read().split("let package")[0].split("import PackageDescription")[0]
                + "import PackageDescription\n"
                + "let package = Package(name: \"Planted\", platforms: [.macOS(.v10_15), .iOS(.v13), "
                  ".tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],\n"
                  "    targets: [.target(name: \"Planted\")])\n")
    source = '''import Synchronization

public func unguardedSpan(_ s: String) -> Int {
    s.utf8.span.count // PLANTED 1
}

public func guardedSpan(_ s: String) -> Int {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return s.utf8.span.count
    }
    return 0
}

public func backDeployed(_ a: ContiguousArray<UInt8>) -> Int {
    a.span.count
}

public final class Unguarded: Sendable {
    let lock = Mutex(0) // PLANTED 2
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class Guarded: Sendable {
    let lock = Mutex(0)
}

public func guardedLater(_ s: String) -> Int {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return 0 }
    return s.utf8.span.count
}
'''
    with open(os.path.join(scratch, "Sources", "Planted", "Planted.swift"), "w") as f:
        f.write(source)
    build = subprocess.run(["swift", "build", "--package-path", scratch], capture_output=True,
                           text=True)
    if build.returncode != 0:
        print(build.stdout[-2000:], build.stderr[-2000:])
        sys.exit("check-availability self-test: the planted package does not build")
    errors = audit([os.path.join(scratch, ".build", "debug", "index", "store")],
                   [os.path.realpath(os.path.join(scratch, "Sources"))], graphs_dir,
                   os.path.join(scratch, "Package.swift"), quiet=True)
    planted = sorted(i + 1 for i, line in enumerate(source.split("\n")) if "PLANTED" in line)
    reported = sorted({int(e.split(":")[1]) for e in errors})
    names = " ".join(errors)
    ok = (reported == planted and "String.UTF8View.span" in names and "Mutex" in names
          and "ContiguousArray" not in names)
    print(f"check-availability self-test: planted lines {planted}, reported {reported}: "
          f"{'ok' if ok else 'FAILED'}")
    subprocess.run(["rm", "-rf", scratch])
    return ok


def main():
    root = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--store", action="append",
                        help="an index store (default: .build/debug/index/store, and "
                             ".build-traits/debug/index/store when it exists)")
    parser.add_argument("--sources", action="append",
                        help="a source folder to audit (default: the three libraries)")
    parser.add_argument("--self-test", action="store_true",
                        help="first check that planted uses of String.utf8.span and Mutex are caught")
    args = parser.parse_args()
    stores = args.store or [s for s in (os.path.join(root, ".build/debug/index/store"),
                                        os.path.join(root, ".build-traits/debug/index/store"))
                            if os.path.isdir(s)]
    sources = [os.path.realpath(s) for s in (args.sources or [
        os.path.join(root, "Sources", name) for name in
        ("QueryItemCoder", "QueryItemCoderSupport", "QueryItemCoderNetworking")])]
    graphs = tempfile.mkdtemp(prefix="availability-graphs-")
    extract_symbol_graphs(graphs)
    ok = True
    if args.self_test:
        ok = self_test(graphs, os.path.join(root, "Package.swift"), root)
    errors = audit(stores, sources, graphs, os.path.join(root, "Package.swift"))
    subprocess.run(["rm", "-rf", graphs])
    sys.exit(0 if ok and not errors else 1)


if __name__ == "__main__":
    main()
