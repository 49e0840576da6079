#!/usr/bin/env bash
# Runs a command with DISPLAY set to a fresh Xvfb of its own (on a free
# display number), then stops the server; exits with the command's status.
# Usage: Tests/with-xvfb.sh WxH COMMAND [ARGS...]
set -u
size="$1"; shift
source "$(dirname "$0")/xdisplay.sh"
log="$(mktemp "${TMPDIR:-/tmp}/quartzite-xvfb.XXXXXX")"
# From display 200, or QZ_XVFB_FROM: scripts that run at the same time
# look in ranges of their own, so two never take the same number.
from="${QZ_XVFB_FROM:-200}"
for n in $(seq "$from" $((from + 29))); do
  x_display_free "$n" || continue
  Xvfb ":$n" -screen 0 "${size}x24" -nolisten tcp >"$log" 2>&1 &
  server=$!
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
  [ -e "/tmp/.X11-unix/X$n" ] || { kill $server 2>/dev/null; continue; }
  unset WAYLAND_DISPLAY SDL_VIDEODRIVER
  DISPLAY=":$n" "$@"; status=$?
  kill $server 2>/dev/null; wait $server 2>/dev/null
  rm -f "$log"
  exit $status
done
echo "with-xvfb: cannot start Xvfb"; cat "$log"; rm -f "$log"; exit 1
