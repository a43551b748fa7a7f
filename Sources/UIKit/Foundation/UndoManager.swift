import Foundation

/// Records changes as actions that reverse them, in groups undone and redone as one; what Foundation
/// gives apps on Apple's systems and lacks on Linux, with its API.
///
/// Registering while no group is open opens one for the current event when `groupsByEvent` is
/// set (the default): it closes at the end of the run-loop turn, so everything one key press or
/// click changes is one step. Actions registered while undoing go to the redo stack, and those
/// registered while redoing to the undo stack; any other registration clears the redo stack.
/// Targets are held weakly: an action whose target is gone does nothing.
///
/// Main-actor, as the responder chain that hands it out is; Apple's is not bound to a thread but
/// is used from the main thread by UIKit.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// A group's actions, in the order they were registered, and its name.
    private struct Group {
        var actions: [Action] = []
        var name = ""
        var isDiscardable = false
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups open now, outermost first.
    private var openGroups: [Group] = []
    private var disabledCount = 0
    /// Whether the outermost open group was opened for the current event.
    private var openedForEvent = false

    /// Whether registering outside any group opens one that closes at the end of the event. True by default.
    open var groupsByEvent = true
    /// How many groups the undo stack keeps; 0 (the default) keeps them all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    public override init() {
        super.init()
    }

    // MARK: - Groups

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    open func beginUndoGrouping() {
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost group: into its parent, or onto the undo stack (the redo stack while
    /// undoing) when it is the outermost and holds any action.
    open func endUndoGrouping() {
        guard !openGroups.isEmpty else {
            preconditionAlways(false, "endUndoGrouping called with no open undo group")
            return
        }
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if openGroups.isEmpty {
            openedForEvent = false
            if !group.actions.isEmpty {
                if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
                trim()
            }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    // MARK: - Registering

    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    open func disableUndoRegistration() {
        disabledCount += 1
    }

    open func enableUndoRegistration() {
        disabledCount = max(0, disabledCount - 1)
    }

    /// Records `handler`, called with `target` to undo a change. The target is held weakly.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent || isUndoing || isRedoing else {
                preconditionAlways(false, "undo action registered with no open undo group and groupsByEvent off")
                return
            }
            openEventGroup()
        }
        if !isUndoing, !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].actions.append(
            Action(target: target) { object in
                if let target = object as? TargetType { handler(target) }
            })
    }

    /// One registered action; it does nothing once its target is gone.
    private struct Action {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void

        @MainActor func run() {
            if let target { perform(target) }
        }
    }

    /// Names the innermost open group's change ("Typing", "Paste"), for menu titles.
    open func setActionName(_ actionName: String) {
        guard !openGroups.isEmpty else { return }
        openGroups[openGroups.count - 1].name = actionName
    }

    open func setActionIsDiscardable(_ discardable: Bool) {
        guard !openGroups.isEmpty else { return }
        openGroups[openGroups.count - 1].isDiscardable = discardable
    }

    // MARK: - Undoing and redoing

    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last group, closing the event's group first if it is the only one open.
    open func undo() {
        closeEventGroup()
        guard openGroups.isEmpty else {
            preconditionAlways(false, "undo was called with too many nested undo groups")
            return
        }
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        run(group)
        isUndoing = false
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last group undone.
    open func redo() {
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        run(group)
        isRedoing = false
        post(.NSUndoManagerDidRedoChange)
    }

    /// Undoes the innermost open group's actions so far, or the last closed group.
    open func undoNestedGroup() {
        guard !openGroups.isEmpty else { return undo() }
        let group = openGroups.removeLast()
        openGroups.append(Group(name: group.name))
        isUndoing = true
        for action in group.actions.reversed() { action.run() }
        isUndoing = false
    }

    /// Runs `group`'s actions last first, inside a group that collects the actions they register
    /// (onto the other stack) under the same name.
    private func run(_ group: Group) {
        let redoingBefore = redoStack.count
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.run() }
        let collected = openGroups.removeLast()
        guard !collected.actions.isEmpty else { return }
        if isUndoing {
            redoStack.insert(collected, at: min(redoingBefore, redoStack.count))
        } else {
            undoStack.append(collected)
            trim()
        }
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        openedForEvent = false
    }

    /// Drops the actions registered with `target`, and the groups left empty.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        let keep = { (group: Group) -> Group in
            var kept = group
            kept.actions.removeAll { $0.target === object }
            return kept
        }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
        openGroups = openGroups.map(keep)
    }

    // MARK: - Names

    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: - Event groups

    /// Opens a group for the current event and asks the app to close it at the end of the turn.
    private func openEventGroup() {
        beginUndoGrouping()
        openedForEvent = true
        UIApplication.instance?.backend?.scheduler.scheduleAtEndOfTurn { [weak self] in self?.closeEventGroup() }
    }

    private func closeEventGroup() {
        if openedForEvent, openGroups.count == 1 { endUndoGrouping() }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name(
        "NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
