import Foundation

extension CALayer {
    /// A new layer of `layerClass`, as `UIView` makes its layer from `layerClass`.
    ///
    /// Swift can call only a `required` initializer on a class it holds as a value, and the one
    /// iOS makes required on layers is `init?(coder:)`; `init()` and `init(layer:)` stay plain so
    /// subclasses override them exactly as on iOS. So a subclass that declares initializers of its
    /// own must build itself in `init?(coder:)` too (calling `super.init(coder:)`), as iOS asks of
    /// any layer loaded from an archive. The coder is an empty archive: every key decodes as absent.
    /// A class that is not a layer, or whose `init?(coder:)` returns nil, stops with a message
    /// (`fatalError`, which prints it in release builds too).
    package static func make(ofClass layerClass: AnyClass) -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            fatalError("layerClass \(layerClass) is not a subclass of CALayer")
        }
        return layerType.madeFromEmptyArchive()
    }

    /// A layer of the receiver's dynamic class with default values (see `make(ofClass:)`).
    static func madeFromEmptyArchive() -> Self {
        guard let layer = self.init(coder: EmptyArchive.coder) else {
            fatalError("\(self).init(coder:) returned nil; a layer class must be constructible from init?(coder:)")
        }
        return layer
    }
}
