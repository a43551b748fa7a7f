import UIKit
import UIKitTesting
import XCTest

/// A view whose intrinsic content size is set by the test; setting it invalidates it, as a label
/// does when its text changes.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var intrinsicContentSize: CGSize { size }
}

/// An intrinsically sized view whose first baseline lies `firstBaseline` below its top (a marker
/// subview's bottom, through `forFirstBaselineLayout`) and whose last baseline is its bottom.
final class BaselineView: UIView {
    let marker = UIView()
    private let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat, firstBaseline: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        marker.translatesAutoresizingMaskIntoConstraints = false
        addSubview(marker)
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: topAnchor),
            marker.leadingAnchor.constraint(equalTo: leadingAnchor),
            marker.trailingAnchor.constraint(equalTo: trailingAnchor),
            marker.heightAnchor.constraint(equalToConstant: firstBaseline),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var intrinsicContentSize: CGSize { size }
    override var forFirstBaselineLayout: UIView { marker }
}

/// A stack view of `frame` (held there by its frame) arranging `views`, laid out out of any window.
@MainActor
func layOutStack(
    _ views: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 100),
    configure: (UIStackView) -> Void = { _ in }
) -> UIStackView {
    let stack = UIStackView(frame: frame)
    for view in views { stack.addArrangedSubview(view) }
    configure(stack)
    stack.layoutIfNeeded()
    return stack
}

/// A stack view pinned by its top-left corner only inside a 400×300 container, so its constraints
/// size it; laid out out of any window.
@MainActor
func layOutFreeStack(_ views: [UIView], configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ])
    configure(stack)
    container.layoutIfNeeded()
    return (container, stack)
}

/// A 400×300 window whose root view holds `stack`, pinned to its top-left corner at (10, 10) with
/// the given width and height; laid out.
@MainActor
func showStack(_ stack: UIStackView, width: CGFloat = 320, height: CGFloat = 100) -> (HeadlessApp, UIWindow) {
    let delegate = LoggingAppDelegate.withWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300), color: .white)
    let app = HeadlessApp(delegate: delegate)
    let window = delegate.window!
    let root = window.rootViewController!.view!
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        stack.widthAnchor.constraint(equalToConstant: width),
        stack.heightAnchor.constraint(equalToConstant: height),
    ])
    app.runUntilIdle()
    return (app, window)
}
