import UIKit
import UIKitTesting

/// A drag source that offers `text` and logs the delegate calls.
@MainActor
final class LoggingDragSource: NSObject, UIDragInteractionDelegate {
    let log: CallLog
    var text = "Dragged words"

    init(log: CallLog) {
        self.log = log
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        log.record("source itemsForBeginning")
        return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
        session: any UIDragSession
    ) {
        log.record("source willAnimateLift")
        animator.addCompletion { [log] position in log.record("source lift completed \(position)") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log.record("source sessionWillBegin")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
    ) {
        log.record("source willAnimateCancel")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {
        log.record("source willEndWith \(operation)")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        log.record("source didEndWith \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log.record("source sessionDidTransferItems")
    }
}

/// A drop target that takes strings and URLs with `operation`, logs the delegate calls (moves once),
/// and keeps what it loaded.
@MainActor
final class LoggingDropTarget: NSObject, UIDropInteractionDelegate {
    let log: CallLog
    let name: String
    var operation = UIDropOperation.copy
    var strings: [String] = []
    var urls: [URL] = []
    var wasLocal: Bool?

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.record("\(name) canHandle")
        return session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: URL.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log.record("\(name) sessionDidEnter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        if log.entries.last != "\(name) sessionDidUpdate" { log.record("\(name) sessionDidUpdate") }
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        log.record("\(name) sessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.record("\(name) performDrop")
        wasLocal = session.localDragSession != nil
        session.loadObjects(ofClass: URL.self) { [self] in urls += $0 }
        if !session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: String.self) { [self] in strings += $0 }
        }
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
    ) {
        log.record("\(name) willAnimateDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log.record("\(name) concludeDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log.record("\(name) sessionDidEnd")
    }
}

/// Runs the main queue, where item providers answer, until `done` says so, for at most two seconds.
@MainActor
func drainMainQueue(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(2)
    while !done(), Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
}
