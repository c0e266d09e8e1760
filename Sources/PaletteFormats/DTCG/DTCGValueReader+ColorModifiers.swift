internal import InternalPaletteUtilities
import Palette

/// Tokens Studio's colour modifiers (``TokensStudioColorModifier``), applied where a colour token's
/// value is read, so that tokens and composite values that refer to it get the modified colour.
extension DTCGValueReader {
    /// The key of Tokens Studio's data in `$extensions`.
    static let tokensStudioExtensionKey = "studio.tokens"

    /// The modifier a colour token carries, in a file not held to DTCG 2025.10.
    static func colorModifier(of token: DTCGTokenTree.Token) -> JSONNode? {
        token.isStrict ? nil : token.extensions?[tokensStudioExtensionKey]?["modify"]
    }

    /// `color` with the token's modifier applied, counted in the file's one warning; `nil`, and
    /// the token left out with a warning naming why, when the modifier cannot be read: the colour
    /// without it is not the one the file means.
    mutating func modified(
        _ color: DTCGColor,
        of token: DTCGTokenTree.Token,
        by node: JSONNode,
        reader: inout DocumentReader
    ) -> DTCGColor? {
        let path = token.jsonPath.appending("$extensions").appending(Self.tokensStudioExtensionKey)
            .appending("modify")
        let site = Site(node: node, path: path, source: token.source, file: token.file, isStrict: false)
        guard node.members != nil else {
            reader.warning(
                .unsupported(
                    feature: "colour modifier of '\(token.path)'",
                    reason: "it is \(node.value.typeDescription), not an object with a 'type', a 'value' and a 'space',"
                        + " so the colour was kept as it is, as Tokens Studio keeps it",
                    location: site.location
                )
            )
            return color
        }
        func member(_ key: String) -> Site? {
            node.members?.first { $0.key == key }.map(site.member)
        }
        // A modifier without a type or space Tokens Studio knows leaves the colour as it is there.
        let kinds = TokensStudioColorModifier.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let spaces = TokensStudioColorModifier.Space.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let kindName = node["type"]?.string ?? ""
        let spaceName = node["space"]?.string ?? ""
        guard let kind = TokensStudioColorModifier.Kind(rawValue: kindName),
            let space = TokensStudioColorModifier.Space(rawValue: spaceName)
        else {
            let problem =
                TokensStudioColorModifier.Kind(rawValue: kindName) == nil
                ? "its type '\(kindName.clippedForMessage)' is none of \(kinds)"
                : "its space '\(spaceName.clippedForMessage)' is none of \(spaces)"
            reader.warning(
                .unsupported(
                    feature: "colour modifier of '\(token.path)'",
                    reason: "\(problem), so the colour was kept as it is, as Tokens Studio keeps it",
                    location: site.location
                )
            )
            return color
        }
        guard let amountSite = member("value") else {
            reader.error(.missingKey(key: "value", location: site.location))
            return nil
        }
        guard case .number(let amount)? = read(.number, amountSite, reader: &reader) else { return nil }
        var modifier = TokensStudioColorModifier(kind: kind, space: space, amount: amount)
        if kind == .mix {
            guard let colorSite = member("color") else {
                reader.error(.missingKey(key: "color", location: site.location))
                return nil
            }
            guard case .color(let other)? = read(.color, colorSite, reader: &reader) else { return nil }
            modifier.mixColor = other.kept?.color ?? other.fallback
        }
        let result = modifier.applied(to: color.kept?.color ?? color.fallback)
        // Counted by token, not in the tally: a token that refers to this one and is skipped
        // takes back what its reading converted, but this colour is converted all the same.
        modifiedColors[token.path] = token.file
        return DTCGColor(
            colorSpace: space.dtcgSpace.rawValue,
            components: [result.components.0, result.components.1, result.components.2],
            alpha: result.alpha,
            hex: nil
        )
    }
}
