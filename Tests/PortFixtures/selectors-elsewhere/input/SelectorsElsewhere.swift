import UIKit

class SelectorsElsewhereView: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(copy(_:)) || action == #selector(UIResponderStandardEditActions.paste(_:))
    }

    func animateStroke() {
        let animation = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
        layer.add(animation, forKey: #keyPath(strokeEnd))
    }

    @objc var strokeEnd: CGFloat = 0

    func send() {
        UIApplication.shared.sendAction(#selector(SelectorsElsewhereView.reload(sender:)), to: nil, from: self, for: nil)
    }

    @objc func reload(sender: Any?) {}
}
