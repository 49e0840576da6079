import PreviewKit

/// Every demo, in the order the index lists them: the articles'
/// examples first, then the rest of Core Animation.
enum Catalog {
    static let demos: [DemoViewController.Type] = [BasicDemo.self] + articleDemos + appearanceDemos + engineDemos
        + containerDemos

    static func demo(named name: String) -> DemoViewController.Type? {
        demos.first { $0.name == name }
    }
}
