#!/bin/sh
# Plays Lottie files in a window with lottie-ios's Core Animation engine
# (this checkout's `Lottie` product).
#
# Usage: scripts/lottie-play.sh [FOLDER-OR-FILE [ARGS...]]
#
# One screen per .json or .lottie file in FOLDER (default assets/lottie), or the one
# FILE: `--list` names them, a name opens one, and every option of a
# Quartzite program works (`--help`; `--snapshot`, `--record`, the
# developer tools).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
files=${1:-assets/lottie}
[ $# -gt 0 ] && shift
# Release: animation plays at the display's rate (a debug build draws
# several times slower).
program=$("$here/scripts/lottie-package.sh" lottie-play release | tail -1)
LOTTIE_FILES="$files" exec "$program" "$@"
