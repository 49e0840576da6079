/// The examples about a layer's look, contents, additive animation and
/// progress bars.
extension Catalog {
    static let appearanceDemos: [DemoViewController.Type] = [
        AppearanceDemo.self,
        SpritesDemo.self,
        AdditiveDemo.self,
        ProgressDemo.self,
    ]
}
