import Foundation

/// A view's layout guides: the ones an app adds, and the view's own margins, safe area and readable
/// content guides, each pinned inside the view by constraints the engine makes.
extension UIView {
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    /// Adds `layoutGuide` to this view, moving it from the view that held it.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide` and deactivates the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var host: UIView? = self
        while let current = host {
            for constraint in current.autoLayout.installed
            where constraint.items.contains(where: { $0 === layoutGuide }) {
                constraint.deactivate()
            }
            host = current.superview
        }
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The rectangle inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }

    /// The rectangle not covered by bars (the safe area).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }

    /// A rectangle inside the margins at most a comfortable reading width wide, centred.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, "UIViewReadableContentGuide")
    }

    /// The view's own guide for `role`, made (by `make`) on first use.
    func systemGuide(
        _ role: SystemGuideRole, _ identifier: String, make: @MainActor () -> UILayoutGuide = UILayoutGuide.init
    ) -> UILayoutGuide {
        if let guide = autoLayout.systemGuides[role] { return guide }
        let guide = make()
        guide.identifier = identifier
        guide.systemRole = role
        guide.owningView = self
        autoLayout.systemGuides[role] = guide
        return guide
    }

    /// The margins guides use: the layout margins, measured from the safe area's edges when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's margins where they reach in
    /// when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins
            let frame = self.frame
            let parent = superview.bounds
            margins.left = max(margins.left, outer.left - (frame.minX - parent.minX))
            margins.right = max(margins.right, outer.right - (parent.maxX - frame.maxX))
            margins.top = max(margins.top, outer.top - (frame.minY - parent.minY))
            margins.bottom = max(margins.bottom, outer.bottom - (parent.maxY - frame.maxY))
        }
        return margins
    }
}
