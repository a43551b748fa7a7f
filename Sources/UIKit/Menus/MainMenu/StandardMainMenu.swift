/// The main menu before the app builds into it, after Mac Catalyst's: the application, File, Edit,
/// Format, View, Window and Help menus with the standard commands that work on Linux. The shortcuts
/// are the Linux desktop's (Ctrl, not ⌘). Menus left empty are not shown in the bar.
@MainActor
enum StandardMainMenu {
    /// The actions of the system's own commands, handled by the application and windows.
    static let about = Selector("orderFrontStandardAboutPanel:")
    static let quit = Selector("terminate:")
    static let newScene = Selector("requestNewScene:")
    static let close = Selector("performClose:")
    static let toggleFullScreen = Selector("toggleFullScreen:")
    static let bringAllToFront = Selector("arrangeInFront:")

    static func make() -> UIMenu {
        let name = UIApplication.applicationName
        return UIMenu(
            title: "", identifier: .root,
            children: [
                UIMenu(
                    title: name, identifier: .application,
                    children: [
                        section(.about, [UICommand(title: "About \(name)", action: about)]),
                        section(.preferences, []),
                        section(.services, []),
                        section(.hide, []),
                        section(.quit, [key("Quit \(name)", quit, "q")]),
                    ]),
                UIMenu(
                    title: "File", identifier: .file,
                    children: [
                        section(
                            .newScene,
                            UIApplication.shared.supportsMultipleScenes ? [key("New Window", newScene, "n")] : []),
                        section(.openRecent, []),
                        section(.close, [key("Close Window", close, "w")]),
                        section(.document, []),
                        section(.print, []),
                    ]),
                UIMenu(
                    title: "Edit", identifier: .edit,
                    children: [
                        section(
                            .undoRedo,
                            [key("Undo", "undo:", "z"), key("Redo", "redo:", "z", [.control, .shift])]),
                        section(
                            .standardEdit,
                            [
                                key("Cut", "cut:", "x"), key("Copy", "copy:", "c"), key("Paste", "paste:", "v"),
                                key(
                                    "Paste and Match Style", "pasteAndMatchStyle:", "v", [.control, .shift, .alternate]),
                                UICommand(title: "Delete", action: "delete:"),
                                key("Select All", "selectAll:", "a"),
                            ]),
                        section(.find, []),
                        section(.spelling, []),
                        section(.substitutions, []),
                        section(.transformations, []),
                        section(.speech, []),
                    ]),
                UIMenu(
                    title: "Format", identifier: .format,
                    children: [
                        section(
                            .font,
                            [
                                key("Bold", "toggleBoldface:", "b"), key("Italic", "toggleItalics:", "i"),
                                key("Underline", "toggleUnderline:", "u"),
                            ]),
                        section(.text, []),
                    ]),
                UIMenu(
                    title: "View", identifier: .view,
                    children: [
                        section(.toolbar, []), section(.sidebar, []),
                        section(
                            .fullscreen,
                            [
                                UIKeyCommand(
                                    title: "Enter Full Screen", action: toggleFullScreen, input: UIKeyCommand.inputF11)
                            ]),
                    ]),
                UIMenu(
                    title: "Window", identifier: .window,
                    children: [
                        section(.minimizeAndZoom, []),
                        section(.bringAllToFront, [UICommand(title: "Bring All to Front", action: bringAllToFront)]),
                    ]),
                UIMenu(title: "Help", identifier: .help),
            ])
    }

    private static func section(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
        UIMenu(title: "", identifier: identifier, options: .displayInline, children: children)
    }

    private static func key(
        _ title: String, _ action: Selector, _ input: String, _ modifiers: UIKeyModifierFlags = .control
    ) -> UIKeyCommand {
        UIKeyCommand(title: title, action: action, input: input, modifierFlags: modifiers)
    }
}
