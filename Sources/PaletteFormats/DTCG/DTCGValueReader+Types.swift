internal import InternalPaletteUtilities
import Palette

/// A token's type: one of DTCG 2025.10's, or a name a file of an older draft uses that Palette
/// does not know (such tokens are skipped with a warning; in DTCG 2025.10 files they are errors).
enum DTCGTypeResolution: Hashable, Sendable {
    case known(DTCGType)
    case unknown(String)
    /// A token of a format before DTCG's prefixes whose type nothing determines, and why: it is
    /// skipped with a warning (in DTCG files this is an error).
    case undetermined(String)
}

extension DTCGValueReader {
    /// A token's type, determined as DTCG 2025.10 says: its own `$type`, else the nearest
    /// group's, else (for a reference) the referenced token's. A type that cannot be determined
    /// is an error: the value is never inspected to guess one.
    mutating func type(of token: DTCGTokenTree.Token, reader: inout DocumentReader) -> DTCGTypeResolution? {
        if let cached = types[token.path] { return cached }
        var visited: [String] = []
        let resolution = resolveType(of: token, visited: &visited, reader: &reader)
        types[token.path] = .some(resolution)
        return resolution
    }

    private mutating func resolveType(
        of token: DTCGTokenTree.Token,
        visited: inout [String],
        reader: inout DocumentReader
    ) -> DTCGTypeResolution? {
        if let cached = types[token.path] { return cached }
        if let declared = token.type {
            let resolution = named(declared, for: token, reader: &reader)
            // Tokens Studio writes a gradient as a colour token whose value is CSS's
            // `linear-gradient(…)`: its meaning is certain, and its stops are a gradient token's.
            if resolution == .known(.color), !token.isStrict, let text = token.value?.string {
                if CSSLinearGradient.isGradient(text) {
                    tally.convert(OffSpecTally.gradientColor, file: token.file)
                    return .known(.gradient)
                }
                // A colour token that refers to such a gradient is that gradient too.
                if refersToGradient(text) { return .known(.gradient) }
            }
            // Tokens Studio's files type a length as a number (`"base": "16px"`, a line height of
            // `"1rem"`): a length is what it certainly is.
            if resolution == .known(.number), !token.isStrict, Self.lengthTypedAsNumber.contains(declared),
                let text = token.value?.string, Self.isLength(text)
            {
                noteNumberAsLength(text, token.path, file: token.file, at: token.location, reader: &reader)
                return .known(.dimension)
            }
            return resolution
        }
        visited.append(token.path)
        if let target = referencedToken(of: token, reader: &reader) {
            guard let target else { return nil }
            guard visited.count < maximumChain else {
                reader.error(
                    .limitExceeded(
                        what: "the alias chain from '\(visited[0])'",
                        limit: maximumChain,
                        location: token.location
                    )
                )
                return nil
            }
            guard !visited.contains(target.path) else {
                reader.error(
                    .referenceCycle(kind: "alias", chain: visited + [target.path], location: token.location)
                )
                return nil
            }
            let resolution = resolveType(of: target, visited: &visited, reader: &reader)
            types[target.path] = .some(resolution)
            return resolution
        }
        if tree.sources[token.source].olderFormat != nil { return conventionalType(of: token) }
        if isLenient, Self.isColorObject(token.value) {
            tally.convert(OffSpecTally.untypedColor, file: token.file)
            reader.warning(
                .unsupported(
                    feature: "token without a '$type'",
                    reason: "DTCG 2025.10 tools must not guess a type from the value; '\(token.path)' holds a"
                        + " colour object ('colorSpace', 'components') and was read as a colour",
                    location: token.location
                )
            )
            return .known(.color)
        }
        reader.error(
            .invalidValue(
                value: token.path,
                reason: "the token has no '$type' and no group above it has one, so its type cannot be"
                    + " determined (DTCG tools must not guess it from the value)",
                location: token.location
            )
        )
        return nil
    }

    /// Whether an alias leads, through colour tokens of a format before DTCG's prefixes, to one
    /// written as CSS's `linear-gradient(…)` (``CSSLinearGradient``); followed by path alone, no
    /// further than an alias chain may go.
    private func refersToGradient(_ text: String) -> Bool {
        var text = text
        var visited: Set<String> = []
        while case .path(let names) = AliasSyntax.alias(in: text), visited.count < maximumChain {
            let path = names.joined(separator: ".")
            guard visited.insert(path).inserted, let target = tree.token(at: path), !target.isStrict,
                target.type == nil || target.type == DTCGType.color.rawValue
                    || target.type == DTCGType.gradient.rawValue,
                let next = target.value?.string
            else { return false }
            if CSSLinearGradient.isGradient(next) { return true }
            text = next
        }
        return false
    }

