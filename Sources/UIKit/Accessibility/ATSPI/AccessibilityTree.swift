/// The tree assistive technologies read, made from UIKit's accessibility properties on request.
///
/// A node is the application, a window, a view that is an accessibility element or a container
/// worth naming (lists and their cells, a view with `accessibilityElements` or grouping its
/// children), or a `UIAccessibilityElement`. A container's children are its
/// `accessibilityElements` when set, else the nodes among its subviews in order, looking through
/// plain views; hidden and fully transparent views and what they hold are left out, and an
/// element's own subviews are part of it (a button's title label is not read twice). Nothing is
/// kept between calls, so the tree is always the one on screen and costs nothing until asked for.
@MainActor
enum AccessibilityTree {
    /// The node's children in reading order.
    static func children(of node: UIResponder) -> [UIResponder] {
        if node is UIApplication {
            return UIApplication.shared.windows.filter { !$0.isHidden }
        }
        if let elements = node.accessibilityElements {
            return elements.compactMap { $0 as? UIResponder }.filter { element in
                (element as? UIView).map(isShown) ?? true
            }
        }
        guard let view = node as? UIView, view is UIWindow || !view.isAccessibilityElement,
            !view.accessibilityElementsHidden
        else { return [] }
        return nodes(among: view.subviews)
    }

    /// The node that lists `node` as a child, or nil for the application and for what is in no window.
    static func parent(of node: UIResponder) -> UIResponder? {
        if node is UIApplication { return nil }
        if node is UIWindow { return UIApplication.shared }
        if let element = node as? UIAccessibilityElement {
            return element.accessibilityContainer as? UIResponder
        }
        guard let view = node as? UIView else { return nil }
        var ancestor = view.superview
        while let candidate = ancestor {
            if isNode(candidate) { return candidate }
            ancestor = candidate.superview
        }
        return nil
    }

    /// Whether `view` is a node of its own rather than looked through.
    static func isNode(_ view: UIView) -> Bool {
        view is UIWindow || view.isAccessibilityElement || view.accessibilityElements != nil
            || view.shouldGroupAccessibilityChildren || view is UITableView || view is UICollectionView
            || view is UITableViewCell || view is UICollectionViewCell
    }

    /// Whether `view` is drawn at all: neither hidden nor fully transparent.
    static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01
    }

    /// Whether `node` and everything around it is on screen: a shown view in a shown window.
    static func isOnScreen(_ node: UIResponder) -> Bool {
        if node is UIApplication { return true }
        if let element = node as? UIAccessibilityElement {
            return (element.accessibilityContainer as? UIResponder).map(isOnScreen) ?? false
        }
        guard let view = node as? UIView else { return false }
        var current: UIView? = view
        while let shown = current {
            if !isShown(shown) { return false }
            if shown is UIWindow { return true }
            current = shown.superview
        }
        return false
    }

    /// The nodes `views` make, in order: the views that are nodes, and the nodes inside the others.
    static func nodes(among subviews: [UIView]) -> [UIResponder] {
        var shown = subviews.filter { isShown($0) && !($0 is UIWindow) }
        // A modal view hides its siblings from assistive technologies.
        if let modal = shown.last(where: \.accessibilityViewIsModal) { shown = [modal] }
        var result: [UIResponder] = []
        for view in shown {
            if isNode(view) {
                result.append(view)
            } else if !view.accessibilityElementsHidden {
                result.append(contentsOf: nodes(among: view.subviews))
            }
        }
        return result
    }
}
