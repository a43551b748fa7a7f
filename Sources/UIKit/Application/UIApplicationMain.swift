/// Creates the application and its delegate, connects to the display, launches, and runs the main
/// run loop for ever; it never returns.
///
/// `delegateClassName` is the module-qualified name (`"MyApp.AppDelegate"`, as `NSStringFromClass`
/// gives) of a class conforming to `UIApplicationDelegate`. `principalClassName` must be nil or name
/// `UIApplication`: subclasses of `UIApplication` are not supported.
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    guard let name = delegateClassName else {
        UIApplication.fail("UIApplicationMain needs a delegate class name")
    }
    guard let type = _typeByName(name) as? UIApplicationDelegate.Type else {
        UIApplication.fail("UIApplicationMain: no UIApplicationDelegate class named \"\(name)\" (use the module-qualified name)")
    }
    UIApplication.run(delegate: type.init())
}
