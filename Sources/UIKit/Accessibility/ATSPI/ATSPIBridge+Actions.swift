import DBus

/// `org.a11y.atspi.Action` and `org.a11y.atspi.Value`: what a screen reader's user can do to a node.
extension ATSPIBridge {
    func answerAction(_ node: UIResponder, member: String, arguments: [DBusValue]) throws(ATSPIRequestError)
        -> [DBusValue]
    {
        let list = AccessibilityTree.actions(of: node)
        if member == "GetActions" {
            return [
                .array(
                    element: "(sss)", list.map { .structure([.string($0.name), .string($0.description), .string("")]) })
            ]
        }
        guard let index = arguments.first?.intValue else { throw .invalidArguments("(i)") }
        let action = list.indices.contains(index) ? list[index] : nil
        switch member {
        case "GetName", "GetLocalizedName": return [.string(action?.name ?? "")]
        case "GetDescription": return [.string(action?.description ?? "")]
        case "GetKeyBinding": return [.string("")]
        case "DoAction":
            guard let action else { return [.boolean(false)] }
            return [.boolean(AccessibilityTree.perform(action, on: node))]
        default: throw .unknownMethod("org.a11y.atspi.Action", member)
        }
    }

    /// The numeric range and step of a slider, stepper or progress view.
    func valueRange(of node: UIResponder) -> (minimum: Double, maximum: Double, step: Double, current: Double)? {
        switch node {
        case let slider as UISlider:
            let range = Double(slider.maximumValue - slider.minimumValue)
            return (Double(slider.minimumValue), Double(slider.maximumValue), range / 10, Double(slider.value))
        case let stepper as UIStepper:
            return (stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value)
        case let progress as UIProgressView:
            return (0, 1, 0, Double(progress.progress))
        default:
            return nil
        }
    }

    func valueProperties(of node: UIResponder) -> [(String, DBusValue)] {
        guard let range = valueRange(of: node) else { return [] }
        return [
            ("MinimumValue", .double(range.minimum)), ("MaximumValue", .double(range.maximum)),
            ("MinimumIncrement", .double(range.step)), ("CurrentValue", .double(range.current)),
            ("Text", .string(node.accessibilityValue ?? "")),
        ]
    }

    /// Sets a slider's or stepper's value as the user would, sending `.valueChanged`.
    func setCurrentValue(of node: UIResponder, to number: Double) {
        switch node {
        case let slider as UISlider:
            slider.setValue(Float(number), animated: false)
            slider.sendValueChanged(with: nil)
        case let stepper as UIStepper:
            stepper.value = number
            stepper.sendValueChanged(with: nil)
        default:
            break
        }
    }

}
