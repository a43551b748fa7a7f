import Foundation
import WindowSystem

/// The desktop's primary selection: the text the user selected last, in any app, which a middle click
/// pastes. Not iOS API; text views use it.
///
/// A text view that gains a selection calls `offer(_:)` with a closure that returns its selected text
/// at that moment: other apps get the text only when they ask, so moving the selection costs nothing,
/// and a second `offer` while the app still owns the selection only swaps the closure, without asking
/// the display. Another app that selects text takes the selection over (`isOwned` turns false); the
/// text view offers again at its next selection. `string` is what a middle click pastes.
@MainActor
final class PrimarySelection {
    static let shared = PrimarySelection()

    /// Gives the text to offer now; nil (or empty text) when there is nothing selected any more.
    private var provider: (@MainActor () -> String?)?

    private var service: SelectionService? { UIApplication.instance?.backend?.selections }

    /// Whether the app's text is the primary selection now.
    var isOwned: Bool { service?.isOwned(.primary) ?? false }

    /// Makes the app's text the primary selection, read from `provider` each time another app asks.
    func offer(_ provider: @escaping @MainActor () -> String?) {
        self.provider = provider
        guard let service, !service.isOwned(.primary) else { return }
        var item = SelectionItem()
        item.add(SelectionType.utf8Text) {
            guard let text = PrimarySelection.shared.provider?(), !text.isEmpty else { return nil }
            return Data(text.utf8)
        }
        service.own(.primary, items: [item])
    }

    /// Makes `string` the primary selection, as it is now.
    func setString(_ string: String) {
        offer { string }
    }

    /// Gives the primary selection up if the app owns it: the text view that offered it lost its selection.
    func withdraw() {
        provider = nil
        service?.disown(.primary)
    }

    /// The primary selection's text: the app's own, or another app's (asked for and waited on, at most
    /// about a second); nil when there is none.
    var string: String? {
        service?.data(in: .primary, type: SelectionType.utf8Text).map { String(decoding: $0, as: UTF8.self) }
    }
}
