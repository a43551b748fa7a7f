/// What the notes page shows: a short note in English and Chinese, and a long generated document.
enum NoteText {
    /// A note of a few paragraphs, saying what the page does, then two in Chinese.
    static let sample = """
        Notes on a text view

        A text view holds text of any length: paragraphs wrap to the width of the page, the caret \
        follows the arrow keys, and Ctrl+Z undoes what was typed, a step at a time. Select with the \
        mouse or with Shift and the arrows; Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through the \
        clipboard other apps share, and a right click opens the edit menu.

        The strip at the bottom counts words and characters as you type, and Done ends editing. Long \
        Document replaces this note with ten thousand lines, to show that typing and scrolling stay quick.

        文本视图可以容纳任意长度的文字：段落随页面宽度自动换行，光标跟随方向键移动，按 Ctrl+Z \
        可以一步一步撤销刚才输入的内容。用鼠标或 Shift 加方向键选中文字以后，可以复制、剪切和粘贴。

        今天下午去西湖边散步。柳树刚刚发芽，湖面上有几条小船，远处的雷峰塔在夕阳下显得格外安静。
        """

    private static let lines = [
        "The quick brown fox jumps over the lazy dog.",
        "Every line of this document was generated; type anywhere to see the count follow.",
        "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。",
        "Scrolling lays out only the paragraphs that come into view.",
        "床前明月光，疑是地上霜。举头望明月，低头思故乡。",
        "Pack my box with five dozen liquor jugs.",
    ]

    /// `count` numbered lines, going round a few sentences in English and Chinese.
    static func longDocument(lines count: Int) -> String {
        (1...count).map { "\($0). \(lines[($0 - 1) % lines.count])" }.joined(separator: "\n")
    }
}
