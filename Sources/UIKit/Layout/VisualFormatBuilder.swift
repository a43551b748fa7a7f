import Foundation

/// Turns a parsed visual format into constraints: looks its names up in the views and metrics
/// dictionaries and reads the options for the attributes to use.
///
/// Constraints come out in reading order: the leading superview edge, then for each view its size
/// predicates, its spacing to the view before it and its alignment with that view, then the
/// trailing superview edge. A spacing is written with positive constants, the later edge first
/// (`b.leading == a.trailing + 8`, `superview.trailing == b.trailing + 20`); right to left, the
/// earlier edge is first (`a.left == b.right + 8`).
@MainActor
struct VisualFormatBuilder {
    /// An attribute of a resolved view or layout guide.
    private typealias Edge = (item: any LayoutItem, attribute: NSLayoutConstraint.Attribute)

    private let format: VisualFormat
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let axis: VisualFormatAxis

    init(
        format: VisualFormat, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
        views: [String: Any]
    ) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        axis = VisualFormatAxis(format.orientation, options)
    }

    func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let alignments = try alignmentAttributes()
        var items: [any LayoutItem] = []
        for view in format.views { items.append(try item(named: view.name)) }
        var constraints: [NSLayoutConstraint] = []
        if let edge = format.leadingEdge {
            let parent = try superview(of: items[0], named: format.views[0].name, at: edge)
            constraints += try spacing(
                edge.connection, from: (parent, axis.head), to: (items[0], axis.head),
                standard: systemSpacingToSuperview)
        }
        for (index, view) in format.views.enumerated() {
            for predicate in view.predicates {
                constraints.append(try sizeConstraint(items[index], predicate))
            }
            guard index > 0 else { continue }
            let previous = items[index - 1]
            constraints += try spacing(
                format.connections[index - 1], from: (previous, axis.siblingTail(of: previous)),
                to: (items[index], axis.siblingHead(of: items[index])), standard: systemSpacing)
            for attribute in alignments {
                constraints.append(make((items[index], attribute), .equal, (previous, attribute)))
            }
        }
        if let edge = format.trailingEdge, let last = items.last, let lastView = format.views.last {
            let parent = try superview(of: last, named: lastView.name, at: edge)
            constraints += try spacing(
                edge.connection, from: (last, axis.tail), to: (parent, axis.tail), standard: systemSpacingToSuperview)
        }
        return constraints
    }

    /// The constraints of one connection: the gap from `start` to `end`, in reading order, is what
    /// the connection says.
    private func spacing(
        _ connection: VisualFormat.Connection, from start: Edge, to end: Edge, standard: CGFloat
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let gap = { (relation: NSLayoutConstraint.Relation, constant: CGFloat, priority: UILayoutPriority) in
            axis.increasing
                ? make(end, relation, start, constant: constant, priority: priority)
                : make(start, relation, end, constant: constant, priority: priority)
        }
        switch connection {
        case .flush:
            return [gap(.equal, 0, .required)]
        case .standard:
            return [gap(.equal, standard, .required)]
        case .predicates(let predicates):
            var constraints: [NSLayoutConstraint] = []
            for predicate in predicates {
                let constant = try spacingConstant(predicate.object)
                constraints.append(gap(predicate.relation, constant, try priority(predicate.priority)))
            }
            return constraints
        }
    }

    /// `[view(>=50)]` or `[view(==other)]`: the view's width (H) or height (V).
    private func sizeConstraint(
        _ item: any LayoutItem, _ predicate: VisualFormat.Predicate
    ) throws(VisualFormatError) -> NSLayoutConstraint {
        let priority = try priority(predicate.priority)
        switch predicate.object {
        case .number(let constant):
            return make((item, axis.size), predicate.relation, nil, constant: constant, priority: priority)
        case .name(let name) where metrics[name.text] != nil:
            return make((item, axis.size), predicate.relation, nil, constant: try metric(name), priority: priority)
        case .name(let name) where views[name.text] != nil:
            let other = try self.item(named: name)
            return make((item, axis.size), predicate.relation, (other, axis.size), priority: priority)
        case .name(let name):
            throw failure(
                "'\(name.text)' is neither a key of the metrics dictionary nor of the views dictionary", name.end)
        }
    }

    private func spacingConstant(_ operand: VisualFormat.Operand) throws(VisualFormatError) -> CGFloat {
        switch operand {
        case .number(let value):
            return value
        case .name(let name) where metrics[name.text] == nil && views[name.text] != nil:
            throw failure("'\(name.text)' is a view, but a spacing must be a number or a metric", name.end)
        case .name(let name):
            return try metric(name)
        }
    }

    /// Required when none is written; a number was range-checked by the parser, a metric is here.
    private func priority(_ operand: VisualFormat.Operand?) throws(VisualFormatError) -> UILayoutPriority {
        switch operand {
        case nil:
            return .required
        case .number(let value):
            return UILayoutPriority(Float(value))
        case .name(let name):
            let value = try metric(name)
            guard VisualFormat.priorityRange.contains(value) else {
                throw failure(VisualFormat.priorityRangeReason(value), name.end)
            }
            return UILayoutPriority(Float(value))
        }
    }

    private func metric(_ name: VisualFormat.Name) throws(VisualFormatError) -> CGFloat {
        guard let value = metrics[name.text] else {
            throw failure("'\(name.text)' is not a key of the metrics dictionary", name.end)
        }
        guard let number = Self.number(value) else {
            throw failure("The metric '\(name.text)' is a \(type(of: value)), not a number", name.end)
        }
        return number
    }

    /// Metrics may be any Swift number or an `NSNumber`.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as any BinaryInteger: CGFloat(value)
        case let value as any BinaryFloatingPoint: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private func item(named name: VisualFormat.Name) throws(VisualFormatError) -> any LayoutItem {
        guard let value = views[name.text] else {
            throw failure("'\(name.text)' is not a key of the views dictionary", name.end)
        }
        guard let item = value as? any LayoutItem else {
            throw failure("'\(name.text)' is a \(type(of: value)), not a view or a layout guide", name.end)
        }
        return item
    }

    /// The view `|` stands for next to `item`: its superview, or a guide's owning view.
    private func superview(
        of item: any LayoutItem, named name: VisualFormat.Name, at edge: VisualFormat.SuperviewEdge
    ) throws(VisualFormatError) -> UIView {
        guard let parent = item.layoutParent else {
            throw failure(
                "'|' stands for the superview of '\(name.text)', but '\(name.text)' has no superview", edge.position)
        }
        return parent
    }

    /// The `alignAll…` options, each of which must cross the format's orientation.
    private func alignmentAttributes() throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let candidates: [NSLayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]
        let attributes = candidates.filter {
            options.contains(NSLayoutConstraint.FormatOptions(rawValue: 1 << $0.rawValue))
        }
        let horizontal = format.orientation == .horizontal
        if let wrong = attributes.first(where: { $0.isHorizontal == horizontal }) {
            let row = horizontal ? "An H: format lays views out in a row" : "A V: format lays views out in a column"
            let allowed =
                horizontal ? "top, bottom, centerY or a baseline" : "left, right, leading, trailing or centerX"
            throw failure(
                "\(row), so its views can be aligned by \(allowed), not by \(wrong.name)", format.text.count)
        }
        return attributes
    }

    private func make(
        _ first: Edge, _ relation: NSLayoutConstraint.Relation, _ second: Edge?, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: AnchorTerms(item: first.item, attribute: first.attribute), relation: relation,
            second: second.map { AnchorTerms(item: $0.item, attribute: $0.attribute) }, constant: constant,
            priority: priority)
    }

    private func failure(_ reason: String, _ position: Int) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format.text, position: position)
    }
}
