import UIKit

/// A view with a chosen intrinsic size, for hugging and compression contests.
final class IntrinsicSizeView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A 400×300 container with its layout run by `layoutIfNeeded()`, out of any window.
@MainActor
func makeLayoutContainer(width: CGFloat = 400, height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view for constraints to place, added to `superview`.
@MainActor
func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}
