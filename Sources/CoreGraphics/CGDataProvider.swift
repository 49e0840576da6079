import Foundation

/// The bytes behind an image. Apple hands them out as CFData; here `data`
/// is a Foundation `Data` (it is made from either).
/// However a provider is made (bytes, a file, a release callback, Apple's
/// sequential or direct callbacks), its bytes are read once, when it is
/// made, and the provider's callbacks are done with by the time it
/// returns (the release callbacks run then).
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes, as given.
    public let data: Data?
    /// The info pointer the provider was made with (nil for bytes and files).
    public let info: UnsafeMutableRawPointer?

    /// A provider over `data`; never nil (the optional is Apple's signature).
    public init?(data: Data) {
        self.data = data
        info = nil
    }

    /// A provider over `size` bytes at `data`, which `releaseData` (called
    /// with `info`) frees: the bytes are copied, then released.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback) {
        self.data = size > 0 ? Data(bytes: data, count: size) : Data()
        self.info = info
        releaseData(info, data, size)
    }

    /// A provider over bytes, as iOS code makes one: `CGDataProvider(data: data as CFData)`.
    public convenience init?(data: CFData) { self.init(data: Data(referencing: data)) }

    /// A provider over a file's bytes; nil when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }

    /// A provider over the bytes at a file URL; nil when they cannot be read.
    public init?(url: URL) {
        guard url.isFileURL, let bytes = try? Data(contentsOf: url) else { return nil }
        data = bytes
        info = nil
    }

    /// A provider that reads its bytes through `callbacks` from the start
    /// to the end (`getBytes` until it gives 0).
    public init?(sequentialInfo info: UnsafeMutableRawPointer?, callbacks: UnsafePointer<CGDataProviderSequentialCallbacks>) {
        let c = callbacks.pointee
        guard c.version == 0 else { return nil }
        c.rewind?(info)
        var bytes = Data()
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: 65_536, alignment: 16)
        defer { chunk.deallocate() }
        while let n = Optional(c.getBytes(info, chunk, 65_536)), n > 0, bytes.count < Int(Int32.max) {
            bytes.append(chunk.assumingMemoryBound(to: UInt8.self), count: min(n, 65_536))
        }
        data = bytes
        self.info = info
        c.releaseInfo?(info)
    }

    /// A provider of `size` bytes that reads them through `callbacks`: the
    /// byte pointer when given, else `getBytesAtPosition`.
    public init?(directInfo info: UnsafeMutableRawPointer?, size: off_t,
                 callbacks: UnsafePointer<CGDataProviderDirectCallbacks>) {
        let c = callbacks.pointee
        guard c.version == 0, size >= 0, size < off_t(Int32.max) else { return nil }
        let n = Int(size)
        if let pointer = c.getBytePointer?(info) {
            data = Data(bytes: pointer, count: n)
            c.releaseBytePointer?(info, pointer)
        } else if let read = c.getBytesAtPosition {
            var bytes = Data(count: n)
            let got = bytes.withUnsafeMutableBytes { read(info, $0.baseAddress!, 0, n) }
            data = bytes.prefix(got)
        } else {
            return nil
        }
        self.info = info
        c.releaseInfo?(info)
    }
}

/// Frees the bytes of `CGDataProvider(dataInfo:data:size:releaseData:)`.
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void
/// Copies up to `count` of the next bytes to `buffer`, returning how many.
public typealias CGDataProviderGetBytesCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, Int) -> Int
/// Skips `count` bytes forward, returning how many were skipped.
public typealias CGDataProviderSkipForwardCallback = @convention(c) (UnsafeMutableRawPointer?, off_t) -> off_t
/// Goes back to the first byte.
public typealias CGDataProviderRewindCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
/// Frees the info pointer.
public typealias CGDataProviderReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
/// The address of all the bytes, or nil.
public typealias CGDataProviderGetBytePointerCallback = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeRawPointer?
/// Done with the byte pointer.
public typealias CGDataProviderReleaseBytePointerCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Void
/// Copies `count` bytes from `position` to `buffer`, returning how many.
public typealias CGDataProviderGetBytesAtPositionCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, off_t, Int) -> Int

/// How a sequential provider reads its bytes (Apple's
/// `CGDataProviderSequentialCallbacks`).
public struct CGDataProviderSequentialCallbacks {
    /// 0.
    public var version: UInt32
    /// Reads the next bytes.
    public var getBytes: CGDataProviderGetBytesCallback
    /// Skips bytes.
    public var skipForward: CGDataProviderSkipForwardCallback
    /// Goes back to the start.
    public var rewind: CGDataProviderRewindCallback?
    /// Frees the info pointer.
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    /// The callbacks, version 0.
    public init(version: UInt32, getBytes: CGDataProviderGetBytesCallback, skipForward: CGDataProviderSkipForwardCallback,
                rewind: CGDataProviderRewindCallback?, releaseInfo: CGDataProviderReleaseInfoCallback?) {
        self.version = version
        self.getBytes = getBytes
        self.skipForward = skipForward
        self.rewind = rewind
        self.releaseInfo = releaseInfo
    }
}

/// How a direct provider reads its bytes (Apple's `CGDataProviderDirectCallbacks`).
public struct CGDataProviderDirectCallbacks {
    /// 0.
    public var version: UInt32
    /// The address of all the bytes, if there is one.
    public var getBytePointer: CGDataProviderGetBytePointerCallback?
    /// Done with that address.
    public var releaseBytePointer: CGDataProviderReleaseBytePointerCallback?
    /// Reads bytes at a position, when there is no address.
    public var getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?
    /// Frees the info pointer.
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    /// The callbacks, version 0.
    public init(version: UInt32, getBytePointer: CGDataProviderGetBytePointerCallback?,
                releaseBytePointer: CGDataProviderReleaseBytePointerCallback?,
                getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?,
                releaseInfo: CGDataProviderReleaseInfoCallback?) {
        self.version = version
        self.getBytePointer = getBytePointer
        self.releaseBytePointer = releaseBytePointer
        self.getBytesAtPosition = getBytesAtPosition
        self.releaseInfo = releaseInfo
    }
}
