/// A path of lines and curves together with the line style to draw it with.
///
/// Coordinates are UIKit's: in the contexts UIKit hands out (`draw(_:)`, image renderers) the
/// origin is top-left and y grows downwards, so "clockwise" in this class means clockwise on
/// screen. Building, measuring and hit-testing a path work on any thread, one thread at a time
/// per path; `fill()`, `stroke()` and `addClip()` draw into the current UIKit graphics context and
/// so are main-actor only.
open class UIBezierPath: NSObject, NSCopying {
    /// The path itself; never shared, so mutating it is never visible through `cgPath`.
    var path = CGMutablePath()
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    // MARK: - Creating a path

    public override init() {
        super.init()
    }

    /// A closed rectangle, from its top-left corner clockwise (on screen).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect`, clockwise (on screen) from its rightmost point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with quarter-circle corners of `cornerRadius`, clockwise (on screen)
    /// from the end of the top-left corner. A radius beyond half the shorter side is clamped to
    /// it; zero gives a plain rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle whose `corners` are quarter ellipses `cornerRadii.width` wide and
    /// `cornerRadii.height` high and whose other corners stay square, clockwise (on screen) from
    /// the end of the top-left corner. Radii beyond half the rectangle's width or height are
    /// scaled down together until they fit, so round corners stay round.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path = CGMutablePath(elements: Self.roundedRect(rect, corners: corners, radii: cornerRadii))
    }

    /// An open arc of a circle. Angles are in radians from the positive x-axis; `clockwise` is
    /// as seen on screen in UIKit's coordinates, so from 0 to π clockwise is the lower half.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s elements and the default line style.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: - Building

    /// The path as an immutable Core Graphics path; setting it replaces every element.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a line from the current point; does nothing without one, as on iOS.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, preceded by a line from the current point to the arc's start when there is a
    /// current point. `clockwise` is as seen on screen in UIKit's (y-down) coordinates — the
    /// opposite of `CGContext.addArc(…clockwise:)` in the same flipped context, whose `clockwise`
    /// means decreasing angle.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element; the line style stays.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends `bezierPath`'s subpaths (not its line style).
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// A new path with the same subpaths, each running backwards, and the same line style. It fills
    /// the same area under the even-odd rule; under the nonzero rule too unless subpaths overlap.
    open func reversing() -> UIBezierPath {
        let reversed = copy(with: nil) as! UIBezierPath
        reversed.path = CGMutablePath(elements: Self.reversedElements(of: path))
        return reversed
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var transform = transform
        path = path.mutableCopy(using: &transform) ?? path
    }

    // MARK: - Measuring

    /// True when the path has no elements at all.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` when the path is empty.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area the path's closed subpaths enclose, under the fill rule
    /// `usesEvenOddFillRule` chooses. Open subpaths enclose nothing here, even though `fill()`
    /// paints them as if closed, as Apple documents.
    open func contains(_ point: CGPoint) -> Bool {
        closedSubpaths.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Line style

    /// The stroke width in points; the default is 1.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// Beyond this ratio of miter length to line width a miter join is drawn bevelled; default 10.
    open var miterLimit: CGFloat = 10
    /// How far, in pixels, a rendered curve may stray from the true one; the default is 0.6.
    ///
    /// Kept for compatibility but not used: curves are always drawn to cairo's accuracy (a tenth
    /// of a pixel), which looks like iOS does at its screen scales.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule instead of nonzero.
    open var usesEvenOddFillRule = false

    /// Sets the dash pattern `stroke()` uses: `count` lengths alternately painted and unpainted,
    /// starting `phase` points into the pattern. A nil pattern or a count of 0 gives solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = phase
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Reads the dash pattern: writes every length to `pattern` (which must have room for them),
    /// their number to `count` and the phase to `phase`; any of them may be nil.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing

    /// Fills the area the path encloses (open subpaths count as closed) with the current context's
    /// fill colour, under `usesEvenOddFillRule`. The context's graphics state and current path
    /// are left as they were. Does nothing without a current context.
    open func fill() {
        draw { context in
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path with the current context's stroke colour and this path's line width,
    /// cap, join, miter limit and dash pattern. The context's graphics state and current path
    /// are left as they were. Does nothing without a current context.
    open func stroke() {
        draw { context in
            applyLineStyle(to: context)
            context.strokePath()
        }
    }

    /// Fills the path composited with `blendMode` at `alpha`, the context's state otherwise unchanged.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path composited with `blendMode` at `alpha`, the context's state otherwise unchanged.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            applyLineStyle(to: context)
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the area the path encloses, under
    /// `usesEvenOddFillRule`. The clip stays until the graphics state is restored; the context's
    /// current path is left as it was.
    open func addClip() {
        withPath { context in
            context.clip(using: fillRule)
        }
    }

    // MARK: - Copying

    /// A copy with the same elements and line style.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}
