/// Self-sizing elements: with a layout that estimates sizes (`estimatedItemSize`), each element
/// shown for the first time is asked for its preferred attributes
/// (`preferredLayoutAttributesFitting(_:)`, by default its content's Auto Layout size); when they
/// differ from the layout's and the layout says that makes it out of date, it is invalidated with
/// the context it gives, and the elements are placed again at the next layout.
extension UICollectionView {
    /// The attributes `view` prefers for `attributes`; nil when it takes them as they are.
    func preferredAttributes(of view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes?
    {
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard preferred !== attributes, preferred.size != attributes.size else { return nil }
        return preferred
    }

    /// Tells the layout of the sizes elements preferred; those it takes invalidate it.
    func adoptPreferredAttributes(
        _ remeasured: [(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes)]
    ) {
        let layout = collectionViewLayout
        for (preferred, original) in remeasured
        where layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(
                with: layout.invalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
    }
}
