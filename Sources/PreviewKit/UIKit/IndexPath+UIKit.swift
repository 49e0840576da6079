import Foundation

/// UIKit's index paths of rows and items: two indexes, the section first.
extension IndexPath {
    /// The path of `row` in `section` (a table's row).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section` (a collection's item).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }
    /// The second index, in a table.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
    /// The second index, in a collection.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
