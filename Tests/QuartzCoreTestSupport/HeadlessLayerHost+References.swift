import GraphicsTestSupport

/// Reference tests in GTK's manner: the presented frame against a PNG, and the render tree it was
/// painted from against the text kept beside it.
extension HeadlessLayerHost {
    /// Fails unless the last presented frame matches `References/<name>.png` of the calling test's
    /// target within `tolerance` per channel, and the render tree matches `References/<name>.txt`.
    /// See `assertMatchesReference(_:named:tolerance:)` for what a failure writes and how to record.
    package func assertMatchesReference(
        named name: String, tolerance: UInt8 = 2, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertMatchesReferenceText(renderTree, named: name, file: file, line: line)
        GraphicsTestSupport.assertMatchesReference(
            presentedImage, named: name, tolerance: tolerance, file: file, line: line)
    }
}
