/// The emitter layer's random numbers: SplitMix64 from the layer's `seed`, so the same seed, cells
/// and frames give the same particles on every run and machine.
struct EmitterRandom {
    private var state: UInt64

    init(seed: UInt32) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019
    }

    /// The next number in [0, 1), with 53 random bits.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }

    /// A value drawn uniformly from [mean − range/2, mean + range/2], as Core Animation documents
    /// for every cell property given as a mean and a range.
    mutating func spread(_ mean: Double, _ range: Double) -> Double {
        mean + range * (unit() - 0.5)
    }
}
