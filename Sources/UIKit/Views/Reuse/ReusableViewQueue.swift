/// The views a table or collection view keeps for reuse, by reuse identifier: the classes (or
/// makers) registered for each identifier, and the views that scrolled out, waiting to be handed
/// out again. Dequeuing takes a waiting view (after its `prepareForReuse`) or makes one.
@MainActor
struct ReusableViewQueue<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var waiting: [String: [View]] = [:]

    /// Whether views for `identifier` can be made.
    func isRegistered(_ identifier: String) -> Bool {
        makers[identifier] != nil
    }

    /// Registers how views for `identifier` are made (nil forgets it); views already waiting stay.
    mutating func register(_ identifier: String, maker: (() -> View)?) {
        makers[identifier] = maker
    }

    /// A waiting view for `identifier`, prepared for reuse by `prepare`, or a new one from the
    /// registered maker; nil when neither exists.
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        if let view = waiting[identifier]?.popLast() {
            prepare(view)
            return view
        }
        return makers[identifier]?()
    }

    /// Puts `view` aside for its identifier.
    mutating func enqueue(_ view: View, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// Every waiting view, for removal from the view hierarchy.
    var waitingViews: [View] {
        waiting.values.flatMap { $0 }
    }

    /// Forgets the waiting views (a reload that changes everything, or a memory warning).
    mutating func removeWaiting() {
        waiting = [:]
    }
}
