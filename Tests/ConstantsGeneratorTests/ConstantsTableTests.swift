import Testing
@testable import ConstantsGenerator

/// The `.constants` tables: what a table declares, and the one-line error
/// a table that breaks the format gets (the build stops on it).
struct ConstantsTableTests {
    /// The Swift a table becomes.
    func generated(_ table: String) throws -> String {
        let (imports, declarations) = try parse(table, file: "t.constants")
        return render(imports, declarations, source: "t.constants")
    }

    @Test func aNamesTableDeclaresAppleStruct() throws {
        let table = """
            /// A cap.
            names CAShapeLayerLineCap: String
                /// The name.
                rawValue
                /// From a name.
                init(rawValue:)
                init(_:)
                /// Square.
                butt
                /// Odd spelling.
                nonZero = "non-zero"
            """
        let swift = try generated(table)
        #expect(swift.contains("public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {"))
        #expect(swift.contains("    public let rawValue: String\n"))
        #expect(swift.contains("    /// The same as `init(rawValue:)`, without the label.\n    public init(_ rawValue: String)"))
        #expect(swift.contains("    /// Square.\n    public static let butt = CAShapeLayerLineCap(rawValue: \"butt\")\n"))
        #expect(swift.contains("public static let nonZero = CAShapeLayerLineCap(rawValue: \"non-zero\")"))
    }

    @Test func nestedOptionsAndEnumsAreDeclaredInAnExtension() throws {
        let table = """
            /// A mask.
            options UIView.AutoresizingMask: UInt, Hashable
                /// Bits.
                var rawValue
                /// From bits.
                init(rawValue:)
                /// Left.
                flexibleLeftMargin = 1 << 0
                /// Both.
                both = [.flexibleLeftMargin]
            /// Modes.
            cases UIView.ContentMode: Int
                /// Fits:
                ///   continued.
                scaleToFill = 0, scaleAspectFit
            """
        let swift = try generated(table)
        #expect(swift.contains("extension UIView {\n    /// A mask.\n    public struct AutoresizingMask: OptionSet, Hashable, Sendable {\n"))
        #expect(swift.contains("        public var rawValue: UInt\n"))
        #expect(swift.contains("public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)"))
        #expect(swift.contains("public static let both: AutoresizingMask = [.flexibleLeftMargin]"))
        #expect(swift.contains("    public enum ContentMode: Int, Sendable {\n        /// Fits:\n        ///   continued.\n        case scaleToFill = 0, scaleAspectFit\n    }\n}\n"))
        #expect(!swift.contains("init(_ rawValue"))
    }

    @Test func membersAndPropertiesExtendTheirType() throws {
        let table = """
            // The notes of a table are not in the Swift.
            members UIApplication: Notification.Name
                /// Posted.
                didBecomeActiveNotification = "UIApplicationDidBecomeActiveNotification"
            members UIResponder: String
                /// A key.
                keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
            properties UIColor: UIColor
                /// Red.
                systemRed = rgb255(255, 59, 48)
            """
        let swift = try generated(table)
        #expect(swift.contains("""
            extension UIApplication {
                /// Posted.
                public static let didBecomeActiveNotification = Notification.Name(rawValue: "UIApplicationDidBecomeActiveNotification")
            }
            """))
        #expect(swift.contains("    public static let keyboardIsLocalUserInfoKey = \"UIKeyboardIsLocalUserInfoKey\"\n"))
        #expect(swift.contains("extension UIColor {\n    /// Red.\n    public static var systemRed: UIColor { rgb255(255, 59, 48) }\n}\n"))
        #expect(!swift.contains("notes"))
    }

    @Test(arguments: [
        ("names X: String\n/// A.\nrawValue\n/// B.\ninit(rawValue:)\nfoo bar", "t.constants:6: error: expected a value"),
        ("names X: String\n/// A.\nrawValue\nfoo", "t.constants:1: error: `X` needs documented `rawValue` and `init(rawValue:)` lines"),
        ("options X: UInt\n/// A.\nrawValue\n/// B.\ninit(rawValue:)\n/// C.\nflag", "t.constants:7: error: `flag` needs a value"),
        ("members X: String\n/// A.\nkey", "t.constants:3: error: `key` needs a value"),
        ("cases X: Int\nundocumented", "t.constants:1: error: `X`: `undocumented` has no documentation"),
        ("/// A.\nfade", "t.constants:2: error: `fade` before any"),
        ("names : String", "t.constants:1: error: expected `names Name: RawType`"),
    ])
    func aTableOutsideTheFormatIsNamedWithItsLine(table: String, message: String) {
        #expect {
            try parse(table, file: "t.constants")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
