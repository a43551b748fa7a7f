/// What an element is to an AT-SPI client: the role's number in AT-SPI's `AtspiRole` and its
/// name as at-spi2 spells it ("push button").
struct ATSPIRole: Equatable, Sendable, CustomStringConvertible {
    let rawValue: UInt32
    let name: String

    var description: String { name }

    static let checkBox = ATSPIRole(rawValue: 7, name: "check box")
    static let frame = ATSPIRole(rawValue: 23, name: "frame")
    static let image = ATSPIRole(rawValue: 27, name: "image")
    static let label = ATSPIRole(rawValue: 29, name: "label")
    static let list = ATSPIRole(rawValue: 31, name: "list")
    static let listItem = ATSPIRole(rawValue: 32, name: "list item")
    static let pageTabList = ATSPIRole(rawValue: 38, name: "page tab list")
    static let panel = ATSPIRole(rawValue: 39, name: "panel")
    static let passwordText = ATSPIRole(rawValue: 40, name: "password text")
    static let progressBar = ATSPIRole(rawValue: 42, name: "progress bar")
    static let pushButton = ATSPIRole(rawValue: 43, name: "push button")
    static let slider = ATSPIRole(rawValue: 51, name: "slider")
    static let spinButton = ATSPIRole(rawValue: 52, name: "spin button")
    static let table = ATSPIRole(rawValue: 55, name: "table")
    static let tableCell = ATSPIRole(rawValue: 56, name: "table cell")
    static let text = ATSPIRole(rawValue: 61, name: "text")
    static let toggleButton = ATSPIRole(rawValue: 62, name: "toggle button")
    static let toolBar = ATSPIRole(rawValue: 63, name: "tool bar")
    static let window = ATSPIRole(rawValue: 69, name: "window")
    static let application = ATSPIRole(rawValue: 75, name: "application")
    static let entry = ATSPIRole(rawValue: 79, name: "entry")
    static let heading = ATSPIRole(rawValue: 83, name: "heading")
    static let link = ATSPIRole(rawValue: 88, name: "link")
}

/// The states of an element, as AT-SPI numbers them (`AtspiStateType`), sent as two 32-bit words.
struct ATSPIStates: OptionSet, Equatable, Sendable {
    let rawValue: UInt64

    static let active = ATSPIStates(bit: 1)
    static let checked = ATSPIStates(bit: 4)
    static let editable = ATSPIStates(bit: 7)
    static let enabled = ATSPIStates(bit: 8)
    static let focusable = ATSPIStates(bit: 11)
    static let focused = ATSPIStates(bit: 12)
    static let horizontal = ATSPIStates(bit: 14)
    static let modal = ATSPIStates(bit: 16)
    static let multiLine = ATSPIStates(bit: 17)
    static let selectable = ATSPIStates(bit: 22)
    static let selected = ATSPIStates(bit: 23)
    static let sensitive = ATSPIStates(bit: 24)
    static let showing = ATSPIStates(bit: 25)
    static let singleLine = ATSPIStates(bit: 26)
    static let visible = ATSPIStates(bit: 30)
    static let checkable = ATSPIStates(bit: 41)
    static let readOnly = ATSPIStates(bit: 43)

    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    private init(bit: Int) {
        rawValue = 1 << UInt64(bit)
    }

    /// The low and high words, as `GetState` returns them.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }
}
