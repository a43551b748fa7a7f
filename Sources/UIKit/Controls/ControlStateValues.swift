/// Values a control keeps per state (a slider's thumb and track images, a segmented control's
/// title attributes), read back as UIKit reads them: the value set for the exact state, else the
/// normal state's.
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// Sets the value for exactly `state`; nil removes it, so the state falls back to normal.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }

    /// The value set for exactly `state`, with no fallback.
    func exactValue(for state: UIControl.State) -> Value? {
        values[state.rawValue]
    }

    /// The value set for `state`, else the normal state's, else nil.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    /// The value set for exactly `state`, with no fallback.
    func value(exactlyFor state: UIControl.State) -> Value? {
        values[state.rawValue]
    }
}