    /// The type a `$type` names.
    private mutating func named(
        _ name: String,
        for token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    ) -> DTCGTypeResolution? {
        if let type = DTCGType(rawValue: name) { return .known(type) }
        let names = DTCGType.allCases.map(\.rawValue)
        // A lenient reading takes an older name for a type as that type, with a warning, and
        // leaves other names (`string`, read as text tokens) to the importer, as in files of older drafts.
        if token.isStrict, isLenient, DTCGType.legacyNames[name] == nil { return .unknown(name) }
        if token.isStrict, !isLenient {
            reader.error(
                .invalidValue(
                    value: name,
                    reason: "'$type' is one of the DTCG 2025.10 types (\(names.joined(separator: ", ")))"
                        + Suggestion.didYouMean(Suggestion.closest(to: name, in: names)),
                    location: token.location
                )
            )
            return nil
        }
        guard let type = DTCGType.legacyNames[name] else { return .unknown(name) }
        // One warning for each name (a file in an older format has one for the whole format).
        if tree.sources[token.source].olderFormat == nil, warnedTypeNames.insert(name).inserted {
            reader.warning(
                .unsupported(
                    feature: "type '\(name)'",
                    reason: "not a DTCG 2025.10 type; '\(token.path)' and every other '\(name)' token were read as"
                        + " '\(type.rawValue)'",
                    location: token.location
                )
            )
        }
        return .known(type)
    }

    /// The token a reference token refers to as a whole: `.some(nil)` when the reference is
    /// broken (the problem is recorded), `nil` when the token is not a whole-value reference.
    private mutating func referencedToken(
        of token: DTCGTokenTree.Token,
        reader: inout DocumentReader
    ) -> DTCGTokenTree.Token?? {
        if let pointer = token.reference ?? token.value.flatMap(Self.pointerReference) {
            let site = token.reference == nil ? Self.valueSite(of: token) : Self.referenceSite(of: token)
            guard let target = locate(pointer: pointer, from: site, reader: &reader) else { return .some(nil) }
            guard target.isWholeValue else {
                reader.error(
                    .invalidValue(
                        value: token.path,
                        reason: "a token whose '$ref' points into part of another token's value needs its own '$type'",
                        location: token.location
                    )
                )
                return .some(nil)
            }
            return .some(target.token)
        }
        guard let text = token.value?.string else { return nil }
        switch AliasSyntax.alias(in: text) {
        case .path(let names):
            return .some(aliasTarget(names, text: text, from: Self.valueSite(of: token), reader: &reader))
        case .malformed, .none:
            return nil
        }
    }
}

extension DTCGValueReader {
    /// The types of files not held to DTCG 2025.10 whose tokens may hold a length instead of a number.
    static let lengthTypedAsNumber: Set<String> = ["number", "lineHeights", "lineHeight"]

    /// Whether text is a length in a unit Palette keeps (`"16px"`, `"1rem"`; not `"50%"`).
    static func isLength(_ text: String) -> Bool {
        guard let (_, unit) = Dimension.split(text), !unit.isEmpty else { return false }
        return Dimension.unit(named: unit) != nil
    }

    /// Counts and warns about a number token read as a dimension, `written` being its value.
    mutating func noteNumberAsLength(
        _ written: String,
        _ path: String,
        file: String?,
        at location: ThemeError.Location,
        reader: inout DocumentReader
    ) {
        tally.convert(OffSpecTally.numberAsLength, file: file)
        reader.warning(
            .interpreted(
                what: "the number token '\(path)' ('\(written.clippedForMessage)')",
                as: "a dimension: a number has no unit, and this is a length",
                location: location
            )
        )
    }

    /// Whether a value is, beyond doubt, a DTCG 2025.10 colour: an object whose members are
    /// `colorSpace` (a string), `components` (an array) and optionally `alpha` and `hex`.
    static func isColorObject(_ value: JSONNode?) -> Bool {
        guard let members = value?.members, value?["colorSpace"]?.string != nil,
            value?["components"]?.elements != nil
        else { return false }
        return members.allSatisfy { ["colorSpace", "components", "alpha", "hex"].contains($0.key) }
    }
}
