#!/usr/bin/env python3
"""Runs a `--sort` corpus through `query-coder encode` and checks every line.

    Scripts/sort-corpus.py --tool .build/release/query-coder [--count 400] [--seed 1]

The corpus is generated here, the same for every run (seeded): JSON objects of 13 to 40
keys in random order, long keys (up to 300 bytes), keys that need escaping (spaces,
brackets, `%`, `+`, non-ASCII), digit-only keys (`2`, `10`, `300`), nested objects of 13 to 40
keys and arrays of scalars. Objects of 13 or more keys, out of order, over 64 bytes are the
shape of the release-only `.sortedKeys` trap (finding 9: ARCHITECTURE.md, "Findings"), so the tool is
meant to be a release build without `-enable-testing`.

The expected output is computed here, independently of the library, from what
QueryItemCoder.docc/Encoding.md says `.sortedKeys` does: the keys of every object sorted stably, keys made
only of digits first, as numbers (`2` before `10`, `9` before `09`), then every other key by
its escaped bytes; array elements never reordered. Names are written `a%5Bb%5D%5B%5D` (brackets,
escaped), values and keys escaped except for the unreserved `A-Z a-z 0-9 - . _ ~`.

Prints one summary line; exits 1 when any document's output differs (the first few
differences are shown) or the tool fails.
"""
import argparse
import functools
import json
import random
import subprocess
import sys
from urllib.parse import quote


def escape(text):
    # RFC 3986 unreserved characters stay, every other UTF-8 byte is %XX (upper case).
    return quote(text, safe="-._~")


def compare_keys(left, right):
    """QueryItemCoder.docc/Encoding.md: digit-only keys first, as numbers (then fewer leading zeros first);
    every other key by its escaped bytes."""
    a, b = escape(left), escape(right)
    a_number = a.isascii() and a.isdigit()
    b_number = b.isascii() and b.isdigit()
    if a_number != b_number:
        return -1 if a_number else 1
    if a_number:
        key_a, key_b = (int(a), len(a)), (int(b), len(b))
        return (key_a > key_b) - (key_a < key_b)
    a, b = a.encode(), b.encode()
    return (a > b) - (a < b)


def scalar(value):
    if value is True:
        return "true"
    if value is False:
        return "false"
    return str(value)


def expected_pairs(obj, prefix, out):
    # sorted() is stable: equal keys cannot occur in a JSON object the tool accepts.
    for key, value in sorted(obj.items(), key=functools.cmp_to_key(lambda x, y: compare_keys(x[0], y[0]))):
        name = escape(key) if prefix is None else prefix + "%5B" + escape(key) + "%5D"
        if isinstance(value, dict):
            expected_pairs(value, name, out)
        elif isinstance(value, list):
            for element in value:
                out.append(name + "%5B%5D=" + escape(scalar(element)))
        else:
            out.append(name + "=" + escape(scalar(value)))
    return out


ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
ODD = [" ", "[", "]", "%", "+", "&", "=", "é", "ß", "日本", "/", "?", "#", ","]


def random_key(rng, used):
    while True:
        kind = rng.random()
        if kind < 0.15:
            # Digit-only keys, some with leading zeros (`9`, `09`, `007`, `10`).
            key = str(rng.choice([rng.randrange(0, 20), rng.randrange(0, 1000), rng.randrange(0, 10**12)]))
            if rng.random() < 0.3:
                key = "0" * rng.randrange(1, 3) + key
        elif kind < 0.35:
            # Long keys, some sharing a long prefix (the comparison goes deep).
            stem = "long_shared_prefix_" * rng.randrange(1, 12)
            key = stem + "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(1, 60)))
        elif kind < 0.5:
            key = "".join(rng.choice(ALPHABET + "".join(ODD)) for _ in range(rng.randrange(1, 24)))
        else:
            key = "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(1, 24)))
        # Brackets in keys are refused by the encoder (they read as nesting): keep them out.
        key = key.replace("[", "(").replace("]", ")")
        if key and key not in used:
            used.add(key)
            return key


def random_scalar(rng):
    kind = rng.random()
    if kind < 0.4:
        return "".join(rng.choice(ALPHABET + "".join(ODD)) for _ in range(rng.randrange(1, 30)))
    if kind < 0.7:
        return rng.randrange(-10**9, 10**9)
    if kind < 0.8:
        return rng.choice([True, False])
    return "x" * rng.randrange(1, 200)


def random_object(rng, depth):
    count = rng.randrange(13, 41)
    used = set()
    obj = {}
    for _ in range(count):
        key = random_key(rng, used)
        kind = rng.random()
        if depth < 2 and kind < 0.12:
            obj[key] = random_object(rng, depth + 1)
        elif kind < 0.25:
            obj[key] = [random_scalar(rng) for _ in range(rng.randrange(1, 5))]
        else:
            obj[key] = random_scalar(rng)
    return obj  # insertion order is random: the tool keeps the JSON order unless sorting


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", required=True)
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    docs = [random_object(rng, 0) for _ in range(args.count)]
    lines = "\n".join(json.dumps(doc, ensure_ascii=False) for doc in docs) + "\n"
    run = subprocess.run([args.tool, "encode", "--lines", "--sort"], input=lines.encode(),
                         capture_output=True)
    if run.returncode != 0:
        print(f"sort corpus: query-coder exited {run.returncode}: {run.stderr.decode(errors='replace')[:2000]}")
        return 1
    outputs = run.stdout.decode().split("\n")
    failed = 0
    for index, doc in enumerate(docs):
        want = "&".join(expected_pairs(doc, None, []))
        got = outputs[index] if index < len(outputs) else "<missing>"
        if got != want:
            failed += 1
            if failed <= 3:
                print(f"document {index} ({len(doc)} keys): {json.dumps(doc, ensure_ascii=False)[:300]}…")
                for w, g in zip(want.split("&"), got.split("&")):
                    if w != g:
                        print(f"  first difference: expected {w[-160:]!r}, got {g[-160:]!r}")
                        break
                else:
                    print(f"  expected {len(want)} bytes, got {len(got)}")
    keys = sum(len(doc) for doc in docs)
    print(f"sort corpus: {args.count - failed} of {args.count} documents sorted as documented "
          f"({keys} top-level keys, 13 to 40 per object)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
