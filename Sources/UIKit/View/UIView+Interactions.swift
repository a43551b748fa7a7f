/// The interactions a view owns; changing them re-evaluates the pointer's cursor at the end of the turn.
extension UIView {
    /// The interactions added to the view, first added first. Setting it removes each current one and
    /// adds the new ones in order.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` last, after removing it from the view it was on; adding it twice does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
        UIApplication.instance?.setNeedsPointerCursorUpdate()
    }

    /// Removes `interaction` when the view has it.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
        UIApplication.instance?.setNeedsPointerCursorUpdate()
    }
}
