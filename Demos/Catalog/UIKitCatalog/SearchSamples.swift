/// The names the Search page filters: 134 countries, alphabetical, and the scopes of its scope bar.
enum SearchSamples {
    static let countries = [
        "Afghanistan", "Albania", "Algeria", "Andorra", "Angola", "Argentina", "Armenia", "Australia", "Austria",
        "Azerbaijan", "Bahamas", "Bahrain", "Bangladesh", "Barbados", "Belarus", "Belgium", "Belize", "Benin",
        "Bhutan", "Bolivia", "Botswana", "Brazil", "Brunei", "Bulgaria", "Burundi", "Cambodia", "Cameroon",
        "Canada", "Chad", "Chile", "China", "Colombia", "Comoros", "Croatia", "Cuba", "Cyprus", "Denmark",
        "Djibouti", "Dominica", "Ecuador", "Egypt", "Eritrea", "Estonia", "Ethiopia", "Fiji", "Finland", "France",
        "Gabon", "Gambia", "Georgia", "Germany", "Ghana", "Greece", "Grenada", "Guatemala", "Guinea", "Guyana",
        "Haiti", "Honduras", "Hungary", "Iceland", "India", "Indonesia", "Iran", "Iraq", "Ireland", "Israel",
        "Italy", "Jamaica", "Japan", "Jordan", "Kazakhstan", "Kenya", "Kiribati", "Kuwait", "Laos", "Latvia",
        "Lebanon", "Lesotho", "Liberia", "Libya", "Lithuania", "Luxembourg", "Madagascar", "Malawi", "Malaysia",
        "Maldives", "Mali", "Malta", "Mexico", "Monaco", "Mongolia", "Morocco", "Nepal", "Netherlands",
        "New Zealand", "Nicaragua", "Niger", "Nigeria", "Norway", "Oman", "Pakistan", "Panama", "Peru",
        "Philippines", "Poland", "Portugal", "Qatar", "Romania", "Rwanda", "Samoa", "Senegal", "Serbia",
        "Singapore", "Slovakia", "Slovenia", "Spain", "Sweden", "Switzerland", "Syria", "Tanzania", "Thailand",
        "Togo", "Tonga", "Tunisia", "Turkey", "Uganda", "Ukraine", "Uruguay", "Vanuatu", "Vietnam", "Yemen",
        "Zambia", "Zimbabwe",
    ]

    /// The scope bar's choices: every name, or those starting in half the alphabet.
    enum Scope: Int, CaseIterable {
        case all, aToM, nToZ

        var title: String {
            switch self {
            case .all: "All"
            case .aToM: "A–M"
            case .nToZ: "N–Z"
            }
        }

        func contains(_ name: String) -> Bool {
            guard let first = name.uppercased().first else { return false }
            switch self {
            case .all: return true
            case .aToM: return first <= "M"
            case .nToZ: return first >= "N"
            }
        }
    }

    /// The names in `scope` that contain `text` (ignoring case and accents); all of the scope's
    /// names when `text` is empty.
    static func filtered(by text: String, in scope: Scope) -> [String] {
        let query = text.trimmingCharacters(in: .whitespaces)
        return countries.filter { name in
            scope.contains(name)
                && (query.isEmpty || name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        }
    }
}
