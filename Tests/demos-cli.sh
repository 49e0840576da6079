#!/bin/sh
# The gallery as a person runs it from a terminal, without a display:
# its options and exit statuses, and every demo rendered headless
# (a crash or a hang in any demo fails the suite).
# Usage: Tests/demos-cli.sh PATH-TO-demos
set -u
demos="$1"
out="${TMPDIR:-/tmp}/quartzite-demos-cli.$$"
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT
failures=0
check() { # description, expected status, command...
  what="$1"; want="$2"; shift 2
  "$@" >"$out/stdout" 2>"$out/stderr"; got=$?
  if [ "$got" != "$want" ]; then
    echo "FAIL: $what: exit $got, expected $want"; sed 's/^/  /' "$out/stderr" | head -5
    failures=$((failures + 1))
  fi
}

check "--help" 0 "$demos" --help
grep -q "USAGE: demos" "$out/stdout" || { echo "FAIL: --help prints no usage"; failures=$((failures + 1)); }
check "--list" 0 "$demos" --list
names=$(cat "$out/stdout")
[ -n "$names" ] || { echo "FAIL: --list printed nothing"; failures=$((failures + 1)); }
check "an unknown demo" 2 "$demos" no-such-demo
grep -q 'no demo named "no-such-demo"' "$out/stderr" || { echo "FAIL: no message for an unknown demo"; failures=$((failures + 1)); }
check "an unknown option" 2 "$demos" --frobnicate
check "a bad value" 2 "$demos" basic --snapshot "$out/x.png" --at soon
start=$(date +%s)
check "no display" 1 env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$demos" basic
[ $(( $(date +%s) - start )) -le 2 ] || { echo "FAIL: no display took more than a second or two"; failures=$((failures + 1)); }
grep -q -- "--snapshot" "$out/stderr" || { echo "FAIL: no display does not point to --snapshot"; failures=$((failures + 1)); }

# Every demo's snapshot, four at a time: each waits out the 1.2 s it is
# taken at (its timers and display links run in real time), so one after
# another they spent half a minute mostly asleep.
for name in $names; do echo "$name"; done | xargs -P 4 -I{} sh -c '
  timeout 60 "$1" "$2" --snapshot "$3/$2.png" --at 1.2 --size 640x480 >"$3/$2.out" 2>"$3/$2.err"; s=$?
  [ "$s" = 0 ] || { echo "FAIL: $2 --snapshot: exit $s, expected 0"; sed "s/^/  /" "$3/$2.err" | head -5; }
  [ -s "$3/$2.png" ] || echo "FAIL: $2 wrote no snapshot"
' snapshot "$demos" {} "$out" >"$out/snapshots" 2>&1
cat "$out/snapshots"
failures=$((failures + $(grep -c "^FAIL" "$out/snapshots")))
check "--filmstrip" 0 "$demos" basic --filmstrip "$out/strip.png" --frames 3 --every 0.5 --size 320x240 --scale 2
check "--headless" 0 "$demos" --headless

# The window on SDL's dummy video driver for a few hundred frames, with a
# repeating animation, a display link and the main thread blocked for
# 2 s: the render thread must keep drawing through the block (a window
# drawn from the main thread would draw nothing then).
check "the window, headless" 0 env SDL_VIDEODRIVER=dummy timeout 60 "$demos" anchor --run-for 5 --block-main-at 1 --tools hud,flash
report=$(grep '^frames' "$out/stdout" | tail -1)
echo "  $report"
blocked=$(echo "$report" | sed -n 's/.*, \([0-9]*\) frames while the main thread was blocked.*/\1/p')
frames=$(echo "$report" | sed -n 's/^frames \([0-9]*\),.*/\1/p')
[ "${frames:-0}" -ge 100 ] || { echo "FAIL: only ${frames:-0} frames in 5 s"; failures=$((failures + 1)); }
[ "${blocked:-0}" -ge 30 ] || { echo "FAIL: ${blocked:-0} frames while the main thread was blocked"; failures=$((failures + 1)); }

if [ "$failures" -gt 0 ]; then echo "demos-cli: $failures failure(s)"; exit 1; fi
echo "demos-cli: all checks passed ($(echo $names | wc -w) demos rendered)"
