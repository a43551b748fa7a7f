import UIKit
import UIKitTesting
import XCTest

/// Nib-era entry points ported code overrides: they compile with `override` and `super`, and are
/// never called because nothing is loaded from a nib.
final class UIViewInterfaceBuilderTests: XCTestCase {
    func testAwakeFromNibAndPrepareForInterfaceBuilderAreNeverCalled() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let view = NibAwareView()
            let controller = NibAwareController()

            root.addSubview(view)
            root.addSubview(controller.view)
            app.runUntilIdle()

            XCTAssertEqual(view.calls, [])
            XCTAssertEqual(controller.calls, [])
        }
    }

    func testOverridesCallingSuperRunWhenCalledByHand() {
        MainActor.assumeIsolated {
            let view = NibAwareView()

            view.awakeFromNib()
            view.prepareForInterfaceBuilder()

            XCTAssertEqual(view.calls, ["awakeFromNib", "prepareForInterfaceBuilder"])
        }
    }

    func testForBaselineLayoutIsTheViewItself() {
        MainActor.assumeIsolated {
            let view = UIView()
            let label = UILabel()

            XCTAssertTrue(view.forBaselineLayout() === view)
            XCTAssertTrue(label.forBaselineLayout() === label)
            XCTAssertTrue(label.forFirstBaselineLayout === label)
            XCTAssertTrue(label.forLastBaselineLayout === label)
        }
    }
}

private final class NibAwareView: UIView {
    var calls: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib")
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        calls.append("prepareForInterfaceBuilder")
    }
}

private final class NibAwareController: UIViewController {
    var calls: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib")
    }
}
