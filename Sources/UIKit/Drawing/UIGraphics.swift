/// The stack of current graphics contexts: `draw(_:)` runs with its layer's context on top.
@MainActor
private var contextStack: [CGContext] = []

/// The context drawing goes to right now, or nil outside `draw(_:)` and image contexts.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.append(context)
}

@MainActor
public func UIGraphicsPopContext() {
    _ = contextStack.popLast()
}
