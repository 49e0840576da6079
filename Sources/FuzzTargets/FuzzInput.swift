import CoreGraphics

/// Turns a fuzzer's bytes into the values a hostile caller could pass:
/// ordinary numbers most of the time, and the edges (zero, negative
/// zero, NaN, infinities, the largest and smallest doubles, values past
/// Int's range) often enough that every code path meets them. Reading
/// past the end yields zeros, so every input is a complete program.
struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = Array(bytes) }
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// What is left, for targets that take raw data (an image file).
    mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// 0 ..< n (n > 0).
    mutating func index(_ n: Int) -> Int {
        n <= 256 ? Int(byte()) % n : Int(UInt16(byte()) << 8 | UInt16(byte())) % n
    }

    mutating func pick<T>(_ options: [T]) -> T { options[index(options.count)] }

    static let edges: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 1e-9, 1e9, -1e9, 1e18, -1e18, 1e19, 1e300, -1e300, 1e-300,
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 9.3e18, 4096, 65536, 2147483648,
    ]

    /// A number: usually a small one on a scale the byte picks, sometimes
    /// an edge, sometimes any bit pattern at all.
    mutating func double() -> Double {
        switch byte() % 8 {
        case 0: return pick(Self.edges)
        case 1:
            var raw: UInt64 = 0
            for _ in 0..<8 { raw = raw << 8 | UInt64(byte()) }
            return Double(bitPattern: raw)
        default:
            let mantissa = Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())))
            return mantissa / 64
        }
    }

    /// A number in ordinary ranges only (a fraction, a coordinate).
    mutating func moderate(_ scale: Double = 100) -> Double {
        Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))) / 32768 * scale
    }

    mutating func cg() -> CGFloat { CGFloat(double()) }
    mutating func point() -> CGPoint { CGPoint(x: cg(), y: cg()) }
    mutating func size() -> CGSize { CGSize(width: cg(), height: cg()) }
    mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }

    /// Mostly on-canvas geometry, sometimes anything.
    mutating func canvasPoint() -> CGPoint {
        bool() ? CGPoint(x: moderate(80) + 32, y: moderate(80) + 32) : point()
    }

    mutating func affine() -> CGAffineTransform {
        switch byte() % 4 {
        case 0: return .identity
        case 1: return CGAffineTransform(rotationAngle: cg())
        case 2: return CGAffineTransform(scaleX: cg(), y: cg())
        default: return CGAffineTransform(a: cg(), b: cg(), c: cg(), d: cg(), tx: cg(), ty: cg())
        }
    }

    mutating func string(max: Int = 24, alphabet: [String]) -> String {
        (0..<index(max + 1)).map { _ in pick(alphabet) }.joined()
    }
}
