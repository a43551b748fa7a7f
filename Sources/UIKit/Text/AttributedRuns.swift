/// A string with UIKit attribute dictionaries by range: how a view keeps attributed text it edits
/// and draws all the time.
///
/// An `NSAttributedString` is read once on the way in and made only when asked for: the
/// swift-corelibs-foundation one never frees the attributes it holds, so making one per keystroke
/// or per redraw leaks. Editing follows `NSMutableAttributedString.replaceCharacters(in:with:)`,
/// and layout converts the runs straight to `AttributedText`.
struct AttributedRuns {
    /// Attributes over `length` UTF-16 units; never empty.
    struct Run {
        var length: Int
        var attributes: [NSAttributedString.Key: Any]
    }

    private(set) var string: String
    /// In order, covering the string; none for the empty string.
    private(set) var runs: [Run]

    /// The string's runs, read with one pass over its attributes.
    init(_ attributed: NSAttributedString) {
        string = attributed.string
        var runs: [Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            if range.length > 0 { runs.append(Run(length: range.length, attributes: attributes)) }
        }
        self.runs = runs
    }

    /// The string in one style throughout.
    init(string: String, attributes: [NSAttributedString.Key: Any]) {
        self.string = string
        let length = string.utf16.count
        runs = length > 0 ? [Run(length: length, attributes: attributes)] : []
    }

    /// A new attributed string with these runs.
    var attributedString: NSAttributedString {
        let result = NSMutableAttributedString(string: string)
        var location = 0
        for run in runs {
            result.setAttributes(run.attributes, range: NSRange(location: location, length: run.length))
            location += run.length
        }
        return result
    }

    /// Replaces the characters in `range` (UTF-16 offsets at character boundaries) with
    /// `replacement`, which takes the attributes of the first character replaced; when none is,
    /// those of the character before, or failing that after, as `NSMutableAttributedString` does.
    mutating func replaceCharacters(in range: NSRange, with replacement: String) {
        let length = string.utf16.count
        let lower = max(0, min(length, range.location))
        let upper = max(lower, min(length, range.location + range.length))
        let source = runIndex(at: upper > lower ? lower : max(0, lower - 1))
        string.replaceSubrange(Self.index(lower, in: string)..<Self.index(upper, in: string), with: replacement)

        // The runs' parts before and after the range, and the new text between them, each with the
        // index of the run it comes from, so that parts of one run join up again.
        var before: [(run: Run, source: Int?)] = []
        var after: [(run: Run, source: Int?)] = []
        var start = 0
        for (index, run) in runs.enumerated() {
            let end = start + run.length
            let kept = (before: min(end, lower) - start, after: end - max(start, upper))
            if kept.before > 0 { before.append((Run(length: kept.before, attributes: run.attributes), index)) }
            if kept.after > 0 { after.append((Run(length: kept.after, attributes: run.attributes), index)) }
            start = end
        }
        let insertedLength = replacement.utf16.count
        let inserted = Run(length: insertedLength, attributes: source.map { runs[$0].attributes } ?? [:])
        var edited: [Run] = []
        var previousSource: Int?
        for part in before + (insertedLength > 0 ? [(inserted, source)] : []) + after {
            if let previousSource, part.source == previousSource {
                edited[edited.count - 1].length += part.run.length
            } else {
                edited.append(part.run)
            }
            previousSource = part.source
        }
        runs = edited
    }

    /// The runs of `range` (UTF-16 offsets at character boundaries).
    func slice(_ range: NSRange) -> AttributedRuns {
        var sliced = AttributedRuns(string: (string as NSString).substring(with: range), attributes: [:])
        var kept: [Run] = []
        var start = 0
        for run in runs {
            let end = start + run.length
            let length = min(end, NSMaxRange(range)) - max(start, range.location)
            if length > 0 { kept.append(Run(length: length, attributes: run.attributes)) }
            start = end
        }
        sliced.runs = kept
        return sliced
    }

    /// Adds `attributes` over `range` (UTF-16 offsets), replacing the runs' values for those keys.
    mutating func addAttributes(_ attributes: [NSAttributedString.Key: Any], range: NSRange) {
        var edited: [Run] = []
        var start = 0
        for run in runs {
            let end = start + run.length
            let overlap = (max(start, range.location), min(end, NSMaxRange(range)))
            if overlap.0 >= overlap.1 {
                edited.append(run)
            } else {
                if overlap.0 > start { edited.append(Run(length: overlap.0 - start, attributes: run.attributes)) }
                edited.append(
                    Run(length: overlap.1 - overlap.0, attributes: run.attributes.merging(attributes) { $1 }))
                if end > overlap.1 { edited.append(Run(length: end - overlap.1, attributes: run.attributes)) }
            }
            start = end
        }
        runs = edited
    }

    /// The values of `key` and where they apply.
    func values(of key: NSAttributedString.Key) -> [(value: Any, range: NSRange)] {
        var found: [(Any, NSRange)] = []
        var start = 0
        for run in runs {
            if let value = run.attributes[key] { found.append((value, NSRange(location: start, length: run.length))) }
            start += run.length
        }
        return found
    }

    /// `other`'s string and runs after these.
    mutating func append(_ other: AttributedRuns) {
        string += other.string
        runs += other.runs
    }

    /// Each run's attributes over `defaults`, as layout takes them.
    func layoutText(defaults: [NSAttributedString.Key: Any]) -> AttributedText {
        var location = 0
        let textRuns = runs.map { run in
            defer { location += run.length }
            let attributes = defaults.merging(run.attributes) { $1 }
            return TextRun(range: location..<(location + run.length), attributes: TextAttributes(attributes))
        }
        guard !textRuns.isEmpty else { return AttributedText(string: string, attributes: TextAttributes(defaults)) }
        return AttributedText(string: string, runs: textRuns)
    }

    /// The index of the run holding the character at `offset`, or nil for the empty string.
    private func runIndex(at offset: Int) -> Int? {
        var start = 0
        for (index, run) in runs.enumerated() {
            if offset < start + run.length { return index }
            start += run.length
        }
        return runs.isEmpty ? nil : runs.count - 1
    }

    private static func index(_ utf16Offset: Int, in string: String) -> String.Index {
        string.utf16.index(string.utf16.startIndex, offsetBy: utf16Offset)
    }
}
