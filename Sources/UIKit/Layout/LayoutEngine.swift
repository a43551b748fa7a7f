import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: a solver holding the active constraints of the
/// hierarchy's views and guides, with the constraints each item brings itself (its autoresizing
/// frame, its intrinsic size, its guides' edges). A window's hierarchy has one once it has
/// constraints; a hierarchy not in a window only once its layout is needed
/// (`UIView+LayoutEngine.swift`); `systemLayoutSizeFitting(_:)` makes a short-lived one.
///
/// The solution is always current: every change updates it incrementally, and frames are read from
/// it when views lay out. Positions are in the parent's space (a view's superview, a guide's owning
/// view), sizes are of alignment rectangles; a constraint across levels adds the positions of the
/// views between an item and the constraint's common ancestor.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    /// For a fitting engine: the view whose size is being found, which has no frame constraints.
    let fittingView: UIView?
    /// Whether this engine positions views on screen (false for a fitting engine).
    var isLive: Bool { fittingView == nil }

    /// What the engine knows about an item: its unknowns, how many constraints name it, the
    /// constraints it brings itself.
    @MainActor
    final class ItemState {
        let variables = LayoutVariables()
        /// The item's identity, its key in `states`.
        let id: ObjectIdentifier
        let handle: LayoutItemHandle
        /// The item, nil once it has gone.
        var item: (any LayoutItem)? { handle.item }
        /// The item when it is a view, nil for a guide or once it has gone.
        var view: UIView? { handle.itemView }
        var uses = 0
        var own: [SystemConstraint] = []
        /// The baselines' unknowns, made when a constraint names a baseline of the view.
        lazy var firstBaselineVariable = Variable()
        lazy var lastBaselineVariable = Variable()
        /// The definitions of the baseline variables, when a constraint names a baseline.
        var firstBaseline: (Cassowary.Constraint, BaselinePosition)?
        var lastBaseline: (Cassowary.Constraint, BaselinePosition)?
        var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        /// Edit variables `exerciseAmbiguityInLayout()` moved.
        var exercised: [Variable] = []

        init(_ item: any LayoutItem) {
            handle = item.layoutHandle
            id = ObjectIdentifier(item)
        }
    }

    /// A constraint in the engine: its solver form (nil when it was broken to resolve a conflict)
    /// and the items it keeps in the engine.
    struct Entry {
        let constraint: NSLayoutConstraint
        var solved: Cassowary.Constraint?
        let items: RetainedStates
        /// When it was added, so broken constraints are retried in the order they came.
        let order: Int
    }

    var states: [ObjectIdentifier: ItemState] = [:]
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Views whose intrinsic size or baselines must be read again before the next layout.
    var staleIntrinsicSizes: [ObjectIdentifier: LayoutItemHandle] = [:]
    /// Whether the solution changed since views last compared their frames with it.
    var solutionChanged = false
    /// Whether some constraint is left out of the solver for a conflict.
    var hasBrokenConstraints = false
    /// How many of the entries an app activated (not ones items bring themselves).
    private(set) var activatedCount = 0
    private var nextOrder = 0

    init(fittingView: UIView? = nil) {
        self.fittingView = fittingView
    }

    /// The constraints it solves forget it (they hold it unowned).
    isolated deinit {
        guard isLive else { return }
        // By index, reading each entry's constraint in place: a loop over the values copies every
        // entry whole, retaining and releasing all it holds.
        let values = entries.values
        var index = values.startIndex
        while index != values.endIndex {
            let constraint = values[index].constraint
            if constraint.engine === self { constraint.engine = nil }
            values.formIndex(after: &index)
        }
    }

    /// Makes room for `count` more constraints naming about as many items, for a hierarchy joining
    /// with its constraints.
    func reserveCapacity(forAdding count: Int) {
        entries.reserveCapacity(entries.count + count * 3 / 2)
        states.reserveCapacity(states.count + count / 2)
        // A constraint makes one or two symbols of its own and its items' own about as many; its
        // items' variables, two each.
        solver.reserveCapacity(symbols: count * 5)
    }

    /// Adds an active constraint; a required one that conflicts is logged and left out (broken).
    func add(_ constraint: NSLayoutConstraint) {
        add(constraint, bringing: nil)
    }

    /// Adds `constraint`, which the item of `owner` brings itself when given (it does not count as a
    /// use of that item).
    func add(_ constraint: NSLayoutConstraint, bringing owner: ItemState?) {
        let key = ObjectIdentifier(constraint)
        // Asked of the keys: reading the entry would copy it, retaining all it holds.
        guard entries.index(forKey: key) == nil else { return }
        let expression: Cassowary.Expression
        var retained = RetainedStates()
        if let owner, let own = ownExpression(of: constraint, owner) {
            expression = own
        } else {
            guard let (general, states) = self.expression(of: constraint) else { return }
            expression = general
            // The expression's states are distinct; only the owner's is left out.
            if let owner {
                states.forEach { state in
                    if state !== owner && retained.insert(state) { retain(state) }
                }
            } else {
                retained = states
                retained.forEach { retain($0) }
            }
        }
        let solved = solverConstraint(constraint, expression)
        entries[key] = Entry(constraint: constraint, solved: solved, items: retained, order: nextOrder)
        nextOrder += 1
        if !(constraint is SystemConstraint) { activatedCount += 1 }
        if isLive { constraint.engine = self }
        do {
            try solver.add(solved)
        } catch {
            entries[key]?.solved = nil
            if isLive { hasBrokenConstraints = true } else { reportConflict(error, breaking: constraint) }
        }
        noteChange()
    }

    /// Tries again the constraints left out for conflicts, before layout (as iOS solves in its
    /// update pass): those that now fit go in, and the conflicts of those that still do not are
    /// logged, once per constraint.
    func retryBrokenConstraints() {
        guard hasBrokenConstraints else { return }
        hasBrokenConstraints = false
        let broken = entries.filter { $0.value.solved == nil }.sorted { $0.value.order < $1.value.order }
        for (key, entry) in broken {
            guard let (expression, _) = expression(of: entry.constraint) else { continue }
            let solved = solverConstraint(entry.constraint, expression)
            do {
                try solver.add(solved)
                entries[key]?.solved = solved
                entry.constraint.conflictReported = false
                solutionChanged = true
            } catch {
                hasBrokenConstraints = true
                reportConflict(error, breaking: entry.constraint)
            }
        }
    }

    /// The solver's form of `constraint`, which knows the constraint back for conflict logs.
    private func solverConstraint(_ constraint: NSLayoutConstraint, _ expression: Cassowary.Expression)
        -> Cassowary.Constraint
    {
        let solved: Cassowary.Constraint
        if let (hugging, resistance) = constraint.contentSizePriorities {
            solved = Cassowary.Constraint(expression, above: Strength(hugging), below: Strength(resistance))
        } else {
            solved = Cassowary.Constraint(
                expression, constraint.relation.solverRelation, strength: Strength(constraint.priority))
        }
        solved.userInfo = constraint
        return solved
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if constraint.engine === self { constraint.engine = nil }
        if !(constraint is SystemConstraint) { activatedCount -= 1 }
        if let solved = entry.solved { try? solver.remove(solved) }
        entry.items.forEach(release)
        noteChange()
    }

    /// The constraint's constant changed: the solution moves without a rebuild. A required
    /// constraint that now conflicts is broken, with the log; a broken one is tried again.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries[key] else { return }
        constraint.conflictReported = false
        if let solved = entry.solved {
            do {
                try solver.setConstant(-Double(constraint.constant), of: solved)
            } catch {
                try? solver.remove(solved)
                entries[key]?.solved = nil
                hasBrokenConstraints = true
            }
        } else {
            hasBrokenConstraints = true
        }
        noteChange()
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard entries.index(forKey: ObjectIdentifier(constraint)) != nil else { return }
        remove(constraint)
        add(constraint)
    }

    /// The state of `item`, made on first use.
    func state(for item: any LayoutItem) -> ItemState {
        state(for: .passUnretained(item.layoutHandle))
    }

    /// The state of the handle's item, made on first use; the item must live.
    func state(for handle: Unmanaged<LayoutItemHandle>) -> ItemState {
        guard let id = handle.itemIdentifier else {
            fatalError("A layout item was deallocated while its constraint was being added")
        }
        if let state = states[id] { return state }
        let item = handle.item!
        let state = ItemState(item)
        states[id] = state
        if isLive, let view = handle.itemView { view.autoLayout.liveEngine = self }
        return state
    }

    /// Counts one more constraint naming the state's item; the first brings the item's own.
    private func retain(_ state: ItemState) {
        state.uses += 1
        if state.uses == 1, let item = state.item { addItemConstraints(state, item) }
    }

    private func release(_ state: ItemState) {
        state.uses -= 1
        guard state.uses == 0 else { return }
        removeItemConstraints(state)
        states.removeValue(forKey: state.id)
        if let view = state.view, view.autoLayout.liveEngine === self { view.autoLayout.liveEngine = nil }
    }

    /// Records a change of the solution: frames are compared with it before the next layout.
    func noteChange() {
        guard isLive, !solutionChanged else { return }
        solutionChanged = true
        AutoLayoutPass.engineChanged(self)
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: Cassowary.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension Strength {
    init(_ priority: UILayoutPriority) {
        self.init(priority: Double(priority.rawValue))
    }
}

/// The item states a constraint keeps in an engine: most constraints name one or two items, kept
/// without an array.
struct RetainedStates {
    private var first: LayoutEngine.ItemState?
    private var second: LayoutEngine.ItemState?
    private var more: [LayoutEngine.ItemState] = []

    /// Adds `state` unless it is there; whether it was added. Not isolated, so the search's
    /// closure is not checked to run on the main actor at each call.
    mutating func insert(_ state: LayoutEngine.ItemState) -> Bool {
        guard let first else {
            first = state
            return true
        }
        guard first !== state else { return false }
        guard let second else {
            second = state
            return true
        }
        guard second !== state, !more.contains(where: { $0 === state }) else { return false }
        more.append(state)
        return true
    }

    @MainActor
    func forEach(_ body: (LayoutEngine.ItemState) -> Void) {
        if let first { body(first) }
        if let second { body(second) }
        more.forEach(body)
    }
}
