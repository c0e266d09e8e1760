extension ThemeController {
    /// An observation the controller keeps for as long as its owner lives.
    struct OwnedObservation: Sendable {
        weak var owner: (any AnyObject & Sendable)?
        let observation: ThemeObservation
    }

    /// The owned observations, and when to next sweep out those whose owner has been freed.
    struct OwnedObservations: Sendable {
        var entries: [OwnedObservation] = []
        /// Registering sweeps once the list reaches this size, so it stays at most twice its live
        /// size even when no change comes to sweep it.
        var sweepThreshold = 64
        /// The last change whose delivery swept, so that many freed owners sweep once per change.
        var sweptThrough: UInt64 = 0
    }

    /// Calls `handler` with `owner` after every change of theme, for as long as `owner` lives.
    ///
    /// There is no token to keep: the controller holds the observer, and holds `owner` weakly, so
    /// observing never keeps the owner alive. Once `owner` is freed the handler is not called
    /// again and the observer is removed. The handler runs where ``observe(_:)``'s run; it
    /// receives the owner, so it need not capture it.
    ///
    /// ```swift
    /// controller.observe(owner: cache) { cache, change in cache.removeAll() }
    /// ```
    ///
    /// To stop before the owner goes, use ``observe(_:)`` and cancel its ``ThemeObservation``.
    ///
    /// - Parameters:
    ///   - owner: The object whose lifetime the observation follows.
    ///   - handler: Called with the owner and each change.
    public func observe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, ThemeChange) -> Void
    ) {
        let observation = observe { [weak owner, weak self] change in
            guard let owner else {
                self?.releaseObservationsOfFreedOwners(after: change)
                return
            }
            handler(owner, change)
        }
        keep(observation, whileAlive: owner)
    }

    /// Calls `handler` with `owner` on the main actor after every change of theme, for as long as
    /// `owner` lives: the main-actor form of ``observe(owner:_:)``, for UI code.
    ///
    /// There is no token to keep, and observing never keeps `owner` alive. Changes arrive as
    /// ``observeOnMain(_:)`` delivers them: after the bindings have re-applied, in order.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     AppTheme.controller.observeOnMain(owner: self) { controller, change in
    ///         controller.setNeedsStatusBarAppearanceUpdate()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object whose lifetime the observation follows; a view or view controller
    ///     (main-actor classes are `Sendable`).
    ///   - handler: Called on the main actor with the owner and each change.
    public func observeOnMain<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @MainActor @Sendable (Owner, ThemeChange) -> Void
    ) {
        let observation = observeOnMain { [weak owner, weak self] change in
            guard let owner else {
                self?.releaseObservationsOfFreedOwners(after: change)
                return
            }
            handler(owner, change)
        }
        keep(observation, whileAlive: owner)
    }

    /// The number of observations kept for owners, freed or not, for tests.
    var ownedObservationCount: Int {
        state.withLock { $0.owned.entries.count }
    }

    private func keep(_ observation: ThemeObservation, whileAlive owner: some AnyObject & Sendable) {
        let released = state.withLock { state -> [OwnedObservation] in
            state.owned.entries.append(OwnedObservation(owner: owner, observation: observation))
            guard state.owned.entries.count >= state.owned.sweepThreshold else { return [] }
            let released = Self.removeFreed(from: &state.owned.entries)
            state.owned.sweepThreshold = max(64, state.owned.entries.count * 2)
            return released
        }
        Self.cancel(released)
    }

    /// Cancels the observations whose owner has been freed, once per change however many of
    /// them notice it.
    private func releaseObservationsOfFreedOwners(after change: ThemeChange) {
        let released = state.withLock { state -> [OwnedObservation] in
            guard state.owned.sweptThrough < change.sequence else { return [] }
            state.owned.sweptThrough = change.sequence
            return Self.removeFreed(from: &state.owned.entries)
        }
        Self.cancel(released)
    }

    /// Removes and returns the entries whose owner has been freed. They are returned rather than
    /// dropped, because releasing an observation cancels it, which takes the lock held here.
    private static func removeFreed(from entries: inout [OwnedObservation]) -> [OwnedObservation] {
        var released: [OwnedObservation] = []
        entries.removeAll { entry in
            guard entry.owner == nil else { return false }
            released.append(entry)
            return true
        }
        return released
    }

    private static func cancel(_ released: [OwnedObservation]) {
        for entry in released { entry.observation.cancel() }
    }
}
