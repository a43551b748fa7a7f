import UIKit

/// The usual custom layer: initializers written exactly as on iOS.
class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var madeBy = "none"

    override init() {
        super.init()
        madeBy = "init()"
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer { progress = other.progress }
        madeBy = "init(layer:)"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "init(coder:)"
    }
}

/// A layer with no initializers of its own, as most `layerClass` layers are.
class StripeLayer: CAShapeLayer {
    var stripes = 3
}

class ProgressView: UIView {
    override class var layerClass: AnyClass {
        return ProgressLayer.self
    }
}

class StripeView: UIView {
    override class var layerClass: AnyClass { StripeLayer.self }
}

func checkLayerSubclasses() {
    let progress = ProgressLayer()
    progress.progress = 0.5
    let copy = ProgressLayer(layer: progress)
    check("override init()", progress.madeBy == "init()")
    check("override init(layer:)", copy.madeBy == "init(layer:)" && copy.progress == 0.5)

    let progressView = ProgressView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    check("layerClass with initializers", (progressView.layer as? ProgressLayer)?.madeBy == "init(coder:)")
    let stripeView = StripeView()
    check("layerClass without initializers", (stripeView.layer as? StripeLayer)?.stripes == 3)

    let parent = CALayer()
    parent.sublayers = [progress, copy]
    check("sublayers settable", parent.sublayers?.count == 2 && progress.superlayer === parent)
    parent.sublayers?.removeAll()
    check("sublayers removeAll", parent.sublayers == nil && progress.superlayer == nil)
    check("layer equality", progress == progress && progress != copy && !(progress === copy))
}
