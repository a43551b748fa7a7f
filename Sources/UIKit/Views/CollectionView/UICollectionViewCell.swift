/// A collection view's cell: a content view for the app's subviews, over a background view, with
/// the selected background view shown while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the app puts the cell's content.
    public let contentView = UIView()
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
        didSet { if isSelected != oldValue { showSelection() } }
    }

    /// Whether the cell is highlighted (pressed); the collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { showSelection() } }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != area { contentView.frame = area }
        backgroundView?.frame = area
        selectedBackgroundView?.frame = area
    }

    /// For self-sizing: the size the content view's constraints fit, along the axes the layout
    /// leaves free (an estimated size's), at the layout's size on the other.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let fitted = contentView.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        preferred.size = fitted
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
