import WindowSystem

/// One drag in progress, seen from both ends: the source's `UIDragSession` (when the drag began in the
/// app) and the targets' `UIDropSession`. It finds the drop interaction under the pointer in any of
/// the app's windows and calls the delegates in iOS's order; a drag from the app that leaves its
/// windows goes on to other apps through the backend (`DragSession+External.swift`).
///
/// Locations are kept in screen points (`UIWindow.convert(_:to: nil)`), so a drag crosses windows.
@MainActor
final class DragSession: NSObject, UIDragSession, UIDropSession {
    /// The drag in progress, if any: the desktop has one pointer.
    static var current: DragSession? {
        get { UIApplication.shared.dragSession }
        set { UIApplication.shared.dragSession = newValue }
    }

    var items: [UIDragItem]
    var localContext: Any?
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    /// The interaction the drag began in; nil for another app's drag.
    let source: UIDragInteraction?
    private(set) var allowsMoveOperation = true
    private(set) var isRestrictedToDraggingApplication = false
    /// Where the pointer is, in screen points.
    private(set) var screenLocation: CGPoint
    /// The drop interaction under the pointer that takes the session, and its last proposal.
    private(set) var target: UIDropInteraction?
    private(set) var proposal = UIDropProposal(operation: .cancel)
    /// Interactions the session entered (each gets `sessionDidEnd`), and the answers of `canHandle`.
    private var entered: [UIDropInteraction] = []
    private var handles: [ObjectIdentifier: Bool] = [:]
    private var preview: DragPreviewWindow?
    /// The items' previews at the lift (the delegate's, else the source view's); empty for other apps' drags.
    private var liftPreviews: [UITargetedDragPreview] = []
    /// Whether the session has ended: the pointer's later moves and release do nothing more.
    private(set) var hasEnded = false
    /// Whether the backend carries the drag to other apps (it began in the app and is not restricted).
    var offeredToOtherApps = false
    /// The source window's platform window, for the backend's pointer reports.
    weak var sourceWindow: UIWindow?

    init(items: [UIDragItem], source: UIDragInteraction?, at screenLocation: CGPoint) {
        self.items = items
        self.source = source
        self.screenLocation = screenLocation
        super.init()
    }

    var localDragSession: (any UIDragSession)? { source == nil ? nil : self }

