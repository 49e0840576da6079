/// CALayer's keys, one entry each, in `_LayerKey`'s order: the name
/// key-value coding uses, the value kind, whether Core Animation animates
/// the key (Core Animation Programming Guide, "Animatable Properties",
/// plus those CALayer.h marks animatable), what a change affects (drawing,
/// unless the row says `affects: []`), where it is stored and its public
/// property. A new CALayer property is one case of `_LayerKey`, one stored
/// field of `_LayerProperties`, its public accessor and one line here; a
/// subclass's keys are typed `_ClassKey`s in its own keys enum.
extension _LayerKey {
    static let table: [_LayerKeyEntry] = {
        typealias S = _LayerKeyEntry
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
            S(key: .frame, name: "frame", kind: .rect, isAnimatable: no, effects: [], storage: nil,
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
            S(key: .mask, name: "mask", kind: .layer, isAnimatable: yes, effects: [], storage: nil,
              accessor: _LayerAccessor(\.mask, .optional(CALayer.self))),
            S(.doubleSided, "doubleSided", animatable: yes, implicit: no, kind: .bool, \.isDoubleSided, \.isDoubleSided, .bool),
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
            S(.contentsFormat, "contentsFormat", animatable: no, kind: .contentsFormat, affects: [], \.contentsFormat, \.contentsFormat, .object),
            S(.minificationFilter, "minificationFilter", animatable: no, kind: .contentsFilter,
              \.minificationFilter, \.minificationFilter, .object),
            S(.magnificationFilter, "magnificationFilter", animatable: no, kind: .contentsFilter,
              \.magnificationFilter, \.magnificationFilter, .object),
            S(.minificationFilterBias, "minificationFilterBias", animatable: no, kind: .float,
              \.minificationFilterBias, \.minificationFilterBias, .float),
            S(.opaque, "opaque", animatable: no, kind: .bool, affects: [], \.isOpaque, \.isOpaque, .bool),
            S(.allowsGroupOpacity, "allowsGroupOpacity", animatable: no, kind: .bool,
              \.allowsGroupOpacity, \.allowsGroupOpacity, .bool),
            S(.allowsEdgeAntialiasing, "allowsEdgeAntialiasing", animatable: no, kind: .bool,
              \.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, .bool),
            S(.edgeAntialiasingMask, "edgeAntialiasingMask", animatable: no, kind: .edgeMask,
              \.edgeAntialiasingMask, \.edgeAntialiasingMask, .object),
            S(.drawsAsynchronously, "drawsAsynchronously", animatable: no, kind: .bool, affects: [],
              \.drawsAsynchronously, \.drawsAsynchronously, .bool),
            S(.shouldRasterize, "shouldRasterize", animatable: yes, kind: .bool, affects: [], \.shouldRasterize, \.shouldRasterize, .bool),
            S(.rasterizationScale, "rasterizationScale", animatable: yes, kind: .cgFloat, affects: [],
              \.rasterizationScale, \.rasterizationScale, .number),
            S(.filters, "filters", animatable: yes, kind: .any, affects: [], \.filters, \.filters, .optional([Any].self)),
            S(.backgroundFilters, "backgroundFilters", animatable: yes, kind: .any, affects: [],
              \.backgroundFilters, \.backgroundFilters, .optional([Any].self)),
            S(.compositingFilter, "compositingFilter", animatable: yes, kind: .any,
              \.compositingFilter, \.compositingFilter, .optional(Any.self)),
            S(.wantsExtendedDynamicRangeContent, "wantsExtendedDynamicRangeContent", animatable: no, kind: .bool, affects: [],
              \.wantsExtendedDynamicRangeContent, \.wantsExtendedDynamicRangeContent, .bool),
            S(.needsDisplayOnBoundsChange, "needsDisplayOnBoundsChange", animatable: no, kind: .bool, affects: [],
              \.needsDisplayOnBoundsChange, \.needsDisplayOnBoundsChange, .bool),
            // Timing (CAMediaTiming on the layer itself)
            S(.beginTime, "beginTime", animatable: no, kind: .double, affects: [], \.beginTime, \.beginTime, .double),
            S(.duration, "duration", animatable: no, kind: .double, affects: [], \.duration, \.duration, .double),
            S(.speed, "speed", animatable: no, kind: .float, affects: [], \.speed, \.speed, .float),
            S(.timeOffset, "timeOffset", animatable: no, kind: .double, affects: [], \.timeOffset, \.timeOffset, .double),
            S(.repeatCount, "repeatCount", animatable: no, kind: .float, affects: [], \.repeatCount, \.repeatCount, .float),
            S(.repeatDuration, "repeatDuration", animatable: no, kind: .double, affects: [], \.repeatDuration, \.repeatDuration, .double),
            S(.autoreverses, "autoreverses", animatable: no, kind: .bool, affects: [], \.autoreverses, \.autoreverses, .bool),
            S(.fillMode, "fillMode", animatable: no, kind: .fillMode, affects: [], \.fillMode, \.fillMode, .object),
            // Identity and the tree
            S(.name, "name", animatable: no, kind: .string, affects: [], \.name, \.name, .optional(String.self)),
            S(.style, "style", animatable: no, kind: .dictionary, affects: [], \.style, \.style, .optional([AnyHashable: Any].self)),
            S(.actions, "actions", animatable: no, kind: .actions, affects: [], \.actions, \.actions, .optional([String: CAAction].self)),
            S(key: .sublayers, name: "sublayers", kind: .layers, isAnimatable: yes, effects: [], storage: nil,
              accessor: _LayerAccessor(\.sublayers, .optional([CALayer].self))),
            S(key: .superlayer, name: "superlayer", kind: .layer, isAnimatable: no, effects: [], storage: nil,
              accessor: _LayerAccessor(get: { $0.superlayer }, set: { layer, _ in
                  layer._report("superlayer is read-only; use addSublayer or removeFromSuperlayer")
              })),
        ]
        for (i, entry) in list.enumerated() {
            precondition(entry.key.rawValue == i, "_LayerKey.table is out of order at \(entry.spec.name)")
            precondition(!entry.spec.effects.contains(.pixels) || entry.storage == nil || entry.storage?.same != nil,
                         "_LayerKey.table: \(entry.spec.name) affects pixels but its values cannot be compared")
        }
        return list
    }()

