import CoreGraphics
import Foundation

/// The description of one kind of particle an emitter layer emits: how many a second, how long
/// they live, where they go, and how they look.
///
/// Every value with a range (`velocity` and `velocityRange`, …) is drawn for each particle from
/// `[value − range/2, value + range/2]`, uniformly, by the layer's seeded generator. A cell's
/// timing (`CAMediaTiming`) is measured in its emitter's time: the layer's local time for the
/// layer's cells, the emitting particle's age for sub-cells; the cell emits while that time is
/// within its active duration (for ever when `duration` is 0), and `speed` also scales how fast
/// its particles move and age. `autoreverses` and `fillMode` are kept but not used.
///
/// The layer reads its cells as they are at each frame it simulates, so changes made while it is
/// emitting show at once; a layer with nothing to simulate notices a change made to a cell only
/// through itself (`setValue(_:forKeyPath:)` with `emitterCells.<name>.<key>`, or setting
/// `emitterCells` again), as iOS also asks.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The name key paths use to find the cell (`emitterCells.<name>.birthRate`).
    open var name: String?
    /// Whether the cell emits particles; its particles already alive live on when it is disabled.
    open var isEnabled = true
    /// Particles a second, multiplied by the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds a particle lives, multiplied by the layer's `lifetime`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The emission direction's angle from the z axis (the header's "colatitude"); drawn flat,
    /// it only shortens the speed in the layer's plane by its cosine, so 0 keeps it whole.
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the layer's plane from the +x axis, towards +y (down on
    /// screen): −π/2 emits upwards.
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone around the emission direction that particles spread over.
    open var emissionRange: CGFloat = 0
    /// Initial speed in points a second, multiplied by the layer's `velocity`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Acceleration in points a second squared.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    /// Kept; drawn flat, particles do not move in z.
    open var zAcceleration: CGFloat = 0
    /// The particle's size relative to its image, multiplied by the layer's `scale`.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    /// Change of scale a second.
    open var scaleSpeed: CGFloat = 0
    /// Rotation in radians a second, multiplied by the layer's `spin`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The colour the image is multiplied by; opaque white by default.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// Change of each colour component a second; components stay within 0…1.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image, a `CGImage`; a particle without one draws nothing, as on iOS.
    open var contents: Any?
    /// The part of `contents` drawn, in unit coordinates of the image.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents`: an image of 2× pixels draws at half its pixel size.
    open var contentsScale: CGFloat = 1
    /// How the image is sampled when drawn larger (`.nearest` keeps pixels sharp).
    open var magnificationFilter = CALayerContentsFilter.linear
    /// How the image is sampled when drawn smaller.
    open var minificationFilter = CALayerContentsFilter.linear
    /// Kept; there are no mipmaps.
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this one emits, from where the particle is, at angles relative to
    /// the way it moves, with its scale and colour multiplying theirs. Any depth is simulated.
    open var emitterCells: [CAEmitterCell]?
    /// Values set with `setValue(_:forKey:)` for keys that name no property.
    var undeclaredValues: [String: Any] = [:]

    // MARK: - CAMediaTiming

    /// When the cell starts emitting, in its emitter's time.
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits; 0 means for ever.
    open var duration: CFTimeInterval = 0
    /// How fast the cell's time runs: emission, and its particles' motion and ageing.
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    /// Kept; emission does not run backwards.
    open var autoreverses = false
    /// Kept; a cell emits only within its active duration.
    open var fillMode = CAMediaTimingFillMode.removed

    public override init() {
        super.init()
    }

    /// A cell with default values: there are no archives to decode here, so `coder` is not read.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A new cell with default values, as `CAEmitterCell()` makes.
    open class func emitterCell() -> Self {
        guard let cell = self.init(coder: EmptyArchive.coder) else {
            fatalError("\(self).init(coder:) returned nil; an emitter cell class must be constructible from it")
        }
        return cell
    }

    /// Whether the cell emits at `time` of its emitter (see the class's timing notes).
    func isEmitting(atEmitterTime time: CFTimeInterval) -> Bool {
        guard isEnabled, birthRate > 0, speed != 0 else { return false }
        let local = localTime(fromParent: time)
        guard local >= 0 else { return false }
        return duration <= 0 || local < activeDuration
    }

    /// Whether the cell has not started, or still emits, at `time` of its emitter: whether it may emit later.
    func mayEmit(atOrAfterEmitterTime time: CFTimeInterval) -> Bool {
        guard isEnabled, birthRate > 0, speed != 0 else { return false }
        return duration <= 0 || localTime(fromParent: time) < activeDuration
    }
}
