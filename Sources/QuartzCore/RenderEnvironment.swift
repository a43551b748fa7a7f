import WindowSystem

/// The platform services the layer tree renders with, installed by the application when it connects
/// to a backend. Without one (layers used on their own), commits happen only through `CATransaction.flush()`.
@MainActor
package enum RenderEnvironment {
    package static var scheduler: Scheduler?
}
