extension UIView {
    /// Makes the first responder resign when it is this view or one inside
    /// it (UIKit's way to put the keyboard away); `force` makes it resign
    /// even when it would rather not. True when none of them is first
    /// responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let first = UIResponder.firstResponder as? UIView, first.isDescendant(of: self) else { return true }
        if first.resignFirstResponder() { return true }
        guard force else { return false }
        UIResponder.firstResponder = nil
        return true
    }
}
