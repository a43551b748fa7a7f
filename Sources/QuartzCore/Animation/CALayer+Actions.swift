/// Implicit animations: every property change looks for an action and runs it.
extension CALayer {
    /// A property changed: the compositor must look again, and the change's action runs.
    func propertyDidChange(_ key: String, from oldValue: @autoclosure () -> Any?) {
        changed()
        runAction(forKey: key, previous: .boxed(oldValue()))
    }

    /// A rectangle changed (`bounds`, `contentsRect`): as above, with the previous rectangle kept
    /// unboxed until an action asks for it (a rectangle does not fit in an `Any`'s inline room).
    func propertyDidChange(_ key: String, from oldValue: CGRect) {
        changed()
        runAction(forKey: key, previous: .rect(oldValue))
    }

    /// A point changed (`position`, `anchorPoint`): as above, the point kept unboxed too, so that
    /// a view's frame set outside an animation block makes and destroys no `Any`.
    func propertyDidChange(_ key: String, from oldValue: CGPoint) {
        changed()
        runAction(forKey: key, previous: .point(oldValue))
    }

    /// Finds and runs the action of `key`, unless actions are disabled or values are being swapped
    /// for a frame. A layer that was never on screen has no implicit animation of its own (its first
    /// values do not animate), but its delegate may still name one: a view just added and changed
    /// inside an animation block animates, as on iOS.
    ///
    /// The previous value is made only once those checks pass, so a layer nobody is asking about
    /// (a new one without a delegate) boxes nothing.
    private func runAction(forKey key: String, previous: @autoclosure () -> PreviousValue) {
        guard UpdateCycle.current.layerWrites == .model, !CATransaction.disableActions() else { return }
        let everShown = compositorRecord != nil
        guard everShown || delegate != nil else { return }
        // The search runs inside too, so a delegate building its action can ask for the previous value.
        CATransaction.runImplicitAction(RunningAction(key: key, layer: self, previous: previous())) {
            let action = everShown ? action(forKey: key) : delegate?.action(for: self, forKey: key)
            guard let action, !(action is NSNull) else { return }
            action.run(forKey: key, object: self, arguments: nil)
        }
    }

    /// Whether an animation of the layer changes the property `key` belongs to.
    func isAnimating(_ key: String) -> Bool {
        let root = AnimationEngine.rootKey(of: key)
        func touches(_ animation: CAAnimation) -> Bool {
            if let group = animation as? CAAnimationGroup { return (group.animations ?? []).contains(where: touches) }
            guard let keyPath = (animation as? CAPropertyAnimation)?.keyPath else { return false }
            return AnimationEngine.rootKey(of: keyPath) == root
        }
        return animationEntries.contains { touches($0.animation) }
    }

    /// Runs the action of `kCAOnOrderIn` or `kCAOnOrderOut` when the layer joins or leaves a tree
    /// that is on screen.
    func runOrderAction(_ event: String) {
        guard UpdateCycle.current.layerWrites == .model, rootLayer.host != nil, !CATransaction.disableActions()
        else { return }
        CATransaction.runImplicitAction(RunningAction(key: event, layer: self, previous: .boxed(nil))) {
            action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
        }
    }

    /// What the layer shows for `keyPath` now, with its animations.
    func presentedValue(forKeyPath keyPath: String) -> Any? {
        presentationCopy()?.animationValue(forKeyPath: keyPath)?.anyValue
    }

    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styled = (style?["actions"] as? [String: CAAction])?[event] {
            return styled is NSNull ? nil : styled
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The animation a standalone layer runs when an animatable property that changes continuously
    /// changes: from the value shown before the change, over the transaction's duration; new
    /// contents cross-fade in. Switches (`hidden`, `masksToBounds`) change at once.
    static func implicitAnimation(forKey key: String) -> CAAction? {
        if key == "contents" { return CATransition() }
        guard isAnimatableKeyPath(key), !discreteKeys.contains(key) else { return nil }
        return CABasicAnimation(keyPath: key)
    }

    private static let discreteKeys: Set<String> = [
        "hidden", "isHidden", "masksToBounds", "doubleSided", "isDoubleSided", "contents", "mask", "sublayers",
    ]
}
