import UIKit
import XCTest

/// Foundation's `UndoManager` API as Casement provides it: groups, undo and redo stacks, names,
/// weak targets.
final class UndoManagerTests: XCTestCase {
    @MainActor
    private final class Counter {
        var value = 0
        func set(_ newValue: Int, in manager: UndoManager) {
            let old = value
            manager.registerUndo(withTarget: self) { $0.set(old, in: manager) }
            value = newValue
        }
    }

    func testAGroupIsUndoneAsOneAndItsUndoBecomesARedo() {
        MainActor.assumeIsolated {
            let manager = UndoManager()
            manager.groupsByEvent = false
            let counter = Counter()

            manager.beginUndoGrouping()
            counter.set(1, in: manager)
            counter.set(2, in: manager)
            manager.setActionName("Count")
            manager.endUndoGrouping()
            manager.undo()
            let undone = counter.value
            let redoName = manager.redoMenuItemTitle
            manager.redo()

            XCTAssertEqual(undone, 0)
            XCTAssertEqual(redoName, "Redo Count")
            XCTAssertEqual(counter.value, 2)
            XCTAssertTrue(manager.canUndo)
            XCTAssertFalse(manager.canRedo)
            XCTAssertEqual(manager.undoMenuItemTitle, "Undo Count")
        }
    }

    func testANewChangeClearsTheRedoStack() {
        MainActor.assumeIsolated {
            let manager = UndoManager()
            let counter = Counter()
            counter.set(1, in: manager)
            manager.undo()

            counter.set(5, in: manager)

            XCTAssertFalse(manager.canRedo)
            manager.undo()
            XCTAssertEqual(counter.value, 0)
        }
    }

    func testUndoClosesTheGroupOpenedForTheEvent() {
        MainActor.assumeIsolated {
            let manager = UndoManager()
            let counter = Counter()
            counter.set(3, in: manager)

            XCTAssertEqual(manager.groupingLevel, 1)
            manager.undo()

            XCTAssertEqual(manager.groupingLevel, 0)
            XCTAssertEqual(counter.value, 0)
        }
    }

    func testLevelsRemovalAndDisabledRegistration() {
        MainActor.assumeIsolated {
            let manager = UndoManager()
            manager.groupsByEvent = false
            manager.levelsOfUndo = 2
            let counter = Counter()
            let other = Counter()
            for value in 1...3 {
                manager.beginUndoGrouping()
                counter.set(value, in: manager)
                manager.endUndoGrouping()
            }
            manager.beginUndoGrouping()
            other.set(9, in: manager)
            manager.endUndoGrouping()
            manager.removeAllActions(withTarget: other)
            manager.disableUndoRegistration()
            manager.beginUndoGrouping()
            counter.set(10, in: manager)
            manager.endUndoGrouping()
            manager.enableUndoRegistration()

            manager.undo()
            manager.undo()
            let afterTwo = counter.value
            manager.undo()

            XCTAssertEqual(afterTwo, 2, "two levels kept, the other target's group dropped: one undo is left")
            XCTAssertFalse(manager.canUndo)
        }
    }

    func testAnActionWhoseTargetIsGoneDoesNothing() {
        MainActor.assumeIsolated {
            let manager = UndoManager()
            var ran = false
            do {
                let target = NSObject()
                manager.registerUndo(withTarget: target) { _ in ran = true }
            }
            manager.undo()
            XCTAssertFalse(ran)
        }
    }

    func testTheWindowHasAnUndoManagerItsResponderChainShares() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView()
            window.addSubview(view)

            XCTAssertNotNil(window.undoManager)
            XCTAssertTrue(view.undoManager === window.undoManager)
            XCTAssertNil(UIView().undoManager)
        }
    }
}
