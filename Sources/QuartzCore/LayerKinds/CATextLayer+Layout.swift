/// How a text layer's properties become CoreGraphics text and a container to lay it out in.
extension CATextLayer {
    /// The string as attributed text with the layer's wrapping, truncation and alignment applied;
    /// nil when `string` is neither a `String` nor an `NSAttributedString`.
    var attributedText: AttributedText? {
        let text: AttributedText
        switch string {
        case let attributed as TextLayerAttributedString: text = attributed.textLayerText
        case let attributed as NSAttributedString: text = plainText(attributed.string)
        case let plain as String: text = plainText(plain)
        case let plain as NSString: text = plainText(String(plain))
        default: return nil
        }
        var styled = text
        styled.runs = text.runs.map { run in
            var run = run
            if run.attributes.paragraph.alignment == .natural { run.attributes.paragraph.alignment = alignment }
            run.attributes.paragraph.lineBreak = lineBreak
            return run
        }
        return styled
    }

    /// The space the text is laid out in: the width of the bounds, and their height when wrapped
    /// text is truncated.
    var container: TextContainer {
        guard isWrapped else { return TextContainer(width: bounds.width) }
        let truncates = truncationMode != .none
        return TextContainer(
            width: bounds.width, height: truncates ? bounds.height : nil, truncatesLastVisibleLine: truncates)
    }

    /// The colour of a plain string.
    var textColor: CGColor { foregroundColor ?? .black }

    /// The font a plain string is drawn in: the face `font` names at `fontSize`.
    var resolvedFont: FontDescription {
        switch font {
        case let font as TextLayerFont:
            var description = font.textLayerFont
            description.pointSize = FontDescription(pointSize: fontSize).pointSize
            return description
        case let name as String: return Self.font(named: name, size: fontSize)
        case let name as NSString: return Self.font(named: String(name), size: fontSize)
        case let font as CGFont: return Self.font(named: font.fullName ?? "", size: fontSize)
        default: return FontDescription(pointSize: fontSize)
        }
    }

    private func plainText(_ string: String) -> AttributedText {
        AttributedText(string: string, attributes: TextAttributes(font: resolvedFont))
    }

    private var alignment: TextParagraphStyle.Alignment {
        switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }

    private var lineBreak: TextParagraphStyle.LineBreak {
        if isWrapped { return .wordWrapping }
        switch truncationMode {
        case .start: return .truncatingHead
        case .middle: return .truncatingMiddle
        case .end: return .truncatingTail
        default: return .clipping
        }
    }

    /// The face a PostScript, family or "family-style" name denotes, or the system font.
    private static func font(named name: String, size: CGFloat) -> FontDescription {
        if let face = FontCatalog.face(named: name) { return face.description(pointSize: size) }
        return FontDescription(pointSize: size)
    }
}
