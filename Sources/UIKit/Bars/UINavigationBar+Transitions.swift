/// How the bar changes what it shows: the current content view is rebuilt at once, or the other
/// one is built and the two cross-fade (and slide a little for pushes and pops) over 0.35 s with
/// `UIView.animate`. The two views stay in the bar, so their first values are never new and
/// every change animates.
extension UINavigationBar {
    /// The content view showing the top item.
    var contentView: NavigationBarContentView { contentViews[currentContentIndex] }

    enum ContentTransition {
        /// At once.
        case none
        /// The new content comes in from the right, the old leaves to the left.
        case push
        /// The new content comes in from the left, the old leaves to the right.
        case pop
        /// Cross-fade in place.
        case fade
    }

    /// Makes `items` the stack, following the changes of every item in it and forgetting those
    /// that left.
    func replaceStack(with items: [UINavigationItem]) {
        let key = ObjectIdentifier(self)
        for item in stack where !items.contains(where: { $0 === item }) { item.changeHandlers[key] = nil }
        stack = items
        for item in items {
            item.changeHandlers[key] = BarItemChangeHandler { [weak self, weak item] animated in
                guard let self, let item, item === self.topItem || item === self.backItem else { return }
                self.placeSearchBar()
                self.largeTitleDidChange()
                if animated {
                    self.showTopItem(.fade)
                } else {
                    self.contentView.reload()
                }
            }
        }
    }

    /// The back button was tapped: the navigation controller's handler when set, else a pop.
    func backButtonTapped() {
        if let backButtonHandler {
            backButtonHandler()
        } else {
            popItem(animated: true)
        }
    }

    /// Shows the top item (nothing without one) with `transition`, then calls `completion`: at
    /// once when nothing animates (no transition, or the bar is not in a window), else when the
    /// animation ends.
    func showTopItem(_ transition: ContentTransition, completion: (() -> Void)? = nil) {
        transitionCount += 1
        placeSearchBar()
        largeTitleDidChange()
        guard transition != .none, window != nil else {
            UIView.performWithoutAnimation {
                for (index, content) in contentViews.enumerated() {
                    content.layer.removeAllAnimations()
                    content.show(index == currentContentIndex ? topItem : nil, backItem: backItem)
                    content.alpha = index == currentContentIndex ? 1 : 0
                    content.transform = .identity
                    content.isUserInteractionEnabled = index == currentContentIndex
                }
            }
            completion?()
            return
        }
        let old = contentView
        currentContentIndex = 1 - currentContentIndex
        let new = contentView
        let slide: CGFloat =
            switch transition {
            case .push: NavigationBarMetrics.slideDistance
            case .pop: -NavigationBarMetrics.slideDistance
            case .none, .fade: 0
            }
        UIView.performWithoutAnimation {
            new.layer.removeAllAnimations()
            new.show(topItem, backItem: backItem)
            new.alpha = 0
            new.transform = CGAffineTransform(translationX: slide, y: 0)
            new.isUserInteractionEnabled = true
            old.isUserInteractionEnabled = false
            bringSubviewToFront(new)
            layoutIfNeeded()
        }
        let count = transitionCount
        UIView.animate(
            withDuration: NavigationBarMetrics.transitionDuration, delay: 0, options: .beginFromCurrentState
        ) {
            new.alpha = 1
            new.transform = .identity
            old.alpha = 0
            old.transform = CGAffineTransform(translationX: -slide, y: 0)
        } completion: { [weak self, weak old] _ in
            if self?.transitionCount == count { old?.show(nil, backItem: nil) }
            completion?()
        }
    }
}
