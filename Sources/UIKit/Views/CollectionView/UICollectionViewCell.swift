/// A collection view's cell: a content view for the app's subviews, over a background view, with
/// the selected background view shown while the cell is selected or highlighted.
///
/// Since iOS 14 a cell can show configurations instead (`contentConfiguration`,
/// `backgroundConfiguration`, in `UICollectionViewCell+Configuration.swift`): when its state
/// changes they are updated for `configurationState` (when they update automatically), then
/// `updateConfiguration(using:)` runs, then `configurationUpdateHandler`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Called with the cell and its state at each configuration update.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Where the app puts the cell's content; a content configuration's view replaces it.
    public var contentView: UIView { contentViewStorage }
    var contentViewStorage = UIView()
    var contentConfigurationStorage: (any UIContentConfiguration)?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    /// Draws `backgroundConfiguration`, once there is one.
    var configuredBackgroundView: BackgroundConfigurationView?
    /// Set by `setNeedsUpdateConfiguration()` until the next layout updates the configurations.
    var needsConfigurationUpdate = true
    /// Behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }
    /// Shown over the background while the cell is selected or highlighted; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            showSelection()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            stateDidChange()
            ATSPIBridge.selectionDidChange(of: self, selected: isSelected)
        }
    }

    /// Whether the cell is highlighted (pressed); the collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the keyboard focus is on the cell's item; the collection view sets it.
    var isKeyboardFocused = false {
        didSet { if isKeyboardFocused != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell's row is swiped open on its actions; the collection view sets it.
    var isSwipedOpen = false {
        didSet { if isSwipedOpen != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// A cell that takes no touches is disabled in its configuration state.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether a change of state updates `contentConfiguration` with `updated(for:)`; true by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether a change of state updates `backgroundConfiguration` with `updated(for:)`; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's states as configurations see them; override the getter to add your own states
    /// to `super`'s.
    open var configurationState: UICellConfigurationState { currentConfigurationState() }

    /// Asks for a configuration update at the next layout; several requests make one update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; the default does nothing. Override it to set them
    /// for the state; don't call it yourself: use `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called with the cell and its state at each configuration update, after
    /// `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A reused cell updates its configurations before it shows its new item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        setNeedsUpdateConfiguration()
    }

    /// Runs a pending configuration update, then fills the cell with its backgrounds and content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        let area = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != area { contentView.frame = area }
        configuredBackgroundView?.frame = area
        backgroundView?.frame = area
        selectedBackgroundView?.frame = area
    }

    private func stateDidChange() {
        showSelection()
        setNeedsUpdateConfiguration()
    }

    /// For self-sizing: the size the content view's constraints fit, along the axes the layout
    /// leaves free (an estimated size's), at the layout's size on the other.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let axes = layoutAttributes.fittingAxes
        let fitted = contentView.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: axes.horizontal ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.vertical ? .fittingSizeLevel : .required)
        guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        preferred.size = CGSize(
            width: axes.horizontal ? fitted.width : layoutAttributes.size.width,
            height: axes.vertical ? fitted.height : layoutAttributes.size.height)
        return preferred
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new {
            insertSubview(new, at: index)
            new.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    private func showSelection() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
