import UIKit

class SelectorsElsewhereView: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:") || action == Selector("paste:")
    }

    func animateStroke() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        layer.add(animation, forKey: "strokeEnd")
    }

    var strokeEnd: CGFloat = 0

    func send() {
        UIApplication.shared.sendAction(Selector("reloadWithSender:"), to: nil, from: self, for: nil)
    }

    func reload(sender: Any?) {}
}
