import Foundation

/// Text being edited and its selection, in UTF-16 offsets as UIKit counts
/// them (`NSRange`, what `shouldChangeCharactersIn` is given). The caret
/// is an empty selection. Moves and deletions step over whole characters
/// (an emoji, a letter and its accents), never into one.
struct _EditableText: Equatable {
    private(set) var text: String
    /// The selection; `location` alone (length 0) is the caret.
    private(set) var selection: NSRange

    init(_ text: String = "", caretAtEnd: Bool = true) {
        self.text = text
        selection = NSRange(location: caretAtEnd ? text.utf16.count : 0, length: 0)
    }

    var length: Int { text.utf16.count }

    /// The text with `range` replaced by `replacement`, the caret after it.
    /// A range outside the text is clamped to it.
    mutating func replace(_ range: NSRange, with replacement: String) {
        let r = clamped(range)
        let ns = text as NSString
        text = ns.replacingCharacters(in: r, with: replacement)
        selection = NSRange(location: r.location + replacement.utf16.count, length: 0)
    }

    /// Sets the selection (clamped to the text, widened to whole characters).
    mutating func select(_ range: NSRange) {
        let r = clamped(range)
        let start = boundary(atOrBefore: r.location), end = boundary(atOrAfter: r.location + r.length)
        selection = NSRange(location: start, length: end - start)
    }

    mutating func selectAll() { selection = NSRange(location: 0, length: length) }

    /// What the backspace key removes: the selection, else the character before the caret.
    var rangeDeletedBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let start = boundary(before: selection.location)
        return NSRange(location: start, length: selection.location - start)
    }

    /// What the delete key removes: the selection, else the character after the caret.
    var rangeDeletedForward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location < length else { return nil }
        let end = boundary(after: selection.location)
        return NSRange(location: selection.location, length: end - selection.location)
    }

    /// The caret one character left (or to the selection's start).
    mutating func moveLeft() {
        let l = selection.length > 0 ? selection.location : boundary(before: selection.location)
        selection = NSRange(location: l, length: 0)
    }

    /// The caret one character right (or to the selection's end).
    mutating func moveRight() {
        let l = selection.length > 0 ? selection.location + selection.length : boundary(after: selection.location)
        selection = NSRange(location: l, length: 0)
    }

    mutating func moveToStart() { selection = NSRange(location: 0, length: 0) }
    mutating func moveToEnd() { selection = NSRange(location: length, length: 0) }

    private func clamped(_ r: NSRange) -> NSRange {
        guard r.location != NSNotFound else { return NSRange(location: length, length: 0) }
        let start = min(max(r.location, 0), length)
        let end = min(max(r.location + max(r.length, 0), start), length)
        return NSRange(location: start, length: end - start)
    }

    /// The offsets where characters start, and the end.
    private var boundaries: [Int] {
        var offsets = [0]
        var o = 0
        for c in text {
            o += c.utf16.count
            offsets.append(o)
        }
        return offsets
    }

    private func boundary(before offset: Int) -> Int { boundaries.last { $0 < offset } ?? 0 }
    private func boundary(after offset: Int) -> Int { boundaries.first { $0 > offset } ?? length }
    private func boundary(atOrBefore offset: Int) -> Int { boundaries.last { $0 <= offset } ?? 0 }
    private func boundary(atOrAfter offset: Int) -> Int { boundaries.first { $0 >= offset } ?? length }

    /// The text before `offset`.
    func prefix(_ offset: Int) -> String {
        (text as NSString).substring(to: min(max(offset, 0), length))
    }

    /// The character boundary nearest `x`, given how wide each prefix is.
    func offset(nearest x: CGFloat, width: (String) -> CGFloat) -> Int {
        var best = 0, bestDistance = CGFloat.infinity
        for b in boundaries {
            let d = abs(width(prefix(b)) - x)
            if d < bestDistance { best = b; bestDistance = d }
        }
        return best
    }
}
