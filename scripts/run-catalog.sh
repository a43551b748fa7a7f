#!/usr/bin/env bash
# Opens the demo catalogue on $DISPLAY; with no display, runs it under its own Xvfb, takes a screenshot
# once every window has drawn its first frame, and prints the PNG's path.
set -euo pipefail
cd "$(dirname "$0")/.."
catalog="$(swift build --show-bin-path)/catalog"

if [ -n "${DISPLAY:-}" ]; then
    exec "$catalog"
fi

workdir=$(mktemp -d)
shot="$PWD/screenshots/catalog.png"
mkdir -p screenshots
Xvfb -displayfd 3 -screen 0 1480x1000x24 -nolisten tcp 3>"$workdir/display" 2>"$workdir/xvfb.log" &
xvfb=$!
app=""
cleanup() {
    [ -n "$app" ] && kill "$app" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$workdir"
}
trap cleanup EXIT

wait_for() { # condition, seconds
    local deadline=$((SECONDS + $2))
    until eval "$1"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.1
    done
}
wait_for '[ -s "$workdir/display" ]' 10 || { echo "Xvfb did not start:" >&2; cat "$workdir/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(cat "$workdir/display")"

CASEMENT_READY_FILE="$workdir/ready" "$catalog" &
app=$!
wait_for '[ -e "$workdir/ready" ] || ! kill -0 $app 2>/dev/null' 30 || { echo "the catalog drew no frame within 30 s" >&2; exit 1; }
[ -e "$workdir/ready" ] || { echo "the catalog exited before drawing" >&2; exit 1; }
import -window root "$shot"
echo "No DISPLAY: ran the catalog under Xvfb ($DISPLAY); screenshot: $shot"
