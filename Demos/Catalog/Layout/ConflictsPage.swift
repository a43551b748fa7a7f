import UIKit

/// Ambiguity and conflicts. A box with a size and a top but no horizontal position is ambiguous:
/// "Exercise" moves it to another place its constraints allow. "Conflict" activates a width
/// that contradicts a required one: the engine prints UIKit's "Unable to simultaneously satisfy
/// constraints." log, breaks one, and carries on; the page shows that log, scrolling when it is long.
final class ConflictsPage: LayoutPage {
    private let box = UIView()
    private let status = UILabel()
    private let logLabel = UILabel()
    private let conflicting: NSLayoutConstraint

    init() {
        conflicting = box.widthAnchor.constraint(equalToConstant: 60)
        super.init(
            title: "Ambiguity and conflicts",
            caption: "The orange box has no horizontal position: hasAmbiguousLayout says so, and exercising the "
                + "ambiguity moves it. A second required width makes the constraints unsatisfiable.")
        conflicting.identifier = "conflicting-width"
        box.backgroundColor = .systemOrange
        box.layer.cornerRadius = 6
        status.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        logLabel.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        logLabel.numberOfLines = 0
        logLabel.textColor = .label
        logLabel.text = "The log appears here."
        let logBox = UIView()
        logBox.backgroundColor = .systemGray6
        logBox.layer.cornerRadius = 6
        logBox.clipsToBounds = true
        let exercise = Self.button("Exercise") { [weak self] in self?.exerciseAmbiguity() }
        let conflict = Self.button("Conflict") { [weak self] in self?.toggleConflict() }
        addConstrained(exercise, conflict, box, status, logBox)
        logLabel.translatesAutoresizingMaskIntoConstraints = false
        logBox.addSubview(logLabel)
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        width.identifier = "box-width"
        NSLayoutConstraint.activate([
            exercise.topAnchor.constraint(equalTo: content.topAnchor),
            exercise.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            conflict.firstBaselineAnchor.constraint(equalTo: exercise.firstBaselineAnchor),
            conflict.leadingAnchor.constraint(equalToSystemSpacingAfter: exercise.trailingAnchor, multiplier: 2),
            box.topAnchor.constraint(equalTo: exercise.bottomAnchor, constant: 14),
            width,
            box.heightAnchor.constraint(equalToConstant: 36),
            status.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
            status.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            logBox.topAnchor.constraint(equalTo: status.bottomAnchor, constant: 10),
            logBox.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            logBox.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            logBox.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            logLabel.topAnchor.constraint(equalTo: logBox.topAnchor, constant: 8),
            logLabel.leadingAnchor.constraint(equalTo: logBox.leadingAnchor, constant: 8),
            logLabel.trailingAnchor.constraint(equalTo: logBox.trailingAnchor, constant: -8),
            logLabel.bottomAnchor.constraint(lessThanOrEqualTo: logBox.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        status.text = "box.hasAmbiguousLayout = \(box.hasAmbiguousLayout) · width \(Int(box.frame.width))"
    }

    private func exerciseAmbiguity() {
        UIView.animate(withDuration: 0.3) {
            self.box.exerciseAmbiguityInLayout()
            self.layoutIfNeeded()
        }
    }

    /// Activates the conflicting width (catching the log the engine prints), or deactivates it.
    func toggleConflict() {
        guard !conflicting.isActive else {
            conflicting.isActive = false
            logLabel.text = "The conflicting width is gone; the box is 120 points wide again."
            return
        }
        var lines: [String] = []
        RuntimeWarning.capture = { lines.append($0) }
        conflicting.isActive = true
        layoutIfNeeded()
        RuntimeWarning.capture = nil
        for line in lines { FileHandle.standardError.write(Data("casement: \(line)\n".utf8)) }
        logLabel.text = lines.joined(separator: "\n")
        setNeedsLayout()
    }

    private static func button(_ title: String, _ action: @escaping @MainActor () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    }
}
