#!/usr/bin/env bash
# Counts the surface of a module's sources: its protocols, its typealiases and its public
# declarations, the three figures issue 37 item 5 bounds for the core module.
#
# Usage: Scripts/public-surface.sh [module]        (default: QueryItemCoder)
#
# What is counted, by a grep of Sources/<module> (no build needed, so it runs anywhere):
# - protocols:    every `protocol` declaration at any access level (public, package,
#                 internal, private): each is a concept a reader of the code meets.
# - typealiases:  every `typealias` declaration at any access level (a declaration under
#                 `#if` that is written twice, once per branch, counts twice).
# - public:       every declaration whose line starts with `public` or `open`: types,
#                 members, extension members. Enum cases are public through their enum and
#                 carry no keyword, so they are not counted here; they are listed on a line
#                 of their own (`public enum cases`), counted in the enums declared public.
# The figures are line counts of the source text, not a compiler's symbol graph: a doc
# comment or string that begins a line with `public ` would count too (none does today).
set -euo pipefail
cd "$(dirname "$0")/.."
module="${1:-QueryItemCoder}"
dir="Sources/$module"
[ -d "$dir" ] || { echo "no such module: $dir" >&2; exit 1; }

modifiers='((public|open|package|internal|fileprivate|private|final|indirect)[[:space:]]+)*'
count() { grep -rhE "$1" --include='*.swift' "$dir" | wc -l | tr -d ' '; }

protocols=$(count "^[[:space:]]*${modifiers}protocol[[:space:]]")
typealiases=$(count "^[[:space:]]*${modifiers}typealias[[:space:]]")
public=$(count '^[[:space:]]*(public|open)[[:space:]]')

# The cases of the public enums: each `case` line between a `public enum` and the closing
# brace at its own indentation, each name in `case a, b` counted.
cases=$(find "$dir" -name '*.swift' -print0 | xargs -0 awk '
    /^[[:space:]]*public[[:space:]]+(indirect[[:space:]]+)?enum[[:space:]]/ {
        match($0, /^[[:space:]]*/); depth[++n] = RLENGTH; next
    }
    n > 0 {
        match($0, /^[[:space:]]*/); indent = RLENGTH
        if ($0 ~ /^[[:space:]]*}/ && indent == depth[n]) { n--; next }
        if ($0 ~ /^[[:space:]]*case[[:space:]]/ && indent == depth[n] + 4) {
            line = $0; sub(/^[[:space:]]*case[[:space:]]+/, "", line)
            gsub(/\([^()]*(\([^()]*\)[^()]*)*\)/, "", line)   # drop associated values
            total += split(line, names, ",")
        }
    }
    END { print total + 0 }')

echo "module:                    $module"
echo "protocols:                 $protocols"
echo "typealiases:               $typealiases"
echo "protocols + typealiases:   $((protocols + typealiases))"
echo "public declarations:       $public"
echo "public enum cases:         $cases"
