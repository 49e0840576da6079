/// A fixed-size buffer of trivial values owned by one object, which frees
/// it explicitly: unlike an array, reading it in a loop retains nothing.
/// Only for types without references (tracks, keys, numbers).
struct _OwnedBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0

    init() {
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    /// Frees the old contents and copies `elements` in (a new allocation
    /// only when there is something to hold).
    mutating func replace(with elements: [Element]) {
        precondition(_isPOD(Element.self), "_OwnedBuffer holds trivial values only")
        free()
        guard !elements.isEmpty else { return }
        base = .allocate(capacity: elements.count)
        _ = UnsafeMutableBufferPointer(start: base, count: elements.count).initialize(from: elements)
        count = elements.count
    }

    mutating func free() {
        if count > 0 { base.deallocate() }
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
        count = 0
    }
}
