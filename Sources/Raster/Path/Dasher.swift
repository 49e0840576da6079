/// Cuts polylines into dashes. Each subpath starts the pattern afresh at the
/// style's phase (as in PostScript and CoreGraphics).
struct Dasher {
    private var dash = Polyline()
    private var firstDash = Polyline()

    /// Calls `emit` with each dash of `line`, as an open polyline (a single
    /// point for a zero-length dash, facing along the path). When one dash
    /// covers all of `line`, emits `line` itself, closed or not. On a closed
    /// polyline the dash running through the start and the one running
    /// into the end are one dash, so it is emitted as one: no caps where the
    /// subpath closes.
    mutating func split(_ line: Polyline, pattern: DashPattern, _ emit: (Polyline) -> Void) {
        let n = line.count
        guard n > 0 else { return }
        var i = pattern.startIndex
        var remaining = pattern.startRemaining
        var on = i % 2 == 0
        guard n > 1 else {
            // A zero-length subpath: a dot if the pattern starts painted.
            if on { emit(line) }
            return
        }

        var holdFirst = line.closed && on // the first dash waits to be merged
        var haveFirst = false
        var toggled = false
        dash.removeAll()
        if on { dash.append(line.xs[0], line.ys[0], smooth: line.smooth[0]) }

        let segments = line.closed ? n : n - 1
        for k in 0..<segments {
            let j = (k + 1) % n
            let ax = line.xs[k], ay = line.ys[k], bx = line.xs[j], by = line.ys[j]
            let len = hypot2(bx - ax, by - ay)
            guard len > 0 else { continue }
            let ux = (bx - ax) / len, uy = (by - ay) / len
            var t = 0.0
            // Pattern boundaries strictly inside this segment.
            while len - t > remaining {
                t += remaining
                let qx = ax + ux * t, qy = ay + uy * t
                if on {
                    dash.append(qx, qy, smooth: false)
                    dash.dotDX = ux; dash.dotDY = uy
                    if holdFirst {
                        firstDash.removeAll()
                        firstDash.xs.append(contentsOf: dash.xs)
                        firstDash.ys.append(contentsOf: dash.ys)
                        firstDash.smooth.append(contentsOf: dash.smooth)
                        firstDash.dotDX = ux; firstDash.dotDY = uy
                        holdFirst = false
                        haveFirst = true
                    } else {
                        emit(dash)
                    }
                } else {
                    dash.removeAll()
                    dash.append(qx, qy, smooth: false)
                    dash.dotDX = ux; dash.dotDY = uy
                }
                on.toggle()
                toggled = true
                i = (i + 1) % pattern.intervals.count
                remaining = pattern.intervals[i]
            }
            remaining -= len - t
            if on { dash.append(bx, by, smooth: line.smooth[j]) }
        }

        guard toggled else {
            if on { emit(line) }
            return
        }
        if on {
            if haveFirst {
                // firstDash starts at the closing point, where dash ends.
                for p in 1..<firstDash.count {
                    dash.append(firstDash.xs[p], firstDash.ys[p], smooth: firstDash.smooth[p])
                }
            }
            emit(dash)
        } else if haveFirst {
            emit(firstDash)
        }
    }
}
