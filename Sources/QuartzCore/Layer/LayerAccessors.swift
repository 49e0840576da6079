/// Typed access to every CALayer property through its public accessor, so
/// key-value coding reaches a subclass's override as Apple's KVC does.
struct _LayerAccessor {
    let get: (CALayer) -> Any?
    let set: (CALayer, _Value) -> Void

    private static func make<T>(_ kp: ReferenceWritableKeyPath<CALayer, T>,
                                _ unwrap: @escaping (_Value) -> T?) -> _LayerAccessor {
        _LayerAccessor(get: { $0[keyPath: kp] }, set: { layer, v in if let t = unwrap(v) { layer[keyPath: kp] = t } })
    }

    /// For optional properties: hands out a real nil, not a boxed `Optional.none`.
    private static func makeOptional<T>(_ kp: ReferenceWritableKeyPath<CALayer, T?>,
                                        _ unwrap: @escaping (_Value) -> T??) -> _LayerAccessor {
        _LayerAccessor(get: { $0[keyPath: kp] }, set: { layer, v in if let t = unwrap(v) { layer[keyPath: kp] = t } })
    }

    private static func number(_ kp: ReferenceWritableKeyPath<CALayer, CGFloat>) -> _LayerAccessor {
        make(kp) { $0.number }
    }
    private static func float(_ kp: ReferenceWritableKeyPath<CALayer, Float>) -> _LayerAccessor {
        make(kp) { $0.number.map { Float($0) } }
    }
    private static func double(_ kp: ReferenceWritableKeyPath<CALayer, Double>) -> _LayerAccessor {
        make(kp) { $0.number.map { Double($0) } }
    }
    private static func bool(_ kp: ReferenceWritableKeyPath<CALayer, Bool>) -> _LayerAccessor {
        make(kp) { $0.bool }
    }
    private static func object<T>(_ kp: ReferenceWritableKeyPath<CALayer, T>) -> _LayerAccessor {
        make(kp) { if case .object(let o) = $0 { return o as? T }; return nil }
    }
    private static func optionalObject<T>(_ kp: ReferenceWritableKeyPath<CALayer, T?>) -> _LayerAccessor {
        makeOptional(kp) { if case .object(let o) = $0 { return .some(o as? T) }; return nil }
    }

    static let table: [_LayerKey: _LayerAccessor] = [
        .bounds: make(\.bounds) { $0.rect },
        .position: make(\.position) { $0.point },
        .zPosition: number(\.zPosition),
        .anchorPoint: make(\.anchorPoint) { $0.point },
        .anchorPointZ: number(\.anchorPointZ),
        .transform: make(\.transform) { $0.transform },
        .sublayerTransform: make(\.sublayerTransform) { $0.transform },
        .frame: make(\.frame) { $0.rect },
        .geometryFlipped: bool(\.isGeometryFlipped),
        .backgroundColor: makeOptional(\.backgroundColor) { if case .color(let c) = $0 { return .some(c?.cgColor) }; return nil },
        .cornerRadius: number(\.cornerRadius),
        .maskedCorners: object(\.maskedCorners),
        .cornerCurve: object(\.cornerCurve),
        .borderWidth: number(\.borderWidth),
        .borderColor: makeOptional(\.borderColor) { if case .color(let c) = $0 { return .some(c?.cgColor) }; return nil },
        .opacity: float(\.opacity),
        .hidden: bool(\.isHidden),
        .masksToBounds: bool(\.masksToBounds),
        .mask: optionalObject(\.mask),
        .doubleSided: bool(\.isDoubleSided),
        .shadowColor: makeOptional(\.shadowColor) { if case .color(let c) = $0 { return .some(c?.cgColor) }; return nil },
        .shadowOpacity: float(\.shadowOpacity),
        .shadowOffset: make(\.shadowOffset) { $0.size },
        .shadowRadius: number(\.shadowRadius),
        .shadowPath: makeOptional(\.shadowPath) { if case .path(let p) = $0 { return .some(p) }; return nil },
        .contents: makeOptional(\.contents) { if case .object(let o) = $0 { return .some(o) }; return nil },
        .contentsRect: make(\.contentsRect) { $0.rect },
        .contentsCenter: make(\.contentsCenter) { $0.rect },
        .contentsGravity: object(\.contentsGravity),
        .contentsScale: number(\.contentsScale),
        .contentsFormat: object(\.contentsFormat),
        .minificationFilter: object(\.minificationFilter),
        .magnificationFilter: object(\.magnificationFilter),
        .minificationFilterBias: float(\.minificationFilterBias),
        .opaque: bool(\.isOpaque),
        .allowsGroupOpacity: bool(\.allowsGroupOpacity),
        .allowsEdgeAntialiasing: bool(\.allowsEdgeAntialiasing),
        .edgeAntialiasingMask: object(\.edgeAntialiasingMask),
        .drawsAsynchronously: bool(\.drawsAsynchronously),
        .shouldRasterize: bool(\.shouldRasterize),
        .rasterizationScale: number(\.rasterizationScale),
        .filters: optionalObject(\.filters),
        .backgroundFilters: optionalObject(\.backgroundFilters),
        .compositingFilter: makeOptional(\.compositingFilter) { if case .object(let o) = $0 { return .some(o) }; return nil },
        .wantsExtendedDynamicRangeContent: bool(\.wantsExtendedDynamicRangeContent),
        .needsDisplayOnBoundsChange: bool(\.needsDisplayOnBoundsChange),
        .beginTime: double(\.beginTime),
        .duration: double(\.duration),
        .speed: float(\.speed),
        .timeOffset: double(\.timeOffset),
        .repeatCount: float(\.repeatCount),
        .repeatDuration: double(\.repeatDuration),
        .autoreverses: bool(\.autoreverses),
        .fillMode: object(\.fillMode),
        .name: optionalObject(\.name),
        .style: optionalObject(\.style),
        .actions: optionalObject(\.actions),
        .sublayers: optionalObject(\.sublayers),
        .superlayer: _LayerAccessor(get: { $0.superlayer }, set: { layer, _ in
            layer._report("superlayer is read-only; use addSublayer or removeFromSuperlayer")
        }),
    ]
}
