/// UIKit's containers: a table whose rows animate, text fields with floating labels, a collection view between two layouts, a navigation stack with a custom push.
extension Catalog {
    static let containerDemos: [DemoViewController.Type] = [
        TableDemo.self,
        TextFieldDemo.self,
        CollectionDemo.self,
        NavigationDemo.self,
    ]
}
