/// Showing a configuration: its background in a view of its own behind the title label and image
/// view, its subtitle in a second label, and an activity indicator in the image's place.
extension UIButton {
    /// The configuration as drawn now: updated for the state unless
    /// `automaticallyUpdatesConfiguration` is off.
    var shownConfiguration: Configuration? {
        guard let configuration else { return nil }
        return automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
    }

    func configurationDidChange(from old: Configuration?) {
        if (old == nil) != (configuration == nil) { label.numberOfLines = configuration == nil ? 1 : 0 }
        updateContent()
    }

    /// Runs `updateConfiguration()` when `setNeedsUpdateConfiguration()` asked for it.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
    }

    func showConfiguredContent() {
        guard let shown = shownConfiguration else { return }
        let parts = configurationParts ?? makeConfigurationParts()
        parts.isHidden = false
        madeBackgroundImageView?.isHidden = true
        let foreground = shown.resolvedForegroundColor
        let fill = shown.resolvedBackgroundColor
        parts.backgroundView.backgroundColor = shown.background.backgroundColorTransformer?(fill) ?? fill
        parts.backgroundView.layer.borderWidth = shown.background.strokeWidth
        parts.backgroundView.layer.borderColor = shown.background.resolvedStrokeColor(for: foreground).cgColor
        // Built again only when what they are drawn from changed: every attributed string
        // swift-corelibs-foundation makes keeps its attributes for good.
        let title = DrawnTextSource(
            text: shown.attributedTitle, font: shown.titleFont, color: foreground,
            isTransformed: shown.titleTextAttributesTransformer != nil)
        if title != parts.shownTitle || title.isTransformed {
            label.attributedText = shown.drawableTitle
            parts.shownTitle = title
        }
        let subtitle = DrawnTextSource(
            text: shown.attributedSubtitle, font: shown.subtitleFont, color: foreground,
            isTransformed: shown.subtitleTextAttributesTransformer != nil)
        if subtitle != parts.shownSubtitle || subtitle.isTransformed {
            parts.subtitleLabel.attributedText = shown.drawableSubtitle
            parts.shownSubtitle = subtitle
        }
        reveal(label)
        reveal(parts.subtitleLabel)
        if let imageView = shown.image == nil ? madeImageView : foregroundImageView {
            imageView.image = shown.image
            imageView.tintColor = foreground
            imageView.alpha = 1
            imageView.isHidden = shown.image == nil || shown.showsActivityIndicator
        }
        parts.indicator.color = foreground
        parts.indicator.isHidden = !shown.showsActivityIndicator
        if shown.showsActivityIndicator { parts.indicator.startAnimating() } else { parts.indicator.stopAnimating() }
    }

    private func reveal(_ label: UILabel) {
        label.isHidden = label.attributedText?.length ?? 0 == 0
        label.alpha = 1
    }

    private func makeConfigurationParts() -> ButtonConfigurationParts {
        let parts = ButtonConfigurationParts()
        insertSubview(parts.backgroundView, at: 0)
        addSubview(parts.indicator)
        addSubview(parts.subtitleLabel)
        configurationParts = parts
        return parts
    }

    func layOutConfiguredContent() {
        guard let shown = shownConfiguration, let parts = configurationParts else { return }
        let background = bounds.inset(by: UIEdgeInsets(shown.background.backgroundInsets))
        parts.backgroundView.frame = background
        parts.backgroundView.layer.cornerRadius = shown.resolvedCornerRadius(forHeight: background.height)
        let layout = configuredLayout(of: shown, width: bounds.width)
        let frames = layout.frames(
            in: bounds.inset(by: UIEdgeInsets(shown.contentInsets)), horizontal: effectiveContentHorizontalAlignment,
            vertical: contentVerticalAlignment)
        (shown.showsActivityIndicator ? parts.indicator : madeImageView)?.frame = pixelAligned(frames.image)
        label.frame = pixelAligned(frames.title)
        parts.subtitleLabel.frame = pixelAligned(frames.subtitle)
    }

    func configuredFittingSize(width: CGFloat) -> CGSize {
        guard let shown = shownConfiguration else { return .zero }
        let content = configuredLayout(of: shown, width: width).contentSize
        let insets = shown.contentInsets
        return CGSize(
            width: ceil(content.width + insets.leading + insets.trailing),
            height: ceil(content.height + insets.top + insets.bottom))
    }

    /// The layout of `shown` in a button `width` points wide (0: as wide as the text wants).
    private func configuredLayout(of shown: Configuration, width: CGFloat) -> ButtonConfigurationLayout {
        var layout = ButtonConfigurationLayout(
            placement: shown.imagePlacement, imagePadding: shown.imagePadding, titlePadding: shown.titlePadding,
            titleAlignment: shown.titleAlignment)
        if shown.showsActivityIndicator {
            layout.imageSize = configurationParts?.indicator.bounds.size ?? .zero
        } else {
            layout.imageSize = shown.image?.size ?? .zero
        }
        let insets = shown.contentInsets
        let available = width > 0 ? max(width - insets.leading - insets.trailing - layout.widthBesideText, 1) : 0
        layout.titleSize = fittingSize(of: label, width: available)
        layout.subtitleSize = fittingSize(of: configurationParts?.subtitleLabel, width: available)
        return layout
    }

    private func fittingSize(of label: UILabel?, width: CGFloat) -> CGSize {
        guard let label, !label.isHidden else { return .zero }
        let size = label.sizeThatFits(CGSize(width: width, height: 0))
        return width > 0 ? CGSize(width: min(size.width, width), height: size.height) : size
    }
}

/// A configured button's own parts, hidden together when the configuration goes.
@MainActor
final class ButtonConfigurationParts {
    let backgroundView = UIView(frame: .zero)
    let subtitleLabel = UILabel()
    let indicator = UIActivityIndicatorView(style: .medium)
    /// What the title and subtitle labels show was drawn from.
    var shownTitle: DrawnTextSource?
    var shownSubtitle: DrawnTextSource?

    init() {
        backgroundView.isUserInteractionEnabled = false
        subtitleLabel.numberOfLines = 0
    }

    var isHidden: Bool {
        get { backgroundView.isHidden }
        set {
            backgroundView.isHidden = newValue
            if newValue {
                // The title label goes back to the button's own title.
                shownTitle = nil
                shownSubtitle = nil
                subtitleLabel.isHidden = true
                indicator.stopAnimating()
                indicator.isHidden = true
            }
        }
    }
}

/// What a configured button's title or subtitle is drawn from; a transformer (a closure, which
/// cannot be compared) makes it different every time.
struct DrawnTextSource: Equatable {
    let text: AttributedString?
    let font: UIFont
    let color: UIColor
    let isTransformed: Bool
}

extension UIEdgeInsets {
    /// The insets of `directional` in a left-to-right layout.
    init(_ directional: NSDirectionalEdgeInsets) {
        self.init(
            top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
    }
}
