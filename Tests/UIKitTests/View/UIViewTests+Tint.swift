import UIKit
import UIKitTesting
import XCTest

/// Tint colour inheritance and `tintColorDidChange()`, as Apple documents them.
final class UIViewTintTests: XCTestCase {
    func testTheDefaultTintIsSystemBlueEverywhere() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()

            XCTAssertEqual(UIView().tintColor, .systemBlue)
            XCTAssertEqual(window.tintColor, .systemBlue)
            XCTAssertEqual(root.tintColor, .systemBlue)
            XCTAssertEqual(UIView().tintAdjustmentMode, .normal)
        }
    }

    func testATintIsInheritedUntilADescendantSetsItsOwn() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let child = UIView()
            let grandchild = UIView()
            parent.addSubview(child)
            child.addSubview(grandchild)

            parent.tintColor = .red
            child.tintColor = .green

            XCTAssertEqual(parent.tintColor, .red)
            XCTAssertEqual(grandchild.tintColor, .green)
            child.tintColor = nil
            XCTAssertEqual(grandchild.tintColor, .red)
        }
    }

    func testSettingATintTellsTheViewAndTheDescendantsThatInheritIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            let inheriting = RecordingView("inheriting", log: log)
            let grandchild = RecordingView("grandchild", log: log)
            let own = RecordingView("own", log: log)
            let shielded = RecordingView("shielded", log: log)
            parent.addSubview(inheriting)
            inheriting.addSubview(grandchild)
            parent.addSubview(own)
            own.addSubview(shielded)
            own.tintColor = .green
            log.entries = []

            parent.tintColor = .red

            XCTAssertEqual(
                log.entries,
                ["parent.tintColorDidChange", "inheriting.tintColorDidChange", "grandchild.tintColorDidChange"])
        }
    }

    func testMovingUnderADifferentTintTellsTheMovedSubtree() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let red = UIView()
            red.tintColor = .red
            let child = RecordingView("child", log: log)
            let grandchild = RecordingView("grandchild", log: log)
            child.addSubview(grandchild)
            log.entries = []

            red.addSubview(child)

            XCTAssertEqual(
                log.entries.filter { $0.hasSuffix("tintColorDidChange") },
                ["child.tintColorDidChange", "grandchild.tintColorDidChange"])
            XCTAssertEqual(grandchild.tintColor, .red)
        }
    }

    func testMovingUnderTheSameTintTellsNobody() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let first = UIView()
            let second = UIView()
            let child = RecordingView("child", log: log)
            first.addSubview(child)
            log.entries = []

            second.addSubview(child)

            XCTAssertFalse(log.entries.contains("child.tintColorDidChange"))
        }
    }

    func testRemovingAViewFromATintedSuperviewTellsIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let red = UIView()
            red.tintColor = .red
            let child = RecordingView("child", log: log)
            red.addSubview(child)
            log.entries = []

            child.removeFromSuperview()

            XCTAssertEqual(log.entries.filter { $0.hasSuffix("tintColorDidChange") }, ["child.tintColorDidChange"])
            XCTAssertEqual(child.tintColor, .systemBlue)
        }
    }

    /// The dimmed tint is the grey of the tint's luma: red (1, 0, 0) dims to 0.299 white.
    func testADimmedModeDesaturatesTheInheritedTint() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)
            parent.tintColor = .red

            parent.tintAdjustmentMode = .dimmed

            XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
            XCTAssertEqual(child.tintColor, UIColor(white: 0.299, alpha: 1))
            child.tintAdjustmentMode = .normal
            XCTAssertEqual(child.tintColor, .red)
        }
    }

    func testAModeChangeTellsTheDescendantsWhoseModeIsAutomatic() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            let automatic = RecordingView("automatic", log: log)
            let normal = RecordingView("normal", log: log)
            parent.addSubview(automatic)
            parent.addSubview(normal)
            normal.tintAdjustmentMode = .normal
            log.entries = []

            parent.tintAdjustmentMode = .dimmed
            parent.tintAdjustmentMode = .dimmed

            XCTAssertEqual(log.entries, ["parent.tintColorDidChange", "automatic.tintColorDidChange"])
        }
    }

    func testAWindowTintReachesItsViews() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let child = UIView()
            root.addSubview(child)

            window.tintColor = .orange

            XCTAssertEqual(child.tintColor, .orange)
        }
    }
}
