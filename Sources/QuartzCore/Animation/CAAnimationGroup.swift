/// Animations that run together on one layer in the group's timeline: each member's `beginTime`
/// counts from the group's start, a member with no duration takes the group's, and the group's
/// speed and timing function apply to them all (a member at speed 1.5 in a group at speed 2
/// runs three times as fast). Members past the group's duration are cut off.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func resolveDuration(_ inherited: CFTimeInterval) {
        super.resolveDuration(inherited)
        for member in animations ?? [] { member.resolveDuration(duration) }
    }

    override func contribution(at time: CFTimeInterval, base: (String) -> AnimationValue?) -> [(
        keyPath: String, value: AnimationValue
    )]? {
        switch phase(atActiveTime: localTime(fromParent: time)) {
        case .before, .after(holding: nil):
            return nil
        case .active(let fraction, _), .after(holding: (let fraction, _)?):
            let groupTime = timed(fraction) * duration
            var results: [(keyPath: String, value: AnimationValue)] = []
            for member in animations ?? [] {
                let below: (String) -> AnimationValue? = { keyPath in
                    results.last { $0.keyPath == keyPath }?.value ?? base(keyPath)
                }
                let values = member.contribution(at: groupTime, base: below) ?? []
                results += values
            }
            return results
        }
    }
}
