import UIKit
import UIKitTesting
import XCTest

final class AutoLayoutSmokeTests: XCTestCase {
    func testAnchorsPlaceASubviewInItsSuperview() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.heightAnchor.constraint(equalToConstant: 44),
            ])

            app.runUntilIdle()

            XCTAssertRectEqual(box.frame, CGRect(x: 20, y: 10, width: root.bounds.width - 50, height: 44))
            XCTAssertTrue(root.constraints.count == 3 && box.constraints.count == 1)
        }
    }

    func testDetachedHierarchyLaysOutWithLayoutIfNeeded() {
        MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let a = UIView()
            let b = UIView()
            for view in [a, b] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                a.widthAnchor.constraint(equalTo: b.widthAnchor),
                a.topAnchor.constraint(equalTo: container.topAnchor),
                b.topAnchor.constraint(equalTo: container.topAnchor),
                a.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])

            container.layoutIfNeeded()

            XCTAssertRectEqual(a.frame, CGRect(x: 10, y: 0, width: 136, height: 100))
            XCTAssertRectEqual(b.frame, CGRect(x: 154, y: 0, width: 136, height: 100))
        }
    }

    func testLabelHugsItsTextAndTheNeighbourTakesTheRest() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let label = UILabel()
            label.text = "Name"
            let field = UIView()
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
                field.topAnchor.constraint(equalTo: label.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 30),
            ])

            app.runUntilIdle()

            let text = label.intrinsicContentSize
            XCTAssertRectEqual(label.frame, CGRect(x: 16, y: 16, width: text.width, height: text.height))
            XCTAssertEqual(field.frame.minX, 16 + text.width + 8)
            XCTAssertEqual(field.frame.maxX, root.bounds.width - 16)
        }
    }

    func testConflictIsLoggedAndOneConstraintBroken() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 100)
            wide.identifier = "wide"
            let narrow = box.widthAnchor.constraint(equalToConstant: 50)
            narrow.identifier = "narrow"

            NSLayoutConstraint.activate([wide, narrow])
            box.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            app.runUntilIdle()

            XCTAssertEqual(box.frame.width, 100)
            XCTAssertEqual(log.count, 1)
            XCTAssertTrue(log.first?.contains("Unable to simultaneously satisfy constraints.") == true)
            XCTAssertTrue(log.first?.contains("'wide'") == true)
            XCTAssertTrue(log.first?.contains("breaking constraint\n<NSLayoutConstraint:") == true)
            XCTAssertTrue(log.first?.hasSuffix("'narrow' UIView:\(ObjectIdentifier(box).debugDescription)") == false)
        }
    }

    func testWindowResizeReflowsConstrainedViews() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
            app.runUntilIdle()

            window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            app.runUntilIdle()

            XCTAssertRectEqual(box.frame, CGRect(x: 100, y: 140, width: 200, height: 20))
        }
    }

    func testSystemLayoutSizeFittingMeasuresContent() {
        MainActor.assumeIsolated {
            let card = UIView()
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(inner)
            NSLayoutConstraint.activate([
                inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
                inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
                inner.widthAnchor.constraint(equalToConstant: 80),
                inner.heightAnchor.constraint(equalToConstant: 30),
            ])

            let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

            XCTAssertEqual(size, CGSize(width: 90, height: 50))
        }
    }
}
