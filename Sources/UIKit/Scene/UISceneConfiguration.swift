/// How to create a scene: which delegate class to instantiate for it.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class; it must conform to `UISceneDelegate` (usually `UIWindowSceneDelegate`).
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
