import CoreGraphics

func approx(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-9) -> Bool { abs(a - b) <= tol }
func approx(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool { approx(a.x, b.x, tol) && approx(a.y, b.y, tol) }
func approx(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-9) -> Bool {
    approx(a.origin, b.origin, tol) && approx(a.width, b.width, tol) && approx(a.height, b.height, tol)
}
