import CX11
import Foundation
import WindowSystem

/// One lit CRTC: the part of the screen it scans out, how often it refreshes, and the physical size and
/// name of its first output.
struct X11Output: Equatable {
    var bounds: PixelRect
    /// Hertz, or 0 when the mode does not say (Xvfb's modes have no timings).
    var refreshRate: Double
    var isPrimary: Bool
    /// Millimetres, or nil when the output does not say.
    var millimeterSize: PixelSize? = nil
    var name = ""
}

/// Reads what the X server knows about its screens: the RandR monitors (else the lit CRTCs, else the
/// root window), the `Xft.dpi` resource, and the CRTCs' refresh rates.
enum X11Screen {
    /// The screens as UIKit sees them, at `dotsPerInch` (the desktop's, nil when it names none): the
    /// RandR 1.5 monitors, else one screen per lit CRTC, else the root window. Each monitor refreshes at
    /// the rate of the CRTC showing its top-left corner. The primary one is the server's, else the one
    /// at the desktop's top-left corner.
    static func describe(
        display: OpaquePointer, root: Window, screenNumber: Int32, outputs: [X11Output], dotsPerInch: Double?
    ) -> [ScreenDescription] {
        var screens = monitors(display: display, root: root).map { monitor in
            var screen = monitor
            screen.dotsPerInch = dotsPerInch
            screen.refreshRate = outputs.first { $0.bounds.contains(monitor.origin) }?.refreshRate ?? 0
            return screen
        }
        if screens.isEmpty {
            screens = outputs.map { output in
                ScreenDescription(
                    pixelSize: output.bounds.size, dotsPerInch: dotsPerInch, refreshRate: output.refreshRate,
                    origin: output.bounds.origin, millimeterSize: output.millimeterSize, name: output.name,
                    isPrimary: output.isPrimary)
            }
        }
        if screens.isEmpty {
            let millimeters = PixelSize(
                width: Int(XDisplayWidthMM(display, screenNumber)), height: Int(XDisplayHeightMM(display, screenNumber))
            )
            screens = [
                ScreenDescription(
                    pixelSize: PixelSize(
                        width: Int(XDisplayWidth(display, screenNumber)),
                        height: Int(XDisplayHeight(display, screenNumber))),
                    dotsPerInch: dotsPerInch, refreshRate: outputs.first?.refreshRate ?? 0,
                    millimeterSize: millimeters.width > 0 && millimeters.height > 0 ? millimeters : nil)
            ]
        }
        // Without a primary output the server lists monitors set by clients first; the desktop's corner is
        // the likelier main screen.
        if !screens.contains(where: \.isPrimary) {
            screens[screens.firstIndex { $0.origin == PixelPoint(x: 0, y: 0) } ?? 0].isPrimary = true
        }
        return screens
    }

    /// The `Xft.dpi` value of a resource database string (`RESOURCE_MANAGER`), or nil when absent or invalid.
    static func dotsPerInch(resources: String?) -> Double? {
        for line in (resources ?? "").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi > 0
            else { continue }
            return dpi
        }
        return nil
    }

    /// Whether the server speaks RandR 1.3 or later, which `outputs` needs.
    static func hasUsableRandR(display: OpaquePointer) -> Bool {
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XRRQueryVersion(display, &major, &minor) != 0 else { return false }
        return major > 1 || (major == 1 && minor >= 3)
    }

    /// The lit CRTCs of the screen, from the server's current configuration (no reprobing of outputs).
    static func outputs(display: OpaquePointer, root: Window) -> [X11Output] {
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return [] }
        defer { XRRFreeScreenResources(resources) }
        let primaryOutput = XRRGetOutputPrimary(display, root)
        let modes = UnsafeBufferPointer(start: resources.pointee.modes, count: Int(resources.pointee.nmode))
        let crtcs = UnsafeBufferPointer(start: resources.pointee.crtcs, count: Int(resources.pointee.ncrtc))
        var outputs: [X11Output] = []
        for crtc in crtcs {
            guard let info = XRRGetCrtcInfo(display, resources, crtc) else { continue }
            defer { XRRFreeCrtcInfo(info) }
            let crtcInfo = info.pointee
            guard crtcInfo.mode != 0, crtcInfo.width > 0, crtcInfo.height > 0 else { continue }
            let shownOutputs = UnsafeBufferPointer(start: crtcInfo.outputs, count: Int(crtcInfo.noutput))
            var output = X11Output(
                bounds: PixelRect(
                    x: Int(crtcInfo.x), y: Int(crtcInfo.y),
                    width: Int(crtcInfo.width), height: Int(crtcInfo.height)),
                refreshRate: modes.first { $0.id == crtcInfo.mode }.map(refreshRate) ?? 0,
                isPrimary: primaryOutput != 0 && shownOutputs.contains(primaryOutput))
            if let first = shownOutputs.first, let outputInfo = XRRGetOutputInfo(display, resources, first) {
                let info = outputInfo.pointee
                if info.mm_width > 0, info.mm_height > 0 {
                    output.millimeterSize = PixelSize(width: Int(info.mm_width), height: Int(info.mm_height))
                }
                output.name = String(cString: info.name)
                XRRFreeOutputInfo(outputInfo)
            }
            outputs.append(output)
        }
        return outputs
    }

    /// Vertical refresh of a mode line: pixels per second over pixels per frame, 0 when unknown.
    static func refreshRate(of mode: XRRModeInfo) -> Double {
        var verticalTotal = Double(mode.vTotal)
        if mode.modeFlags & UInt(RR_DoubleScan) != 0 { verticalTotal *= 2 }
        if mode.modeFlags & UInt(RR_Interlace) != 0 { verticalTotal /= 2 }
        let pixelsPerFrame = Double(mode.hTotal) * verticalTotal
        guard pixelsPerFrame > 0, mode.dotClock > 0 else { return 0 }
        return Double(mode.dotClock) / pixelsPerFrame
    }
}
