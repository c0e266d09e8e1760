import Foundation

extension ThemeController {
    /// Records a change under the lock and delivers it, unless another call is delivering.
    ///
    /// A caller on the main actor tells closure observers only up to its own change (and those
    /// its observers make in turn) and hands later ones to a background queue, so threads that
    /// keep switching cannot hold the main actor; then it drains the main-actor queue up to its
    /// own change. It never waits for another thread.
    ///
    /// - Parameter update: Updates the state and returns the theme to make current, or `nil`
    ///   when nothing changed.
    func commit(isolation: isolated (any Actor)?, _ update: (inout State) -> ResolvedTheme?) {
        let isNested = Self.delivering == ObjectIdentifier(self)
        let thread = Self.currentThread
        let plan = state.withLock { state -> (deliver: Bool, relay: MainActorRelay.Action)? in
            // An observer that the main actor is telling runs on the main actor, whatever its
            // closure's isolation says. The thread is compared too: a `Task {}` an observer
            // starts inherits the task-local but runs elsewhere, and is not on the main actor.
            let onMainActor =
                MainActorRelay.isMainActor(isolation)
                || (isNested && state.isDelivering && state.isDeliveringOnMainActor
                    && state.deliveringThread == thread)
            guard let next = update(&state) else { return nil }
            state.sequence += 1
            let change = ThemeChange(
                theme: next,
                previousTheme: state.current,
                selectedThemeID: state.selected.id,
                variant: state.variant,
                sequence: state.sequence
            )
            state.pending.append(change)
            state.current = next
            let relayAction = relay.enqueue(change, to: state.mainObservers, onMainActor: onMainActor)
            guard !state.isDelivering else {
                // On the main actor while the main actor delivers: an observer inside that delivery
                // set this theme, so that delivery tells this change too.
                if onMainActor, state.isDeliveringOnMainActor { state.deliverThrough = state.sequence }
                return (false, relayAction)
            }
            state.isDelivering = true
            state.isDeliveringOnMainActor = onMainActor
            state.deliveringThread = thread
            state.deliverThrough = state.sequence
            return (true, relayAction)
        }
        guard let plan else { return }
        if plan.deliver { deliverPendingChanges() }
        relay.perform(plan.relay)
    }

    /// The controller whose closure observers the current thread is telling, so that a switch
    /// an observer makes knows it is nested in that delivery.
    @TaskLocal private static var delivering: ObjectIdentifier?

    /// The calling thread, to tell the thread delivering from others.
    private static var currentThread: UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }

    private struct Delivery {
        var change: ThemeChange
        var observers: ObserverList
        var continuations: [AsyncStream<ThemeChange>.Continuation]
        var center: NotificationCenter?
    }

    /// Tells closure observers, streams and the notification center about pending changes; the
    /// caller has set `isDelivering`.
    private func deliverPendingChanges() {
        while true {
            // Taking the observer list is O(1) (it is copy-on-write), so the lock is held briefly
            // however many observers there are; observers added or cancelled meanwhile do not
            // affect this change's delivery.
            let next = state.withLock { state -> (delivery: Delivery?, handOff: Bool) in
                guard let change = state.pending.first else {
                    state.isDelivering = false
                    return (nil, false)
                }
                guard !state.isDeliveringOnMainActor || change.sequence <= state.deliverThrough else {
                    state.isDeliveringOnMainActor = false
                    return (nil, true)
                }
                state.pending.removeFirst()
                let sequence = change.sequence
                let delivery = Delivery(
                    change: change,
                    observers: state.observers,
                    continuations: state.streams.isEmpty
                        ? [] : state.streams.values.compactMap { $0.since < sequence ? $0.continuation : nil },
                    center: state.notificationCenter
                )
                return (delivery, false)
            }
            guard let delivery = next.delivery else {
                if next.handOff { DispatchQueue.global().async { self.deliverPendingChanges() } }
                return
            }
            let sequence = delivery.change.sequence
            Self.$delivering.withValue(ObjectIdentifier(self)) {
                for observer in delivery.observers where observer.since < sequence { observer.handler(delivery.change) }
                for continuation in delivery.continuations { continuation.yield(delivery.change) }
                if let center = delivery.center { post(delivery.change, on: center) }
            }
        }
    }
}
