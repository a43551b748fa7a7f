#if os(iOS) || os(Linux) || os(tvOS)
import UIKit

/// What a star rating view asks of its delegate; every method may be left out.
public protocol StarRatingViewDelegate: AnyObject {
    func starRatingView(_ view: StarRatingView, didChange rating: Int)
    func starRatingViewShouldChange(_ view: StarRatingView) -> Bool
    var starSpacing: CGFloat { get }
}

extension StarRatingViewDelegate {
    public func starRatingView(_ view: StarRatingView, didChange rating: Int) {}
    public func starRatingViewShouldChange(_ view: StarRatingView) -> Bool { true }
    public var starSpacing: CGFloat { 4 }
}

public extension Notification.Name {
    static let starRatingAppearanceChanged = Notification.Name("StarRatingAppearanceChanged")
}

/// A row of stars drawn by hand: tapping a star sets the rating.
open class StarRatingView: UIControl {
    /// The notification observers casement-port registered with blocks for this object, so that
    /// `removeObserver(self)` can remove them (Foundation on Linux has no selector observers).
    var casementObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    @IBInspectable open var rating: Int = 0
    @IBInspectable open var starCount: Int = 5
    open var starColor: UIColor = .orange
    public weak var delegate: StarRatingViewDelegate?
    /// How many times the appearance notification reached the view.
    public private(set) var appearanceChanges = 0
    /// The brightness of the pulse the last timer set, from the timer's user info.
    public private(set) var pulseBrightness: CGFloat = 1
    var pulseTimer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: StarRatingView.handleTap(_:)))
        casementObservers.append(
            (
                name: .starRatingAppearanceChanged,
                token: NotificationCenter.default.addObserver(
                    forName: .starRatingAppearanceChanged, object: nil, queue: nil
                ) { [weak self] notification in
                    MainActor.assumeIsolated { self?.appearanceChanged(notification) }
                }
            ))
    }

    /// Stops following appearance changes.
    open func stopObservingAppearance() {
        casementObservers.removeAll { observer in
            NotificationCenter.default.removeObserver(observer.token)
            return true
        }
    }

    /// Pulses the stars once, dimmed to `brightness`.
    open func pulse(brightness: CGFloat) {
        pulseTimer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [userInfo = ["brightness": brightness]] timer in
            MainActor.assumeIsolated { self.pulseTimerFired(timer, userInfo: userInfo) }
        }
    }

    var spacing: CGFloat { delegate?.starSpacing ?? 4 }

    func starFrame(at index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * (20 + spacing), y: 0, width: 20, height: 20)
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        let x = recognizer.location(in: self).x
        let index = min(starCount, Int(x / (20 + spacing)) + 1)
        guard delegate?.starRatingViewShouldChange(self) ?? true, index != rating else { return }
        rating = index
        setNeedsDisplay()
        sendActions(for: .valueChanged)
        if delegate != nil {
            delegate?.starRatingView(self, didChange: rating)
        }
    }

    func appearanceChanged(_ notification: Notification) {
        appearanceChanges += 1
    }

    func pulseTimerFired(_ timer: Timer, userInfo: Any? = nil) {
        guard let info = userInfo as? [String: CGFloat] else { return }
        pulseBrightness = info["brightness"] ?? 1
    }

    // MARK: - Drawing
    /// The filled stars in the star colour, the rest in light grey.
    override open func draw(_ rect: CGRect) {
        for index in 0..<starCount {
            (index < rating ? starColor : UIColor.lightGray).setFill()
            UIBezierPath(rect: starFrame(at: index)).fill()
        }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(starCount) * (20 + spacing) - spacing, height: 20)
    }
}
#endif
