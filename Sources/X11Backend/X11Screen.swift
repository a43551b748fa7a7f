import CX11
import Foundation
import WindowSystem

/// One lit CRTC: the part of the screen it scans out and how often it refreshes.
struct X11Output: Equatable {
    var bounds: PixelRect
    /// Hertz, or 0 when the mode does not say (Xvfb's modes have no timings).
    var refreshRate: Double
    var isPrimary: Bool
}

/// Reads what the X server knows about the screen: its size, the `Xft.dpi` resource, and the RandR
/// CRTCs with their refresh rates.
enum X11Screen {
    /// The screen as UIKit sees it; the refresh rate is the primary output's, else the first known one.
    static func describe(display: OpaquePointer, screenNumber: Int32, outputs: [X11Output]) -> ScreenDescription {
        let resources = XResourceManagerString(display).map { String(cString: $0) }
        let primary = outputs.first { $0.isPrimary && $0.refreshRate > 0 } ?? outputs.first { $0.refreshRate > 0 }
        return ScreenDescription(
            pixelSize: PixelSize(
                width: Int(XDisplayWidth(display, screenNumber)),
                height: Int(XDisplayHeight(display, screenNumber))),
            dotsPerInch: dotsPerInch(resources: resources),
            refreshRate: primary?.refreshRate ?? 0)
    }

    /// The `Xft.dpi` value of a resource database string (`RESOURCE_MANAGER`), or 96 when absent or invalid.
    static func dotsPerInch(resources: String?) -> Double {
        for line in (resources ?? "").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi > 0
            else { continue }
            return dpi
        }
        return 96
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
            outputs.append(
                X11Output(
                    bounds: PixelRect(
                        x: Int(crtcInfo.x), y: Int(crtcInfo.y),
                        width: Int(crtcInfo.width), height: Int(crtcInfo.height)),
                    refreshRate: modes.first { $0.id == crtcInfo.mode }.map(refreshRate) ?? 0,
                    isPrimary: primaryOutput != 0 && shownOutputs.contains(primaryOutput)))
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
