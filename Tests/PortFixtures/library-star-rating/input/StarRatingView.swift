#if os(iOS) || os(tvOS)
import UIKit

/// What a star rating view asks of its delegate; every method may be left out.
@objc public protocol StarRatingViewDelegate: AnyObject {
    @objc optional func starRatingView(_ view: StarRatingView, didChange rating: Int)
    @objc optional func starRatingViewShouldChange(_ view: StarRatingView) -> Bool
    @objc optional var starSpacing: CGFloat { get }
}

public extension Notification.Name {
    static let starRatingAppearanceChanged = Notification.Name("StarRatingAppearanceChanged")
}

/// A row of stars drawn by hand: tapping a star sets the rating.
@objcMembers open class StarRatingView: UIControl {
    @IBInspectable open var rating: Int = 0
    @IBInspectable open var starCount: Int = 5
    @objc dynamic open var starColor: UIColor = .orange
    @IBOutlet public weak var delegate: StarRatingViewDelegate?
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
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        NotificationCenter.default.addObserver(
            self, selector: #selector(appearanceChanged(_:)), name: .starRatingAppearanceChanged, object: nil)
    }

    /// Stops following appearance changes.
    open func stopObservingAppearance() {
        NotificationCenter.default.removeObserver(self)
    }

    /// Pulses the stars once, dimmed to `brightness`.
    open func pulse(brightness: CGFloat) {
        pulseTimer = Timer.scheduledTimer(
            timeInterval: 0.01, target: self, selector: #selector(pulseTimerFired(_:)),
            userInfo: ["brightness": brightness], repeats: false)
    }

    var spacing: CGFloat { delegate?.starSpacing ?? 4 }

    func starFrame(at index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * (20 + spacing), y: 0, width: 20, height: 20)
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        let x = recognizer.location(in: self).x
        let index = min(starCount, Int(x / (20 + spacing)) + 1)
        guard delegate?.starRatingViewShouldChange?(self) ?? true, index != rating else { return }
        rating = index
        setNeedsDisplay()
        sendActions(for: .valueChanged)
        if delegate?.responds(to: #selector(StarRatingViewDelegate.starRatingView(_:didChange:))) == true {
            delegate?.starRatingView?(self, didChange: rating)
        }
    }

    @objc func appearanceChanged(_ notification: Notification) {
        appearanceChanges += 1
    }

    @objc func pulseTimerFired(_ timer: Timer) {
        guard let info = timer.userInfo as? [String: CGFloat] else { return }
        pulseBrightness = info["brightness"] ?? 1
    }
}
#endif
