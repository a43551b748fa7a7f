import UIKit
import UIKitTesting
import XCTest

/// Page view controllers: scrolled pages turned by dragging and in code, curled pages turned by
/// clicks and curled with the pointer, facing pages, the delegate's calls and the pages' appearance.
final class PageViewControllerTests: XCTestCase {
    /// Five logging pages "P0"…"P4" in order, and what the delegate hears.
    @MainActor
    private final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [LoggingController]
        var events: [String] = []

        init(log: CallLog) {
            pages = (0..<5).map { LoggingController("P\($0)", log: log) }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            index(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            index(of: viewController).flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers.flatMap { $0.first.flatMap(index(of:)) } ?? 0
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            events.append("willTransitionTo \(names(pendingViewControllers))")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            events.append("didFinishAnimating \(finished) \(names(previousViewControllers)) completed \(completed)")
        }

        private func index(of controller: UIViewController) -> Int? {
            pages.firstIndex { $0 === controller }
        }

        func names(_ controllers: [UIViewController]?) -> String {
            (controllers ?? []).map { ($0 as? LoggingController)?.name ?? "?" }.joined(separator: ",")
        }
    }

    @MainActor
    private static func scene(
        _ style: UIPageViewController.TransitionStyle, options: [UIPageViewController.OptionsKey: Any]? = nil,
        showing first: [Int] = [1]
    ) -> (ControllerScene, UIPageViewController, Book) {
        var made: (UIPageViewController, Book)?
        let scene = ControllerScene { log in
            let book = Book(log: log)
            let pages = UIPageViewController(
                transitionStyle: style, navigationOrientation: .horizontal, options: options)
            pages.dataSource = book
            pages.delegate = book
            pages.setViewControllers(first.map { book.pages[$0] }, direction: .forward, animated: false)
            made = (pages, book)
            return pages
        }
        return (scene, made!.0, made!.1)
    }

