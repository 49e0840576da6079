@testable import QuartzCore

func approx(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-9) -> Bool { abs(a - b) <= tol }
func approx(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool { approx(a.x, b.x, tol) && approx(a.y, b.y, tol) }
func approx(_ a: CGSize, _ b: CGSize, _ tol: CGFloat = 1e-9) -> Bool { approx(a.width, b.width, tol) && approx(a.height, b.height, tol) }
func approx(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-9) -> Bool {
    approx(a.origin, b.origin, tol) && approx(a.size, b.size, tol)
}
func approx(_ a: CATransform3D, _ b: CATransform3D, _ tol: CGFloat = 1e-9) -> Bool {
    for r in 0..<4 { for c in 0..<4 where !approx(a[r, c], b[r, c], tol) { return false } }
    return true
}

/// The messages a block reports instead of printing them.
func diagnostics(_ body: () -> Void) -> [String] {
    _Diagnostics.capture(body).messages
}

/// A layer with a frame, the usual way to build test trees.
func layer(_ name: String, frame: CGRect) -> CALayer {
    let l = CALayer()
    l.name = name
    l.frame = frame
    return l
}

