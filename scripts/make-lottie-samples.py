#!/usr/bin/env python3
"""Writes the Lottie files in assets/lottie/: small animations of our own
(no one else's licence to carry) that exercise what lottie-ios's Core
Animation engine asks of Quartzite: eased position keyframes, scale,
rotation, opacity, trim paths on strokes, and a gradient fill.

Usage: scripts/make-lottie-samples.py [FOLDER]   (default assets/lottie)
"""

import json
import os
import sys


def static(v):
    return {"a": 0, "k": v}


def keyed(frames, ease=(0.42, 0.58)):
    """Keyframes [(t, value)], eased in and out between each pair."""
    ks = []
    for i, (t, v) in enumerate(frames):
        k = {"t": t, "s": v if isinstance(v, list) else [v]}
        if i < len(frames) - 1:
            n = len(k["s"])
            k["o"] = {"x": [ease[0]] * n, "y": [0] * n}
            k["i"] = {"x": [ease[1]] * n, "y": [1] * n}
        ks.append(k)
    return {"a": 1, "k": ks}


def transform(p=None, s=None, r=None, o=None, a=None):
    return {"p": p or static([0, 0]), "a": a or static([0, 0]), "s": s or static([100, 100]),
            "r": r or static(0), "o": o or static(100)}


def layer(name, ind, shapes, ks, op):
    return {"ddd": 0, "ind": ind, "ty": 4, "nm": name, "sr": 1, "ao": 0, "ip": 0, "op": op, "st": 0,
            "bm": 0, "ks": dict(transform(**ks), p=ks.get("p", static([0, 0, 0]))), "shapes": shapes}


def group(name, items, **tr):
    return {"ty": "gr", "nm": name, "it": items + [dict(transform(**tr), ty="tr")]}


def ellipse(size):
    return {"ty": "el", "nm": "ellipse", "p": static([0, 0]), "s": static([size, size])}


def fill(rgba):
    return {"ty": "fl", "nm": "fill", "c": static(rgba), "o": static(100), "r": 1}


def stroke(rgba, width):
    return {"ty": "st", "nm": "stroke", "c": static(rgba), "o": static(100), "w": static(width), "lc": 2, "lj": 2}


def animation(name, w, h, op, layers):
    return {"v": "5.7.4", "fr": 60, "ip": 0, "op": op, "w": w, "h": h, "nm": name, "ddd": 0, "assets": [],
            "layers": layers}


def bounce():
    """A ball that drops, squashes on the floor and rises, over its shadow."""
    ball = layer("ball", 1, [group("ball", [ellipse(70), fill([0.93, 0.27, 0.22, 1])])], {
        "p": keyed([(0, [150, 70, 0]), (45, [150, 225, 0]), (90, [150, 70, 0])], ease=(0.55, 0.45)),
        "s": keyed([(0, [100, 100, 100]), (40, [92, 110, 100]), (45, [125, 75, 100]), (52, [95, 106, 100]),
                    (90, [100, 100, 100])]),
    }, 90)
    shadow = layer("shadow", 2, [group("shadow", [ellipse(80), fill([0, 0, 0, 1])], s=static([100, 25]))], {
        "p": static([150, 265, 0]),
        "s": keyed([(0, [60, 60, 100]), (45, [110, 110, 100]), (90, [60, 60, 100])]),
        "o": keyed([(0, 15), (45, 35), (90, 15)]),
    }, 90)
    return animation("bounce", 300, 300, 90, [ball, shadow])


def spinner():
    """A stroke that grows and shrinks as it turns (a trim path)."""
    arc = group("arc", [ellipse(150), stroke([0.18, 0.45, 0.95, 1], 16),
                        {"ty": "tm", "nm": "trim", "m": 1, "o": static(0),
                         "s": keyed([(0, 0), (30, 0), (90, 95)]), "e": keyed([(0, 5), (60, 100), (90, 100)])}])
    ring = layer("ring", 1, [arc], {"p": static([120, 120, 0]), "r": keyed([(0, 0), (90, 360)], ease=(0, 1))}, 90)
    track = layer("track", 2, [group("track", [ellipse(150), stroke([0.88, 0.9, 0.95, 1], 16)])],
                  {"p": static([120, 120, 0])}, 90)
    return animation("spinner", 240, 240, 90, [ring, track])


def pulse():
    """Three rings that grow and fade one after another around a dot, in a gradient."""
    layers = [layer("dot", 1, [group("dot", [ellipse(40), {
        "ty": "gf", "nm": "gradient", "o": static(100), "r": 1, "t": 1,
        "s": static([-20, -20]), "e": static([20, 20]),
        "g": {"p": 2, "k": static([0, 0.98, 0.45, 0.2, 1, 0.95, 0.2, 0.55])}}])],
        {"p": static([150, 150, 0]), "s": keyed([(0, [100, 100, 100]), (30, [115, 115, 100]), (60, [100, 100, 100]),
                                                  (120, [100, 100, 100])])}, 120)]
    for i in range(3):
        start = i * 30
        layers.append(layer("ring %d" % (i + 1), i + 2, [group("ring", [ellipse(60), stroke([0.95, 0.35, 0.45, 1], 6)])], {
            "p": static([150, 150, 0]),
            "s": keyed([(0, [100, 100, 100]), (start, [100, 100, 100]), (start + 60, [400, 400, 100]),
                        (120, [400, 400, 100])]),
            "o": keyed([(0, 0), (start, 90), (start + 60, 0), (120, 0)]),
        }, 120))
    return animation("pulse", 300, 300, 120, layers)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "assets/lottie"
    os.makedirs(folder, exist_ok=True)
    for make in (bounce, spinner, pulse):
        data = make()
        path = os.path.join(folder, data["nm"] + ".json")
        with open(path, "w") as f:
            json.dump(data, f, separators=(",", ":"))
        print("wrote", path)


if __name__ == "__main__":
    main()
