/// Beyond the articles: keyframes, springs, transitions, the layer
/// classes, perspective, cards, particles, Lottie files, and a stress test.
extension Catalog {
    static let engineDemos: [DemoViewController.Type] = [
        KeyframesDemo.self,
        SpringsDemo.self,
        TransitionsDemo.self,
        LayerClassesDemo.self,
        PerspectiveDemo.self,
        CardsDemo.self,
        ParticlesDemo.self,
        AnimatorDemo.self,
        BlurDemo.self,
        DynamicsDemo.self,
        GesturesDemo.self,
        LottieDemo.self,
        StressDemo.self,
    ]
}
