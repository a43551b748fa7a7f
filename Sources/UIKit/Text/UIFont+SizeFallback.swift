import Foundation
import Synchronization

extension UIFont {
    /// `size` when it is a positive finite number; otherwise the system font size, as AppKit
    /// documents for a size of zero or less, so text never turns silently invisible. The first
    /// fallback in a process says so on standard error.
    static func usableSize(_ size: CGFloat) -> CGFloat {
        guard !(size.isFinite && size > 0) else { return size }
        let isFirst = fallbackReported.withLock { reported in
            defer { reported = true }
            return !reported
        }
        if isFirst {
            FileHandle.standardError.write(
                Data("casement: font size \(size) is not a positive number; using \(systemFontSize) points\n".utf8))
        }
        return systemFontSize
    }

    private static let fallbackReported = Mutex(false)
}
