import CoreGraphics
import WindowSystem

/// A window that lives in memory: it paints into a pixel buffer and keeps a copy of each presented frame.
@preconcurrency @MainActor
public final class HeadlessWindow: PlatformWindow {
    public let id: WindowID
    public private(set) var frame: PixelRect
    public private(set) var isMapped = false
    public private(set) var title: String
    public private(set) var stackingHint: WindowStackingHint = .normal
    /// The pointer shape last set with `setCursor`, as a display would show it over the window.
    public private(set) var cursor: PointerCursor = .arrow
    /// The rounded corners set with `setCornerRadius`, in pixels.
    public private(set) var cornerRadius = 0
    public var refreshRate: Double { backend?.screen.refreshRate ?? 0 }
    /// What the last `present` showed, or nil before the first one.
    public private(set) var presentedImage: CGImage?
    public private(set) var presentCount = 0
    public private(set) var lastDamage: [PixelRect] = []
    public private(set) var isDestroyed = false

    private weak var backend: HeadlessBackend?
    private var buffer: CGContext?
    private var wantsFocus = false

    init(id: WindowID, configuration: WindowConfiguration, backend: HeadlessBackend) {
        self.id = id
        frame = configuration.frame
        title = configuration.title
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

    public func setStackingHint(_ hint: WindowStackingHint) {
        stackingHint = hint
    }

    public func setCursor(_ cursor: PointerCursor) {
        self.cursor = cursor
    }

    public func beginFrame() -> CGContext {
        if let buffer, buffer.width == frame.width, buffer.height == frame.height { return buffer }
        let context = CGContext(pixelWidth: max(1, frame.width), pixelHeight: max(1, frame.height))
        buffer = context
        return context
    }

    public func present(_ damage: [PixelRect]) {
        guard let buffer else { return }
        presentedImage = buffer.makeImage()
        presentCount += 1
        lastDamage = damage
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
