/// How many words and characters a text holds, counted as a notes app counts them: a word is a run
/// of letters and digits (an apostrophe inside one, as in "don't", keeps it whole), and each
/// Chinese or Japanese ideograph is a word of its own, those scripts putting no spaces between
/// words; characters are what the user sees as one (grapheme clusters).
struct TextCount: Equatable {
    let words: Int
    let characters: Int

    init(_ text: String) {
        var words = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isIdeographic {
                words += 1
                inWord = false
            } else if properties.isAlphabetic || properties.generalCategory == .decimalNumber {
                if !inWord { words += 1 }
                inWord = true
            } else if !(inWord && (scalar == "'" || scalar == "\u{2019}")) {
                inWord = false
            }
        }
        self.words = words
        characters = text.count
    }
}
