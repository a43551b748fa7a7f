import UIKit

class TargetActionController: UIViewController {
    let button = UIButton(type: .system)
    let slider = UISlider()
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: TargetActionController.didTap(_:), for: .touchUpInside)
        slider.addTarget(self, action: TargetActionController.sliderMoved, for: .valueChanged)
        let tap = UITapGestureRecognizer(target: self, action: TargetActionController.handleTap(_:))
        view.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: TargetActionController.pressed)
        press.addTarget(self, action: TargetActionController.pressed)
        view.addGestureRecognizer(press)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: TargetActionController.done)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: self, action: TargetActionController.edit(_:))
        link = CADisplayLink(target: self, selector: TargetActionController.step(_:))
        link?.add(to: .main, forMode: .common)
        button.addTarget(nil, action: Selector("becomeFirstResponder"), for: .touchDown)
    }

    func didTap(_ sender: UIButton) {}
    private func sliderMoved() {}
    func handleTap(_ recognizer: UITapGestureRecognizer) {}
    func pressed() {}
    func done() {}
    func edit(_ sender: UIBarButtonItem) {}
    func step(_ link: CADisplayLink) {}
}

extension UIView {
    func addTapHandler() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIView.viewTapped))
    }

    func viewTapped() {}
}
