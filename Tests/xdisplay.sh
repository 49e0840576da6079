# Sourced by the scripts that start Xvfb: whether X display number $1 is
# free. A lock whose server is gone (one a test killed to play a lost
# display, or a run that was stopped) is stale: its files are cleared, or
# the numbers would run out after enough runs on one machine.
x_display_free() { # N
  if [ -e "/tmp/.X$1-lock" ] && ! kill -0 "$(tr -d ' ' <"/tmp/.X$1-lock")" 2>/dev/null; then
    rm -f "/tmp/.X$1-lock" "/tmp/.X11-unix/X$1"
  fi
  [ ! -e "/tmp/.X$1-lock" ] && [ ! -e "/tmp/.X11-unix/X$1" ]
}
