import Foundation

/// Hands a controller's changes to the main actor, in order, and replays its bindings there.
///
/// Changes are queued in a mailbox. When the change was made on the main actor the queue is
/// drained at once, so a switch made on the main actor has re-applied every binding by the time
/// `setTheme` returns; otherwise one drain is scheduled on the main actor. Whoever drains takes changes one at a
/// time from the front of the queue, so changes reach the main actor in the order they were
/// made however the threads interleave.
final class MainActorRelay: Sendable {
    private struct Mailbox: Sendable {
        var queue: [(change: ThemeChange, observers: [MainActorObserver])] = []
        var isDraining = false
        var isDrainScheduled = false
    }

    private enum Action {
        case none
        case drainNow
        case scheduleDrain
    }

    private let mailbox = LockedState(Mailbox())

    /// The bindings replayed on every change; used only on the main actor.
    let bindings = BindingTable()

    /// Whether code running with `isolation` runs on the main actor: when `isolation` is the
    /// main actor (the caller passed `#isolation`), or, on Apple platforms, where the main actor
    /// is the main thread, when the caller is on the main thread.
    static func isMainActor(_ isolation: (any Actor)?) -> Bool {
        if let isolation, isolation === MainActor.shared { return true }
        #if canImport(Darwin)
        return Thread.isMainThread
        #else
        return false
        #endif
    }

    /// Whether no change is queued or being delivered, for tests.
    var isIdle: Bool {
        mailbox.withLock { $0.queue.isEmpty && !$0.isDraining && !$0.isDrainScheduled }
    }

    /// Queues `change` for the bindings and `observers`, and drains or schedules a drain.
    func post(_ change: ThemeChange, to observers: [MainActorObserver], onMainActor: Bool) {
        let action = mailbox.withLock { mailbox -> Action in
            mailbox.queue.append((change, observers))
            if mailbox.isDraining { return .none }
            if onMainActor {
                mailbox.isDraining = true
                return .drainNow
            }
            if mailbox.isDrainScheduled { return .none }
            mailbox.isDrainScheduled = true
            return .scheduleDrain
        }
        switch action {
        case .none:
            break
        case .drainNow:
            MainActor.assumeIsolated { drain() }
        case .scheduleDrain:
            Task { @MainActor in self.drainScheduled() }
        }
    }

    @MainActor
    private func drainScheduled() {
        let shouldDrain = mailbox.withLock { mailbox -> Bool in
            mailbox.isDrainScheduled = false
            guard !mailbox.isDraining else { return false }
            mailbox.isDraining = true
            return true
        }
        if shouldDrain { drain() }
    }

    /// Delivers queued changes until the queue is empty; the caller has set `isDraining`.
    @MainActor
    private func drain() {
        while true {
            let next = mailbox.withLock { mailbox -> (change: ThemeChange, observers: [MainActorObserver])? in
                guard !mailbox.queue.isEmpty else {
                    mailbox.isDraining = false
                    return nil
                }
                return mailbox.queue.removeFirst()
            }
            guard let (change, observers) = next else { return }
            bindings.replay(change.current)
            for observer in observers { observer.deliver(change) }
        }
    }
}

/// An observer called on the main actor; cancelling it stops calls already queued for it.
final class MainActorObserver: Sendable {
    let since: UInt64
    private let handler: @MainActor @Sendable (ThemeChange) -> Void
    private let isActive = LockedState(true)

    init(since: UInt64, handler: @escaping @MainActor @Sendable (ThemeChange) -> Void) {
        self.since = since
        self.handler = handler
    }

    @MainActor
    func deliver(_ change: ThemeChange) {
        guard isActive.withLock({ $0 }) else { return }
        handler(change)
    }

    func cancel() {
        isActive.withLock { $0 = false }
    }
}

extension ThemeController {
    /// Calls `handler` on the main actor after every change of theme, until the returned
    /// observation is cancelled or released.
    ///
    /// This is the observer for UI code. A change made on another thread is delivered on the
    /// main actor shortly after; a change made on the main actor is delivered before
    /// ``setTheme(_:isolation:)`` returns. Either way changes arrive in the order they were made, after the
    /// bindings have re-applied, and the handler is told every change made after this call
    /// returns. Cancelling on the main actor stops calls already queued.
    ///
    /// ```swift
    /// observation = AppTheme.controller.observeOnMain { [weak self] change in
    ///     self?.navigationController?.navigationBar.barStyle = change.appearance == .dark ? .black : .default
    /// }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor with each change.
    /// - Returns: An observation; cancel it, or let it go, to stop being told.
    public func observeOnMain(_ handler: @escaping @MainActor @Sendable (ThemeChange) -> Void) -> ThemeObservation {
        let observer = state.withLock { state -> MainActorObserver in
            let observer = MainActorObserver(since: state.sequence, handler: handler)
            state.mainObservers.append(observer)
            return observer
        }
        return ThemeObservation { [weak self] in
            observer.cancel()
            self?.state.withLock { state in state.mainObservers.removeAll { $0 === observer } }
        }
    }

    /// The number of main-actor observers currently registered.
    var mainObserverCount: Int {
        state.withLock { $0.mainObservers.count }
    }
}
