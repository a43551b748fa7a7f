/// What a drop interaction asks of the app about a drag over its view.
///
/// Calls come in iOS's order: `canHandle` once when the drag first comes over the view (false: the
/// view is not a target for this session), `sessionDidEnter`, `sessionDidUpdate` at each move,
/// `sessionDidExit` when it leaves; on a drop with a copy or move proposal `performDrop`,
/// `previewForDropping` and `willAnimateDropWith` for each item, then `concludeDrop`; and
/// `sessionDidEnd` to every interaction the session entered, when it ends.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Whether the view takes this session at all; true by default.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// What a drop at the session's location would do; `.cancel` by default.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The user dropped: load the items (`session.loadObjects(ofClass:completion:)`) here.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// Where a dropped item's preview goes; nil: it just goes. The default is the given one.
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// Animations to run as a dropped item lands.
    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        true
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { defaultPreview }
    public func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
    ) {}
}
