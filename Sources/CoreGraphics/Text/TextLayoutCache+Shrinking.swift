extension AttributedText {
    /// The text with every run's font `factor` times its size; everything else as it is.
    package func scaled(by factor: CGFloat) -> AttributedText {
        guard factor != 1 else { return self }
        var scaled = self
        for index in scaled.runs.indices {
            scaled.runs[index].attributes.font.pointSize *= factor
        }
        return scaled
    }
}

extension TextLayoutCache {
    /// How much `text`'s fonts must shrink for it to fit `container` whole (no line left out, no
    /// ellipsis, no clipped line): the largest factor between `minimumScaleFactor` and 1 that fits,
    /// within a hundredth; 1 when the text fits as it is or the minimum is not below 1 (0 means no
    /// shrinking, as in UIKit); the minimum itself when even that does not fit.
    ///
    /// UIKit's `adjustsFontSizeToFitWidth` and `NSStringDrawingContext.minimumScaleFactor`. The
    /// layouts tried stay in the cache, so asking again (measuring, then drawing) costs lookups.
    package func shrinkFactor(for text: AttributedText, in container: TextContainer, minimumScaleFactor: CGFloat)
        -> CGFloat
    {
        func fits(_ factor: CGFloat) -> Bool {
            !layout(for: text.scaled(by: factor), in: container).isTruncated
        }
        guard minimumScaleFactor > 0, minimumScaleFactor < 1, !fits(1) else { return 1 }
        guard fits(minimumScaleFactor) else { return minimumScaleFactor }
        var fitting = minimumScaleFactor
        var tooLarge: CGFloat = 1
        while tooLarge - fitting > 0.01 {
            let middle = (fitting + tooLarge) / 2
            if fits(middle) { fitting = middle } else { tooLarge = middle }
        }
        return fitting
    }
}
