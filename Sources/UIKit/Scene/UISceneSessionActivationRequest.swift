/// A request to show a scene (iOS 17): an existing session to bring forward, or a role for a new one,
/// with the activity to hand it and the options. Passed to `UIApplication.activateSceneSession(for:errorHandler:)`.
@preconcurrency @MainActor
public struct UISceneSessionActivationRequest {
    /// The session's role when made with one, else the role asked for.
    public let role: UISceneSession.Role
    public let session: UISceneSession?
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?

    public init(
        role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) {
        self.role = role
        session = nil
        self.userActivity = userActivity
        self.options = options
    }

    public init(
        session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil
    ) {
        role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}

/// Options for destroying a scene session: how its window goes away.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() {
        super.init()
    }
}

/// Why a scene request failed; handed to the request's error handler.
public struct UISceneError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        /// The app does not declare support for several scenes.
        case multipleScenesNotSupported = 0
        /// The request was refused (the session it names is not open).
        case requestDenied = 1
        case geometryRequestUnsupported = 100
        case geometryRequestDenied = 101
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let errorDomain = "UISceneErrorDomain"
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }

    public var description: String { "\(Self.errorDomain) error \(code.rawValue) (\(code))" }
}
