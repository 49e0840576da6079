# What the window tests share (sourced by window-x11.sh and
# window-wayland.sh): a scratch folder, the servers started (stopped on
# exit), failures counted, Xvfb on a free display, waiting for a process.
# Set $name before sourcing (it prefixes messages and the scratch folder).
source "$(dirname "${BASH_SOURCE[0]}")/xdisplay.sh"
out="$(mktemp -d "${TMPDIR:-/tmp}/quartzite-$name.XXXXXX")"
servers=()
cleanup() {
  for p in "${servers[@]}"; do kill "$p" 2>/dev/null; done
  rm -rf "$out"
}
trap cleanup EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Starts Xvfb (WxH) on a free display number from $1 on; sets $started
# to the number and $last_server to its pid.
start_x() { # FIRST-NUMBER WxH
  for n in $(seq "$1" $(($1 + 60))); do
    x_display_free "$n" || continue
    Xvfb ":$n" -screen 0 "${2}x24" -nolisten tcp >"$out/xvfb-$n.log" 2>&1 &
    last_server=$!
    servers+=("$last_server")
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && { started=$n; return 0; }; sleep 0.1; done
    kill "$last_server" 2>/dev/null
  done
  echo "$name: cannot start Xvfb"; exit 1
}

# Waits up to $2 seconds for process $1; sets $s to its exit status (or "hung").
wait_for() {
  for _ in $(seq $(( $2 * 20 ))); do
    kill -0 "$1" 2>/dev/null || { wait "$1"; s=$?; return; }
    sleep 0.05
  done
  kill -9 "$1" 2>/dev/null; wait "$1" 2>/dev/null
  s=hung
}

# Ends the script: the count of failures, or that all passed.
finish() {
  if [ "$failures" -gt 0 ]; then echo "$name: $failures failure(s)"; exit 1; fi
  echo "$name: all checks passed"
}
