import Foundation

/// The selections of a display as the app sees them: owning one with items of its own, and reading
/// whoever owns it now. Reached through `DisplayBackend.selections`.
///
/// Reads are synchronous, as `UIPasteboard.general.string` is on iOS: when another app owns the
/// selection the backend asks it and waits for the answer, up to a deadline (about a second) after
/// which the read gives nothing; events that arrive meanwhile are kept and delivered afterwards in
/// their order. When the app owns the selection itself, reads are answered from its items without
/// asking the display. When another client takes a selection, or it goes empty, the backend posts
/// `.selectionChanged`.
///
/// All methods must be called on the main actor.
@preconcurrency @MainActor
public protocol SelectionService: AnyObject {
    /// Makes the app the selection's owner, offering `items`; other apps see the first item. False when
    /// the display did not give the app the selection (the app then does not own it).
    @discardableResult
    func own(_ selection: SelectionName, items: [SelectionItem]) -> Bool
    /// Gives the selection up if the app owns it, leaving it empty.
    func disown(_ selection: SelectionName)
    /// Whether the app owns the selection now; false from the moment another client takes it.
    func isOwned(_ selection: SelectionName) -> Bool
    /// The MIME types the selection's first item comes in, best first; empty when no one owns it or its
    /// owner did not answer in time.
    func types(in selection: SelectionName) -> [String]
    /// The data of one MIME type of the selection's first item, or nil when it does not come in that
    /// type, no one owns it, or the owner did not answer in time.
    ///
    /// `SelectionType.utf8Text` is always UTF-8, whatever encoding the owner gave the text in.
    func data(in selection: SelectionName, type: String) -> Data?
    /// A number that rises each time the selection's contents change: when the app owns it with new
    /// items, and when another client takes it or it goes empty.
    func changeCount(of selection: SelectionName) -> Int
}
