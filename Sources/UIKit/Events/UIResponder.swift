/// An object that can respond to events; views, controllers, windows and the application are responders.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or nil at its end. Subclasses override it.
    open var next: UIResponder? { nil }
}
