#!/bin/sh
# Builds the playground (make playground): the JavaScript target plus playground.js,
# bundled by esbuild into one classic script, so index.html works from file:// or
# from any static server (python -m http.server -d build/playground).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
js=$root/build/targets/javascript
out=${1:-$root/build/playground}
sh "$root/grammar/targets/build.sh" javascript
if [ ! -x "$js/node_modules/.bin/esbuild" ]; then
    (cd "$js" && npm install --silent --no-audit --no-fund esbuild@0.24.2 >/dev/null 2>&1) \
        || { echo "npm install esbuild failed (no registry?)" >&2; exit 3; }
fi
cp "$root/grammar/playground/playground.js" "$js/gen/"
mkdir -p "$out"
"$js/node_modules/.bin/esbuild" "$js/gen/playground.js" --bundle --format=iife --platform=browser \
    --log-level=warning --outfile="$out/playground.js"
cp "$root/grammar/playground/index.html" "$root/grammar/playground/playground.css" "$out/"
echo "playground: $out/index.html"
