import UIKit

class RuntimeTricks: UIView {
    weak var delegate: AnyObject?

    func poke() {
        if delegate?.responds(to: #selector(RuntimeTricks.poke)) == true {
            _ = delegate?.perform(#selector(RuntimeTricks.poke))
        }
        let name = value(forKey: "name")
        setValue(name, forKey: "title")
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        let effect = Selector("poke")
        if responds(to: effect) { perform(effect) }
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? { delegate }
}

extension UILabel {
    override open func layoutSubviews() {
        super.layoutSubviews()
    }
}
