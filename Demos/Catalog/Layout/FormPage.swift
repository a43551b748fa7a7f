import UIKit

/// A form laid out with anchors and stack views, with no frame set anywhere. The labels share a
/// column as wide as the widest of them (a layout guide), the fields take the rest of the row, and
/// the buttons are a stack view that lies in a row when the page is wide and stands in a column when
/// it is narrow: resize the window (drag its edge) and the form reflows.
final class FormPage: LayoutPage {
    private let buttons = UIStackView()
    private let tags = UIStackView()
    private let widthLabel = UILabel()

    init() {
        super.init(
            title: "A form in constraints",
            caption: "Labels share a column as wide as the widest one; fields fill the rest. Narrow the window: "
                + "the buttons' stack view turns from a row into a column.")
        let column = UILayoutGuide()
        addLayoutGuide(column)
        let rows = [("Name", "Jane Appleseed"), ("Email address", "jane@example.com"), ("City", "Cupertino")]
        var constraints = [
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.topAnchor.constraint(equalTo: content.topAnchor),
            // As narrow as the labels allow: stronger than the fields' hugging, so the fields stretch.
            column.widthAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow + 1),
        ]
        var previous: UIView?
        for (title, placeholder) in rows {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 14, weight: .medium)
            label.textAlignment = .right
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            addConstrained(label, field)
            constraints += [
                label.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                column.widthAnchor.constraint(greaterThanOrEqualTo: label.widthAnchor),
                field.leadingAnchor.constraint(equalTo: column.trailingAnchor, constant: 12),
                field.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
                field.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: previous == nil ? 0 : 10),
            ]
            previous = field
        }

        let tagsCaption = Self.sectionLabel("Stack view, equal spacing")
        tags.axis = .horizontal
        tags.distribution = .equalSpacing
        tags.alignment = .center
        for name in ["Swift", "UIKit", "Linux", "X11", "Cairo"] {
            let tag = InsetLabel()
            tag.text = name
            tag.font = .systemFont(ofSize: 12, weight: .semibold)
            tag.textColor = .systemBlue
            tag.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
            tag.layer.cornerRadius = 4
            tag.clipsToBounds = true
            tags.addArrangedSubview(tag)
        }

        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        for (title, filled) in [("Cancel", false), ("Save draft", false), ("Send", true)] {
            var configuration = filled ? UIButton.Configuration.filled() : UIButton.Configuration.gray()
            configuration.title = title
            buttons.addArrangedSubview(UIButton(configuration: configuration))
        }
        widthLabel.font = .monospacedDigitSystemFont(ofSize: 11, weight: .regular)
        widthLabel.textColor = .secondaryLabel
        addConstrained(tagsCaption, tags, buttons, widthLabel)
        constraints += [
            tagsCaption.topAnchor.constraint(equalTo: previous!.bottomAnchor, constant: 20),
            tagsCaption.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            tags.topAnchor.constraint(equalTo: tagsCaption.bottomAnchor, constant: 6),
            tags.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            tags.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: tags.bottomAnchor, constant: 20),
            buttons.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            widthLabel.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 10),
            widthLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            widthLabel.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Narrow pages stand the buttons in a column.
    override func layoutSubviews() {
        let axis: NSLayoutConstraint.Axis = bounds.width < 440 ? .vertical : .horizontal
        if buttons.axis != axis { buttons.axis = axis }
        super.layoutSubviews()
        widthLabel.text = "page \(Int(bounds.width)) pt wide · buttons in a \(axis == .horizontal ? "row" : "column")"
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority`, for building lists.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
