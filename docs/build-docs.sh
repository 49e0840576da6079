#!/usr/bin/env bash
# `make docs`: the documentation site, offline, from the toolchain's docc.
#
# Emits each module's symbol graph (public declarations and their doc
# comments), fails when fewer than DOC_MINIMUM percent of the public
# declarations have a doc comment (docs/doc-coverage.py), then converts
# each module's catalog and symbols into a static site under
# .build/docs/<Module>/ (open .build/docs/index.html).
set -euo pipefail
cd "$(dirname "$0")/.."

minimum="${DOC_MINIMUM:-95}"
modules=(QuartzCore CoreGraphics CoreText PreviewKit ImageIO CoreImage AssociatedObjects)
out=.build/docs
docc="$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")"

# dump-symbol-graph extracts a graph for every module of the package, the
# test modules too, from the debug build: on a fresh clone they are built
# first (after `make test` this is already done, and quick).
swift build --build-tests >/dev/null
swift package dump-symbol-graph --skip-synthesized-members >/dev/null
graphs="$(find .build -maxdepth 2 -type d -name symbolgraph | head -1)"
[ -n "$graphs" ] || { echo "docs: no symbol graphs were written" >&2; exit 1; }

python3 docs/doc-coverage.py "$graphs" "$minimum" "${modules[@]}"

rm -rf "$out"
mkdir -p "$out"
for module in "${modules[@]}"; do
    staged="$out/.graphs/$module"
    mkdir -p "$staged"
    cp "$graphs/$module.symbols.json" "$staged/"
    cp "$graphs/$module"@*.symbols.json "$staged/" 2>/dev/null || true
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
    "$docc" convert "${catalog[@]}" \
        --additional-symbol-graph-dir "$staged" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.quartzite.$module" \
        --transform-for-static-hosting \
        --hosting-base-path "$module" \
        --output-path "$out/$module" >"$out/.graphs/$module.log" 2>&1 \
        || { cat "$out/.graphs/$module.log" >&2; echo "docs: docc failed for $module" >&2; exit 1; }
    warnings="$(grep -c 'warning:' "$out/.graphs/$module.log" || true)"
    echo "docs: $module -> $out/$module/documentation/$lower/index.html ($warnings docc warnings)"
done

{
    echo '<!doctype html><meta charset="utf-8"><title>Quartzite documentation</title>'
    echo '<h1>Quartzite documentation</h1><ul>'
    for module in "${modules[@]}"; do
        lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
        echo "<li><a href=\"$module/documentation/$lower/index.html\">$module</a></li>"
    done
    echo '</ul><p>Serve this folder over HTTP to browse it (for example <code>python3 -m http.server -d .build/docs</code>, then open <code>http://localhost:8000/</code>): the pages load their content with scripts.</p>'
} >"$out/index.html"
echo "docs: open $out/index.html"
