/// The bytes behind an image. Apple hands them out as CFData; on Linux,
/// where Data does not bridge to CFData, `data` is a Foundation `Data`.
public final class CGDataProvider: @unchecked Sendable {
    public let data: Data?

    public init?(data: Data) {
        self.data = data
    }
}
