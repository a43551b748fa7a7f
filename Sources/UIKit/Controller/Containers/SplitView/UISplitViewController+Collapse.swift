/// Collapsing into one navigation stack when the width becomes compact, and expanding back.
///
/// Collapsing asks the delegate for the top column (proposing `.secondary`; in the classic style,
/// whether it collapses the secondary onto the primary itself); without a `.compact`
/// controller, the supplementary and secondary stacks up to that column are moved onto the
/// primary's navigation controller, which is then the only column shown. Expanding asks for the
/// display mode (in the classic style, for the secondary to separate from the primary), moves the controllers above the primary's own back to their columns (what was
/// pushed while collapsed goes to the secondary), and lays the columns out again.
extension UISplitViewController {
    /// Whether the split view should be collapsed now: its horizontal size class is compact. Before
    /// the view is in a window (a root controller's view appearing), its width decides.
    var wantsCollapse: Bool {
        if parent == nil, viewIfLoaded?.window == nil, let view = viewIfLoaded {
            return view.bounds.width < 600
        }
        return traitCollection.horizontalSizeClass == .compact
    }

    /// Collapses or expands when the size class asks for it; the first decision collapses with the
    /// delegate's calls but chooses the expanded display mode without them.
    func updateCollapsedState() {
        let collapse = wantsCollapse
        guard collapse != collapsed || !collapseDecided else { return }
        let first = !collapseDecided
        collapseDecided = true
        if collapse {
            collapseColumns()
        } else if first {
            currentDisplayMode = resolvedDisplayMode()
            updateDisplayModeButton()
            updateColumnTraits()
        } else {
            expandColumns()
        }
    }

    private func collapseColumns() {
        let proposed: Column = .secondary
        var top = proposed
        var handled = false
        if style == .unspecified {
            if let secondary = shown[.secondary], let primary = shown[.primary] {
                handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
            }
        } else {
            top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        }
        collapsed = true
        updateColumnTraits()
        collapsedPrimaryCount = (shown[.primary] as? UINavigationController)?.viewControllers.count ?? 1
        collapsedSupplementaryCount = 0
        if !handled, shown[.compact] == nil, let primary = shown[.primary] as? UINavigationController {
            var moved: [UIViewController] = []
            if style == .tripleColumn, top != .primary {
                moved += takeStack(of: .supplementary)
            }
            collapsedSupplementaryCount = moved.count
            if top == .secondary { moved += takeStack(of: .secondary) }
            if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
        }
        updateDisplayModeButton()
        if isViewLoaded {
            installColumns()
            collapsedContainer?.viewIfLoaded?.frame = view.bounds
        }
        if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
    }

    private func expandColumns() {
        let proposed = resolvedDisplayMode()
        var mode = proposed
        var separated: UIViewController?
        if style == .unspecified {
            separated = shown[.primary].flatMap { delegate?.splitViewController(self, separateSecondaryFrom: $0) }
        } else {
            mode = normalized(
                delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed)
        }
        if let separated {
            movedRoots[.secondary] = nil
            assigned[.secondary] = separated
            replaceChild(in: .secondary, old: shown[.secondary], new: separated)
        } else if shown[.compact] == nil, let primary = shown[.primary] as? UINavigationController {
            let stack = primary.viewControllers
            let keep = max(1, min(collapsedPrimaryCount, stack.count))
            var extras = primary.takeStackForTransfer(keeping: keep)
            if style == .tripleColumn, movedRoots[.supplementary] != nil {
                let count = min(collapsedSupplementaryCount, extras.count)
                giveStack(Array(extras.prefix(count)), to: .supplementary)
                extras.removeFirst(count)
            }
            if movedRoots[.secondary] != nil || !extras.isEmpty { giveStack(extras, to: .secondary) }
        }
        collapsed = false
        updateColumnTraits()
        if mode != currentDisplayMode && mode != .automatic {
            delegate?.splitViewController(self, willChangeTo: mode)
            currentDisplayMode = mode
        }
        lastLayoutWidth = viewIfLoaded?.bounds.width
        updateDisplayModeButton()
        if isViewLoaded {
            installColumns()
            place(columnFrames(for: currentDisplayMode, in: view.bounds))
        }
        if style != .unspecified { delegate?.splitViewControllerDidExpand(self) }
    }

    /// Gives the side columns a compact width while expanded, as iOS does (they are narrow, so their
    /// content lays out as on a phone), and takes that override off again when collapsed.
    func updateColumnTraits() {
        for column in sideColumns {
            guard let controller = shown[column] else { continue }
            let key = ObjectIdentifier(controller)
            if !collapsed, !compactedColumns.contains(key) {
                compactedColumns.insert(key)
                controller.traitOverrides.horizontalSizeClass = .compact
            } else if collapsed, compactedColumns.contains(key) {
                compactedColumns.remove(key)
                controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
            }
        }
    }

