import Cassowary
import Foundation

/// Reading the solution back: items' rectangles, the views whose frames must follow it, and keeping
/// the constants of items' own constraints in step with the items.
extension LayoutEngine {
    /// The item's alignment rectangle in its parent's space, as solved; nil when no constraint
    /// names it.
    func alignmentRect(of item: any LayoutItem) -> CGRect? {
        guard let v = states[ObjectIdentifier(item)]?.variables else { return nil }
        return CGRect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY), width: solver.value(of: v.width),
            height: solver.value(of: v.height))
    }

    /// Compares the frames of the views the engine places with the solution, asking the superview
    /// of each that differs to lay out; true when one did.
    func requestLayoutForMovedViews() -> Bool {
        guard solutionChanged else { return false }
        solutionChanged = false
        var requested = false
        for state in states.values {
            guard let view = state.view, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.superview, let rect = alignmentRect(of: view)
            else { continue }
            if view.edgesPixelAligned(rect) != view.currentAlignmentRect {
                superview.setNeedsLayout()
                requested = true
            }
        }
        return requested
    }

    /// The frame constraints of a view that translates its autoresizing mask follow its frame.
    func frameChanged(_ view: UIView) {
        guard let state = states[ObjectIdentifier(view)], view.translatesAutoresizingMaskIntoConstraints else {
            return
        }
        let rect = view.currentAlignmentRect
        for constraint in state.own {
            guard case .autoresizing(let attribute) = constraint.kind else { continue }
            let value: CGFloat
            switch attribute {
            case .left: value = rect.minX
            case .top: value = rect.minY
            case .width: value = rect.width
            default: value = rect.height
            }
            set(constraint, to: value)
        }
    }

    /// Reads intrinsic sizes and baselines again for views that said they changed.
    func refreshIntrinsicSizes() {
        guard !staleIntrinsicSizes.isEmpty else { return }
        let views = staleIntrinsicSizes.values.compactMap(\.itemView)
        staleIntrinsicSizes = [:]
        for view in views {
            guard let state = states[ObjectIdentifier(view)] else { continue }
            refreshBaselines(state, view)
            let size = view.intrinsicContentSize
            guard size != state.intrinsicSize, !view.translatesAutoresizingMaskIntoConstraints || view === fittingView
            else { continue }
            let hadMetrics = metricsPresent(state.intrinsicSize)
            state.intrinsicSize = size
            if hadMetrics != metricsPresent(size) {
                rebuildItemConstraints(of: view)
                continue
            }
            for constraint in state.own {
                guard let axis = constraint.contentSizeAxis else { continue }
                set(constraint, to: axis == .horizontal ? size.width : size.height)
            }
        }
    }

    private func metricsPresent(_ size: CGSize) -> [Bool] {
        [size.width != UIView.noIntrinsicMetric, size.height != UIView.noIntrinsicMetric]
    }

    private func refreshBaselines(_ state: ItemState, _ view: UIView) {
        for first in [true, false] {
            guard let (definition, old) = first ? state.firstBaseline : state.lastBaseline else { continue }
            let position = view.baselinePosition(first: first)
            guard position != old else { continue }
            try? solver.remove(definition)
            let v = state.variables
            let replacement = Self.baselineDefinition(
                first ? state.firstBaselineVariable : state.lastBaselineVariable, v, position)
            try? solver.add(replacement)
            if first {
                state.firstBaseline = (replacement, position)
            } else {
                state.lastBaseline = (replacement, position)
            }
            noteChange()
        }
    }

    /// The view's own constraints made again (its translation flag, priorities or intrinsic axes
    /// changed).
    func rebuildItemConstraints(of view: UIView) {
        guard let state = states[ObjectIdentifier(view)] else { return }
        for constraint in state.own { remove(constraint) }
        state.own = []
        addItemConstraints(state, view)
    }

    /// The edges of the view's own guides follow its margins and safe area.
    func refreshGuides(of view: UIView) {
        for guide in view.autoLayout.systemGuides.values {
            guard let role = guide.systemRole, let state = states[ObjectIdentifier(guide)] else { continue }
            for constraint in state.own {
                guard case .guideEdge(let attribute) = constraint.kind else { continue }
                set(constraint, to: guideInset(role, attribute, of: view))
            }
        }
    }

    private func set(_ constraint: SystemConstraint, to value: CGFloat) {
        guard constraint.constantStorage != value else { return }
        constraint.constantStorage = value
        constantChanged(constraint)
    }
}
