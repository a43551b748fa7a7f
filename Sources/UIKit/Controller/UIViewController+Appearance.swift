extension UIViewController {
    /// Sends `viewWillAppear` once per transition.
    func beginAppearance(animated: Bool) {
        guard appearance == .disappeared else { return }
        appearance = .appearing
        viewWillAppear(animated)
    }

    /// Sends `viewDidAppear` after a matching `beginAppearance`.
    func endAppearance(animated: Bool) {
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(animated)
    }

    /// Sends `viewWillDisappear` then `viewDidDisappear` for a view leaving the screen at once.
    func disappear(animated: Bool) {
        guard appearance != .disappeared else { return }
        viewWillDisappear(animated)
        appearance = .disappeared
        viewDidDisappear(animated)
    }
}
