import Foundation

/// What the damage tracker asks of the layer key table every frame, for
/// every layer: did anything the layer draws change? Each key marked
/// `.pixels` is compared through its table entry: plain values (numbers,
/// geometry, flags, masks) by their bytes in place, with no closure and no
/// reference counting; values holding references (colours, paths,
/// contents, named constants) by the entry's `same`.
extension _LayerKey {
    /// The stored keys a change of which repaints the layer.
    static let pixelKeys: [_LayerKey] = allCases.filter { $0.spec.effects.contains(.pixels) && $0.isStored }

    /// Brings `kept`'s `pixelKeys` up to `now`'s, copying only those that
    /// differ (a moving layer's position, not its whole record); returns
    /// whether all were the same already.
    static func updateDrawn(_ kept: UnsafeMutablePointer<_LayerProperties>,
                            to now: UnsafePointer<_LayerProperties>) -> Bool {
        var same = true
        for i in 0..<plainPixelRuns.count {
            let r = plainPixelRuns[i]
            let a = UnsafeMutableRawPointer(kept) + r.offset, b = UnsafeRawPointer(now) + r.offset
            if !bytesEqual(a, b, r.size) {
                a.copyMemory(from: b, byteCount: r.size)
                same = false
            }
        }
        for i in referencePixelKeys.indices {
            // The same bits are the same value (the same object, for a
            // reference): no comparison through the key, no retains.
            let l = referencePixelLayouts[i]
            if bytesEqual(UnsafeRawPointer(kept) + Int(l.offset), UnsafeRawPointer(now) + Int(l.offset), Int(l.size)) {
                continue
            }
            let c = referencePixelKeys[i]
            if !c.same(kept, now) {
                c.copy(kept, now)
                same = false
            }
        }
        return same
    }

    /// The reference pixel keys' layouts, in the order of `referencePixelKeys`.
    nonisolated(unsafe) private static let referencePixelLayouts: UnsafeBufferPointer<_StoredLayout> = {
        let layouts = referenceKeys.map(\.layout)
        let p = UnsafeMutableBufferPointer<_StoredLayout>.allocate(capacity: layouts.count)
        _ = p.initialize(from: layouts)
        return UnsafeBufferPointer(p)
    }()

    /// The plain pixel keys' bytes as runs, keys that lie next to each
    /// other in `_LayerProperties` joined (a layer's geometry is a few
    /// runs, not a dozen keys): compared and copied a run at a time, in
    /// memory allocated once.
    nonisolated(unsafe) private static let plainPixelRuns: UnsafeBufferPointer<(offset: Int, size: Int)> = {
        let p = UnsafeMutableBufferPointer<(offset: Int, size: Int)>.allocate(capacity: plainPixelRanges.count)
        _ = p.initialize(from: plainPixelRanges)
        return UnsafeBufferPointer(p)
    }()

    /// The runs `plainPixelRuns` holds: each plain pixel key's bytes, in
    /// order, joined where one ends where the next begins.
    static let plainPixelRanges: [(offset: Int, size: Int)] = {
        let keys = pixelKeys.filter { $0.layout.isTrivial }.map(\.layout).sorted { $0.offset < $1.offset }
        var runs: [(offset: Int, size: Int)] = []
        for l in keys {
            if let last = runs.last, last.offset + last.size == Int(l.offset) {
                runs[runs.count - 1].size += Int(l.size)
            } else {
                runs.append((Int(l.offset), Int(l.size)))
            }
        }
        return runs
    }()

    /// The pixel keys holding references (colours, paths, contents).
    private static let referenceKeys = pixelKeys.filter { !$0.layout.isTrivial }

    private static let referencePixelKeys = referenceKeys.map { key in
        (same: key.entry.storage!.same!, copy: key.entry.storage!.copy)
    }

    /// Bitwise equality of a plain value (a sign of zero or a NaN's
    /// payload that differs repaints once more than it need; nothing that
    /// draws differently compares equal).
    @inline(__always)
    private static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ size: Int) -> Bool {
        switch size {
        case 1: return a.load(as: UInt8.self) == b.load(as: UInt8.self)
        case 4: return a.load(as: UInt32.self) == b.load(as: UInt32.self)
        case let n where n % 8 == 0:
            for i in stride(from: 0, to: n, by: 8)
            where a.load(fromByteOffset: i, as: UInt64.self) != b.load(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            return true
        default: return memcmp(a, b, size) == 0
        }
    }
}
