/// What a scroll view runs when its content's offset, size or inset changed: how navigation
/// controllers follow the content under their bars.
struct ScrollContentObserver {
    let run: @MainActor () -> Void
}
