#!/usr/bin/env python3
"""Public documentation coverage from symbol graphs.

Usage: doc-coverage.py SYMBOL-GRAPH-DIR MINIMUM-PERCENT MODULE...

Counts every public or open declaration of each module (its own symbol
graph and its extensions of other modules' types), skipping names that
begin with an underscore and what the compiler synthesizes, and says which
have no doc comment. Exits 1 when the share documented is under the
minimum.
"""
import json, os, sys

graph_dir, minimum, modules = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
total = documented = 0
missing = []
for module in modules:
    files = [f for f in os.listdir(graph_dir)
             if f == f"{module}.symbols.json" or (f.startswith(f"{module}@") and f.endswith(".symbols.json"))]
    m_total = m_doc = 0
    for f in files:
        with open(os.path.join(graph_dir, f)) as fh:
            graph = json.load(fh)
        for s in graph.get("symbols", []):
            if s.get("accessLevel") not in ("public", "open"):
                continue
            path = s.get("pathComponents", [])
            if any(p.startswith("_") for p in path):
                continue
            if s.get("kind", {}).get("identifier") in ("swift.deinit",):
                continue
            if "synthesized" in s.get("identifier", {}).get("precise", "") or s.get("isSynthesized"):
                continue
            loc = s.get("location", {}).get("uri", "")
            if f"/Sources/{module}/" not in loc:
                continue
            m_total += 1
            if s.get("docComment", {}).get("lines"):
                m_doc += 1
            else:
                missing.append(f"{module}: {'.'.join(path)}  ({os.path.basename(loc)})")
    print(f"{module}: {m_doc}/{m_total} public declarations documented"
          + (f" ({100 * m_doc / m_total:.1f}%)" if m_total else ""))
    total += m_total
    documented += m_doc
share = 100 * documented / total if total else 100
print(f"all: {documented}/{total} ({share:.1f}%), minimum {minimum}%")
if os.environ.get("DOC_COVERAGE_LIST"):
    for m in missing:
        print("  undocumented:", m)
sys.exit(0 if share >= minimum else 1)
