import CX11

extension X11Observer {
    /// Makes the observer the owner of a selection ("CLIPBOARD", "PRIMARY"); it never answers requests
    /// for it, as a hung app would not.
    package func takeSelectionWithoutAnswering(_ selection: String) {
        XSetSelectionOwner(display, atom(selection), root, Time(CurrentTime))
        XSync(display, 0)
    }

    /// Leaves a selection the observer owns empty.
    package func releaseSelection(_ selection: String) {
        XSetSelectionOwner(display, atom(selection), 0, Time(CurrentTime))
        XSync(display, 0)
    }
}