    /// Colours are stored resolved (`_Color`) and handed out as CGColor.
    private static func color(_ key: _LayerKey, _ name: String, _ stored: WritableKeyPath<_LayerProperties, _Color?>,
                              _ property: ReferenceWritableKeyPath<CALayer, CGColor?>) -> _LayerKeyEntry {
        _LayerKeyEntry(key: key, name: name, kind: .color, isAnimatable: true, effects: .pixels,
                      storage: _LayerKeyStorage(stored, .color), accessor: _LayerAccessor(property, .cgColor))
    }

    /// Contents carry their cross-fade along when restored from the model,
    /// and draw the same when they are the same pictures at the same point
    /// of the same fade.
    private static func contents() -> _LayerKeyEntry {
        let codec = _Codec<Any?>.optional(Any.self)
        let storage = _LayerKeyStorage(\.contents, codec, copy: { dst, src in
            dst.pointee.contents = src.pointee.contents
            dst.pointee.contentsFadeFrom = src.pointee.contentsFadeFrom
            dst.pointee.contentsFadeTo = src.pointee.contentsFadeTo
            dst.pointee.contentsFade = src.pointee.contentsFade
        }, same: { a, b in
            a.pointee.contentsFade == b.pointee.contentsFade && isSame(a.pointee.contents, b.pointee.contents)
                && isSame(a.pointee.contentsFadeFrom, b.pointee.contentsFadeFrom)
                && isSame(a.pointee.contentsFadeTo, b.pointee.contentsFadeTo)
        })
        return _LayerKeyEntry(key: .contents, name: "contents", kind: .any, isAnimatable: true, effects: .pixels,
                             storage: storage, accessor: _LayerAccessor(\.contents, codec))
    }

    /// The same picture: the same object (contents are images, held by
    /// reference), or both none.
    private static func isSame(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }
}

extension CALayer {
    /// The keys a view's block animation (`UIView.animate(withDuration:animations:)`)
    /// animates, read from the layer key table: CALayer's animatable keys
    /// whose values interpolate (numbers, geometry, colours). A path, a
    /// flag, the contents or the tree change at once in a block, as in
    /// UIKit, where `shadowPath` needs an explicit animation.
    package static let _viewAnimatableKeys: Set<String> = Set(_LayerKey.allCases.filter { key in
        guard key.isAnimatable else { return false }
        switch key.kind {
        case .cgFloat, .float, .double, .point, .size, .rect, .transform, .color: return true
        default: return false
        }
    }.map(\.keyName))
}
