#!/usr/bin/env bash
# The integrations as an app adds them (QueryItemCoder.docc/Integrations.md): the three
# apps of Examples/ name this repository by URL, as users do; here that URL is a file:// URL
# of a clone of the committed HEAD, tagged 0.1.0. For each app:
#   CoreApp         builds and prints its query, and its .build/checkouts holds nothing but
#                   QueryItemCoder (the Vapor and Hummingbird dependencies are left out of
#                   resolution while their traits are off);
#   VaporApp        builds, serves on 127.0.0.1, and answers a query and a form body;
#   HummingbirdApp  the same, and answers a JSON body 415 with Hummingbird's JSON error body.
# The two server apps build in one scratch path, SCRATCH (default .build-integrations, where
# CI's step 7 has just built Vapor, Hummingbird and SwiftNIO for this package's integration
# tests): a package whose checkout and flags are unchanged is not compiled again.
#
# Usage: Scripts/check-apps.sh [CoreApp|VaporApp|HummingbirdApp ...]   (default: all three)
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
apps=("$@")
[ ${#apps[@]} -gt 0 ] || apps=(CoreApp VaporApp HummingbirdApp)

scratch="$root/${SCRATCH:-.build-integrations}"
work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# The clone's folder is named QueryItemCoder: a package's identity is the last component of
# its URL, and the apps name the package `QueryItemCoder`.
git clone -q "$root" "$work/QueryItemCoder" || { echo "FAIL: git clone"; exit 1; }
git -C "$work/QueryItemCoder" tag 0.1.0
url="file://$work/QueryItemCoder"

# prepare APP: a copy of Examples/APP whose Package.swift names the clone instead of GitHub.
prepare() {
  cp -R "$root/Examples/$1" "$work/$1"
  sed -i.orig "s|https://github.com/OWNER/QueryItemCoder.git|$url|" "$work/$1/Package.swift"
  grep -q "$url" "$work/$1/Package.swift" || fail "$1: Package.swift names no OWNER/QueryItemCoder URL"
}

# expect LABEL EXPECTED ACTUAL
expect() {
  if [ "$2" == "$3" ]; then ok "$1: $3"; else fail "$1: expected '$2', got '$3'"; fi
}

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# serve APP PORT COMMAND...: starts the server, waits until it answers (at most 120 s).
serve() {
  local app=$1 port=$2
  shift 2
  "$@" > "$work/$app.server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 240); do
    curl -s -o /dev/null "http://127.0.0.1:$port/" && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.5
  done
  fail "$app: the server did not answer on port $port"
  tail -n 20 "$work/$app.server.log"
  return 1
}

stop() {
  kill "$server_pid" 2>/dev/null
  wait "$server_pid" 2>/dev/null
  server_pid=""
}

# The requests both server apps answer alike.
check_routes() {
  local app=$1 port=$2
  expect "$app GET /search" "1+1 [a, b] 20" \
    "$(curl -s "http://127.0.0.1:$port/search?keyword=1%2B1&tags%5B%5D=a&tags%5B%5D=b&page_size=20")"
  expect "$app POST /login" "user_name=ann+lee&password=p" \
    "$(curl -s -H 'Content-Type: application/x-www-form-urlencoded' --data 'user_name=ann+lee&password=p' "http://127.0.0.1:$port/login")"
}

for app in "${apps[@]}"; do
  echo "== $app"
  prepare "$app"
  case $app in
    CoreApp)
      if swift build --package-path "$work/$app" > "$work/$app.log" 2>&1; then
        ok "$app: built"
        checkouts=$(ls "$work/$app/.build/checkouts" | tr '\n' ' ')
        expect "$app: .build/checkouts" "QueryItemCoder " "$checkouts"
        expect "$app: output" "keyword=1%2B1%20is&page=2" "$("$work/$app/.build/debug/$app")"
      else
        tail -n 30 "$work/$app.log"
        fail "$app: swift build"
      fi
      ;;
    VaporApp | HummingbirdApp)
      start=$(date +%s)
      if swift build --package-path "$work/$app" --scratch-path "$scratch" > "$work/$app.log" 2>&1; then
        ok "$app: built in $(( $(date +%s) - start ))s"
        port=$(free_port)
        binary="$scratch/debug/$app"
        if [ "$app" == VaporApp ]; then
          serve "$app" "$port" "$binary" serve --hostname 127.0.0.1 --port "$port" && check_routes "$app" "$port"
        else
          if serve "$app" "$port" env PORT="$port" "$binary"; then
            check_routes "$app" "$port"
            expect "$app POST /login as JSON" \
              '415 {"error":{"message":"Expected a body of content type application\/x-www-form-urlencoded, found `application\/json`."}}' \
              "$(curl -s -w '%{http_code}' -o "$work/body" -H 'Content-Type: application/json' --data '{}' "http://127.0.0.1:$port/login") $(cat "$work/body")"
          fi
        fi
        stop
      else
        grep -E "error:" "$work/$app.log" | head -n 20
        tail -n 20 "$work/$app.log"
        fail "$app: swift build"
      fi
      ;;
    *) fail "no app $app in Examples/" ;;
  esac
done

echo "check-apps: $failures failures"
[ "$failures" -eq 0 ]