    /// Collapsed, takes the controllers `column` moved onto the stack shown (and those above them)
    /// off it, for the column's new controller.
    func dropMovedControllers(of column: Column) {
        guard let primary = shown[.primary] as? UINavigationController else { return }
        let start =
            column == .supplementary ? collapsedPrimaryCount : collapsedPrimaryCount + collapsedSupplementaryCount
        _ = primary.takeStackForTransfer(keeping: max(1, start))
    }

    /// Collapsed, moves `column`'s new stack onto the stack shown, where its old one was.
    func moveOntoCollapsedStack(_ column: Column) {
        guard let primary = shown[.primary] as? UINavigationController else { return }
        let moved = takeStack(of: column)
        if column == .supplementary { collapsedSupplementaryCount = moved.count }
        if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
    }

    /// Takes the controllers out of `column`'s navigation controller (or the column's controller
    /// itself out of the split view), remembering the root to give back.
    private func takeStack(of column: Column) -> [UIViewController] {
        guard let controller = shown[column] else { return [] }
        guard let navigation = controller as? UINavigationController else {
            movedRoots[column] = controller
            controller.viewIfLoaded?.removeFromSuperview()
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            return [controller]
        }
        let stack = navigation.takeStackForTransfer()
        movedRoots[column] = stack.first
        return stack
    }

    /// Gives `controllers` to `column` as its stack; with none, the root it had before collapsing.
    private func giveStack(_ controllers: [UIViewController], to column: Column) {
        let root = movedRoots.removeValue(forKey: column)
        let stack = controllers.isEmpty ? root.map { [$0] } ?? [] : controllers
        guard let controller = shown[column], !stack.isEmpty else { return }
        if let navigation = controller as? UINavigationController {
            navigation.setViewControllers(stack, animated: false)
            if navigation is ColumnNavigationController { assigned[column] = stack[0] }
        } else if controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Collapsed, showing `column` pops the stack back to its first controller (or pushes the
    /// secondary's back when it was left in its column).
    func showCollapsed(_ column: Column) {
        guard let navigation = collapsedContainer as? UINavigationController, shown[.compact] == nil else { return }
        switch column {
        case .primary:
            navigation.popToViewController(navigation.viewControllers[0], animated: true)
        case .supplementary, .secondary:
            let index =
                column == .supplementary ? collapsedPrimaryCount : collapsedPrimaryCount + collapsedSupplementaryCount
            if index < navigation.viewControllers.count {
                navigation.popToViewController(navigation.viewControllers[index], animated: true)
            }
        case .compact:
            break
        }
    }

    /// Collapsed, hiding `column` pops the stack back past its controllers.
    func hideCollapsed(_ column: Column) {
        guard let navigation = collapsedContainer as? UINavigationController, shown[.compact] == nil else { return }
        let index: Int
        switch column {
        case .supplementary: index = collapsedPrimaryCount - 1
        case .secondary: index = collapsedPrimaryCount + collapsedSupplementaryCount - 1
        case .primary, .compact: return
        }
        guard index >= 0, index < navigation.viewControllers.count - 1 else { return }
        navigation.popToViewController(navigation.viewControllers[index], animated: true)
    }

    /// Replaces the child shown in `column` with `new`.
    func replaceChild(in column: Column, old: UIViewController?, new: UIViewController?) {
        guard old !== new else { return }
        if let old {
            if compactedColumns.remove(ObjectIdentifier(old)) != nil {
                old.traitOverrides.remove(UITraitHorizontalSizeClass.self)
            }
            if let oldView = old.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        shown[column] = new
        if let new {
            addChild(new)
            new.didMove(toParent: self)
        }
        if collapseDecided { updateColumnTraits() }
        updateDisplayModeButton()
        viewIfLoaded?.setNeedsLayout()
    }
}

extension UINavigationController {
    /// Takes the controllers above the first `count` off the stack at once, so they can join
    /// another navigation controller: each leaves (`willMove`, view out, `removeFromParent`), and
    /// the new top (if any) is shown without a transition. Returns them, bottom first.
    func takeStackForTransfer(keeping count: Int = 0) -> [UIViewController] {
        if let busy = stack.last?.activeTransition, busy.containerView === contentView, !busy.isAnimated {
            busy.completeTransition(true)
        }
        guard count < stack.count else { return [] }
        let taken = Array(stack[count...])
        stack = Array(stack.prefix(count))
        for controller in taken {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let top = stack.last, isViewLoaded {
            showAtOnce(top)
            toolbar.setItems(top.toolbarItems, animated: false)
        }
        return taken
    }
}
