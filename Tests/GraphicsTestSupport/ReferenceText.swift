import Foundation
import XCTest

/// Fails unless `text` is the reference text `<name>.txt` in the `References` folder of the calling
/// test's target: the render tree a reference image was painted from, kept beside the PNG.
///
/// A mismatch writes `<name>.expected.txt` and `<name>.out.txt` next to the images of
/// `assertMatchesReference(_:named:tolerance:)` and names the first differing line. Recording
/// works as for images: a missing reference is recorded with `CASEMENT_RECORD_REFERENCES=1`,
/// and is a failure without it.
package func assertMatchesReferenceText(
    _ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
    guard let location = ReferenceLocation(testFile: "\(file)") else {
        XCTFail("\(file) is not inside a Tests/<Target> folder", file: file, line: line)
        return
    }
    let referenceURL = location.references.appendingPathComponent("\(name).txt")
    let contents = text.hasSuffix("\n") ? text : text + "\n"
    guard let reference = try? String(contentsOf: referenceURL, encoding: .utf8) else {
        guard ProcessInfo.processInfo.environment["CASEMENT_RECORD_REFERENCES"] == "1" else {
            XCTFail(
                "no reference text \(referenceURL.path); run the test with CASEMENT_RECORD_REFERENCES=1 to record "
                    + "it, read it, and commit it", file: file, line: line)
            return
        }
        do {
            try FileManager.default.createDirectory(at: location.references, withIntermediateDirectories: true)
            try contents.write(to: referenceURL, atomically: true, encoding: .utf8)
            print("recorded reference text \(referenceURL.path)")
        } catch {
            XCTFail("could not record \(referenceURL.path): \(error)", file: file, line: line)
        }
        return
    }
    guard reference != contents else { return }
    let expectedLines = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(expectedLines.count, actualLines.count)
    let index = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
    let actualLine = index < actualLines.count ? String(actualLines[index]) : "(end)"
    var written: [String] = []
    do {
        try FileManager.default.createDirectory(at: location.output, withIntermediateDirectories: true)
        for (suffix, text) in [("expected", reference), ("out", contents)] {
            let url = location.output.appendingPathComponent("\(name).\(suffix).txt")
            try text.write(to: url, atomically: true, encoding: .utf8)
            written.append(url.path)
        }
    } catch {
        written.append("(could not write the texts: \(error))")
    }
    XCTFail(
        "\(name) differs from \(referenceURL.path) at line \(index + 1):\n  expected: \(expectedLine)\n  actual:   "
            + "\(actualLine)\nwrote \(written.joined(separator: ", "))", file: file, line: line)
}
