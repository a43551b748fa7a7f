import UIKit
import UIKitTesting
import XCTest

final class UIButtonLayoutTests: XCTestCase {
    /// A 200 × 60 custom button with a 20-point image and the title "Title".
    @MainActor
    private static func button(_ button: UIButton? = nil) -> UIButton {
        let button = button ?? UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Title", for: .normal)
        button.setImage(image(side: 20), for: .normal)
        return button
    }

    @MainActor
    private static func image(side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
    }

    @MainActor
    private static func frames(_ button: UIButton) -> (image: CGRect, title: CGRect) {
        button.setNeedsLayout()
        button.layoutIfNeeded()
        return (button.imageView!.frame, button.titleLabel!.frame)
    }

    func testTheImageAndTitleAreCentredTogetherImageFirst() {
        MainActor.assumeIsolated {
            let (image, title) = Self.frames(Self.button())

            XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(title.minX, image.maxX)
            XCTAssertEqual((image.minX + title.maxX) / 2, 100, accuracy: 0.5)
            XCTAssertEqual(image.midY, 30, accuracy: 0.5)
            XCTAssertEqual(title.midY, 30, accuracy: 0.5)
        }
    }

    func testWhileCentredAnEdgeInsetMovesItsPartByHalf() {
        MainActor.assumeIsolated {
            let button = Self.button()
            let (image, title) = Self.frames(button)

            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
            let movedRight = Self.frames(button)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
            let movedLeft = Self.frames(button)
            button.titleEdgeInsets = .zero
            button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let movedDown = Self.frames(button)

            XCTAssertEqual(movedRight.title.minX, title.minX + 5)
            XCTAssertEqual(movedRight.image, image, "a title inset leaves the image alone")
            XCTAssertEqual(movedLeft.title.minX, title.minX - 5)
            XCTAssertEqual(movedDown.image.minY, image.minY + 5)
            XCTAssertEqual(movedDown.title, title)
        }
    }

    func testContentEdgeInsetsMoveThePair() {
        MainActor.assumeIsolated {
            let button = Self.button()
            let (image, title) = Self.frames(button)

            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 10, right: 0)
            let moved = Self.frames(button)

            XCTAssertEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 20, y: 0, width: 180, height: 50))
            XCTAssertEqual(moved.image.minX, image.minX + 10)
            XCTAssertEqual(moved.title.minX, title.minX + 10)
            XCTAssertEqual(moved.title.midY, 25, accuracy: 0.5)
        }
    }

    func testWithLeftAlignmentAnInsetMovesItsPartByAllOfIt() {
        MainActor.assumeIsolated {
            let button = Self.button()
            button.contentHorizontalAlignment = .left
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)

            let (image, title) = Self.frames(button)

            XCTAssertEqual(image.minX, 8)
            XCTAssertEqual(title.minX, 8 + 20 + 10)
        }
    }

    func testTheOtherAlignmentsPlaceThePairAtTheirEdgesOrStretchIt() {
        MainActor.assumeIsolated {
            let button = Self.button()

            button.contentHorizontalAlignment = .right
            button.contentVerticalAlignment = .top
            let rightTop = Self.frames(button)
            button.contentHorizontalAlignment = .fill
            button.contentVerticalAlignment = .fill
            let filled = Self.frames(button)
            button.contentHorizontalAlignment = .center
            button.contentVerticalAlignment = .bottom
            let bottom = Self.frames(button)

            XCTAssertEqual(rightTop.title.maxX, 200)
            XCTAssertEqual(rightTop.image.minY, 0)
            XCTAssertEqual(rightTop.title.minY, 0)
            XCTAssertEqual(filled.image, CGRect(x: 0, y: 0, width: 20, height: 60))
            XCTAssertEqual(filled.title, CGRect(x: 20, y: 0, width: 180, height: 60))
            XCTAssertEqual(bottom.image.maxY, 60)
            XCTAssertEqual(bottom.title.maxY, 60)
        }
    }

    func testATitleTooWideForTheRoomLeftIsCutToIt() {
        MainActor.assumeIsolated {
            let button = Self.button()
            button.setTitle("A title far too long for a button this narrow", for: .normal)

            let (image, title) = Self.frames(button)

            XCTAssertEqual(image.minX, 0)
            XCTAssertEqual(title.maxX, 200)
        }
    }

    func testLayoutAsksTheOverridableRects() {
        MainActor.assumeIsolated {
            let button = Self.button(InsetButton(type: .custom))
            button.setBackgroundImage(
                UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                    UIColor.blue.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                }, for: .normal)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 0, y: 0, width: 200, height: 60))

            let (image, title) = Self.frames(button)
            let left = app.pixel(in: window, at: CGPoint(x: 50, y: 30))
            let right = app.pixel(in: window, at: CGPoint(x: 150, y: 50))

            XCTAssertEqual(title, CGRect(x: 150, y: 5, width: 40, height: 20))
            XCTAssertGreaterThan(image.minX, 100, "the image is placed in the overridden content rect")
            XCTAssertLessThan(image.maxX, 200)
            XCTAssertEqual(left?.isClose(to: RGBA(0, 0, 255)), true)
            XCTAssertEqual(right, RGBA(255, 255, 255), "the background fills only the background rect")
            withExtendedLifetime(window) {}
        }
    }

    // MARK: - Sizes

    func testATitledButtonIsAsWideAsItsTitleAndSixPointsTallerAboveAndBelow() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            let title = button.titleLabel!.sizeThatFits(.zero)

            button.sizeToFit()

            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width, height: title.height + 12))
            XCTAssertEqual(button.bounds.size, button.intrinsicContentSize)
            XCTAssertEqual(button.bounds.height, 30, "UIKit's 30 points for a 15-point title")
        }
    }

    func testAnEmptyButtonIs30By34AndAnImageOnlyOneIsTheImagesSize() {
        MainActor.assumeIsolated {
            let empty = UIButton(type: .custom)
            let imaged = UIButton(type: .custom)
            imaged.setImage(Self.image(side: 24), for: .normal)

            XCTAssertEqual(empty.intrinsicContentSize, CGSize(width: 30, height: 34))
            XCTAssertEqual(imaged.intrinsicContentSize, CGSize(width: 24, height: 24))
        }
    }

    func testTheImageAndTitleSitSideBySideAndContentInsetsAddToTheSize() {
        MainActor.assumeIsolated {
            let button = Self.button()
            button.setImage(Self.image(side: 40), for: .normal)
            let title = button.titleLabel!.sizeThatFits(.zero)
            let natural = button.intrinsicContentSize

            button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
            let inset = button.intrinsicContentSize

            XCTAssertEqual(natural, CGSize(width: 40 + title.width, height: 40))
            XCTAssertEqual(inset, CGSize(width: natural.width + 6, height: 44), "title insets do not count")
        }
    }
}

/// Lays out in custom rects: content in the right half, the title in a fixed box, the background
/// in the left half.
private final class InsetButton: UIButton {
    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX + 50, y: 5, width: 40, height: 20)
    }

    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}
