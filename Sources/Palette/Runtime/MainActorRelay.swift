import Foundation
internal import InternalPaletteUtilities

/// Hands a controller's changes to the main actor, in order, and replays its bindings there.
///
/// Each change is queued here when it is made, under the controller's lock, so the queue holds
/// the changes in the order they were made, whichever thread later tells the closure observers.
/// Only the main actor drains the queue, one change at a time from the front. A switch made on
/// the main actor drains the queue up to and including its own change before `setTheme`
/// returns, even while another thread is still telling closure observers about an earlier
/// change; the main actor never waits for that thread, so a thread that waits for the main actor
/// cannot deadlock with it. A switch made on another thread schedules one drain on the main
/// actor. Every drain stops at a bound fixed when it starts, and schedules another for what
/// was queued later, so threads that keep switching cannot hold the main actor in a drain.
final class MainActorRelay: Sendable {
    typealias Entry = (change: ThemeChange, observers: [MainActorObserver])

    private struct Mailbox: Sendable {
        /// The changes queued, from ``head`` on; the ones before it are delivered and dropped in
        /// batches, so taking the next change is O(1) however long the queue grows (removing
        /// the first element of an array moves all the others: a drain behind a thread that
        /// keeps switching took time quadratic in the changes it delivered).
        private var queue: [Entry] = []
        private var head = 0
        var isDraining = false
        var isDrainScheduled = false
        /// The last change the running drain delivers; raised by switches made on the main actor
        /// during the drain (a binding that sets a theme), so they too are delivered before the
        /// outermost `setTheme` returns.
        var drainThrough: UInt64 = 0

        /// Whether a change is queued and not yet taken.
        var hasQueued: Bool { head < queue.count }

        /// The last change queued, if any is waiting.
        var lastQueued: Entry? { hasQueued ? queue.last : nil }

        mutating func append(_ entry: Entry) {
            queue.append(entry)
        }

        /// Takes the first change queued if it is no later than ``drainThrough``.
        mutating func takeFirst() -> Entry? {
            guard hasQueued, queue[head].change.sequence <= drainThrough else { return nil }
            let entry = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: queue.capacity <= 256)
                head = 0
            } else if head >= 64, head * 2 >= queue.count {
                // Each change is moved at most once per halving: O(1) per change on average.
                queue.removeFirst(head)
                head = 0
            }
            return entry
        }
    }

    /// What the caller of ``enqueue(_:to:onMainActor:)`` does once the controller's lock is
    /// released.
    enum Action {
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
        mailbox.withLock { !$0.hasQueued && !$0.isDraining && !$0.isDrainScheduled }
    }

    /// Queues `change` for the bindings and `observers`; call it under the controller's lock, so
    /// changes are queued in the order they are made, then ``perform(_:)`` the result after.
    func enqueue(_ change: ThemeChange, to observers: [MainActorObserver], onMainActor: Bool) -> Action {
        mailbox.withLock { mailbox -> Action in
            mailbox.append((change, observers))
            if onMainActor {
                // While draining, the caller is a binding or observer inside the drain (only the
                // main actor drains): the running drain delivers this change too.
                mailbox.drainThrough = max(mailbox.drainThrough, change.sequence)
                if mailbox.isDraining { return .none }
                mailbox.isDraining = true
                return .drainNow
            }
            // A drain that is running schedules another for what it leaves behind.
            if mailbox.isDraining || mailbox.isDrainScheduled { return .none }
            mailbox.isDrainScheduled = true
            return .scheduleDrain
        }
    }

    /// Drains now, on the main actor, or schedules a drain, as ``enqueue(_:to:onMainActor:)``
    /// decided.
    func perform(_ action: Action) {
        switch action {
        case .none:
            break
        case .drainNow:
            MainActor.assumeIsolated { drain() }
        case .scheduleDrain:
            schedule()
        }
    }

    private func schedule() {
        Task { @MainActor in self.drainScheduled() }
    }

    @MainActor
    private func drainScheduled() {
        let shouldDrain = mailbox.withLock { mailbox -> Bool in
            mailbox.isDrainScheduled = false
            // A running drain schedules another for what it leaves behind.
            guard !mailbox.isDraining, let last = mailbox.lastQueued else { return false }
            mailbox.isDraining = true
            mailbox.drainThrough = last.change.sequence
            return true
        }
        if shouldDrain { drain() }
    }

    /// Delivers queued changes up to `drainThrough`; the caller has set `isDraining`.
    @MainActor
    private func drain() {
        while true {
            let next = mailbox.withLock { mailbox -> (entry: Entry?, reschedule: Bool) in
                if let first = mailbox.takeFirst() { return (first, false) }
                mailbox.isDraining = false
                guard mailbox.hasQueued, !mailbox.isDrainScheduled else { return (nil, false) }
                mailbox.isDrainScheduled = true
                return (nil, true)
            }
            guard let (change, observers) = next.entry else {
                if next.reschedule { schedule() }
                return
            }
            bindings.replay(change.theme)
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
    /// ``setTheme(_:isolation:)`` returns, together with every change made before it, even
    /// while another thread is still telling closure observers about those. Either way changes
    /// arrive in the order they were made, after the bindings have re-applied, and the handler is told every change made after this call
    /// returns. Cancelling on the main actor stops calls already queued.
    ///
    /// ```swift
    /// observation = AppTheme.controller.observeOnMain { [weak self] change in
    ///     self?.navigationController?.navigationBar.barStyle = change.appearance == .dark ? .black : .default
    /// }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor with each change.
    /// - Returns: An observation. Keep it (in a property) for as long as you want to be told;
    ///   cancel it, or release it, to stop. ``observeOnMain(owner:_:)`` needs nothing kept.
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
