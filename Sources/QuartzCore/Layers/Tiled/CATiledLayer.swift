import Raster

/// A layer whose content is drawn tile by tile as it comes into view
/// (Apple's `CATiledLayer`): `draw(in:)` (or the delegate's
/// `draw(_:in:)`) is called once per tile of `tileSize` pixels, with the
/// context clipped to that tile (`ctx.boundingBoxOfClipPath` is the tile's
/// rect in the layer's coordinates), and only for the tiles the closest
/// `CAScrollLayer` above shows (all of the bounds without one). Scrolling
/// draws the tiles that come into view; `setNeedsDisplay()` draws every
/// visible tile again, `setNeedsDisplay(_:)` the tiles it touches. Tiles
/// are kept apart, not in one backing store, so a layer larger than any
/// picture can be (a map, a long document) costs only its drawn tiles.
///
/// Tiles are drawn when the transaction commits, on the main thread, and
/// appear at once (Apple draws them on background threads and fades them
/// in over `fadeDuration()`); one level of detail is drawn, at
/// `contentsScale`.
open class CATiledLayer: CALayer {
    override class var _classKeys: _ClassKeys { _TiledKeys.table }

    /// A tiled layer asks for its tiles as soon as it is made: it draws
    /// without `setNeedsDisplay()`, as Apple's does.
    public override init() {
        super.init()
        _setNeedsDisplay()
    }

    /// A presentation copy (see `CALayer.init(layer:)`).
    public required init(layer: Any) { super.init(layer: layer) }

    /// A tiled layer from an archive; it asks for its tiles too.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setNeedsDisplay()
    }

    /// How long a new tile takes to fade in on Apple's platforms: 0.25 s
    /// (tiles appear at once here).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Levels of detail kept for zooming out. Default 1. Stored; one level is drawn.
    open var levelsOfDetail: Int {
        get { _extra[_TiledKeys.levelsOfDetail] }
        set { _setClassKey(_TiledKeys.levelsOfDetail, newValue) }
    }
    /// Levels of detail kept for zooming in. Default 0. Stored.
    open var levelsOfDetailBias: Int {
        get { _extra[_TiledKeys.levelsOfDetailBias] }
        set { _setClassKey(_TiledKeys.levelsOfDetailBias, newValue) }
    }
    /// A tile's size in pixels (divided by `contentsScale` in points).
    /// Default 256 × 256; sizes under a pixel are taken as one.
    open var tileSize: CGSize {
        get { _extra[_TiledKeys.tileSize] }
        set { _setClassKey(_TiledKeys.tileSize, newValue) }
    }

    /// Draws the visible tiles not drawn yet.
    open override func display() {
        let drawn = _extra[_TiledKeys.tiles]
        var tiles = drawn?.tiles ?? [:]
        let scale = _props.contentsScale > 0 && _props.contentsScale.isFinite ? _props.contentsScale : 1
        let size = _TiledGeometry.tileSize(tileSize, scale: scale)
        // Tiles drawn at another scale or size are drawn again.
        if drawn?.size != size { tiles.removeAll() }
        let before = tiles.count
        for key in _TiledGeometry.tiles(covering: visibleRect.intersection(bounds), size: size)
        where tiles[key] == nil {
            if let image = _drawTile(key, size: size, scale: scale) { tiles[key] = image }
        }
        guard tiles.count != before || drawn?.size != size else { return }
        _setClassKey(_TiledKeys.tiles.slot, .object(_TileSet(tiles: tiles, size: size)))
    }

    /// Every tile is drawn again when it is next visible.
    open override func setNeedsDisplay() {
        if _extra[_TiledKeys.tiles] != nil { _setClassKey(_TiledKeys.tiles.slot, .object(nil)) }
        super.setNeedsDisplay()
    }

    /// The tiles `r` touches are drawn again.
    open override func setNeedsDisplay(_ r: CGRect) {
        if let set = _extra[_TiledKeys.tiles] {
            let stale = Set(_TiledGeometry.tiles(covering: r.standardized, size: set.size))
            let kept = set.tiles.filter { !stale.contains($0.key) }
            if kept.count != set.tiles.count { _setClassKey(_TiledKeys.tiles.slot, .object(_TileSet(tiles: kept, size: set.size))) }
        }
        _setNeedsDisplay()
    }

    /// Scrolling showed more of the layer: the tiles now in view are drawn.
    func _needsTilesInView() { _setNeedsDisplay() }

    /// One tile: a context of the tile's pixels, clipped to the tile, in
    /// the layer's coordinates.
    private func _drawTile(_ key: _TileKey, size: CGSize, scale: CGFloat) -> CGImage? {
        let rect = _TiledGeometry.rect(of: key, size: size)
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard w > 0, h > 0, let surface = Surface(width: w, height: h) else { return nil }
        let ctx = _drawingContext(surface, scale: scale, origin: rect.origin)
        ctx.clip(to: rect.intersection(bounds))
        draw(in: ctx)
        return CGImage(_surface: surface)
    }
}

