@_spi(Compositing) import CoreGraphics
import WindowSystem

/// A window that lives in memory: it paints into a pixel buffer and shows what was presented of it.
///
/// What it shows is kept apart from the buffer and changes only as a display's would: each present
/// moves the shown pixels as its moves say, then copies the buffer's pixels inside its damage. So a
/// frame that forgets to damage or move something shows stale pixels in `presentedImage`, as it would
/// on screen.
@preconcurrency @MainActor
public final class HeadlessWindow: PlatformWindow {
    public let id: WindowID
    public private(set) var frame: PixelRect
    public private(set) var isMapped = false
    public private(set) var title: String
    public let kind: WindowConfiguration.Kind
    public private(set) var stackingHint: WindowStackingHint = .normal
    /// The pointer shape last set with `setCursor`, as a display would show it over the window.
    public private(set) var cursor: PointerCursor = .arrow
    /// The rounded corners set with `setCornerRadius`, in pixels.
    public private(set) var cornerRadius = 0
    public var refreshRate: Double { backend?.screen.refreshRate ?? 0 }
    public private(set) var presentCount = 0
    /// The rectangles the last `present` copied from the buffer.
    public private(set) var lastDamage: [PixelRect] = []
    /// The moves the last `present` applied to the shown pixels before copying its damage.
    public private(set) var lastMoves: [PixelMove] = []
    public private(set) var isDestroyed = false
    /// Whether the app is editing text in the window (`beginTextInput` until `endTextInput`).
    public private(set) var isTextInputActive = false
    /// The caret rectangle last given to `setTextInputRect`, where an input method's candidates would show.
    public private(set) var textInputRect: PixelRect?
    /// How many times the app asked the input method to drop its composition (`resetTextInput`).
    public private(set) var textInputResetCount = 0
    /// The size limits, full-screen state, icons and attention flag last set, as a window manager would see them.
    public private(set) var sizeLimits = WindowSizeLimits.none
    public private(set) var isFullScreen = false
    public private(set) var icons: [WindowIcon] = []
    public private(set) var demandsAttention = false

    private weak var backend: HeadlessBackend?
    private var buffer: CGContext?
    /// The buffer's pixels, to copy damage from.
    private var bufferPixels: PixelSurface?
    /// What the window shows: the buffer's pixels as the presents so far moved and copied them.
    private var shown: PixelSurface?
    /// `shown` as an image, made when first asked for after a present.
    private var shownImage: CGImage?
    private var wantsFocus = false
    private var frameBeforeFullScreen: PixelRect?

    init(id: WindowID, configuration: WindowConfiguration, backend: HeadlessBackend) {
        self.id = id
        frame = configuration.frame
        title = configuration.title
        kind = configuration.kind
        self.backend = backend
    }

    public func setTitle(_ title: String) {
        self.title = title
    }

    public func setCornerRadius(_ radius: Int) {
        cornerRadius = radius
    }

    public func setFrame(_ frame: PixelRect) {
        self.frame = frame
        backend?.post(.configured(id, frame: frame))
    }

    public func show() {
        guard !isMapped else { return }
        isMapped = true
        backend?.post(.mapChanged(id, mapped: true, requested: true))
        backend?.post(.exposed(id, PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)))
        if wantsFocus {
            wantsFocus = false
            backend?.focus(self)
        }
    }

    public func hide() {
        guard isMapped else { return }
        isMapped = false
        backend?.post(.mapChanged(id, mapped: false, requested: true))
        backend?.unfocus(self)
    }

    public func requestFocus() {
        if isMapped {
            backend?.focus(self)
        } else {
            wantsFocus = true
        }
    }

    public func beginTextInput() {
        isTextInputActive = true
    }

    public func endTextInput() {
        isTextInputActive = false
    }

    public func resetTextInput() {
        textInputResetCount += 1
    }

    public func setTextInputRect(_ rect: PixelRect) {
        textInputRect = rect
    }

    public func setStackingHint(_ hint: WindowStackingHint) {
        stackingHint = hint
    }

    public func setCursor(_ cursor: PointerCursor) {
        self.cursor = cursor
    }

    public func setSizeLimits(_ limits: WindowSizeLimits) {
        sizeLimits = limits
    }

    /// Full screen takes the screen's size at its origin and gives the frame back afterwards, as a
    /// window manager does.
    public func setFullScreen(_ fullScreen: Bool) {
        guard fullScreen != isFullScreen, let screen = backend?.screen else { return }
        isFullScreen = fullScreen
        if fullScreen {
            frameBeforeFullScreen = frame
            setFrame(PixelRect(x: 0, y: 0, width: screen.pixelSize.width, height: screen.pixelSize.height))
        } else if let frameBeforeFullScreen {
            setFrame(frameBeforeFullScreen)
        }
    }

    public func setIcon(_ icons: [WindowIcon]) {
        self.icons = icons
    }

    public func setDemandsAttention(_ demands: Bool) {
        demandsAttention = demands
    }

    /// What the window shows after the last `present`, or nil before the first one.
    public var presentedImage: CGImage? {
        if shownImage == nil { shownImage = shown?.context.makeImage() }
        return shownImage
    }

    public func beginFrame() -> CGContext {
        if let buffer, buffer.width == frame.width, buffer.height == frame.height { return buffer }
        let context = CGContext(pixelWidth: max(1, frame.width), pixelHeight: max(1, frame.height))
        buffer = context
        bufferPixels = PixelSurface(wrapping: context)
        return context
    }

    public func present(_ damage: [PixelRect], moves: [PixelMove]) {
        guard let buffer, let bufferPixels else { return }
        let screen: PixelSurface
        if let shown, shown.width == buffer.width, shown.height == buffer.height {
            screen = shown
        } else {
            // A new size shows nothing until damage reaches it, as a resized window on a display.
            screen = PixelSurface(width: buffer.width, height: buffer.height)
            shown = screen
        }
        let bounds = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        for move in moves {
            let kept = move.clipped(to: bounds)
            screen.move(PixelBox(kept.source), dx: Int32(kept.dx), dy: Int32(kept.dy))
        }
        for rect in damage {
            let box = PixelBox(rect.intersection(bounds))
            screen.composite(bufferPixels.image, sourceOrigin: (box.x0, box.y0), into: box, copy: true)
        }
        screen.markDirty()
        shownImage = nil
        presentCount += 1
        lastDamage = damage
        lastMoves = moves
    }

    public func destroy() {
        hide()
        isDestroyed = true
        backend?.forget(self)
    }

    /// Simulates a window manager iconifying (`mapped == false`) or restoring the window.
    public func simulateWindowManagerMap(_ mapped: Bool) {
        guard isMapped != mapped else { return }
        isMapped = mapped
        if !mapped { backend?.unfocus(self) }
        backend?.post(.mapChanged(id, mapped: mapped, requested: false))
    }

    /// Simulates the user resizing or moving the window through a window manager.
    public func simulateWindowManagerConfigure(_ frame: PixelRect) {
        setFrame(frame)
    }
}

extension PixelBox {
    fileprivate init(_ rect: PixelRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
