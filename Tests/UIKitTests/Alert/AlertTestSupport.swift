import UIKit
import UIKitTesting
import XCTest

/// The titles of the actions chosen, in order.
@MainActor
final class ChoiceLog {
    var chosen: [String] = []

    /// An action that records its title here when chosen.
    func action(_ title: String, _ style: UIAlertAction.Style = .default) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [unowned self] action in chosen.append(action.title ?? "") }
    }
}

/// An alert controller's card on screen: centred across a black key window, 40 points from its
/// top, sized by `preferredCardSize(fitting:)`.
@MainActor
struct ShownAlert {
    let app: HeadlessApp
    let window: UIWindow
    let controller: UIAlertController
    /// The card's frame in the window.
    let card: CGRect

    init(_ controller: UIAlertController, windowSize: CGSize = CGSize(width: 400, height: 600)) {
        app = HeadlessApp(delegate: LoggingAppDelegate())
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.backgroundColor = .black
        let size = controller.preferredCardSize(fitting: windowSize)
        card = CGRect(x: ((windowSize.width - size.width) / 2).rounded(), y: 40, width: size.width, height: size.height)
        controller.view.frame = card
        window.addSubview(controller.view)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        self.controller = controller
    }

    /// A point `y` points below the card's top (negative: above its bottom), `fraction` of the
    /// way across.
    func point(y: CGFloat, across fraction: CGFloat = 0.5) -> CGPoint {
        CGPoint(x: card.minX + card.width * fraction, y: y < 0 ? card.maxY + y : card.minY + y)
    }

    /// The bottom row of buttons, less its separator line and the card's edges.
    var bottomRow: CGRect {
        CGRect(x: card.minX + 2, y: card.maxY - 42, width: card.width - 4, height: 40)
    }

    /// The two buttons of a bottom row holding two side by side, less the line between them.
    var bottomRowHalves: (left: CGRect, right: CGRect) {
        let left = CGRect(x: bottomRow.minX, y: bottomRow.minY, width: card.width / 2 - 4, height: bottomRow.height)
        return (left, left.offsetBy(dx: card.width / 2, dy: 0))
    }

    func tap(_ point: CGPoint) {
        app.click(at: point, in: window)
    }

    /// Presses and releases Return (`"\r"`), or Escape.
    func press(_ key: Key) {
        switch key {
        case .returnKey: app.typeKey(.keyboardReturnOrEnter, text: "\r", in: window)
        case .escape: app.typeKey(.keyboardEscape, text: "\u{1B}", in: window)
        }
    }

    enum Key {
        case returnKey, escape
    }

    /// The presented colour at `point`.
    func color(at point: CGPoint) -> RGBA {
        app.pixel(in: window, at: point) ?? RGBA(0, 0, 0, 0)
    }

    /// How many pixels of `rect` (window points) `isInk` accepts.
    func inkCount(in rect: CGRect, where isInk: (RGBA) -> Bool) -> Int {
        app.pixelCount(in: window, within: rect, where: isInk)
    }
}
