import UIKit

class TargetActionController: UIViewController {
    let button = UIButton(type: .system)
    let slider = UISlider()
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
        slider.addTarget(self, action: #selector(TargetActionController.sliderMoved), for: .valueChanged)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        view.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: #selector(self.pressed))
        press.addTarget(self, action: #selector(pressed))
        view.addGestureRecognizer(press)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(done))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: self, action: #selector(edit(_:)))
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .common)
        button.addTarget(nil, action: #selector(UIResponder.becomeFirstResponder), for: .touchDown)
    }

    @objc func didTap(_ sender: UIButton) {}
    @objc private func sliderMoved() {}
    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
    @objc func pressed() {}
    @objc func done() {}
    @objc func edit(_ sender: UIBarButtonItem) {}
    @objc func step(_ link: CADisplayLink) {}
}

extension UIView {
    func addTapHandler() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
    }

    @objc func viewTapped() {}
}
