/// Visual aids for finding expensive layers, like Core Animation's instrument options.
///
/// Read from `CASEMENT_DEBUG` (a comma-separated list: `blended,offscreen,flash`) at launch, and
/// settable in code through `Compositor.debugOptions`.
package struct CompositorDebugOptions: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Tints layers that are blended (not copied as opaque) red.
    package static let blended = CompositorDebugOptions(rawValue: 1 << 0)
    /// Tints layers rendered through an intermediate image yellow.
    package static let offscreen = CompositorDebugOptions(rawValue: 1 << 1)
    /// Shows each frame's damaged region in magenta for that frame; the next frame repaints it.
    package static let flash = CompositorDebugOptions(rawValue: 1 << 2)

    /// Parses `blended,offscreen,flash` (any order, any case; unknown words are ignored).
    package init(parsing value: String) {
        self = []
        for word in value.split(whereSeparator: { $0 == "," || $0 == " " }) {
            switch word.lowercased() {
            case "blended": insert(.blended)
            case "offscreen": insert(.offscreen)
            case "flash": insert(.flash)
            default: break
            }
        }
    }
}
