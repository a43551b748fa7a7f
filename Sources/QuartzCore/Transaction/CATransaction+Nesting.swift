/// Explicit transactions and their settings.
///
/// An implicit transaction opens with the first change of a run-loop turn and commits at its end;
/// `begin()`/`commit()` nest explicit ones inside it, and each setting is looked up from the
/// innermost transaction outwards, so an inner one inherits what it does not set. Animations
/// added inside start when the outermost explicit transaction commits (or, outside any, when the
/// implicit one does).
extension CATransaction {
    private static var stack: [TransactionFrame] {
        get { UpdateCycle.current.transactions }
        set { UpdateCycle.current.transactions = newValue }
    }

    /// Opens a transaction nested in the current one.
    public static func begin() {
        openImplicitIfNeeded()
        stack.append(TransactionFrame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction: its completion block runs once the animations
    /// added after it was set have finished (at once, after the next commit, when there are none).
    public static func commit() {
        guard let frame = stack.last, !frame.isImplicit else { return }
        stack.removeLast()
        frame.close()
        // The outermost explicit transaction committing starts the animations added so far.
        if stack.allSatisfy(\.isImplicit) { UpdateCycle.current.animations.fixBeginTimes(at: CACurrentMediaTime()) }
        scheduleCommit()
    }

    /// Commits the implicit transaction of this turn: closes what is still open.
    static func closeImplicit() {
        while let frame = stack.popLast() { frame.close() }
    }

    /// Kept for compatibility: everything runs on the main actor, so there is nothing to lock.
    public static func lock() {}
    public static func unlock() {}

    /// The duration animations get when they have none (implicit ones too); 0.25 s by default.
    public static func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function implicit animations get; nil (the default curve) by default.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions (no implicit animations); false by default.
    public static func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block to run when the animations added to this transaction from now on have finished.
    @preconcurrency
    public static func completionBlock() -> (@MainActor () -> Void)? {
        current.completion?.block
    }

    @preconcurrency
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let frame = current
        frame.completion?.isClosed = true
        frame.completion = block.map { TransactionCompletionGroup(block: $0) }
    }

    /// A setting of the innermost transaction that has one.
    public static func value(forKey key: String) -> Any? {
        for frame in stack.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    /// Sets a setting of the innermost transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        current.values[key] = anObject
    }

    // MARK: - For animations

    /// The groups an animation added now counts towards: every open transaction's.
    static func completionGroupsForNewAnimation() -> [TransactionCompletionGroup] {
        stack.compactMap(\.completion).map { group in
            group.pending += 1
            return group
        }
    }

    /// Whether an implicit action (a property change's) is running, and for which change.
    static var implicitAction: (key: String, previousValue: Any?)? {
        guard let running = UpdateCycle.current.runningAction else { return nil }
        if let shown = running.shown { return (running.key, shown) }
        let value = running.shownBefore
        UpdateCycle.current.runningAction?.shown = .some(value)
        return (running.key, value)
    }
    static var isRunningImplicitAction: Bool { UpdateCycle.current.runningAction != nil }
    /// While a property change's action runs, the value the property showed before the change.
    package static var implicitActionPreviousValue: Any? { implicitAction?.previousValue }

    /// Runs `run` as the action of the change `action` describes.
    static func runImplicitAction(_ action: consuming RunningAction, _ run: () -> Void) {
        let cycle = UpdateCycle.current
        // Swapped in and out, not copied: a copy of the action retains what it holds, and every
        // property change of a layer with a delegate comes through here.
        var outer: RunningAction? = action
        swap(&cycle.runningAction, &outer)
        run()
        swap(&cycle.runningAction, &outer)
    }

    private static var current: TransactionFrame {
        openImplicitIfNeeded()
        return stack[stack.count - 1]
    }

    private static func openImplicitIfNeeded() {
        guard stack.isEmpty else { return }
        stack.append(TransactionFrame(isImplicit: true))
        scheduleCommit()
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// The property change whose action is running: its key, the layer, and the model value the
/// property had before the change.
@MainActor
struct RunningAction {
    let key: String
    /// Only read while the change's action runs, inside the layer's own method.
    unowned(unsafe) let layer: CALayer
    let previous: PreviousValue
    /// The value shown before the change, once worked out.
    var shown: Any??

    init(key: String, layer: CALayer, previous: PreviousValue) {
        self.key = key
        self.layer = layer
        self.previous = previous
    }

    /// What the property showed before the change: the animated value while an animation of it
    /// runs (worked out from the layer's presentation, so only when asked), else the model value.
    var shownBefore: Any? {
        layer.isAnimating(key) ? layer.presentedValue(forKeyPath: key) ?? previous.value : previous.value
    }
}

/// A changed property's model value from before the change. Rectangles and points stay unboxed
/// until an action asks for them: views change their bounds and positions all the time, and
/// almost never inside an animation block.
enum PreviousValue {
    case rect(CGRect)
    case point(CGPoint)
    case boxed(Any?)

    var value: Any? {
        switch self {
        case .rect(let rect): rect
        case .point(let point): point
        case .boxed(let value): value
        }
    }
}

/// One open transaction.
@MainActor
final class TransactionFrame {
    let isImplicit: Bool
    var values: [String: Any] = [:]
    var completion: TransactionCompletionGroup?

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }

    func close() {
        completion?.isClosed = true
        if let completion, completion.pending == 0 { UpdateCycle.current.animations.completionGroupReady(completion) }
    }
}

/// A completion block waiting for the animations added after it was set.
@MainActor
final class TransactionCompletionGroup {
    let block: @MainActor () -> Void
    var pending = 0
    /// Set when its transaction committed (or its block was replaced): no more animations join.
    var isClosed = false
    private var hasRun = false

    init(block: @escaping @MainActor () -> Void) {
        self.block = block
    }

    /// One of its animations ended; returns whether the group is now due.
    func animationEnded() -> Bool {
        pending -= 1
        return pending == 0 && isClosed
    }

    func complete() {
        guard !hasRun else { return }
        hasRun = true
        block()
    }
}
