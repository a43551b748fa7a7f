/// The persistent record of a scene: its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public let persistentIdentifier: String
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}
