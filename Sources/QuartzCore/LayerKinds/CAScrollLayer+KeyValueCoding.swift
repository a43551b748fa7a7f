extension CAScrollLayer {
    /// The scroll layer's properties by key-value coding name (none is animatable).
    static let scrollProperties: [String: LayerProperty] = [
        "scrollMode": .name(\CAScrollLayer.scrollMode)
    ]
}
