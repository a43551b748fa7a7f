import CoreGraphics
import UIKit
import UIKitTesting
import XCTest

/// New views are drawn once when their window commits them, not drawn again by a second commit.
final class DrawOnceTests: XCTestCase {
    private final class CountingLabel: UILabel {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            super.draw(rect)
        }
    }

    func testLabelsAndButtonsAddedToAWindowAreDrawnOnce() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 1024))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            app.runUntilIdle()
            let container = UIView(frame: window.bounds)
            var labels: [CountingLabel] = []
            for index in 0..<500 {
                let label = CountingLabel(
                    frame: CGRect(
                        x: 4 + CGFloat(index % 10) * 127, y: 2 + CGFloat(index / 10) * 16, width: 120, height: 16))
                label.font = .systemFont(ofSize: 13)
                label.text = "Name \(index)"
                container.addSubview(label)
                labels.append(label)
            }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 200, y: 40, width: 120, height: 30)
            button.setTitle("Send", for: .normal)
            container.addSubview(button)
            window.addSubview(container)
            app.runUntilIdle()
            XCTAssertEqual(labels.map(\.draws), Array(repeating: 1, count: 500))
            app.runUntilIdle()
            XCTAssertEqual(labels.map(\.draws), Array(repeating: 1, count: 500))
            withExtendedLifetime(window) {}
        }
    }
}

/// Text measured and then drawn at the measured size is laid out by Pango once.
final class MeasureThenDrawTests: XCTestCase {
    func testAButtonTitleMeasuredThenDrawnIsLaidOutOnce() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            window.makeKeyAndVisible()
            app.runUntilIdle()
            let cache = TextLayoutCache.current
            cache.removeAll()
            let (misses, placements) = (cache.misses, cache.placements)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
            button.setTitle("Send the message", for: .normal)
            window.addSubview(button)
            app.runUntilIdle()
            XCTAssertEqual((cache.misses - misses) - (cache.placements - placements), 1)
            withExtendedLifetime(window) {}
        }
    }
}
