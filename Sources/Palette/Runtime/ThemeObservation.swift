/// A registered observer; cancel it, or release it, to stop observing.
///
/// Releasing the observation cancels it, as `NSKeyValueObservation` does, so keep it in a
/// property for as long as the observer should be called.
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
