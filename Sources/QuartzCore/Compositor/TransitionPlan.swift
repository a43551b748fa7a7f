import Foundation

/// What a transition paints in one frame, in the transitioning layer's bounds space: a list of
/// pictures (the old look, the new content, or the two combined), each with the part of the bounds
/// space it covers and where that part is placed. The bounds pass measures the plan, the paint
/// pass draws it, so the two always agree.
///
/// - fade: the old and new looks mixed pixel by pixel, (1 − p)·old + p·new (a true
///   cross-dissolve, transparent parts included).
/// - moveIn, push, reveal: the two looks moved along the subtype's direction by the bounds'
///   width or height — moveIn moves the new one in over the old, push moves both, reveal moves
///   the old one out above the new; with `masksToBounds` each is cut to the bounds.
/// - oglFlip: the layer turns about its vertical axis (from left or right) or horizontal axis
///   (from top or bottom) with perspective; the old look on the front face for the first half,
///   the new one on the back face (so it reads the right way round) for the second.
/// - pageCurl, pageUnCurl: the two looks combined by `PageCurl`, the page being the bounds.
/// - any other type fades.
struct TransitionPlan {
    enum Source {
        case old
        case new
        case crossFade
        /// The page curling away over the other look: the old look (pageCurl) or the new one
        /// (pageUnCurl, curling back), `progress` of the way off.
        case curl(pageIsOld: Bool, progress: Double)
    }

    struct Part {
        var source: Source
        /// The part of the bounds space the picture covers, before it is placed.
        var area: CGRect
        /// Moves the area within the bounds space.
        var placement: Homography
        /// The part of `area` that shows, when not all of it does (motion cut to the bounds).
        var clip: CGRect?

        /// The part of the bounds space that shows, before it is placed.
        var shownArea: CGRect { clip ?? area }
    }

    var parts: [Part] = []

    /// The plan for `shown` on a layer with `bounds` whose new content covers `new` (null when it
    /// shows nothing).
    init(_ shown: ShownTransition, bounds: CGRect, masksToBounds: Bool, new: CGRect) {
        let (type, subtype, p) = (shown.type, shown.subtype, shown.progress)
        let old = shown.snapshot.rect
        let both = old.union(new)
        switch type {
        case .moveIn, .push, .reveal:
            let (dx, dy) = Self.direction(subtype, bounds: bounds)
            let oldShift = type == .moveIn ? (0, 0) : (dx * p, dy * p)
            let newShift = type == .reveal ? (0, 0) : (-dx * (1 - p), -dy * (1 - p))
            let oldPart = Self.moved(.old, old, by: oldShift, within: masksToBounds ? bounds : nil)
            let newPart = Self.moved(.new, new, by: newShift, within: masksToBounds ? bounds : nil)
            parts = type == .reveal ? [newPart, oldPart] : [oldPart, newPart]
        case .flip:
            let (axis, sign) = Self.flipAxis(subtype)
            let firstHalf = p < 0.5
            let angle = firstHalf ? sign * p * .pi : sign * (p - 1) * .pi
            parts = [
                Part(
                    source: firstHalf ? .old : .new, area: firstHalf ? old : new,
                    placement: Self.turn(bounds, angle: angle, aboutX: axis == .horizontal), clip: nil)
            ]
        case .pageCurl:
            parts = [Part(source: .curl(pageIsOld: true, progress: p), area: both, placement: .identity, clip: nil)]
        case .pageUnCurl:
            parts = [
                Part(source: .curl(pageIsOld: false, progress: 1 - p), area: both, placement: .identity, clip: nil)
            ]
        default:
            parts = [Part(source: .crossFade, area: both, placement: .identity, clip: nil)]
        }
        parts.removeAll { $0.shownArea.isNull || $0.shownArea.isEmpty }
    }

    /// The bounding box, in the bounds space, of everything the plan paints.
    var paintedRect: CGRect {
        parts.reduce(CGRect.null) { rect, part in
            guard let placed = part.placement.boundingBox(of: part.shownArea) else { return rect }
            return rect.union(placed)
        }
    }

    /// The offset (in points) the old look travels by the end: away from the subtype's side.
    private static func direction(_ subtype: CATransitionSubtype?, bounds: CGRect) -> (Double, Double) {
        let (w, h) = (Double(bounds.width), Double(bounds.height))
        switch subtype {
        case .fromRight: return (-w, 0)
        case .fromTop: return (0, h)
        case .fromBottom: return (0, -h)
        default: return (w, 0)
        }
    }

    /// A look moved by `shift`; with `within`, only the part that lands inside it.
    private static func moved(_ source: Source, _ area: CGRect, by shift: (Double, Double), within: CGRect?) -> Part {
        let clip = within.map { area.intersection($0.offsetBy(dx: -shift.0, dy: -shift.1)) }
        return Part(source: source, area: area, placement: .translation(shift.0, shift.1), clip: clip)
    }

    private enum Axis { case vertical, horizontal }

    /// The axis a flip turns about, and the sign of the angle that brings the subtype's side forward.
    private static func flipAxis(_ subtype: CATransitionSubtype?) -> (Axis, Double) {
        switch subtype {
        case .fromRight: (.vertical, -1)
        case .fromTop: (.horizontal, -1)
        case .fromBottom: (.horizontal, 1)
        default: (.vertical, 1)
        }
    }

    /// A turn by `angle` about the bounds' centre line, seen in perspective from twice the
    /// bounds' larger side away, flattened into the bounds space.
    private static func turn(_ bounds: CGRect, angle: Double, aboutX: Bool) -> Homography {
        let (cx, cy) = (bounds.midX, bounds.midY)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(1, 2 * max(bounds.width, bounds.height))
        let rotation = CATransform3DMakeRotation(CGFloat(angle), aboutX ? 1 : 0, aboutX ? 0 : 1, 0)
        let t = CATransform3DMakeTranslation(-cx, -cy, 0).concatenating(rotation).concatenating(perspective)
            .concatenating(CATransform3DMakeTranslation(cx, cy, 0))
        return Homography(flattening: t)
    }
}