/// A tile's place: column and row from the bounds' origin.
struct _TileKey: Hashable {
    let column: Int, row: Int
}

/// The drawn tiles, as the layer keeps them (immutable: the render side
/// draws from it while the layer draws more into a new one).
final class _TileSet: @unchecked Sendable {
    let tiles: [_TileKey: CGImage]
    /// A tile's size in points.
    let size: CGSize

    init(tiles: [_TileKey: CGImage], size: CGSize) {
        self.tiles = tiles; self.size = size
    }
}

/// Tiles and their rects: pure functions.
enum _TiledGeometry {
    /// More tiles than this in view are not drawn (a tile size of a pixel
    /// on a huge layer).
    static let maxTiles = 4096

    /// A tile's size in points for `pixels` at `scale` (at least a pixel).
    static func tileSize(_ pixels: CGSize, scale: CGFloat) -> CGSize {
        func side(_ v: CGFloat) -> CGFloat { v.isFinite ? max(1, v) / scale : 256 / scale }
        return CGSize(width: side(pixels.width), height: side(pixels.height))
    }

    static func rect(of key: _TileKey, size: CGSize) -> CGRect {
        CGRect(x: CGFloat(key.column) * size.width, y: CGFloat(key.row) * size.height, width: size.width, height: size.height)
    }

    /// The tiles that meet `r`, row by row.
    static func tiles(covering r: CGRect, size: CGSize) -> [_TileKey] {
        guard !r.isNull, !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              size.width > 0, size.height > 0 else { return [] }
        let c0 = Int(max(-1e9, min(1e9, (r.minX / size.width).rounded(.down))))
        let c1 = Int(max(-1e9, min(1e9, (r.maxX / size.width).rounded(.up))))
        let r0 = Int(max(-1e9, min(1e9, (r.minY / size.height).rounded(.down))))
        let r1 = Int(max(-1e9, min(1e9, (r.maxY / size.height).rounded(.up))))
        guard c1 > c0, r1 > r0, (c1 - c0) * (r1 - r0) <= maxTiles else { return [] }
        return (r0..<r1).flatMap { row in (c0..<c1).map { _TileKey(column: $0, row: row) } }
    }
}

/// CATiledLayer's key table (see `_ClassKeys`).
enum _TiledKeys {
    typealias K = _ClassKey
    static let levelsOfDetail = K<Int>(0, "levelsOfDetail", .int, .int, default: 1)
    static let levelsOfDetailBias = K<Int>(1, "levelsOfDetailBias", .int, .int, default: 0)
    static let tileSize = K<CGSize>(2, "tileSize", .size, .size, default: CGSize(width: 256, height: 256))
    /// The drawn tiles (not one of Apple's keys).
    static let tiles = K<_TileSet?>(3, "_tiles", .any, .optional(_TileSet.self), default: nil)

    static let table = _ClassKeys([levelsOfDetail, levelsOfDetailBias, tileSize, tiles], content: _TiledContent.self)
}

/// The tiled layer's drawing: each drawn tile's picture in its rect.
enum _TiledContent: _LayerContent {
    static func box(_ layer: _PresentedLayer) -> CGRect? {
        guard let set = layer[_TiledKeys.tiles], !set.tiles.isEmpty else { return nil }
        return layer.bounds
    }

    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        guard let set = layer[_TiledKeys.tiles] else { return }
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        let bounds = layer.bounds
        for (key, image) in set.tiles {
            let rect = _TiledGeometry.rect(of: key, size: set.size)
            guard rect.intersects(bounds) else { continue }
            let s = image._surface
            let toLayer = Projective(a: Double(rect.width) / Double(s.width), b: 0, c: 0,
                                     d: Double(rect.height) / Double(s.height), tx: Double(rect.minX), ty: Double(rect.minY))
            // Tiles meet without seams: their shared sides stay hard.
            target.draw(s, source: (0, 0, Double(s.width), Double(s.height)), map: toLayer.concatenating(m), filter: .bilinear,
                        alpha: alpha, clip: clip, edges: [])
        }
    }
}
