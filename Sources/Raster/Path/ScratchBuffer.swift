/// Heap memory that only grows, for scratch space reused from call to call:
/// once large enough it is never reallocated, and reading it through its
/// pointer costs no bounds check or uniqueness check in inner loops. The
/// owner must call `deallocate()` (PathRasterizer does, in deinit).
struct ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity = 0

    init() { pointer = .allocate(capacity: 1) }

    /// Makes room for `count` elements. On growth every element is set to
    /// `value` (the old contents are dropped); otherwise nothing changes,
    /// so callers that leave the buffer in a known state find it so.
    /// Growth is at least by half again, so sizes that creep up frame by
    /// frame (a stroke growing with strokeEnd) settle after a few
    /// allocations instead of allocating every frame.
    mutating func reserve(_ count: Int, filledWith value: Element) {
        guard count > capacity else { return }
        let grown = Swift.max(count, capacity + capacity / 2)
        pointer.deallocate()
        pointer = .allocate(capacity: grown)
        pointer.initialize(repeating: value, count: grown)
        capacity = grown
    }

    func deallocate() { pointer.deallocate() }
}
