// The part of Apple's Objective-C runtime that Swift code for iOS calls
// directly: associated objects. iOS code keeps state for an extension of a
// class it does not own (a toast queue on UIView, a skeleton's settings on
// a label) with `objc_setAssociatedObject(_:_:_:_:)`; Swift on Linux has
// no Objective-C runtime, so this module keeps such values itself, with
// Apple's names. `import UIKit` and `import QuartzCore` bring it, as
// Foundation brings the runtime on iOS.
//
// It is not called `ObjectiveC`: packages test `#if canImport(ObjectiveC)`
// to mean "this platform has the Objective-C runtime" and then use `@objc`,
// which Swift on Linux refuses; a module of that name would break every
// such package built beside Quartzite (swift-snapshot-testing among them).
// iOS code that writes `import ObjectiveC` drops the line (README,
// "Differences").
//
// A value belongs to its object: it is found only while that object is
// alive (a new object at the same address does not inherit it), and the
// values of objects that are gone are let go at the next change.
import Foundation
import Raster

/// How an associated value is held (Apple's `objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A reference that does not keep the value alive (held weakly here,
    /// where Apple's dangles).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set without locking (locked here all the same).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`) of the value, set without locking.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`) of the value, set atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a
/// variable of your own: `&MyKeys.queue`); nil removes it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = _owner(object) else { return }
    _AssociationTable.shared.set(owner, key, value.map { _AssociatedValue($0, policy) })
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = _owner(object) else { return nil }
    return _AssociationTable.shared.get(owner, key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = _owner(object) else { return }
    _AssociationTable.shared.removeAll(owner)
}

/// Only class instances have associated values, as only objects do on iOS.
private func _owner(_ object: Any) -> AnyObject? {
    type(of: object) is AnyClass ? object as AnyObject : nil
}

/// A value as its policy holds it.
private struct _AssociatedValue {
    var strong: Any?
    weak var weak: AnyObject?

    init(_ value: Any, _ policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN where type(of: value) is AnyClass:
            weak = value as AnyObject
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            strong = (value as? NSCopying)?.copy(with: nil) ?? value
        default:
            strong = value
        }
    }

    var value: Any? { strong ?? weak }
}

/// Every association, by object; each entry remembers its object weakly,
/// so that it answers only while that object lives.
private final class _AssociationTable: @unchecked Sendable {
    static let shared = _AssociationTable()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: _AssociatedValue] = [:]
    }

    /// The entries by owner, and how many changes since the last sweep.
    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var changesSinceSweep = 0
    }
    private let table = _Locked(Table())

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        table.withLock { t in
            guard let e = t.entries[ObjectIdentifier(owner)], e.owner === owner else { return nil }
            return e.values[key]?.value
        }
    }

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: _AssociatedValue?) {
        var released: [_AssociatedValue] = []
        table.withLock { t in
            var e = Self.take(owner, from: &t, releasing: &released)
            if let old = e.values.removeValue(forKey: key) { released.append(old) }
            if let value { e.values[key] = value }
            if !e.values.isEmpty { t.entries[ObjectIdentifier(owner)] = e }
            Self.sweepIfDue(&t, into: &released)
        }
        // Old values go outside the lock: their deinit may associate again.
        released.removeAll()
    }

    func removeAll(_ owner: AnyObject) {
        var released: [_AssociatedValue] = []
        table.withLock { t in
            let e = Self.take(owner, from: &t, releasing: &released)
            released += e.values.values
        }
        released.removeAll()
    }

    /// `owner`'s entry, taken out of the table (a new one when it has
    /// none); an entry left at its address by an object that is gone
    /// gives its values up to `released`.
    private static func take(_ owner: AnyObject, from t: inout Table, releasing released: inout [_AssociatedValue]) -> Entry {
        guard let e = t.entries.removeValue(forKey: ObjectIdentifier(owner)) else { return Entry(owner: owner) }
        if e.owner === owner { return e }
        released += e.values.values
        return Entry(owner: owner)
    }

    /// Every so often, the entries of objects that are gone are dropped.
    private static func sweepIfDue(_ t: inout Table, into released: inout [_AssociatedValue]) {
        t.changesSinceSweep += 1
        guard t.changesSinceSweep >= 64 else { return }
        t.changesSinceSweep = 0
        for (id, e) in t.entries where e.owner == nil {
            released += e.values.values
            t.entries[id] = nil
        }
    }
}
