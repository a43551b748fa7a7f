/// What a drop interaction asks of the app about a drag over its view.
///
/// Calls come in iOS's order: `canHandle` once when the drag first comes over the view (false: the
/// view is not a target for this session), `sessionDidEnter`, `sessionDidUpdate` at each move,
/// `sessionDidExit` when it leaves; on a drop with a copy or move proposal `performDrop` then
/// `concludeDrop`; and `sessionDidEnd` to every interaction the session entered, when it ends.
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
}
