import Foundation

/// Where a legacy cell's image view, text label and detail text label go in its content view, as
/// iOS 17's `UITableViewCellLayoutManager` and its per-style subclasses place them:
///
/// - the image at the leading margin, centred vertically (shrunk to the row when taller);
/// - the text rectangle from the leading margin (or 15 points after the image) to the trailing
///   margin, the row's full height; a `.default` text label fills it;
/// - `.value1`: the text label at its width, the detail label trailing-aligned in what is left
///   less 6 points, the two on one baseline, centred as a pair;
/// - `.value2`: the text label in a 91-point column, the detail 6 points after it, on one baseline;
/// - `.subtitle`: the detail label right under the text label, centred as a pair.
@MainActor
struct TableCellLegacyLayout {
    struct Frames: Equatable {
        var image = CGRect.zero
        var text = CGRect.zero
        var detail = CGRect.zero
    }

    let style: UITableViewCell.CellStyle
    /// The content view's margins.
    let margins: UIEdgeInsets
    /// The image's size; zero without one.
    let imageSize: CGSize
    /// The labels that show text.
    let text: UILabel?
    let detail: UILabel?

    var isEmpty: Bool { imageSize == .zero && text == nil && detail == nil }

    /// The frames in a content view of `size`.
    func frames(in size: CGSize) -> Frames {
        var frames = Frames()
        var textX = margins.left
        if imageSize != .zero {
            let scale = imageSize.height > size.height ? size.height / imageSize.height : 1
            let shown = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
            frames.image = CGRect(
                origin: CGPoint(x: margins.left, y: ((size.height - shown.height) / 2).rounded()), size: shown)
            textX = max(textX, frames.image.maxX + ListMetrics.legacyImageToTextPadding)
        }
        let rect = CGRect(x: textX, y: 0, width: max(0, size.width - textX - margins.right), height: size.height)
        let labels = labelFrames(in: rect)
        frames.text = labels.text
        frames.detail = labels.detail
        return frames
    }

    /// The content view height the parts need at `width`: the labels between the top and bottom
    /// margins, at least the image's height (it may reach into the margins) and a 44-point row.
    func height(width: CGFloat) -> CGFloat {
        var textX = margins.left
        if imageSize != .zero {
            textX = max(textX, margins.left + imageSize.width + ListMetrics.legacyImageToTextPadding)
        }
        let rect = CGRect(
            x: textX, y: 0, width: max(0, width - textX - margins.right), height: .greatestFiniteMagnitude)
        let labels = labelFrames(in: rect, centred: false)
        let text = margins.top + labels.text.union(labels.detail).height + margins.bottom
        return max(ListMetrics.minimumCellHeight, text, imageSize.height)
    }

    /// The labels' frames in the text rectangle; `centred`, the pair is centred in its height.
    private func labelFrames(in rect: CGRect, centred: Bool = true) -> (text: CGRect, detail: CGRect) {
        var text = CGRect.zero
        var detail = CGRect.zero
        switch style {
        case .default:
            guard let label = self.text else { break }
            text = centred ? rect : CGRect(origin: rect.origin, size: fitted(label, width: rect.width))
        case .subtitle:
            let first = fitted(self.text, width: rect.width)
            let second = fitted(self.detail, width: rect.width)
            text = CGRect(origin: .zero, size: first)
            detail = CGRect(origin: CGPoint(x: 0, y: first.height), size: second)
        case .value1:
            let first = fitted(self.text, width: rect.width)
            let available = max(0, rect.width - first.width - ListMetrics.legacyTextToDetailPadding)
            let second = fitted(self.detail, width: self.text == nil ? rect.width : available)
            (text, detail) = baselineAligned(first, second)
            if second != .zero { detail.origin.x = rect.width - second.width }
        case .value2:
            let column = ListMetrics.value2TextWidth
            let first = self.text.map { CGSize(width: column, height: fitted($0, width: column).height) } ?? .zero
            let second = fitted(self.detail, width: max(0, rect.width - column - ListMetrics.legacyTextToDetailPadding))
            (text, detail) = baselineAligned(first, second)
            if second != .zero { detail.origin.x = column + ListMetrics.legacyTextToDetailPadding }
        }
        guard style != .default else { return (text, detail) }
        let top = centred ? ((rect.height - text.union(detail).height) / 2).rounded(.up) : 0
        return (
            text == .zero ? .zero : text.offsetBy(dx: rect.minX, dy: top),
            detail == .zero ? .zero : detail.offsetBy(dx: rect.minX, dy: top)
        )
    }

    /// Two labels side by side with their first baselines level, from the top.
    private func baselineAligned(_ first: CGSize, _ second: CGSize) -> (CGRect, CGRect) {
        let difference = (text?.font.ascender ?? 0) - (detail?.font.ascender ?? 0)
        let bothShown = first != .zero && second != .zero
        let firstTop = bothShown && difference < 0 ? (-difference).rounded() : 0
        let secondTop = bothShown && difference > 0 ? difference.rounded() : 0
        return (
            first == .zero ? .zero : CGRect(x: 0, y: firstTop, width: first.width, height: first.height),
            second == .zero ? .zero : CGRect(x: 0, y: secondTop, width: second.width, height: second.height)
        )
    }

    /// The label's size wrapped at `width`, no wider than it; zero without a label.
    private func fitted(_ label: UILabel?, width: CGFloat) -> CGSize {
        guard let label else { return .zero }
        let size = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: min(size.width, width), height: size.height)
    }
}
