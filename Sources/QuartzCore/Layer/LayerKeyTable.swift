/// CALayer's keys, one entry each, in `_LayerKey`'s order: the name
/// key-value coding uses, the value kind, whether Core Animation animates
/// the key (Core Animation Programming Guide, "Animatable Properties",
/// plus those CALayer.h marks animatable), where it is stored and its
/// public property. A new CALayer property is one case of `_LayerKey`,
/// one stored field of `_LayerProperties`, its public accessor and one
/// line here; a subclass's keys go in its own `_ClassKeys` table.
extension _LayerKey {
    static let table: [_LayerKeySpec] = {
        typealias S = _LayerKeySpec
        let yes = true, no = false
        let list: [S] = [
            // Geometry
            S(.bounds, "bounds", animatable: yes, kind: .rect, \.bounds, \.bounds, .rect),
            S(.position, "position", animatable: yes, kind: .point, \.position, \.position, .point),
            S(.zPosition, "zPosition", animatable: yes, kind: .cgFloat, \.zPosition, \.zPosition, .number),
            S(.anchorPoint, "anchorPoint", animatable: yes, kind: .point, \.anchorPoint, \.anchorPoint, .point),
            S(.anchorPointZ, "anchorPointZ", animatable: yes, kind: .cgFloat, \.anchorPointZ, \.anchorPointZ, .number),
            S(.transform, "transform", animatable: yes, kind: .transform, \.transform, \.transform, .transform),
            S(.sublayerTransform, "sublayerTransform", animatable: yes, kind: .transform,
              \.sublayerTransform, \.sublayerTransform, .transform),
            S(key: .frame, name: "frame", kind: .rect, isAnimatable: no, storage: nil,
              accessor: _LayerAccessor(\.frame, .rect)),
            S(.geometryFlipped, "geometryFlipped", animatable: no, kind: .bool, \.isGeometryFlipped, \.isGeometryFlipped, .bool),
            // Appearance
            color(.backgroundColor, "backgroundColor", \.backgroundColor, \.backgroundColor),
            S(.cornerRadius, "cornerRadius", animatable: yes, kind: .cgFloat, \.cornerRadius, \.cornerRadius, .number),
            S(.maskedCorners, "maskedCorners", animatable: no, kind: .cornerMask, \.maskedCorners, \.maskedCorners, .object),
            S(.cornerCurve, "cornerCurve", animatable: no, kind: .cornerCurve, \.cornerCurve, \.cornerCurve, .object),
            S(.borderWidth, "borderWidth", animatable: yes, kind: .cgFloat, \.borderWidth, \.borderWidth, .number),
            color(.borderColor, "borderColor", \.borderColor, \.borderColor),
            S(.opacity, "opacity", animatable: yes, kind: .float, \.opacity, \.opacity, .float),
            S(.hidden, "hidden", animatable: yes, kind: .bool, \.isHidden, \.isHidden, .bool),
            S(.masksToBounds, "masksToBounds", animatable: yes, kind: .bool, \.masksToBounds, \.masksToBounds, .bool),
            S(key: .mask, name: "mask", kind: .layer, isAnimatable: yes, storage: nil,
              accessor: _LayerAccessor(\.mask, .optional(CALayer.self))),
            S(.doubleSided, "doubleSided", animatable: yes, kind: .bool, \.isDoubleSided, \.isDoubleSided, .bool),
            color(.shadowColor, "shadowColor", \.shadowColor, \.shadowColor),
            S(.shadowOpacity, "shadowOpacity", animatable: yes, kind: .float, \.shadowOpacity, \.shadowOpacity, .float),
            S(.shadowOffset, "shadowOffset", animatable: yes, kind: .size, \.shadowOffset, \.shadowOffset, .size),
            S(.shadowRadius, "shadowRadius", animatable: yes, kind: .cgFloat, \.shadowRadius, \.shadowRadius, .number),
            S(.shadowPath, "shadowPath", animatable: yes, kind: .path, \.shadowPath, \.shadowPath, .path),
            contents(),
            S(.contentsRect, "contentsRect", animatable: yes, kind: .rect, \.contentsRect, \.contentsRect, .rect),
            S(.contentsCenter, "contentsCenter", animatable: yes, kind: .rect, \.contentsCenter, \.contentsCenter, .rect),
            S(.contentsGravity, "contentsGravity", animatable: no, kind: .gravity, \.contentsGravity, \.contentsGravity, .object),
            S(.contentsScale, "contentsScale", animatable: yes, kind: .cgFloat, \.contentsScale, \.contentsScale, .number),
            S(.contentsFormat, "contentsFormat", animatable: no, kind: .contentsFormat, \.contentsFormat, \.contentsFormat, .object),
            S(.minificationFilter, "minificationFilter", animatable: no, kind: .contentsFilter,
              \.minificationFilter, \.minificationFilter, .object),
            S(.magnificationFilter, "magnificationFilter", animatable: no, kind: .contentsFilter,
              \.magnificationFilter, \.magnificationFilter, .object),
            S(.minificationFilterBias, "minificationFilterBias", animatable: no, kind: .float,
              \.minificationFilterBias, \.minificationFilterBias, .float),
            S(.opaque, "opaque", animatable: no, kind: .bool, \.isOpaque, \.isOpaque, .bool),
            S(.allowsGroupOpacity, "allowsGroupOpacity", animatable: no, kind: .bool,
              \.allowsGroupOpacity, \.allowsGroupOpacity, .bool),
            S(.allowsEdgeAntialiasing, "allowsEdgeAntialiasing", animatable: no, kind: .bool,
              \.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, .bool),
            S(.edgeAntialiasingMask, "edgeAntialiasingMask", animatable: no, kind: .edgeMask,
              \.edgeAntialiasingMask, \.edgeAntialiasingMask, .object),
            S(.drawsAsynchronously, "drawsAsynchronously", animatable: no, kind: .bool,
              \.drawsAsynchronously, \.drawsAsynchronously, .bool),
            S(.shouldRasterize, "shouldRasterize", animatable: yes, kind: .bool, \.shouldRasterize, \.shouldRasterize, .bool),
            S(.rasterizationScale, "rasterizationScale", animatable: yes, kind: .cgFloat,
              \.rasterizationScale, \.rasterizationScale, .number),
            S(.filters, "filters", animatable: yes, kind: .any, \.filters, \.filters, .optional([Any].self)),
            S(.backgroundFilters, "backgroundFilters", animatable: yes, kind: .any,
              \.backgroundFilters, \.backgroundFilters, .optional([Any].self)),
            S(.compositingFilter, "compositingFilter", animatable: yes, kind: .any,
              \.compositingFilter, \.compositingFilter, .optional(Any.self)),
            S(.wantsExtendedDynamicRangeContent, "wantsExtendedDynamicRangeContent", animatable: no, kind: .bool,
              \.wantsExtendedDynamicRangeContent, \.wantsExtendedDynamicRangeContent, .bool),
            S(.needsDisplayOnBoundsChange, "needsDisplayOnBoundsChange", animatable: no, kind: .bool,
              \.needsDisplayOnBoundsChange, \.needsDisplayOnBoundsChange, .bool),
            // Timing (CAMediaTiming on the layer itself)
            S(.beginTime, "beginTime", animatable: no, kind: .double, \.beginTime, \.beginTime, .double),
            S(.duration, "duration", animatable: no, kind: .double, \.duration, \.duration, .double),
            S(.speed, "speed", animatable: no, kind: .float, \.speed, \.speed, .float),
            S(.timeOffset, "timeOffset", animatable: no, kind: .double, \.timeOffset, \.timeOffset, .double),
            S(.repeatCount, "repeatCount", animatable: no, kind: .float, \.repeatCount, \.repeatCount, .float),
            S(.repeatDuration, "repeatDuration", animatable: no, kind: .double, \.repeatDuration, \.repeatDuration, .double),
            S(.autoreverses, "autoreverses", animatable: no, kind: .bool, \.autoreverses, \.autoreverses, .bool),
            S(.fillMode, "fillMode", animatable: no, kind: .fillMode, \.fillMode, \.fillMode, .object),
            // Identity and the tree
            S(.name, "name", animatable: no, kind: .string, \.name, \.name, .optional(String.self)),
            S(.style, "style", animatable: no, kind: .dictionary, \.style, \.style, .optional([AnyHashable: Any].self)),
            S(.actions, "actions", animatable: no, kind: .actions, \.actions, \.actions, .optional([String: CAAction].self)),
            S(key: .sublayers, name: "sublayers", kind: .layers, isAnimatable: yes, storage: nil,
              accessor: _LayerAccessor(\.sublayers, .optional([CALayer].self))),
            S(key: .superlayer, name: "superlayer", kind: .layer, isAnimatable: no, storage: nil,
              accessor: _LayerAccessor(get: { $0.superlayer }, set: { layer, _ in
                  layer._report("superlayer is read-only; use addSublayer or removeFromSuperlayer")
              })),
        ]
        for (i, spec) in list.enumerated() {
            precondition(spec.key.rawValue == i, "_LayerKey.table is out of order at \(spec.name)")
        }
        return list
    }()

