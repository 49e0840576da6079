#!/usr/bin/env bash
# The gallery's window on a real Wayland compositor: Debian's weston,
# nested in Xvfb (weston's headless backend has no seat, and SDL cannot
# start there). With WAYLAND_DISPLAY set the window must use SDL's
# Wayland driver natively, not XWayland. Skipped, with the reason, where
# weston or Xvfb is not installed.
# Usage: Tests/window-wayland.sh PATH-TO-demos [CYCLES]
set -u
demos="$1"
cycles="${2:-5}"
here="$(cd "$(dirname "$0")" && pwd)"
name=window-wayland
. "$here/window-lib.sh"

for tool in weston Xvfb; do
  command -v "$tool" >/dev/null || { echo "window-wayland: skipped: $tool is not installed"; exit 0; }
done

start_x 131 1280x800
n=$started
export XDG_RUNTIME_DIR="$out/runtime"
mkdir -m 700 "$XDG_RUNTIME_DIR"

# Starts weston on the X server above; sets $weston to its pid.
start_weston() {
  DISPLAY=":$n" weston --backend=x11-backend.so --use-pixman --socket=quartzite-test \
    --width=1280 --height=800 >"$out/weston.log" 2>&1 &
  weston=$!
  servers+=("$weston")
  for _ in $(seq 100); do
    [ -e "$XDG_RUNTIME_DIR/quartzite-test" ] && grep -q "launching" "$out/weston.log" && { sleep 0.5; return 0; }
    kill -0 $weston 2>/dev/null || break
    sleep 0.1
  done
  echo "window-wayland: skipped: weston did not start:"; sed 's/^/  /' "$out/weston.log" | tail -5
  exit 0
}
start_weston
export WAYLAND_DISPLAY=quartzite-test
# DISPLAY stays set, as on a desktop with XWayland: Wayland must still win.
export DISPLAY=":$n"
unset SDL_VIDEODRIVER

faults() { grep -E "Segmentation|Fatal error|Assertion|Aborted|protocol error" "$1"; }

demo_names=(anchor "" springs stress basic)
for i in $(seq "$cycles"); do
  d="${demo_names[$(( (i - 1) % ${#demo_names[@]} ))]}"
  timeout 30 "$demos" $d --run-for 1.5 >"$out/run.out" 2>"$out/run.err"; status=$?
  present=$(grep '^present:' "$out/run.out")
  if [ "$status" != 0 ] || [ -n "$(faults "$out/run.err")" ] || ! echo "$present" | grep -q '^present: driver=wayland '; then
    fail "cycle $i (${d:-gallery}): exit $status, '$present'"; sed 's/^/  /' "$out/run.err" | head -5
  fi
done
echo "  $cycles start/close cycles on weston; last: $present"

timeout 30 "$demos" anchor --run-for 4 --block-main-at 1 >"$out/run.out" 2>"$out/run.err"
report=$(grep '^frames' "$out/run.out")
blocked=$(echo "$report" | sed -n 's/.*, \([0-9]*\) frames while the main thread was blocked.*/\1/p')
echo "  blocked: $report"
# weston nested in Xvfb on two software-rendering cores runs at 25-60 Hz.
[ "${blocked:-0}" -ge 20 ] || fail "${blocked:-0} frames presented while the main thread was blocked"

"$demos" stress >"$out/run.out" 2>"$out/run.err" &
pid=$!
sleep 2
kill -TERM $pid
wait_for $pid 5
[ "$s" = 0 ] || fail "SIGTERM during frames: exit $s"

# The compositor goes away: one line, status 1, no hang.
"$demos" stress >"$out/run.out" 2>"$out/run.err" &
pid=$!
sleep 2
kill -9 $weston; wait $weston 2>/dev/null
wait_for $pid 10
[ "$s" = 1 ] || fail "the compositor went away: exit $s"
lines=$(wc -l <"$out/run.err")
grep -q "display connection was lost" "$out/run.err" && [ "$lines" = 1 ] \
  || { fail "the compositor went away: said $lines lines"; sed 's/^/  /' "$out/run.err" | head -5; }

finish
