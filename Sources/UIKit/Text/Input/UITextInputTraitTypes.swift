/// How text is capitalised as it is typed.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether typed text is autocorrected.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether typed text is spell-checked.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether straight quotes become typographic ones.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether two hyphens become a dash.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether spaces are added and removed around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether the keyboard offers inline predictions.
public enum UITextInlinePredictionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The kind of keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    public static let alphabet = UIKeyboardType.asciiCapable
}

/// Whether the keyboard is drawn light or dark.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2

    public static let alert = UIKeyboardAppearance.dark
}

/// What the Return key of the keyboard says.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// What a text input holds, for autofill: a name, an address, a password.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let creditCardSecurityCode = UITextContentType("cc-csc")
    public static let creditCardName = UITextContentType("cc-name")
    public static let creditCardGivenName = UITextContentType("cc-given-name")
    public static let creditCardMiddleName = UITextContentType("cc-additional-name")
    public static let creditCardFamilyName = UITextContentType("cc-family-name")
    public static let creditCardExpiration = UITextContentType("cc-exp")
    public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
    public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
    public static let creditCardType = UITextContentType("cc-type")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
    public static let birthdate = UITextContentType("bday")
    public static let birthdateDay = UITextContentType("bday-day")
    public static let birthdateMonth = UITextContentType("bday-month")
    public static let birthdateYear = UITextContentType("bday-year")
}
