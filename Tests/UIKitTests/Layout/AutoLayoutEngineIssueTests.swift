import UIKit
import UIKitTesting
import XCTest

/// Engine behaviours that differ from iOS, found while building `UIStackView` on the engine. These
/// fail until the engine changes; the stack view works around the second.
final class AutoLayoutEngineIssueTests: XCTestCase {
    /// On iOS a view without a superview has no frame constraints (UIKit makes them in the update
    /// pass, relative to a superview), so `UIView()` plus a width constraint, the usual first step
    /// before arranging a view in a stack, logs nothing. Here the view's own engine holds it at its
    /// zero frame and logs a conflict.
    func testSizeConstraintOnAViewWithoutSuperviewIsNoConflict() {
        MainActor.assumeIsolated {
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let view = UIView()

            view.widthAnchor.constraint(equalToConstant: 40).isActive = true

            XCTAssertEqual(log, [])
        }
    }

    /// A required constraint broken to resolve a conflict stays out of the solution after the
    /// conflict goes (here: the view stops translating its frame). On iOS activating a size and then
    /// setting `translatesAutoresizingMaskIntoConstraints = false` in the same turn is the usual
    /// order, and the size holds.
    func testBrokenConstraintHoldsAgainOnceItsConflictIsGone() {
        MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            container.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 40).isActive = true
            box.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(box.frame.width, 40)
        }
    }
}
