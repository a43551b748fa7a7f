import UIKit

/// `UISlider` as it comes, with tinted tracks and thumb, with value images, with a custom thumb,
/// reporting only on release, and disabled; each prints its touches and `valueChanged` with the value.
final class SlidersViewController: ControlPageViewController {
    override class var pageTitle: String { "Sliders" }
    override class var controlClass: String { "UISlider" }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection("Default", [row(nil, "Default", value: 0.42)])
        addSection(
            "Tinted",
            [
                row(nil, "Tinted", value: 0.65) {
                    $0.minimumTrackTintColor = .systemGreen
                    $0.maximumTrackTintColor = UIColor.systemGreen.withAlphaComponent(0.25)
                    $0.thumbTintColor = .systemYellow
                }
            ])
        addSection(
            "Custom images",
            [
                row("Value images", "Volume", value: 0.3) {
                    $0.minimumValueImage = Self.speaker(waves: 0)
                    $0.maximumValueImage = Self.speaker(waves: 2)
                },
                row("Thumb image", "Custom thumb", value: 0.7) { $0.setThumbImage(Self.thumb, for: .normal) },
            ])
        addSection(
            "Not continuous",
            [row(nil, "Not continuous", value: 0.5) { $0.isContinuous = false }])
        addSection("Disabled", [row(nil, "Disabled", value: 0.25) { $0.isEnabled = false }])
    }

    /// A row named `name` with a slider across it at `value`, styled by `configure`, whose events
    /// are printed as `logName`.
    private func row(
        _ name: String?, _ logName: String, value: Float, configure: (UISlider) -> Void = { _ in }
    ) -> StateRow {
        let slider = UISlider()
        slider.value = value
        configure(slider)
        logEvents(of: slider, as: logName, [.touchDown, .valueChanged, .touchUpInside, .touchUpOutside]) {
            String(format: "%.2f", $0.value)
        }
        return StateRow(name, slider, placement: .fill)
    }

    /// A loudspeaker with `waves` sound arcs, a template so the slider tints it.
    private static func speaker(waves: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 18)).image { _ in
            let body = UIBezierPath()
            body.move(to: CGPoint(x: 1, y: 6))
            body.addLine(to: CGPoint(x: 5, y: 6))
            body.addLine(to: CGPoint(x: 10, y: 1.5))
            body.addLine(to: CGPoint(x: 10, y: 16.5))
            body.addLine(to: CGPoint(x: 5, y: 12))
            body.addLine(to: CGPoint(x: 1, y: 12))
            body.close()
            body.fill()
            for wave in 0..<waves {
                let radius = CGFloat(wave + 1) * 4
                let arc = UIBezierPath(
                    arcCenter: CGPoint(x: 10, y: 9), radius: radius, startAngle: -.pi / 3.2, endAngle: .pi / 3.2,
                    clockwise: true)
                arc.lineWidth = 1.6
                arc.lineCapStyle = .round
                arc.stroke()
            }
        }.withRenderingMode(.alwaysTemplate)
    }

    /// A custom thumb: an orange disc with a white ring and a soft edge.
    private static let thumb = UIGraphicsImageRenderer(size: CGSize(width: 26, height: 26)).image { _ in
        UIColor.systemOrange.setFill()
        UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 24, height: 24)).fill()
        UIColor.white.setStroke()
        let ring = UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 14, height: 14))
        ring.lineWidth = 3
        ring.stroke()
    }
}
