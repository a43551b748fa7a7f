import UIKit
import UIKitTesting
import XCTest

/// Seed 002's IDLPopPresentationController, ported line for line: a presentation controller that is
/// also the transitioning delegate and the animator, with a dimming view fading alongside.
@MainActor
final class PopPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    let log: CallLog
    let dimmingView: UIView = {
        let view = UIView()
        view.alpha = 0
        view.backgroundColor = UIColor(white: 0, alpha: 0.65)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()

    init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
        presented.modalPresentationStyle = .custom
    }

    override func presentationTransitionWillBegin() {
        log.record("presentationTransitionWillBegin")
        containerView?.addSubview(dimmingView)
        dimmingView.frame = containerView?.bounds ?? .zero
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0.65 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.record("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log.record("dismissalTransitionWillBegin")
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.record("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 15, y: 73, width: 370, height: 200)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { self }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == true ? 0.3 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.record("animateTransition")
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let containerView = transitionContext.containerView
        if let toView { containerView.addSubview(toView) }
        let isPresenting = fromViewController === presentingViewController
        if isPresenting, let toView {
            toView.frame = frameOfPresentedViewInContainerView
            toView.alpha = 0
            toView.layer.masksToBounds = true
            toView.layer.cornerRadius = 3
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if isPresenting {
                    toView?.alpha = 1
                } else {
                    fromView?.alpha = 0
                }
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animationEnded(\(transitionCompleted))")
    }
}

final class CustomTransitionTests: XCTestCase {
    func testSeedPopPresentationControllerPresentsACardOverAFadingDimmingView() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let main = LoggingController("main", log: log)
                main.view.backgroundColor = .white
                return main
            }
            let main = scene.window.rootViewController!
            let card = LoggingController("card", log: scene.log)
            card.view.backgroundColor = .systemRed
            do {
                let presentation = PopPresentationController(presented: card, presenting: main, log: scene.log)
                card.transitioningDelegate = presentation
                scene.clearLog()
                main.present(card, animated: true)
            }
            scene.app.runUntilIdle()
            scene.run(seconds: 0.15)

            let dimming = (card.presentationController as! PopPresentationController).dimmingView
            let midAlpha = dimming.layer.presentation()!.opacity
            XCTAssertGreaterThan(midAlpha, 0.1, "the dimming view fades in alongside")
            XCTAssertLessThan(midAlpha, 0.6)

            scene.run(seconds: 0.3)
            XCTAssertEqual(card.view.frame, CGRect(x: 15, y: 73, width: 370, height: 200))
            XCTAssertTrue(main.view.window === scene.window, "a custom presentation leaves the presenter")
            let outside = scene.app.pixel(in: scene.window, at: CGPoint(x: 5, y: 5))!
            XCTAssertTrue(
                outside.isClose(to: RGBA(147, 147, 147), tolerance: 3),
                "white under black at 65 % in a view at alpha 0.65, as the seed has it: \(outside)")
            XCTAssertEqual(
                scene.log.entries,
                [
                    "presentationTransitionWillBegin", "card viewWillAppear", "animateTransition",
                    "card updateViewConstraints", "card viewIsAppearing",
                    "card viewWillLayoutSubviews", "card viewDidLayoutSubviews", "presentationTransitionDidEnd(true)",
                    "card viewDidAppear", "animationEnded(true)",
                ])

            scene.clearLog()
            card.dismiss(animated: true)
            scene.run(seconds: 0.4)
            XCTAssertEqual(
                scene.log.entries,
                [
                    "card viewWillDisappear", "dismissalTransitionWillBegin", "animateTransition",
                    "dismissalTransitionDidEnd(true)", "card viewDidDisappear", "animationEnded(true)",
                ])
            XCTAssertNil(dimming.superview)
            XCTAssertNil(main.presentedViewController)
        }
    }

    func testCoordinatorRunsAlongsideAnimationsAndCompletions() {
        MainActor.assumeIsolated {
            final class Watcher: UIViewController {
                var events: [String] = []
                let badge = UIView()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    badge.alpha = 0
                    let registered = transitionCoordinator?.animate(
                        alongsideTransition: { context in
                            self.badge.alpha = 1
                            self.events.append("alongside animated=\(context.isAnimated)")
                        },
                        completion: { context in self.events.append("completion cancelled=\(context.isCancelled)") })
                    events.append("registered \(registered ?? false)")
                }
            }
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let watcher = Watcher()
            watcher.modalPresentationStyle = .overFullScreen
            watcher.view.addSubview(watcher.badge)

            scene.window.rootViewController!.present(watcher, animated: true)
            scene.app.runUntilIdle()
            scene.run(seconds: 0.25)
            let midway = watcher.badge.layer.presentation()!.opacity
            scene.run(seconds: 0.4)

            XCTAssertGreaterThan(midway, 0.05)
            XCTAssertLessThan(midway, 0.95)
            XCTAssertEqual(
                watcher.events, ["registered true", "alongside animated=true", "completion cancelled=false"])
            XCTAssertNil(watcher.transitionCoordinator, "no coordinator once the transition is over")
        }
    }

    func testPercentDrivenProgressHoldsUnderSlowAnimations() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            let card = LoggingController("card", log: scene.log)
            let presentation = PopPresentationController(presented: card, presenting: main, log: scene.log)
            let interaction = InteractiveDelegate(presentation: presentation)
            card.transitioningDelegate = interaction
            main.present(card, animated: false)
            scene.app.runUntilIdle()
            UIView.slowAnimationsFactor = 10
            defer { UIView.slowAnimationsFactor = 1 }

            card.dismiss(animated: true)
            scene.app.runUntilIdle()
            interaction.driver.update(0.5)
            scene.app.runUntilIdle()

            XCTAssertEqual(Double(card.view.layer.presentation()!.opacity), 0.5, accuracy: 0.05)
        }
    }

    func testPercentDrivenDismissalFollowsProgressAndCancelsBack() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            let card = LoggingController("card", log: scene.log)
            let presentation = PopPresentationController(presented: card, presenting: main, log: scene.log)
            let interaction = InteractiveDelegate(presentation: presentation)
            card.transitioningDelegate = interaction
            main.present(card, animated: false)
            scene.app.runUntilIdle()
            scene.clearLog()

            card.dismiss(animated: true)
            scene.app.runUntilIdle()
            interaction.driver.update(0.5)
            scene.app.runUntilIdle()
            XCTAssertEqual(Double(card.view.layer.presentation()!.opacity), 0.5, accuracy: 0.05)
            XCTAssertEqual(Double(presentation.dimmingView.alpha), 0, "the model already holds the end")

            interaction.driver.cancel()
            scene.run(seconds: 0.5)

            XCTAssertEqual(card.view.alpha, 1, "cancelling puts the start values back")
            XCTAssertTrue(main.presentedViewController === card)
            XCTAssertTrue(card.view.window === scene.window)
            XCTAssertEqual(
                scene.log.entries,
                [
                    "card viewWillDisappear", "dismissalTransitionWillBegin", "animateTransition",
                    "dismissalTransitionDidEnd(false)", "card viewWillAppear", "card viewIsAppearing",
                    "card viewDidAppear", "animationEnded(false)",
                ])

            scene.clearLog()
            card.dismiss(animated: true)
            scene.app.runUntilIdle()
            interaction.driver.update(0.7)
            interaction.driver.finish()
            scene.run(seconds: 0.5)

            XCTAssertNil(main.presentedViewController)
            XCTAssertEqual(scene.log.entries.last, "animationEnded(true)")
            XCTAssertTrue(scene.log.entries.contains("card viewDidDisappear"))
        }
    }
}

/// Dismisses through the seed's presentation controller, driven by hand.
@MainActor
private final class InteractiveDelegate: UIViewControllerTransitioningDelegate {
    let presentation: PopPresentationController
    let driver = UIPercentDrivenInteractiveTransition()

    init(presentation: PopPresentationController) {
        self.presentation = presentation
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { presentation }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presentation
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { driver }
}