    /// Starts a drag from `interaction`'s view at `point` (screen points): nil when the delegate gives
    /// no items or another drag is in progress.
    static func begin(from interaction: UIDragInteraction, in window: UIWindow, at point: CGPoint) -> DragSession? {
        guard current == nil, let delegate = interaction.delegate, let view = interaction.view else { return nil }
        let session = DragSession(items: [], source: interaction, at: point)
        session.items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !session.items.isEmpty else { return nil }
        session.liftPreviews = session.items.map {
            delegate.dragInteraction(interaction, previewForLifting: $0, session: session)
                ?? Self.preview(of: view, at: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        let lift = DragAnimator()
        delegate.dragInteraction(interaction, willAnimateLiftWith: lift, session: session)
        lift.run()
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(
            interaction, sessionIsRestrictedToDraggingApplication: session)
        session.sourceWindow = window
        current = session
        delegate.dragInteraction(interaction, sessionWillBegin: session)
        session.preview = DragPreviewWindow(
            showing: session.items.first?.previewProvider?()?.view ?? session.liftPreviews.first?.view ?? view,
            at: point)
        if !session.isRestrictedToDraggingApplication { session.offerToOtherApps() }
        session.move(to: point)
        return session
    }

    func location(in view: UIView) -> CGPoint {
        guard let window = view.window else { return screenLocation }
        return view.convert(window.convert(screenLocation, from: nil as UIWindow?), from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type,
        completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void
    ) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let collector = ObjectCollector(count: providers.count, completion: completion)
        guard !providers.isEmpty else {
            DispatchQueue.main.async { completion([]) }
            return progress
        }
        for (index, provider) in providers.enumerated() {
            provider.loadObject(ofClass: aClass) { object, _ in
                nonisolated(unsafe) let object = object
                MainActor.assumeIsolated {
                    progress.completedUnitCount += 1
                    collector.loaded(object, at: index)
                }
            }
        }
        return progress
    }

    /// The pointer moved to `point` (screen points): updates the preview, then the target under it. The
    /// preview moves first (its window moves at once) so that it is never the window found beneath the
    /// pointer, here or by the backend.
    func move(to point: CGPoint) {
        guard !hasEnded else { return }
        screenLocation = point
        preview?.follow(point)
        let next = Self.dropInteraction(at: point, accepting: self)
        if next !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: self) }
            target = next
            proposal = UIDropProposal(operation: .cancel)
            if let next {
                if !entered.contains(where: { $0 === next }) { entered.append(next) }
                next.delegate?.dropInteraction(next, sessionDidEnter: self)
            }
        }
        if let target, let delegate = target.delegate {
            proposal = delegate.dropInteraction(target, sessionDidUpdate: self)
            if proposal.operation == .move, !allowsMoveOperation { proposal = UIDropProposal(operation: .copy) }
        }
        if let source { source.delegate?.dragInteraction(source, sessionDidMove: self) }
        if offeredToOtherApps { moveOverOtherApps(isOverOwnTarget: target != nil) }
    }

    /// The user let go: drops on the target under the pointer when it proposed copy or move, else on
    /// another app that accepted, else cancels.
    func drop() {
        guard !hasEnded else { return }
        if let target, proposal.operation == .copy || proposal.operation == .move {
            let operation = proposal.operation
            willEnd(with: operation)
            target.delegate?.dropInteraction(target, performDrop: self)
            animateDrop(on: target)
            target.delegate?.dropInteraction(target, concludeDrop: self)
            finish(with: operation, transferred: true)
        } else if offeredToOtherApps, otherAppResponse != .none {
            let operation: UIDropOperation = otherAppResponse == .move && allowsMoveOperation ? .move : .copy
            willEnd(with: operation)
            endOnOtherApp(dropping: true) { [self] done in
                finish(with: done == .none ? .cancel : operation, transferred: done != .none)
            }
        } else {
            cancel()
        }
    }

    /// The drag ends without a drop (dropped where nothing takes it, or Escape pressed).
    func cancel() {
        guard !hasEnded else { return }
        if let target { target.delegate?.dropInteraction(target, sessionDidExit: self) }
        target = nil
        willEnd(with: .cancel)
        animateCancel()
        if offeredToOtherApps { endOnOtherApp(dropping: false) { _ in } }
        finish(with: .cancel, transferred: false)
    }

    /// Asks the target where each item lands and lets it add to the landing, which has no motion of its own.
    private func animateDrop(on target: UIDropInteraction) {
        guard let delegate = target.delegate, let view = target.view else { return }
        let landing = DragAnimator()
        for (index, item) in items.enumerated() {
            let preview =
                liftPreviews.indices.contains(index)
                ? liftPreviews[index] : Self.preview(of: view, at: location(in: view))
            _ = delegate.dropInteraction(target, previewForDropping: item, withDefault: preview)
            delegate.dropInteraction(target, item: item, willAnimateDropWith: landing)
        }
        landing.run()
    }

    /// Asks the source where each item goes back to and lets it add to the return, which has no motion of
    /// its own.
    private func animateCancel() {
        guard let source, let delegate = source.delegate else { return }
        let back = DragAnimator()
        for (item, preview) in zip(items, liftPreviews) {
            _ = delegate.dragInteraction(source, previewForCancelling: item, withDefault: preview)
            delegate.dragInteraction(source, item: item, willAnimateCancelWith: back)
        }
        back.run()
    }

    /// A preview of `view` centred on `point` in it.
    private static func preview(of view: UIView, at point: CGPoint) -> UITargetedDragPreview {
        UITargetedDragPreview(
            view: view, parameters: UIDragPreviewParameters(),
            target: UIDragPreviewTarget(container: view, center: point))
    }

    private func willEnd(with operation: UIDropOperation) {
        preview?.close()
        preview = nil
        if let source { source.delegate?.dragInteraction(source, session: self, willEndWith: operation) }
    }

    /// Ends the session for every interaction it entered, then for the source.
    func finish(with operation: UIDropOperation, transferred: Bool) {
        hasEnded = true
        for interaction in entered { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: self) }
        entered = []
        target = nil
        if Self.current === self { Self.current = nil }
        guard let source, let delegate = source.delegate else { return }
        delegate.dragInteraction(source, session: self, didEndWith: operation)
        if transferred { delegate.dragInteraction(source, sessionDidTransferItems: self) }
    }

    /// The deepest drop interaction under `point` (screen points) in the app's topmost window there
    /// whose delegate takes the session.
    private static func dropInteraction(at point: CGPoint, accepting session: DragSession) -> UIDropInteraction? {
        let windows = UIApplication.shared.windows.reversed().filter {
            !$0.isHidden && $0.isUserInteractionEnabled && $0.platformKind == WindowConfiguration.Kind.normal
        }
        guard let window = windows.first(where: { $0.frame.contains(point) }) else { return nil }
        var view = window.hitTest(window.convert(point, from: nil as UIWindow?), with: nil)
        while let candidate = view {
            for case let interaction as UIDropInteraction in candidate.interactions {
                guard let delegate = interaction.delegate else { continue }
                let key = ObjectIdentifier(interaction)
                let handles =
                    session.handles[key] ?? delegate.dropInteraction(interaction, canHandle: session)
                session.handles[key] = handles
                if handles { return interaction }
            }
            view = candidate.superview
        }
        return nil
    }
}

/// Objects loaded for `loadObjects`, handed over in the items' order once all have come.
@MainActor
private final class ObjectCollector {
    private var objects: [(any NSItemProviderReading)?]
    private var remaining: Int
    private let completion: @MainActor ([any NSItemProviderReading]) -> Void

    init(count: Int, completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) {
        objects = Array(repeating: nil, count: count)
        remaining = count
        self.completion = completion
    }

    func loaded(_ object: (any NSItemProviderReading)?, at index: Int) {
        objects[index] = object
        remaining -= 1
        if remaining == 0 { completion(objects.compactMap { $0 }) }
    }
}
