/// The bytes behind an image. Apple hands them out as CFData; on Linux,
/// where Data does not bridge to CFData, `data` is a Foundation `Data`.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes, as given.
    public let data: Data?

    /// A provider over `data`; never nil (the optional is Apple's signature).
    public init?(data: Data) {
        self.data = data
    }
}
