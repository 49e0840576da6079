#!/bin/sh
# A user's own animation, as the README's "Your own animation" shows it:
# `make new` makes a package in a fresh folder that depends on Quartzite,
# by path (its default) or by git URL and version (a tagged file:// clone
# of this checkout, as it is now). The package builds, renders its first
# screen without a display, records, runs its window on a real X server,
# rebuilds itself live, and refuses what it should refuse.
#
# By version, SwiftPM refuses a dependency whose targets carry unsafe build
# flags; it says so when it resolves the package graph, so resolving holds
# the manifest to that. The package is then built by path, in this
# checkout's build folder (`--scratch-path`), which already holds
# Quartzite compiled with the same commands: what is compiled is the
# package's own code (building Quartzite a second time here would cost
# four minutes of a two-core machine for nothing the checkout's own build
# has not shown).
# Usage: Tests/new-package.sh
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d "${TMPDIR:-/tmp}/quartzite-new.XXXXXX")
trap 'rm -rf "$out"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Quartzite published: this checkout's files as they are now (committed or
# not, less what git ignores), committed in a repository of their own and
# tagged 0.1.0.
repo="$out/quartzite"
mkdir -p "$repo"
(cd "$here" && git ls-files -z --cached --others --exclude-standard \
   | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$repo" || fail "copying the checkout"
git -C "$repo" init -q && git -C "$repo" add -A \
  && git -C "$repo" -c user.name=test -c user.email=test@localhost commit -q -m "Quartzite" \
  && git -C "$repo" tag 0.1.0 || fail "tagging the copy"

mkdir -p "$out/versioned"
QUARTZITE_URL="file://$repo" QUARTZITE_VERSION=0.1.0 make -s -C "$here" new DIR="$out/versioned/bouncer" >"$out/made" 2>&1 \
  || { cat "$out/made"; fail "make new"; }
grep -q "from: \"0.1.0\"" "$out/versioned/bouncer/Package.swift" || fail "make new with QUARTZITE_URL does not depend by version"
grep -q "swift run" "$out/made" || fail "make new does not say how to run it"
(cd "$out/versioned/bouncer" && swift package show-dependencies >"$out/deps" 2>&1) \
  || { cat "$out/deps"; fail "a package depending on Quartzite by version does not resolve"; }
grep -q "unsafe build flags" "$out/deps" && fail "SwiftPM found unsafe build flags in Quartzite"
grep -q "quartzite<.*quartzite@0.1.0>" "$out/deps" || { cat "$out/deps"; fail "Quartzite 0.1.0 is not what resolved"; }
QUARTZITE_URL="file://$repo" QUARTZITE_VERSION=latest make -s -C "$here" new DIR="$out/badversion" >/dev/null 2>"$out/err" \
  && fail "make new with a version that is not major.minor.patch"
grep -q "major.minor.patch" "$out/err" || fail "no message for a bad QUARTZITE_VERSION"
# The default: this checkout by path.
make -s -C "$here" new DIR="$out/bouncer" >/dev/null 2>&1 || fail "make new (by path)"
grep -q ".package(path: \"$here\")" "$out/bouncer/Package.swift" || fail "make new does not depend on this checkout by path"
make -s -C "$here" new DIR="$out/bouncer" >/dev/null 2>"$out/again" && fail "make new into a package it made"
grep -q "not empty" "$out/again" || fail "no message for a folder that is not empty"
make -s -C "$here" new DIR="$out/9lives" >/dev/null 2>&1 && fail "make new with a name Swift cannot use"

cd "$out/bouncer" || exit 1
scratch="$here/.build"
swift build --scratch-path "$scratch" >"$out/build" 2>&1 || { tail -20 "$out/build"; fail "the new package does not build"; }
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/bouncer"
"$bin" --snapshot "$out/first.png" --at 0.5 --size 480x320 || fail "--snapshot"
# The orange box in the middle of a white screen.
python3 - "$out/first.png" <<'PY' || fail "the snapshot is not an orange box on white"
import sys, zlib, struct
data = open(sys.argv[1], 'rb').read()
w, h = struct.unpack('>II', data[16:24])
chunks, i = b'', 8
while i < len(data):
    n, = struct.unpack('>I', data[i:i+4]); kind = data[i+4:i+8]
    if kind == b'IDAT': chunks += data[i+8:i+8+n]
    i += 12 + n
raw, bpp = zlib.decompress(chunks), data[25] == 6 and 4 or 3
stride, rows, prev = w * bpp, [], bytearray(w * bpp)
for y in range(h):
    f, line = raw[y*(stride+1)], bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
    for x in range(stride):
        a = line[x-bpp] if x >= bpp else 0; b = prev[x]; c = prev[x-bpp] if x >= bpp else 0
        p = a + b - c; pa, pb, pc = abs(p-a), abs(p-b), abs(p-c)
        line[x] = (line[x] + [0, a, b, (a+b)//2, a if pa <= pb and pa <= pc else (b if pb <= pc else c)][f]) & 255
    rows.append(line); prev = line
def px(x, y): return tuple(rows[y][x*bpp:x*bpp+3])
centre, corner = px(w//2, h//2), px(5, 5)
sys.exit(0 if centre[0] > 240 and 130 < centre[1] < 170 and centre[2] < 20 and corner == (255, 255, 255) else 1)
PY
"$bin" --snapshot "$out/x.png" --at soon >/dev/null 2>"$out/err"; [ $? = 2 ] || fail "a bad --at does not exit 2"
"$bin" elsewhere >/dev/null 2>"$out/err"; [ $? = 2 ] || fail "an unknown screen does not exit 2"
grep -q 'no screen named "elsewhere"' "$out/err" || fail "no message for an unknown screen"
"$bin" --help | grep -q "USAGE: bouncer" || fail "--help"
# Recordings, read back by decoders of their own: ImageMagick for the GIF,
# Pillow for the animated PNG (lossless: its frame at 1 s is the snapshot
# at 1 s, pixel for pixel; the GIF's within its dithering).
"$bin" --snapshot "$out/at1.png" --at 1 --size 320x240 || fail "--snapshot at 1 s"
"$bin" --record "$out/rec.gif" --seconds 2 --size 320x240 || fail "--record a GIF"
"$bin" --record "$out/rec.png" --seconds 2 --size 320x240 || fail "--record an APNG"
gifs=$(identify -format '%#\n' "$out/rec.gif" 2>/dev/null | sort -u | wc -l)
[ "$gifs" -ge 20 ] || fail "the GIF has $gifs different frames, not 20 or more"
# ImageMagick reads animated PNG through ffmpeg, when it is installed.
if command -v ffmpeg >/dev/null 2>&1; then
  apngs=$(identify -format '%#\n' "apng:$out/rec.png" 2>/dev/null | sort -u | wc -l)
  [ "$apngs" -ge 20 ] || fail "ImageMagick reads $apngs different frames in the APNG, not 20 or more"
fi
/usr/bin/python3 - "$out/rec.png" "$out/rec.gif" "$out/at1.png" <<'PY' || fail "the recordings do not read back as they should"
import sys
from PIL import Image, ImageChops, ImageStat
apng, gif, snap = (Image.open(p) for p in sys.argv[1:4])
assert apng.n_frames >= 20, f"APNG: {apng.n_frames} frames"
assert gif.info.get("loop") == 0, "the GIF does not loop"
def frame_at(im, t):
    # The frame showing at t seconds, from the frames' durations (ms).
    at = 0
    for i in range(im.n_frames):
        im.seek(i); d = im.info["duration"]
        if at + d > t * 1000: return im.convert("RGB")
        at += d
    return im.convert("RGB")
want = snap.convert("RGB")
exact = ImageStat.Stat(ImageChops.difference(frame_at(apng, 1.0), want)).mean
near = ImageStat.Stat(ImageChops.difference(frame_at(gif, 1.0), want)).mean
assert max(exact) == 0, f"APNG frame at 1 s differs from the snapshot: {exact}"
assert max(near) < 4, f"GIF frame at 1 s is off the snapshot by {near}"
PY
# Bad --record arguments: one line, exit 2, nothing written.
for bad in "--record $out/missing/x.gif" "--record $out/x.bmp" "--record $out/y.gif --seconds 0" \
           "--record $out/y.gif --seconds nan" "--record $out/y.gif --seconds -1" "--record $out/y.gif --fps 0" \
           "--record $out/y.gif --size 0x0" "--record $out/y.gif --size 100000x100000"; do
  # shellcheck disable=SC2086
  "$bin" $bad >/dev/null 2>"$out/err"; status=$?
  [ "$status" = 2 ] || fail "$bad: exit $status, not 2"
  [ -s "$out/err" ] || fail "$bad: no message"
done
[ -e "$out/y.gif" ] && fail "a refused --record wrote a file"
if command -v ffmpeg >/dev/null 2>&1; then
  "$bin" --record "$out/rec.mp4" --seconds 1 --size 320x240 && [ -s "$out/rec.mp4" ] || fail "--record an MP4"
else
  "$bin" --record "$out/rec.mp4" --seconds 1 --size 320x240 2>"$out/err"
  grep -q "ffmpeg" "$out/err" || fail "--record an MP4 without ffmpeg says nothing of ffmpeg"
  [ -e "$out/rec.mp4" ] && fail "an MP4 without ffmpeg left a file"
fi
timeout 60 "$here/Tests/with-xvfb.sh" 800x600 "$bin" --run-for 2 >"$out/run" 2>&1 || { cat "$out/run"; fail "--run-for 2 on Xvfb"; }
grep -q "^frames [1-9]" "$out/run" || fail "--run-for drew no frames"

# --watch without swift on the PATH: a message, and the window runs.
timeout 60 "$here/Tests/with-xvfb.sh" 800x600 env PATH=/nonexistent "$bin" --watch --run-for 1 >"$out/run" 2>"$out/err" \
  || fail "--watch without swift did not run the window"
grep -q "swift is not on the PATH" "$out/err" || fail "--watch without swift says nothing"

# The r key records the window in real time into a GIF in the current
# folder, its path printed.
cat >"$out/rkey.sh" <<RKEY
#!/bin/sh
cd "$out"
"$bin" --run-for 4 --size 400x300 >"$out/rkey.log" 2>&1 &
sleep 1
xdotool search --sync --name bouncer windowactivate --sync >/dev/null 2>&1; xdotool key r
sleep 1.5
xdotool key r
wait
RKEY
chmod +x "$out/rkey.sh"
timeout 60 "$here/Tests/with-xvfb.sh" 800x600 "$out/rkey.sh" || fail "recording with r"
recorded=$(sed -n 's/^Recorded [0-9]* frames to \(.*\.gif\).*/\1/p' "$out/rkey.log")
if [ -n "$recorded" ] && [ -s "$recorded" ]; then
  frames=$(identify "$recorded" 2>/dev/null | wc -l)
  [ "$frames" -ge 2 ] || fail "the r key's GIF has $frames frames"
else
  cat "$out/rkey.log"; fail "the r key wrote no GIF"
fi

# The live rebuild: the window shows the orange box; systemOrange becomes
# systemPurple in main.swift; the window's middle turns purple.
cat >"$out/watch.sh" <<WATCH
#!/bin/sh
"$bin" --watch --size 400x300 >"$out/watch.log" 2>&1 &
pid=\$!
middle() { import -window root "$out/shot.png" && convert "$out/shot.png" -format '%[pixel:p{400,300}]' info:; }
orange=no
for i in \$(seq 60); do sleep 0.5; case "\$(middle)" in *"255,149,0"*) orange=yes; break;; esac; done
[ \$orange = yes ] || echo "the window was not orange within 30 s"
# The program restarts in place (same process): what it held open must
# not pile up, one more display connection each rebuild.
held=\$(ls /proc/\$pid/fd | wc -l)
sed -i 's/systemOrange/systemPurple/' "$out/bouncer/Sources/bouncer/main.swift"
start=\$(date +%s)
for i in \$(seq 120); do
  sleep 0.5
  seen=\$(middle)
  case "\$seen" in *"175,82,222"*)
    echo "purple after \$((\$(date +%s) - start)) s"
    now=\$(ls /proc/\$pid/fd | wc -l)
    kill \$pid
    [ \$now -le \$held ] || { echo "the restarted program holds \$now descriptors, \$held before"; exit 1; }
    exit 0;;
  esac
done
echo "the middle of the screen was \$seen after \$((\$(date +%s) - start)) s"
kill \$pid; exit 1
WATCH
chmod +x "$out/watch.sh"
timeout 120 "$here/Tests/with-xvfb.sh" 800x600 "$out/watch.sh" >"$out/watched" 2>&1 \
  || { cat "$out/watched"; sed 's/^/  the program: /' "$out/watch.log" 2>/dev/null | tail -20
       fail "--watch: the live rebuild (above)"; }
sed 's/^/  --watch: /' "$out/watched"

if [ "$failures" -gt 0 ]; then echo "new-package: $failures failure(s)"; exit 1; fi
echo "new-package: all checks passed (made by version and by path, built, snapshot, $gifs GIF frames, APNG, window on Xvfb)"
