internal import InternalPaletteUtilities
import Palette

extension ResolverParser {
    /// Checks every reference to a set: that the set is there, and that no chain of sets leads
    /// back to where it started (the Resolver Module forbids circular references).
    mutating func checkReferences(_ steps: [ResolutionStep]) {
        var sources: [ResolverSource] = setOrder.compactMap { sets[$0] }.flatMap(\.sources)
        sources += modifierOrder.compactMap { modifiers[$0] }.flatMap { $0.contexts.flatMap(\.sources) }
        for step in steps {
            switch step {
            case .set(let set): sources += set.sources
            case .modifier(let modifier): sources += modifier.contexts.flatMap(\.sources)
            }
        }
        var reported: Set<ThemeError.Location> = []
        for source in sources {
            guard case .set(let name) = source.kind, sets[name] == nil, reported.insert(source.location).inserted
            else { continue }
            let listed =
                setOrder.isEmpty
                ? "the document has none" : "it has " + setOrder.map { "'\($0)'" }.summarisedForMessage()
            reader.error(
                .unresolvedReference(
                    reference: "#/sets/\(name)",
                    reason: "there is no set '\(name)' under 'sets'; \(listed)"
                        + Suggestion.didYouMean(Suggestion.closest(to: name, in: setOrder)),
                    location: source.location
                )
            )
        }
        checkCycles()
    }

    /// Reports each cycle of sets that reference each other, once, at the reference that closes it.
    private mutating func checkCycles() {
        var finished: Set<String> = []
        for start in setOrder where !finished.contains(start) {
            // An explicit stack: a chain of thousands of sets must not exhaust the call stack.
            var path: [String] = [start]
            var pending: [[(name: String, location: ThemeError.Location)]] = [references(of: start)]
            while let top = pending.last {
                guard let next = top.first else {
                    pending.removeLast()
                    if let done = path.popLast() { finished.insert(done) }
                    continue
                }
                pending[pending.count - 1].removeFirst()
                if let index = path.firstIndex(of: next.name) {
                    reader.error(
                        .referenceCycle(
                            kind: "set reference",
                            chain: Array(path[index...]) + [next.name],
                            location: next.location
                        )
                    )
                    continue
                }
                guard !finished.contains(next.name), sets[next.name] != nil else { continue }
                path.append(next.name)
                pending.append(references(of: next.name))
            }
        }
    }

    /// The sets a set's sources reference, with where.
    private func references(of name: String) -> [(name: String, location: ThemeError.Location)] {
        (sets[name]?.sources ?? []).compactMap { source in
            guard case .set(let target) = source.kind else { return nil }
            return (target, source.location)
        }
    }

    /// Warns about each set and modifier defined but not used by resolutionOrder, or through a
    /// set that is: its tokens are in no theme.
    /// Warns of each set and modifier `resolutionOrder` does not use; returns the sets' names.
    mutating func reportUnused(_ steps: [ResolutionStep]) -> [String] {
        var pending = Array(usedSets)
        for step in steps {
            let sources: [ResolverSource]
            switch step {
            case .set(let set): sources = set.sources
            case .modifier(let modifier): sources = modifier.contexts.flatMap(\.sources)
            }
            for source in sources { if case .set(let target) = source.kind { pending.append(target) } }
        }
        var used = Set(pending)
        while let name = pending.popLast() {
            for (target, _) in references(of: name) where used.insert(target).inserted { pending.append(target) }
        }
        let unused = setOrder.filter { !used.contains($0) }
        for name in unused {
            reader.warning(
                .unsupported(
                    feature: "set '\(name)' outside resolutionOrder",
                    reason: "no item of resolutionOrder uses it, so its tokens are in no theme (and aliases to them "
                        + "do not resolve)",
                    location: sets[name]?.location
                )
            )
        }
        for name in modifierOrder where !usedModifiers.contains(name) {
            reader.warning(
                .unsupported(
                    feature: "modifier '\(name)' outside resolutionOrder",
                    reason: "no item of resolutionOrder uses it, so no input chooses its contexts",
                    location: modifiers[name]?.location
                )
            )
        }
        return unused
    }
}
