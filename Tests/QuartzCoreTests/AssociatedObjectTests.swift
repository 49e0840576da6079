import Foundation
import QuartzCore
import Testing

/// Apple's associated objects, as iOS code keeps state for an extension
/// (Toast-Swift's queue of toasts on UIView).
@Suite struct AssociatedObjectTests {
    nonisolated(unsafe) static var queueKey = "queue"
    nonisolated(unsafe) static var weakKey = "weak"

    @Test func aValueStaysWithItsObject() {
        let layer = CALayer(), other = CALayer()
        objc_setAssociatedObject(layer, &Self.queueKey, NSMutableArray(array: [1]), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        (objc_getAssociatedObject(layer, &Self.queueKey) as? NSMutableArray)?.add(2)
        #expect((objc_getAssociatedObject(layer, &Self.queueKey) as? NSMutableArray)?.count == 2)
        #expect(objc_getAssociatedObject(other, &Self.queueKey) == nil, "another object")
        #expect(objc_getAssociatedObject(layer, &Self.weakKey) == nil, "another key")
        objc_setAssociatedObject(layer, &Self.queueKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(layer, &Self.queueKey) == nil, "nil removes it")
        objc_setAssociatedObject(layer, &Self.queueKey, "a", .OBJC_ASSOCIATION_COPY)
        objc_removeAssociatedObjects(layer)
        #expect(objc_getAssociatedObject(layer, &Self.queueKey) == nil)
    }

    @Test func policiesHoldAsTheySay() {
        let layer = CALayer()
        // (Plain objects: a new layer is held by its transaction until it commits.)
        weak var gone: NSObject?
        do {
            let value = NSObject()
            gone = value
            objc_setAssociatedObject(layer, &Self.weakKey, value, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(layer, &Self.weakKey) as? NSObject === value)
        }
        #expect(gone == nil && objc_getAssociatedObject(layer, &Self.weakKey) == nil, "assign does not keep it alive")
        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(layer, &Self.queueKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append("b")
        #expect(objc_getAssociatedObject(layer, &Self.queueKey) as? String == "a", "a copy")
    }

    /// A value goes with its object: a new object, even at the same
    /// address, starts with none, and the value is let go.
    @Test func aValueGoesWithItsObject() {
        weak var value: NSMutableArray?
        for i in 0..<200 {
            let owner = NSObject()
            #expect(objc_getAssociatedObject(owner, &Self.queueKey) == nil)
            let array = NSMutableArray()
            // The first one only: watching whichever is alive would, once
            // the first was swept, pick up one of the last few, which no
            // sweep (every 64 changes) may reach before the check.
            if i == 0 { value = array }
            objc_setAssociatedObject(owner, &Self.queueKey, array, .OBJC_ASSOCIATION_RETAIN)
        }
        // The table is shared: another test's thread may have swept this
        // value out and not yet let go of it (it does so outside the
        // lock). Waiting a moment tells that apart from a value kept.
        for _ in 0..<100 where value != nil { Thread.sleep(forTimeInterval: 0.01) }
        #expect(value == nil, "released once its object is gone")
        // Values (numbers) of non-objects are not kept.
        objc_setAssociatedObject(5, &Self.queueKey, "x", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(5, &Self.queueKey) == nil)
    }
}
