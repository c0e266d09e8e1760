internal import InternalPaletteUtilities

/// A registered observer; keep it for as long as the observer should be called.
///
/// Releasing the observation cancels it, as `NSKeyValueObservation` does. Keep it in a property
/// of the object that wants the calls:
///
/// ```swift
/// final class ThemeLogger {
///     private var observation: ThemeObservation?
///
///     func start() {
///         observation = AppTheme.observe { change in print("now \(change.theme.id)") }
///     }
/// }
/// ```
///
/// A local `let observation = AppTheme.observe { … }` stops observing when its scope ends, and
/// `_ = AppTheme.observe { … }` at once. When the calls should last as long as an object,
/// ``ThemeController/observe(owner:_:)`` and ``ThemeController/observeOnMain(owner:_:)``
/// (`AppTheme.controller.observe(owner:) { … }`) hold that object weakly and need no token.
public final class ThemeObservation: Sendable {
    private let cancellation: LockedState<(@Sendable () -> Void)?>

    init(cancel: @escaping @Sendable () -> Void) {
        cancellation = LockedState(cancel)
    }

    /// Stops the observer being called. Calling it again does nothing.
    public func cancel() {
        let cancel = cancellation.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        cancel?()
    }

    deinit {
        cancel()
    }
}
