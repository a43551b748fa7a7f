import CoreGraphics

/// One entry of the current-context stack; image contexts remember the scale their image gets.
private struct ContextEntry {
    let context: CGContext
    /// Set for contexts made by `UIGraphicsBeginImageContext…`: points to pixels.
    let imageScale: CGFloat?
}

/// A thread's stack of current graphics contexts: `draw(_:)` runs with its layer's context on top.
///
/// Pushing and popping switches which context drawing goes to; it is unrelated to a context's
/// own `saveGState`/`restoreGState`, which save and restore that context's state. Each thread has
/// its own stack, as on iOS, so images render on any number of threads at once without a lock.
private final class ContextStack {
    var entries: [ContextEntry] = []
}

private let contextStacks = ThreadLocal { ContextStack() }

/// The calling thread's context stack.
private var contextStack: ContextStack { contextStacks.value }

/// The context drawing goes to right now, or nil outside `draw(_:)` and image contexts.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.entries.last?.context
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.entries.append(ContextEntry(context: context, imageScale: nil))
}

/// Makes the context that was current before the last push current again.
public func UIGraphicsPopContext() {
    _ = contextStack.entries.popLast()
}

/// Starts an image context of `size` points at scale 1, transparent; see
/// `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Creates a bitmap context of `size` points and makes it current.
///
/// Its space is UIKit's: origin top-left, y down, in points, scaled by `scale` pixels per point
/// (0 means the main screen's scale). An `opaque` context has no alpha channel and starts black;
/// otherwise it starts transparent. Balance with `UIGraphicsEndImageContext()`.
///
/// As on iOS, an empty size makes no context: a message goes to standard error and the current
/// context stays as it was.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.mainScale
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
        FileHandle.standardError.write(
            Data("UIGraphicsBeginImageContext() failed to allocate a bitmap context: size=\(size)\n".utf8))
        return
    }
    let context = makeImageContext(size: size, scale: scale, opaque: opaque)
    contextStack.entries.append(ContextEntry(context: context, imageScale: scale))
}

/// An image of what the current image context holds, at its scale; nil when the current context
/// is not one made by `UIGraphicsBeginImageContext…`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = contextStack.entries.last, let scale = entry.imageScale, let image = entry.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Removes the current image context; does nothing when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard contextStack.entries.last?.imageScale != nil else { return }
    contextStack.entries.removeLast()
}

/// A flipped bitmap context of `size` points at `scale`, its CTM scaled so user space is points.
/// Sizes round up to whole pixels, at least one; `opaque` gives a context without alpha.
func makeImageContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext {
    let width = max(1, Int((size.width * scale).rounded(.up)))
    let height = max(1, Int((size.height * scale).rounded(.up)))
    let context = CGContext(pixelWidth: width, pixelHeight: height, opaque: opaque)
    context.scaleBy(x: scale, y: scale)
    // Shadow offsets and blur are in base space, which for UIKit contexts is points, as on iOS.
    context.baseSpaceToDevice = CGAffineTransform(scaleX: scale, y: scale)
    return context
}
