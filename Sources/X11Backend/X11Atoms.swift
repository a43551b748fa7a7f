import CX11
import Glibc

/// The atoms the backend uses, interned in one round trip when the display opens.
struct X11Atoms {
    enum Name: String, CaseIterable {
        case string = "STRING"
        case atSPIBus = "AT_SPI_BUS"
        case cardinal = "CARDINAL"
        case atom = "ATOM"
        case utf8String = "UTF8_STRING"
        case wmName = "WM_NAME"
        case wmClass = "WM_CLASS"
        case wmClientMachine = "WM_CLIENT_MACHINE"
        case wmTransientFor = "WM_TRANSIENT_FOR"
        case wmProtocols = "WM_PROTOCOLS"
        case wmDeleteWindow = "WM_DELETE_WINDOW"
        case netWMName = "_NET_WM_NAME"
        case netWMPID = "_NET_WM_PID"
        case netWMWindowType = "_NET_WM_WINDOW_TYPE"
        case netWMWindowTypeNormal = "_NET_WM_WINDOW_TYPE_NORMAL"
        case netWMWindowTypeDialog = "_NET_WM_WINDOW_TYPE_DIALOG"
        case netWMWindowTypeTooltip = "_NET_WM_WINDOW_TYPE_TOOLTIP"
        case netWMState = "_NET_WM_STATE"
        case netWMStateAbove = "_NET_WM_STATE_ABOVE"
        case netWMStateFullscreen = "_NET_WM_STATE_FULLSCREEN"
        case netWMStateDemandsAttention = "_NET_WM_STATE_DEMANDS_ATTENTION"
        case netWMPing = "_NET_WM_PING"
        case netWMIcon = "_NET_WM_ICON"
        /// Input device properties that only touchpads have (libinput's and synaptics' drivers).
        case libinputTappingEnabled = "libinput Tapping Enabled"
        case synapticsOff = "Synaptics Off"
        /// Selections (ICCCM section 2) and the targets the app converts them to.
        case clipboard = "CLIPBOARD"
        case primary = "PRIMARY"
        case targets = "TARGETS"
        case timestamp = "TIMESTAMP"
        case multiple = "MULTIPLE"
        case atomPair = "ATOM_PAIR"
        case integer = "INTEGER"
        case incr = "INCR"
        case text = "TEXT"
        case mimeUTF8Text = "text/plain;charset=utf-8"
        case mimePlainText = "text/plain"
        /// The property on the app's selection window that conversions are written to.
        case casementSelection = "CASEMENT_SELECTION"
        /// A property appended to with nothing, for the server time in its PropertyNotify.
        case casementTimestamp = "CASEMENT_TIMESTAMP"
        /// Drag and drop between clients (XDND, protocol version 5).
        case xdndAware = "XdndAware"
        case xdndEnter = "XdndEnter"
        case xdndPosition = "XdndPosition"
        case xdndStatus = "XdndStatus"
        case xdndLeave = "XdndLeave"
        case xdndDrop = "XdndDrop"
        case xdndFinished = "XdndFinished"
        case xdndSelection = "XdndSelection"
        case xdndTypeList = "XdndTypeList"
        case xdndActionCopy = "XdndActionCopy"
        case xdndActionMove = "XdndActionMove"
        /// The root window's resource database (`xrdb`), which holds `Xft.dpi`.
        case resourceManager = "RESOURCE_MANAGER"
    }

    private let values: [Name: Atom]

    init(display: OpaquePointer) {
        let names = Name.allCases
        var cNames = names.map { strdup($0.rawValue) }
        defer { cNames.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms)
        values = Dictionary(uniqueKeysWithValues: zip(names, atoms))
    }

    subscript(name: Name) -> Atom {
        values[name] ?? 0
    }
}
