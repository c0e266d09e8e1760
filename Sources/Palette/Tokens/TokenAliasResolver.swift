/// Follows the references of a token set (``TokenSet/aliases``) to the values they name.
///
/// Used once, when a theme document, a backend payload's overrides or a DTCG file is loaded:
/// every reference is followed through its chain to a slot that holds a value; chains longer
/// than the limit and cycles are failures of every slot on them. Reads never come here.
package struct TokenAliasResolver {
    /// Why a reference gives no value.
    enum Failure: Hashable {
        /// The chain comes back to a slot it passed (the slots of the loop, in order).
        case cycle([TokenSlot])
        /// The chain passes more references than the limit.
        case tooLong
        /// The chain ends at a slot with no value: the slot it names.
        case missing(TokenSlot)
        /// The chain leads into a cycle of other references, at this slot.
        case intoCycle(TokenSlot)
    }

    private enum Outcome {
        case value(TokenValue)
        case failure(Failure)
    }

    /// The references: each slot and the path it names (a slot of the same kind).
    let aliases: [TokenSlot: TokenPath]
    /// How many references a chain may pass.
    let maximumChain: Int
    /// The value of a slot that is not a reference, or `nil` when it has none.
    ///
    /// Kept, not passed to ``resolve(_:)``: a function given a closure is compiled again for
    /// each closure passed to it, and the chain walk is the bulk of this type.
    private let value: (TokenSlot) -> TokenValue?
    /// Values of slots already known, references resolved before included.
    private(set) var resolved: [TokenSlot: TokenValue]
    private(set) var failures: [TokenSlot: Failure]

    /// A resolver of `aliases` that asks `value` for the value of a slot that is not a reference.
    init(aliases: [TokenSlot: TokenPath], maximumChain: Int, value: @escaping (TokenSlot) -> TokenValue?) {
        self.aliases = aliases
        self.maximumChain = maximumChain
        self.value = value
        resolved = [:]
        failures = [:]
    }

    /// The slot a reference names, under the path lookups use (`color.on-primary` is the role).
    package static func target(of slot: TokenSlot, _ path: TokenPath) -> TokenSlot {
        TokenSlot(slot.kind, path).canonical
    }

    /// Follows the references of `slots` (every reference when `nil`) in slot order. A slot that
    /// failed before is tried again.
    mutating func resolve(_ slots: [TokenSlot]? = nil) {
        let pending = (slots.map(Unspecialized.sorted) ?? Unspecialized.sorted(aliases.keys)).filter {
            !resolved[$0].hasValue
        }
        for slot in pending { Unspecialized.update(&failures, slot, to: nil) }
        for slot in pending where !resolved[slot].hasValue && !failures[slot].hasValue { follow(slot) }
    }

    private mutating func follow(_ start: TokenSlot) {
        var chain = [start]
        var current = start
        var outcome: Outcome
        while true {
            guard let path = aliases[current] else {
                outcome = value(current).map(Outcome.value) ?? .failure(.missing(current))
                break
            }
            let next = Self.target(of: current, path)
            if let known = resolved[next] {
                outcome = .value(known)
                break
            }
            if let failure = failures[next] {
                if case .cycle = failure { outcome = .failure(.intoCycle(next)) } else { outcome = .failure(failure) }
                break
            }
            if let start = chain.firstIndex(of: next) {
                let loop = Array(chain[start...])
                for slot in loop { Unspecialized.update(&failures, slot, to: .cycle(Self.rotated(loop, to: slot))) }
                outcome = .failure(.intoCycle(next))
                break
            }
            guard chain.count < maximumChain else {
                outcome = .failure(.tooLong)
                break
            }
            chain.append(next)
            current = next
        }
        for slot in chain where aliases[slot].hasValue && !failures[slot].hasValue {
            switch outcome {
            case .value(let found): Unspecialized.update(&resolved, slot, to: found)
            case .failure(let failure): Unspecialized.update(&failures, slot, to: failure)
            }
        }
    }

    /// A loop of slots starting at `slot`, and back to it.
    private static func rotated(_ loop: [TokenSlot], to slot: TokenSlot) -> [TokenSlot] {
        guard let index = loop.firstIndex(of: slot) else { return loop }
        return Array(loop[index...] + loop[..<index]) + [slot]
    }
}

extension TokenAliasResolver.Failure {
    /// The failure as a problem at `location`, for the reference in `slot` naming `path`;
    /// `others` says which kinds have a token at the path it names, for a better message.
    func problem(
        in slot: TokenSlot,
        naming path: TokenPath,
        otherKinds: [TokenKind],
        maximumChain: Int,
        location: ThemeError.Location?
    ) -> ThemeError {
        switch self {
        case .cycle(let loop):
            return .referenceCycle(kind: "reference", chain: loop.map(\.path.string), location: location)
        case .tooLong:
            return .limitExceeded(
                what: "the chain of references from '\(slot.path)'",
                limit: maximumChain,
                location: location
            )
        case .intoCycle(let entry):
            return .unresolvedReference(
                reference: "{\(path)}",
                reason: "it leads to '\(entry.path)', whose references form a cycle",
                location: location
            )
        case .missing(let end):
            let kind = TokenAliasResolver.noun(of: slot.kind)
            let reason: String
            if end.path != TokenAliasResolver.target(of: slot, path).path {
                reason = "it leads through other references to '\(end.path)', where no \(kind) token is"
            } else if let other = otherKinds.first {
                reason = "'\(path)' is \(TokenAliasResolver.noun(of: other, article: true)) token, not \(kind)"
            } else {
                reason = "no \(kind) token has this path"
            }
            return .unresolvedReference(reference: "{\(path)}", reason: reason, location: location)
        }
    }
}

extension TokenAliasResolver {
    /// A kind as messages name it: `colour`, `a dimension`.
    static func noun(of kind: TokenKind, article: Bool = false) -> String {
        let word =
            switch kind {
            case .color: "colour"
            case .dimension: "dimension"
            case .font: "font"
            case .number: "number"
            case .image: "image"
            case .fontFamily: "font family"
            case .fontWeight: "font weight"
            case .duration: "duration"
            case .cubicBezier: "cubic Bézier"
            case .shadow: "shadow"
            case .gradient: "gradient"
            case .border: "border"
            case .strokeStyle: "stroke style"
            case .transition: "transition"
            case .text: "text"
            case .boolean: "boolean"
            }
        guard article else { return word }
        return kind == .image ? "an image" : "a \(word)"
    }
}
