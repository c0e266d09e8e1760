internal import InternalPaletteUtilities
import Palette

/// What the formats before DTCG's prefixes leave to convention, and how Palette reads it.
///
/// - Style Dictionary 3 files often give no types: its category/type/item (CTI) rule makes the
///   first name of a path (or `attributes.category`) the category, and its transforms treat
///   `color` as colours, `size` as lengths in `rem` when they have no unit (`size/rem`), and `time`
///   as milliseconds (`time/seconds`). Palette types such tokens the same way, with one warning
///   per category naming the rule; any other category is skipped with a warning. DTCG files keep
///   the rule that a type nothing determines is an error.
/// - Adobe Spectrum names each token's type in its `$schema` (`…/token-types/color.json`).
/// - Tokens Studio and Style Dictionary write lengths without a unit as pixels, and Tokens Studio
///   writes letter spacing in `%` of the font size (`em` / 100).
struct OlderFormatConventions {
    /// How values without a unit, or in `%`, are read in the token being read.
    struct Units: Equatable {
        /// The unit of a dimension written without one; `nil` is the rule of DTCG files (points,
        /// with a warning).
        var dimension: String?
        /// The unit of a duration written as a bare number.
        var duration: String?
        /// Whether a length in `%` is a fraction of the font size (letter spacing).
        var percentIsEm = false
    }

    /// The units of the token being read.
    var units = Units()
    /// The units of tokens typed by Style Dictionary's rule, by path.
    private(set) var conventionalUnits: [String: Units] = [:]
    /// For each category typed by the rule: the type, how many tokens, and the first token.
    private var categories: [(name: String, type: DTCGType, count: Int, first: DTCGTokenTree.Token)] = []

    /// Starts reading a token's value; returns the units of the token read before, to restore.
    mutating func enter(_ token: DTCGTokenTree.Token, source: DTCGTokenTree.Source) -> Units {
        let outer = units
        if let conventional = conventionalUnits[token.path] {
            units = conventional
        } else if source.olderFormat == .styleDictionary, let known = Self.categoryTypes[Self.category(of: token)] {
            // Style Dictionary's transforms go by category (`size/rem` for `size`), typed or not.
            units = known.units
        } else {
            units = Units(
                dimension: source.olderFormat == nil ? nil : "px",
                duration: source.olderFormat == nil ? nil : "ms",
                percentIsEm: !source.isStrict && token.type == "letterSpacing"
            )
        }
        return outer
    }

    /// Style Dictionary's types by category, with the units its transforms give bare numbers.
    private static let categoryTypes: [String: (type: DTCGType, units: Units, rule: String)] = [
        "color": (.color, Units(), "colours"),
        "size": (
            .dimension, Units(dimension: "rem"), "dimensions (in rem when they have no unit, as its size/rem does)"
        ),
        "time": (
            .duration, Units(duration: "ms"), "durations (in ms when they have no unit, as its time/seconds does)"
        ),
    ]

    /// The types Adobe Spectrum's tokens name in their `$schema`
    /// (`…/schemas/token-types/color.json`), which stands for `type` there.
    static let schemaTypes: [String: DTCGType] = [
        "color": .color, "dimension": .dimension, "font-size": .dimension, "opacity": .number, "multiplier": .number,
        "font-weight": .fontWeight, "font-family": .fontFamily,
    ]

    /// The type a token's `$schema` names (Adobe Spectrum's), or `nil` when it has none.
    static func type(bySchemaOf token: DTCGTokenTree.Token) -> DTCGTypeResolution? {
        guard let schema = token.node["$schema"]?.string, schema.contains("/token-types/") else { return nil }
        let name = String(schema.split(separator: "/").last ?? "").replacingOccurrences(of: ".json", with: "")
        guard let type = schemaTypes[name] else {
            return .undetermined(
                "its '$schema' names the token type '\(name.clippedForMessage)', which Palette has no tokens for"
            )
        }
        return .known(type)
    }

    /// The type Style Dictionary's rule gives a token with none, recorded for its warning.
    mutating func type(byCategoryOf token: DTCGTokenTree.Token) -> DTCGTypeResolution {
        let category = Self.category(of: token)
        guard let known = Self.categoryTypes[category] else {
            return .undetermined(
                "it has no 'type', and Style Dictionary's category/type/item rule gives none for the category"
                    + " '\(category.clippedForMessage)' (Palette reads color, size and time)"
            )
        }
        conventionalUnits[token.path] = known.units
        if let index = categories.firstIndex(where: { $0.name == category }) {
            categories[index].count += 1
        } else {
            categories.append((category, known.type, 1, token))
        }
        return .known(known.type)
    }

    /// A token's category by Style Dictionary's category/type/item rule: `attributes.category`,
    /// else the first name of its path.
    static func category(of token: DTCGTokenTree.Token) -> String {
        token.attributes?["category"]?.string ?? token.names.first ?? ""
    }

    /// One warning for each category typed by the rule.
    var warnings: [ThemeWarning] {
        categories.map { category in
            let count = category.count == 1 ? "1 token" : "\(category.count) tokens"
            let rule = Self.categoryTypes[category.name]?.rule ?? category.type.rawValue
            return ThemeWarning(
                .interpreted(
                    what: "\(count) without a type in the category '\(category.name)'",
                    as: "\(rule) by Style Dictionary's category/type/item rule, the first",
                    location: category.first.location
                )
            )
        }
    }
}

extension DTCGValueReader {
    /// The type of a token of a format before DTCG's prefixes that neither it nor its groups
    /// give, and that refers to no token: by Style Dictionary's category/type/item rule.
    mutating func conventionalType(of token: DTCGTokenTree.Token) -> DTCGTypeResolution {
        OlderFormatConventions.type(bySchemaOf: token) ?? conventions.type(byCategoryOf: token)
    }
}
