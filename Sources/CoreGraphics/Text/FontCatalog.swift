import CCairo

/// One installed font face as fontconfig lists it.
package struct FontFace: Hashable, Sendable {
    /// The face's PostScript name ("DejaVuSans-Bold"); UIKit's `fontName`.
    package var postscriptName: String
    /// The primary family name ("DejaVu Sans"); UIKit's `familyName`.
    package var family: String
    /// Every family name the face answers to, the primary one first.
    package var familyAliases: [String]
    /// The style name ("Bold Oblique").
    package var style: String
    /// Every style name, matching `familyAliases` one for one where fontconfig gives several.
    package var styleAliases: [String]
    /// The OpenType weight, 100...1000.
    package var weight: Int
    package var italic: Bool
    /// Fontconfig's width: 100 is normal.
    package var width: Int
    package var monospaced: Bool

    /// The description that makes Pango pick this face at `pointSize`.
    package func description(pointSize: CGFloat, tabularDigits: Bool = false) -> FontDescription {
        FontDescription(
            family: family, pointSize: pointSize, weight: weight, italic: italic, width: width,
            tabularDigits: tabularDigits)
    }
}

/// The fonts fontconfig knows, read once per process: the source of UIKit's family and font names.
package enum FontCatalog {
    /// Every face, sorted by family and then by PostScript name.
    package static let faces: [FontFace] = listFaces()

    /// The primary family names, sorted.
    package static var familyNames: [String] {
        Array(Set(faces.map(\.family))).sorted()
    }

    /// The faces of the family named `family` (any of its names, case-insensitively).
    package static func faces(inFamily family: String) -> [FontFace] {
        facesByFamily[family.lowercased()] ?? []
    }

    /// `faces` grouped under each of their family names, lowercased, in `faces`' order: fonts are
    /// made far more often than the catalogue changes (never, within a process), so a font costs a
    /// lookup rather than a scan of every installed face.
    private static let facesByFamily: [String: [FontFace]] = {
        var index: [String: [FontFace]] = [:]
        for face in faces {
            for name in Set(face.familyAliases.map { $0.lowercased() }) { index[name, default: []].append(face) }
        }
        return index
    }()

    /// The family's upright face of normal width whose weight is nearest regular, or nil when
    /// fontconfig has no family of that name.
    package static func regularFace(ofFamily family: String) -> FontFace? {
        faces(inFamily: family).min { rank($0) < rank($1) }
    }

    /// The family's face nearest the requested style, as fontconfig would choose it: slant first,
    /// then width, then weight (ties go to the heavier face above regular, the lighter below).
    package static func face(inFamily family: String, weight: Int, italic: Bool, width: Int = 100) -> FontFace? {
        faces(inFamily: family).min { a, b in
            func rank(_ face: FontFace) -> (Int, Int, Int, Int) {
                let lean = weight > 400 ? -face.weight : face.weight
                return (face.italic == italic ? 0 : 1, abs(face.width - width), abs(face.weight - weight), lean)
            }
            return rank(a) < rank(b)
        }
    }

    /// The face a UIKit font name denotes, or nil: a PostScript name ("DejaVuSans-Bold"), a family
    /// name ("DejaVu Sans"), or a family and style joined by a hyphen ("DejaVu Sans-Bold",
    /// "DejaVuSans-Italic"; italic and oblique stand in for each other). Case-insensitive.
    package static func face(named name: String) -> FontFace? {
        let wanted = name.lowercased()
        if let exact = faces.first(where: { $0.postscriptName.lowercased() == wanted }) { return exact }
        if let regular = regularFace(ofFamily: name) { return regular }
        guard let hyphen = wanted.lastIndex(of: "-") else { return nil }
        let familyPart = squeeze(String(wanted[..<hyphen]))
        let stylePart = squeeze(String(wanted[wanted.index(after: hyphen)...]))
        let candidates = faces.filter { face in face.familyAliases.contains { squeeze($0.lowercased()) == familyPart } }
        if stylePart == "regular" || stylePart == "book" || stylePart == "roman" {
            return candidates.min { rank($0) < rank($1) }
        }
        for style in [stylePart, swapItalic(stylePart)] {
            let match = candidates.first { face in face.styleAliases.contains { squeeze($0.lowercased()) == style } }
            if let match { return match }
        }
        return nil
    }

    /// Orders faces by how close they are to the family's regular face.
    private static func rank(_ face: FontFace) -> (Int, Int, Int, String) {
        (face.italic ? 1 : 0, abs(face.width - 100), abs(face.weight - 400), face.postscriptName)
    }

    private static func squeeze(_ text: String) -> String {
        text.filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }

    private static func swapItalic(_ style: String) -> String {
        style.contains("italic")
            ? style.replacingOccurrences(of: "italic", with: "oblique")
            : style.replacingOccurrences(of: "oblique", with: "italic")
    }

    private static func listFaces() -> [FontFace] {
        guard FcInit() != 0, let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        for object in [FC_FAMILY, FC_STYLE, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_SPACING] {
            FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [String: FontFace] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index], let face = makeFace(font) else { continue }
            faces[face.postscriptName] = faces[face.postscriptName] ?? face
        }
        return faces.values.sorted { ($0.family, $0.postscriptName) < ($1.family, $1.postscriptName) }
    }

    private static func makeFace(_ font: OpaquePointer) -> FontFace? {
        let families = strings(font, FC_FAMILY)
        guard let family = families.first else { return nil }
        let styles = strings(font, FC_STYLE)
        let style = styles.first ?? "Regular"
        let weight = integer(font, FC_WEIGHT).map { Int(FcWeightToOpenType(Int32($0))) } ?? 400
        let slant = integer(font, FC_SLANT) ?? Int(FC_SLANT_ROMAN)
        let postscriptName =
            strings(font, FC_POSTSCRIPT_NAME).first
            ?? family.filter { !$0.isWhitespace } + "-" + style.filter { !$0.isWhitespace }
        return FontFace(
            postscriptName: postscriptName, family: family, familyAliases: families, style: style, styleAliases: styles,
            weight: weight, italic: slant != Int(FC_SLANT_ROMAN), width: integer(font, FC_WIDTH) ?? 100,
            monospaced: (integer(font, FC_SPACING) ?? 0) >= Int(FC_MONO))
    }

    private static func strings(_ font: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    private static func integer(_ font: OpaquePointer, _ object: String) -> Int? {
        var value: Int32 = 0
        return FcPatternGetInteger(font, object, 0, &value) == FcResultMatch ? Int(value) : nil
    }
}
