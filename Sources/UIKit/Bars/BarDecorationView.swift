/// A view of a bar that only draws: transparent around what it draws, redrawn at every size,
/// and never the target of a touch. The base of the bars' backgrounds and badges.
@MainActor
class BarDecorationView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }
}