    /// Keys whose change does not, on its own, change what a layer draws:
    /// its timing (which matters through its animations), identity,
    /// actions, the tree (a change of which is a change of children, drawn
    /// through their own records), `frame` (it is bounds and position), and
    /// hints this renderer does not act on. A change of any other key
    /// repaints the layer: the damage tracker's `Look` holds each of them,
    /// which `DamageTrackerKeyTests` checks key by key.
    static let pixelInert: Set<_LayerKey> = [
        .frame, .mask, .sublayers, .superlayer, .name, .style, .actions,
        .beginTime, .duration, .speed, .timeOffset, .repeatCount, .repeatDuration, .autoreverses, .fillMode,
        .opaque, .drawsAsynchronously, .shouldRasterize, .rasterizationScale, .backgroundFilters,
        .compositingFilter, .wantsExtendedDynamicRangeContent, .needsDisplayOnBoundsChange, .contentsFormat,
    ]

    /// Colours are stored resolved (`_Color`) and handed out as CGColor.
    private static func color(_ key: _LayerKey, _ name: String, _ stored: WritableKeyPath<_LayerProperties, _Color?>,
                              _ property: ReferenceWritableKeyPath<CALayer, CGColor?>) -> _LayerKeySpec {
        _LayerKeySpec(key: key, name: name, kind: .color, isAnimatable: true,
                      storage: _LayerKeyStorage(stored, .color), accessor: _LayerAccessor(property, .cgColor))
    }

    /// Contents carry their cross-fade along when restored from the model.
    private static func contents() -> _LayerKeySpec {
        let codec = _Codec<Any?>.optional(Any.self)
        let storage = _LayerKeyStorage(\.contents, codec, copy: { dst, src in
            dst.pointee.contents = src.pointee.contents
            dst.pointee.contentsFadeFrom = src.pointee.contentsFadeFrom
            dst.pointee.contentsFadeTo = src.pointee.contentsFadeTo
            dst.pointee.contentsFade = src.pointee.contentsFade
        })
        return _LayerKeySpec(key: .contents, name: "contents", kind: .any, isAnimatable: true, storage: storage,
                             accessor: _LayerAccessor(\.contents, codec))
    }
}