    func testScrolledPagesShowTheFirstPageWithTheDotsAndLoadNoNeighbour() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.scene(.scroll)
            XCTAssertEqual(book.names(pages.viewControllers), "P1")
            XCTAssertEqual(book.names(pages.children), "P1")
            XCTAssertTrue(scene.log.entries.contains("P1 viewDidAppear"))
            XCTAssertFalse(book.pages[0].isViewLoaded)
            XCTAssertFalse(book.pages[2].isViewLoaded)
            XCTAssertEqual(pages.gestureRecognizers.count, 0)
            let dots = pages.view.subviews.compactMap { $0 as? UIPageControl }.first
            XCTAssertEqual(dots?.numberOfPages, 5)
            XCTAssertEqual(dots?.currentPage, 1)
            XCTAssertEqual(book.pages[1].view.convert(book.pages[1].view.bounds, to: nil).minX, 0)
        }
    }

    func testDraggingToTheNextPageTurnsItWithAppearanceAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.scene(.scroll)
            scene.clearLog()
            scene.app.drag(from: CGPoint(x: 300, y: 120), by: CGPoint(x: -200, y: 0), in: scene.window)
            scene.app.advance(until: { pages.viewControllers?.first === book.pages[2] && book.events.count == 2 })

            XCTAssertEqual(book.names(pages.viewControllers), "P2")
            XCTAssertEqual(book.names(pages.children), "P2")
            XCTAssertEqual(book.events, ["willTransitionTo P2", "didFinishAnimating true P1 completed true"])
            let appearance = scene.log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
            XCTAssertEqual(
                appearance,
                [
                    "P1 viewWillDisappear", "P2 viewWillAppear", "P1 viewDidDisappear", "P2 viewIsAppearing",
                    "P2 viewDidAppear",
                ])
            XCTAssertNil(book.pages[1].parent)
            XCTAssertEqual(pages.view.subviews.compactMap { $0 as? UIPageControl }.first?.currentPage, 2)
            XCTAssertEqual(book.pages[2].view.convert(book.pages[2].view.bounds, to: nil).minX, 0)
        }
    }

    func testASlowShortDragFallsBackAndTheTurnIsNotCompleted() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.scene(.scroll)
            let app = scene.app
            app.pointerDown(at: CGPoint(x: 300, y: 120), in: scene.window)
            app.pointerMove(to: CGPoint(x: 290, y: 120), in: scene.window)
            app.pointerMove(to: CGPoint(x: 240, y: 120), in: scene.window)
            app.advance(by: 0.5)
            app.pointerUp(at: CGPoint(x: 240, y: 120), in: scene.window)
            app.advance(until: { book.events.count == 2 })

            XCTAssertEqual(book.names(pages.viewControllers), "P1")
            XCTAssertEqual(book.events, ["willTransitionTo P2", "didFinishAnimating true P1 completed false"])
            XCTAssertEqual(book.pages[1].view.convert(book.pages[1].view.bounds, to: nil).minX, 0)
            XCTAssertNil(book.pages[2].parent)
        }
    }

    func testTurningInCodeSlidesToThePageAndCallsTheCompletionNotTheDelegate() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.scene(.scroll)
            var finished: Bool?
            pages.setViewControllers([book.pages[4]], direction: .forward, animated: true) { finished = $0 }
            XCTAssertNil(finished)
            scene.run(seconds: 0.5)

            XCTAssertEqual(finished, true)
            XCTAssertEqual(book.names(pages.viewControllers), "P4")
            XCTAssertEqual(book.events, [])
            XCTAssertEqual(book.pages[4].view.convert(book.pages[4].view.bounds, to: nil).minX, 0)
            XCTAssertNil(book.pages[1].parent)
        }
    }

    func testAClickInTheOuterThirdCurlsToTheNextPageAndInTheFirstThirdBack() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.scene(.pageCurl)
            XCTAssertEqual(pages.spineLocation, .min)
            XCTAssertEqual(pages.gestureRecognizers.count, 2)
            scene.app.click(at: CGPoint(x: 200, y: 150), in: scene.window)
            scene.run(seconds: 0.6)
            XCTAssertEqual(book.names(pages.viewControllers), "P1", "a click in the middle turns nothing")

            scene.app.click(at: CGPoint(x: 370, y: 150), in: scene.window)
            scene.run(seconds: 0.6)
            XCTAssertEqual(book.names(pages.viewControllers), "P2")
            XCTAssertEqual(book.events, ["willTransitionTo P2", "didFinishAnimating true P1 completed true"])

            scene.app.click(at: CGPoint(x: 30, y: 150), in: scene.window)
            scene.run(seconds: 0.6)
            XCTAssertEqual(book.names(pages.viewControllers), "P1")
            XCTAssertEqual(book.names(pages.children), "P1")
        }
    }

    func testASpineInTheMiddleShowsTwoFacingPagesAndTurnsTwoAtATime() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.scene(
                .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.mid], showing: [0, 1])
            XCTAssertTrue(pages.isDoubleSided)
            XCTAssertEqual(book.pages[0].view.frame, CGRect(x: 0, y: 0, width: 200, height: 300))
            XCTAssertEqual(book.pages[1].view.frame, CGRect(x: 200, y: 0, width: 200, height: 300))

            scene.app.click(at: CGPoint(x: 370, y: 150), in: scene.window)
            scene.run(seconds: 0.6)
            XCTAssertEqual(book.names(pages.viewControllers), "P2,P3")
            XCTAssertEqual(book.pages[3].view.frame, CGRect(x: 200, y: 0, width: 200, height: 300))
        }
    }

    func testAPageTurnedAwayIsReleased() {
        MainActor.assumeIsolated {
            var released = false
            let (scene, pages, book) = Self.scene(.scroll)
            weak var first: UIViewController?
            do {
                let page = LoggingController("Loose", log: scene.log)
                page.onDeinit = { released = true }
                first = page
                pages.setViewControllers([page], direction: .forward, animated: false)
            }
            pages.setViewControllers([book.pages[3]], direction: .forward, animated: true)
            scene.run(seconds: 0.5)
            XCTAssertNil(first)
            XCTAssertTrue(released)
        }
    }

    /// Curled pages coloured apart: P1 red, P2 blue; the pointer held down at the right edge.
    @MainActor
    private static func holdCurl() -> (ControllerScene, UIPageViewController, Book) {
        let (scene, pages, book) = Self.scene(.pageCurl)
        book.pages[1].view.backgroundColor = .red
        book.pages[2].view.backgroundColor = .blue
        scene.clearLog()
        scene.app.pointerDown(at: CGPoint(x: 390, y: 280), in: scene.window)
        return (scene, pages, book)
    }

    @MainActor
    private static func move(_ scene: ControllerScene, to x: CGFloat) {
        scene.app.advance(by: 1.0 / 60)
        scene.app.pointerMove(to: CGPoint(x: x, y: 280), in: scene.window)
    }

    func testADragCurlsThePageWithThePointerAndReleasedPastHalfwayTurnsIt() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.holdCurl()
            for x in stride(from: 380, through: 150, by: -10) { Self.move(scene, to: CGFloat(x)) }
            scene.app.advance(by: 1)
            // Held: the corner the pointer pulled up shows the next page under it, and stays so.
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 395, y: 295)), RGBA(0, 0, 255))
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 5, y: 5)), RGBA(255, 0, 0))
            XCTAssertEqual(book.events, ["willTransitionTo P2"])

            scene.app.advance(by: 0.3)
            scene.app.pointerUp(at: CGPoint(x: 150, y: 280), in: scene.window)
            scene.run(seconds: 0.6)
            XCTAssertEqual(book.names(pages.viewControllers), "P2")
            XCTAssertEqual(book.names(pages.children), "P2")
            XCTAssertEqual(book.events, ["willTransitionTo P2", "didFinishAnimating true P1 completed true"])
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 5, y: 5)), RGBA(0, 0, 255))
        }
    }

    func testACurlReleasedEarlyUncurlsAndTheTurnIsNotCompleted() {
        MainActor.assumeIsolated {
            let (scene, pages, book) = Self.holdCurl()
            for x in stride(from: 380, through: 300, by: -10) { Self.move(scene, to: CGFloat(x)) }
            scene.app.advance(by: 0.3)
            scene.app.pointerUp(at: CGPoint(x: 300, y: 280), in: scene.window)
            scene.run(seconds: 0.6)

            XCTAssertEqual(book.names(pages.viewControllers), "P1")
            XCTAssertEqual(book.names(pages.children), "P1")
            XCTAssertEqual(book.events, ["willTransitionTo P2", "didFinishAnimating true P1 completed false"])
            let appearance = scene.log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
            XCTAssertEqual(
                appearance,
                [
                    "P1 viewWillDisappear", "P2 viewWillAppear", "P2 viewIsAppearing", "P2 viewWillDisappear",
                    "P2 viewDidDisappear", "P1 viewWillAppear", "P1 viewIsAppearing", "P1 viewDidAppear",
                ])
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 395, y: 295)), RGBA(255, 0, 0))
            XCTAssertNil(book.pages[2].parent)
        }
    }
}
