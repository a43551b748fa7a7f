import Foundation

/// The old (iOS 7) layout guides of a view controller: the bottom of the bars above its content and
/// the top of those below. Deprecated on iOS in favour of `safeAreaLayoutGuide`, but still in much
/// code, so they work: each is a guide across the view, as tall as the safe area's inset.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view: the top bars' height, or the bottom bars'.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's `topLayoutGuide` or `bottomLayoutGuide`.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return systemRole == .topLayoutSupport ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// Deprecated on iOS (use `view.safeAreaLayoutGuide.topAnchor`); not marked so here, so that
    /// ported code and its tests build without warnings.
    public var topLayoutGuide: UILayoutSupport {
        view.systemGuide(.topLayoutSupport, "_UILayoutGuide-top", make: LayoutSupportGuide.init) as! LayoutSupportGuide
    }

    /// Deprecated on iOS (use `view.safeAreaLayoutGuide.bottomAnchor`); not marked so here either.
    public var bottomLayoutGuide: UILayoutSupport {
        view.systemGuide(.bottomLayoutSupport, "_UILayoutGuide-bottom", make: LayoutSupportGuide.init)
            as! LayoutSupportGuide
    }
}
