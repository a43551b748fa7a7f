/// Showing the current state: the per-state values in the title label and image views, or the
/// configuration in its parts.
extension UIButton {
    /// The opacity of a system button's content while highlighted.
    static let highlightedContentAlpha: CGFloat = 0.2
    /// How long a system button's content takes to fade back in after the highlight ends (not
    /// documented by Apple; this looks like iOS).
    static let highlightFadeDuration: TimeInterval = 0.3
    /// The opacity of a custom button's image while highlighted or disabled.
    static let adjustedImageAlpha: CGFloat = 0.5

    /// The state changed: update the configuration (through the handler) and show the new state;
    /// a system button's content fades back in when a highlight ended.
    func stateDidChange(highlightEnded: Bool = false) {
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        updateContent()
        if highlightEnded, configuration == nil, isSystemStyled { fadeContentIn() }
    }

    /// Shows the current state's content.
    func updateContent() {
        if configuration != nil {
            showConfiguredContent()
        } else {
            showStateContent()
        }
        setNeedsLayout()
    }

    /// The title colour for the state: the one set for it, else the normal state's, else the
    /// type's (white for custom buttons, the tint for the others), grey while a system button is
    /// disabled; `faded`, a system button's is at 20 % while highlighted.
    func resolvedTitleColor(faded: Bool) -> UIColor {
        if let color = titleColors.exactValue(for: state) { return color }
        let base = titleColors.value(for: .normal) ?? (isSystemStyled ? tintColor ?? .systemBlue : .white)
        guard isSystemStyled else { return base }
        if !isEnabled { return .systemGray }
        return faded && isHighlighted ? base.withAlphaComponent(Self.highlightedContentAlpha) : base
    }

    /// Whether the content is faded as a system button's is while highlighted (a colour set for
    /// the highlighted state replaces the fade).
    private var fadesForHighlight: Bool {
        isSystemStyled && isHighlighted && titleColors.exactValue(for: state) == nil
    }

    /// The image shown: the current one, drawn as a template by system buttons unless it asks
    /// to be drawn as it is.
    var displayedImage: UIImage? {
        guard let image = currentImage else { return nil }
        return isSystemStyled && image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
    }

    private func showStateContent() {
        configurationParts?.isHidden = true
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = title(for: state)
        }
        label.textColor = resolvedTitleColor(faded: false)
        label.shadowColor = currentTitleShadowColor
        label.isHidden = currentTitle?.isEmpty ?? true
        let image = displayedImage
        if let imageView = image == nil ? madeImageView : foregroundImageView {
            imageView.image = image
            imageView.isHidden = image == nil
            imageView.tintColor = isSystemStyled && !isEnabled ? .systemGray : nil
        }
        let background = currentBackgroundImage
        if let backgroundView = background == nil ? madeBackgroundImageView : backgroundImageView {
            backgroundView.image = background
            backgroundView.isHidden = background == nil
        }
        showContentAlpha()
    }

    /// Fades a system button's content while highlighted; dims a custom button's image.
    private func showContentAlpha() {
        let contentAlpha = fadesForHighlight ? Self.highlightedContentAlpha : 1
        func fade(_ view: UIView) {
            guard view.alpha != contentAlpha else { return }
            view.layer.removeAllAnimations()
            view.alpha = contentAlpha
        }
        fade(label)
        if let madeImageView { fade(madeImageView) }
        guard !isSystemStyled else { return }
        let adjusted = (isHighlighted && adjustsImageWhenHighlighted) || (!isEnabled && adjustsImageWhenDisabled)
        madeImageView?.alpha = adjusted ? Self.adjustedImageAlpha : 1
    }

    /// Animates a system button's content from its highlighted opacity back to full, as iOS does
    /// when a touch lifts.
    private func fadeContentIn() {
        guard !isHighlighted else { return }
        let faded = [label, madeImageView].compactMap(\.self).filter { !$0.isHidden } as [UIView]
        for view in faded { view.alpha = Self.highlightedContentAlpha }
        UIView.animate(
            withDuration: Self.highlightFadeDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: { for view in faded { view.alpha = 1 } })
    }
}
