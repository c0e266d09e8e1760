internal import InternalPaletteUtilities
import Palette

extension DTCGImporter {
    /// Tokens Studio's multi-value spacing and radius (`"{spacing.sm} {spacing.xl}"`, `"8px 16px"`):
    /// two to four lengths, as CSS's `padding` and `border-radius` shorthands take them, in a token
    /// whose type is one length. Read as a text token holding the shorthand with each reference
    /// resolved (`"8px 32px"`), with a warning: a Palette dimension holds one length, and the text
    /// keeps every length for whoever draws the padding, where skipping the token would lose them
    /// all and stop `palette import`. `nil` when the value is not such a list; `.some(nil)` when it
    /// is one with a reference that cannot be read (its problem is recorded).
    func multiValue(
        of token: DTCGTokenTree.Token,
        as type: DTCGType,
        values: inout DTCGValueReader,
        reader: inout DocumentReader
    ) -> TokenValue?? {
        guard type == .dimension, !token.isStrict, let text = token.value?.string else { return nil }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard (2...4).contains(parts.count),
            parts.allSatisfy({ Self.isReference($0) || Dimension.split($0).map(Self.hasLengthUnit) == true })
        else { return nil }
        // A token read once already (a composition's property refers to it) is not warned about again.
        if let read = values.multiValues[token.path] { return .some(read) }
        let site = DTCGValueReader.valueSite(of: token)
        var lengths: [String] = []
        for part in parts {
            if case .path(let names) = AliasSyntax.alias(in: part) {
                guard let target = values.aliasTarget(names, text: part, from: site, reader: &reader),
                    case .known(.dimension)? = values.type(of: target, reader: &reader),
                    case .dimension(let length)? = values.value(of: target, as: .dimension, reader: &reader)
                else {
                    values.multiValues[token.path] = .some(nil)
                    return .some(nil)
                }
                values.noteUse(of: target.path)
                lengths.append(Self.cssLength(length.value, length.unit))
            } else {
                guard let (value, unit) = Dimension.split(part) else { return nil }
                lengths.append(Self.cssLength(value, unit))
            }
        }
        let shorthand = lengths.joined(separator: " ")
        values.tally.convert(OffSpecTally.multiValue, file: token.file)
        reader.warning(
            .interpreted(
                what: "the \(parts.count) lengths '\(text.clippedForMessage)' of '\(token.path)'",
                as: "a text token '\(shorthand)': a dimension token holds one length, so the CSS shorthand"
                    + " Tokens Studio means is kept as text",
                location: token.location
            )
        )
        values.multiValues[token.path] = .text(shorthand)
        return .some(.text(shorthand))
    }

    private static func isReference(_ part: String) -> Bool {
        if case .path = AliasSyntax.alias(in: part) { true } else { false }
    }

    private static func hasLengthUnit(_ split: (value: Double, unit: String)) -> Bool {
        split.unit.isEmpty || Dimension.unit(named: split.unit) != nil
    }

    /// A length as CSS writes it: Tokens Studio's lengths without a unit are pixels.
    private static func cssLength(_ value: Double, _ unit: String) -> String {
        "\(NumberText.plain(value))\(unit.isEmpty || unit == "pt" || unit == "dp" ? "px" : unit)"
    }
}
