/// UIKit's containers: a table whose rows animate, text fields with floating labels.
extension Catalog {
    static let containerDemos: [DemoViewController.Type] = [
        TableDemo.self,
        TextFieldDemo.self,
    ]
}
