/// Creates the application and its delegate, connects to the display, launches, and runs the main
/// run loop for ever; it never returns.
///
/// `delegateClassName` is the module-qualified name (`"MyApp.AppDelegate"`, as `NSStringFromClass`
/// gives) of a class conforming to `UIApplicationDelegate`. `principalClassName` must be nil or name
/// `UIApplication`: subclasses of `UIApplication` are not supported.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    switch UIApplication.delegateType(named: delegateClassName) {
    case .success(let type): UIApplication.run(delegate: type.init())
    case .failure(let message): UIApplication.fail(message.description)
    }
}

/// Why `UIApplicationMain` could not find the delegate class.
struct DelegateLookupFailure: Error, CustomStringConvertible {
    let description: String
}

extension UIApplication {
    /// The delegate class a `UIApplicationMain` call names, by its module-qualified name.
    static func delegateType(named name: String?) -> Result<UIApplicationDelegate.Type, DelegateLookupFailure> {
        guard let name else { return .failure(.init(description: "UIApplicationMain needs a delegate class name")) }
        guard let type = _typeByName(name) as? UIApplicationDelegate.Type else {
            return .failure(
                .init(
                    description:
                        "UIApplicationMain: no UIApplicationDelegate class named \"\(name)\" (use the module-qualified name, as NSStringFromClass gives)"
                ))
        }
        return .success(type)
    }
}
