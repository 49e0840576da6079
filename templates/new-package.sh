#!/bin/sh
# `make new DIR=path/to/name`: a package of your own that depends on this
# checkout by path, with one executable named after the folder. With
# QUARTZITE_URL and QUARTZITE_VERSION set, it depends on a published
# Quartzite by git URL and version instead (`.package(url:from:)`).
# Refuses a folder that exists and is not empty, or one it cannot write.
set -eu
dir="${1:-}"
if [ -z "$dir" ]; then echo "make new: say where, as in: make new DIR=~/spinner" >&2; exit 2; fi
here=$(cd "$(dirname "$0")/.." && pwd)
name=$(basename "$dir")
case "$name" in
  *[!A-Za-z0-9_-]*|[0-9-]*|"") echo "make new: \"$name\" cannot name a Swift program (letters, digits, - and _; not starting with a digit)" >&2; exit 2 ;;
esac
if [ -e "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ]; then
  echo "make new: $dir is not empty; nothing was written" >&2; exit 2
fi
if ! mkdir -p "$dir/Sources/$name" 2>/dev/null || [ ! -w "$dir" ]; then
  echo "make new: cannot write in $dir; nothing was written" >&2; exit 2
fi
dir=$(cd "$dir" && pwd)
url="${QUARTZITE_URL:-}"
version="${QUARTZITE_VERSION:-}"
if [ -n "$url" ] || [ -n "$version" ]; then
  case "$version" in
    [0-9]*.[0-9]*.[0-9]*) ;;
    *) echo "make new: QUARTZITE_URL wants QUARTZITE_VERSION as major.minor.patch (e.g. 0.1.0), not \"$version\"" >&2; exit 2 ;;
  esac
  [ -n "$url" ] || { echo "make new: QUARTZITE_VERSION wants QUARTZITE_URL, Quartzite's git URL" >&2; exit 2; }
  dependency=".package(url: \"$url\", from: \"$version\")"
  source="$url from $version"
  # SwiftPM names a package found by URL after the URL's last part.
  id=$(basename "$url" .git | tr 'A-Z' 'a-z')
else
  dependency=".package(path: \"$here\")"
  source="$here"
  # SwiftPM names a package found by path after its folder.
  id=$(basename "$here" | tr 'A-Z' 'a-z')
fi
sed -e "s|QUARTZITE_ID|$id|g" -e "s|DEPENDENCY|$dependency|g" -e "s|NAME|$name|g" "$here/templates/new/Package.swift" > "$dir/Package.swift"
sed -e "s|NAME|$name|g" "$here/templates/new/main.swift" > "$dir/Sources/$name/main.swift"
cp "$here/templates/new/gitignore" "$dir/.gitignore"
echo "Made $dir:"
echo "  Package.swift              depends on $source"
echo "  Sources/$name/main.swift   a box that moves when clicked: start here"
echo "Run it (optimized; plain \`swift run\` builds for debugging and draws far slower):"
echo "  cd $dir && swift run -c release"
