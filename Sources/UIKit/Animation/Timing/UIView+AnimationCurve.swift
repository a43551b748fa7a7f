extension UIView {
    /// The built-in timing curves of UIKit animations.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends (Core Animation's `easeInEaseOut`). The curve of most system animations.
        case easeInOut = 0
        /// Starts slowly, then speeds up.
        case easeIn = 1
        /// Starts quickly, then slows down.
        case easeOut = 2
        /// Constant speed.
        case linear = 3
    }
}

extension UIView.AnimationCurve {
    /// The Core Animation curve with the same control points.
    package var mediaTimingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
