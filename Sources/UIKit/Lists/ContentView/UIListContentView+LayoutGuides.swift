/// The layout guides a list content view gives apps to line their own views up with its parts.
extension UIListContentView {
    /// The guide following `part` while it shows something, made on first use and kept on the
    /// part's edges by constraints; nil while the part is hidden.
    func layoutGuide(for part: UIView) -> UILayoutGuide? {
        guard !part.isHidden else { return nil }
        if let guide = partGuides[ObjectIdentifier(part)] { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: part.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: part.trailingAnchor),
            guide.topAnchor.constraint(equalTo: part.topAnchor),
            guide.bottomAnchor.constraint(equalTo: part.bottomAnchor),
        ])
        partGuides[ObjectIdentifier(part)] = guide
        return guide
    }

    /// Removes the guides of parts a new configuration hides, with the constraints naming them.
    func removeGuidesOfHiddenParts() {
        for part in [textLabel, secondaryTextLabel, imageView] as [UIView] where part.isHidden {
            guard let guide = partGuides.removeValue(forKey: ObjectIdentifier(part)) else { continue }
            removeLayoutGuide(guide)
        }
    }
}
