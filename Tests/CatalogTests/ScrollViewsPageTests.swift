import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's scroll views page: the form scrolls to its end, the map zooms in where it is
/// double-tapped, and the gallery and its page control keep in step.
final class ScrollViewsPageTests: XCTestCase {
    /// The form runs past its card: the wheel scrolls it to its end, where its last field shows whole.
    func testTheFormScrollsToItsLastFieldWithTheWheel() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ScrollViewsViewController.self)
            let form = page.view.descendants(ScrollingFormView.self)[0]
            let scrollView = form.scrollView
            let lastField = form.scrollView.descendants(UITextField.self).last!
            XCTAssertFalse(scrollView.showsWhole(lastField))
            let centre = form.convert(CGPoint(x: form.bounds.midX, y: form.bounds.midY), to: window)

            let notches = scrollToEnd(scrollView, at: centre, in: window, app: app)

            XCTAssertGreaterThan(notches, 1)
            XCTAssertEqual(scrollView.contentOffset.y, scrollView.contentSize.height - scrollView.bounds.height)
            XCTAssertTrue(scrollView.showsWhole(lastField), "\(lastField.frame) in \(scrollView.bounds)")
        }
    }

    /// A double-tap zooms the whole map 2.5 times closer, keeping the tapped point at the middle of
    /// the view (as near as the map's edges allow).
    func testADoubleTapZoomsTheMapInAroundTheTap() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ScrollViewsViewController.self)
            let map = page.view.descendants(ZoomingImageView.self)[0]
            let scrollView = map.scrollView
            let picture = scrollView.descendants(UIImageView.self)[0]
            let fit = scrollView.zoomScale
            XCTAssertEqual(fit, min(map.bounds.width / 2000, map.bounds.height / 1500))
            let tap = map.convert(CGPoint(x: map.bounds.midX + 40, y: map.bounds.midY + 30), to: window)
            let tapped = window.convert(tap, to: picture)

            app.click(at: tap, in: window)
            app.advance(by: 0.1)
            app.click(at: tap, in: window)
            app.advance(by: 1)

            XCTAssertEqual(scrollView.zoomScale, fit * 2.5, accuracy: 0.0001)
            let middle = map.convert(CGPoint(x: map.bounds.midX, y: map.bounds.midY), to: picture)
            XCTAssertEqual(middle.x, tapped.x, accuracy: 1)
            XCTAssertEqual(middle.y, tapped.y, accuracy: 1)
            XCTAssertEqual(page.log.lines.first?.hasPrefix("map · double-tap: zoom(to:)"), true, "\(page.log.lines)")
        }
    }

    /// A drag to the left turns the gallery to its second page, and the page control's dot with it.
    func testADragTurnsTheGalleryAndThePageControlFollows() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ScrollViewsViewController.self)
            let gallery = page.view.descendants(PagedGalleryView.self)[0]
            let start = gallery.convert(CGPoint(x: gallery.bounds.midX + 100, y: 80), to: window)

            app.pointerDown(at: start, in: window)
            for step in 1...5 {
                app.advance(by: 0.02)
                app.pointerMove(to: CGPoint(x: start.x - CGFloat(step) * 40, y: start.y), in: window)
            }
            app.pointerUp(at: CGPoint(x: start.x - 200, y: start.y), in: window)
            app.advance(by: 1)

            XCTAssertEqual(gallery.scrollView.contentOffset.x, gallery.scrollView.bounds.width)
            XCTAssertEqual(gallery.pageControl.currentPage, 1)
        }
    }

    /// A tap right of the page control's dots slides the gallery to the next page; the dot moves
    /// once, not back and forth as the pages pass.
    func testATapBesideTheDotsSlidesTheGalleryToTheNextPage() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ScrollViewsViewController.self)
            let gallery = page.view.descendants(PagedGalleryView.self)[0]
            let dots = gallery.pageControl
            let tap = dots.convert(CGPoint(x: dots.bounds.midX + 60, y: dots.bounds.midY), to: window)

            app.click(at: tap, in: window)
            var shown: [Int] = []
            for _ in 0..<20 {
                app.advanceFrames(2)
                shown.append(dots.currentPage)
            }

            XCTAssertEqual(gallery.scrollView.contentOffset.x, gallery.scrollView.bounds.width)
            XCTAssertEqual(Set(shown), [1])
        }
    }
}
