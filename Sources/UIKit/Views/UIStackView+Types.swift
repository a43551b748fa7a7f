import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis: those with the lowest hugging priority stretch when there is room
        /// to spare, those with the lowest compression resistance shrink when there is not.
        case fill = 0
        /// The views fill the axis and are all the same size.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the spaces between them are equal (at least
        /// `spacing`).
        case equalSpacing = 3
        /// The views keep their intrinsic sizes and their centres are equally far apart, while they
        /// stay at least `spacing` apart.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack view across its axis.
        case fill = 0
        /// Left edges of a vertical stack, top edges of a horizontal one (`top`).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks; a vertical stack fills).
        case firstBaseline = 2
        case center = 3
        /// Right edges of a vertical stack, bottom edges of a horizontal one (`bottom`).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks; a vertical stack fills).
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` of a view with no custom spacing: the gap after it is `spacing`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing asking for the standard space between sibling views.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
