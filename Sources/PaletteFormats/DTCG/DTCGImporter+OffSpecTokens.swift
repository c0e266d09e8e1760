internal import InternalPaletteUtilities
import Palette

/// What a lenient reading (``DTCGImporter/Conformance-swift.enum/lenient``) does with a token
/// outside DTCG 2025.10: converts it where its meaning is certain, or skips it, each with one
/// warning at it, and counts both in one warning per file.
extension DTCGImporter {
    /// The `$type` that Adobe Spectrum's files (and Terrazzo) give text values, which DTCG
    /// 2025.10 has no type for.
    static let stringTypeName = "string"

    /// Skips a token whose type or value cannot be read (in a file that declares DTCG 2025.10,
    /// one the format refuses): the errors recorded since `mark` become one warning, which names
    /// the first of them, and `tally` counts it as a token that a check of the format refuses.
    func skipOffSpec(
        _ token: DTCGTokenTree.Token,
        since mark: Int,
        tally: inout OffSpecTally,
        reader: inout DocumentReader
    ) {
        let problems = reader.takeErrors(from: mark)
        guard let first = problems.first else { return }
        tally.refuse(file: token.file)
        let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
        reader.warning(
            UnreadableToken.warning(
                feature: "token",
                because: first.message + more,
                path: token.path,
                location: first.location ?? token.location
            )
        )
    }

    /// Skips what the token tree could not take as a token or a group (a `value` string in a
    /// group of a file that writes `$value`, a name DTCG 2025.10 refuses, a path over the limit):
    /// each error recorded since `mark` becomes one warning at the member, which was not read.
    func skipOffSpecMembers(since mark: Int, tally: inout OffSpecTally, reader: inout DocumentReader) {
        let file = reader.currentFile
        for problem in reader.takeErrors(from: mark) {
            let path = problem.location?.path ?? ""
            reader.currentFile = problem.location?.file ?? file
            tally.refuse(file: reader.currentFile)
            reader.warning(UnreadableToken.warning(problem, path: path, feature: "member"))
        }
        reader.currentFile = file
    }

    /// One warning for each file that had tokens converted or skipped: how many of each, so that
    /// a long list of warnings has its total.
    func summarise(_ tally: OffSpecTally, of tree: DTCGTokenTree, reader: inout DocumentReader) {
        var tally = tally
        var skipped: [String?: Int] = [:]
        for warning in reader.warnings where warning.problem.code == .unsupported {
            if UnreadableToken.isUnreadable(warning) { skipped[warning.problem.location?.file, default: 0] += 1 }
        }
        // Tokens written with `value` and `type`, as DTCG's drafts before 2022 wrote them, that
        // were not skipped.
        var unprefixed: [String?: Int] = [:]
        for (index, source) in tree.sources.enumerated() where source.olderFormat != nil && !source.isReferenceOnly {
            unprefixed[source.file, default: 0] += tree.tokens.lazy.filter { $0.source == index }.count
        }
        for (file, count) in unprefixed where count > (skipped[file] ?? 0) {
            tally.convert(OffSpecTally.unprefixed, file: file, count: count - (skipped[file] ?? 0))
        }
        for (file, count) in tree.ignoredMetadata {
            tally.convert(OffSpecTally.ignoredMetadata, file: file, count: count)
        }
        var files: [String?] = []
        for source in tree.sources where !files.contains(source.file) { files.append(source.file) }
        for file in files {
            let converted = tally.converted[file] ?? [:]
            let count = converted.values.reduce(0, +)
            let skips = skipped[file] ?? 0
            guard count + skips > 0,
                let root = tree.sources.first(where: { $0.file == file })?.root
            else { continue }
            let kinds = converted.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { OffSpecTally.describe($0.value, $0.key) }
            let list = kinds.joined(separator: ", ")
            let what = count == 0 ? "" : "\(count) converted from forms outside DTCG 2025.10 (\(list)); "
            // A check of the format refuses a token skipped for an error, and in a file that
            // declares DTCG 2025.10 what was converted; not a token Palette has no place for.
            let isRefused = (tally.refused[file] ?? 0) > 0 || (count > 0 && FileShape.declaresDTCG2025(root))
            let refusal = isRefused ? "; 'palette validate' and --strict refuse such a file" : ""
            reader.currentFile = file
            reader.warning(
                .interpreted(
                    what: "the file's tokens",
                    as: "far as they go: \(what)\(skips) skipped\(refusal)",
                    location: root.location(.root).inFile(file)
                )
            )
        }
    }
}

/// The tokens a lenient reading converted, by file and by what was converted.
struct OffSpecTally {
    /// For each file, how many conversions of each kind (`dp`, `em`, `hex`, `string`, …).
    private(set) var converted: [String?: [String: Int]] = [:]

    /// For each file, how many tokens were skipped for an error that a check of the format
    /// (`palette validate`, ``DTCGImporter/Conformance-swift.enum/asDeclared``) reports.
    private(set) var refused: [String?: Int] = [:]

    /// The kind of the tokens written with `value` and `type` instead of `$value` and `$type`.
    static let unprefixed = "value/type"

    /// Counts `count` conversions of `kind` in `file`.
    mutating func convert(_ kind: String, file: String?, count: Int = 1) {
        converted[file, default: [:]][kind, default: 0] += count
    }

    /// Counts a token of `file` skipped for an error.
    mutating func refuse(file: String?) {
        refused[file, default: 0] += 1
    }

    /// The kind of conversion of a colour written `"#rrggbb"` where DTCG 2025.10 has an object.
    static let hexStringColor = "hex string colour"

    /// The kind of conversion of a colour token whose value is CSS's `linear-gradient(…)`, read as a
    /// gradient token.
    static let gradientColor = "gradient colour"

    /// The kind of a CSS gradient's direction other than top to bottom, which a gradient token does
    /// not hold.
    static let gradientDirection = "gradient direction"

    /// The kind of a token's member in a format before DTCG's prefixes that is metadata of its own,
    /// ignored (``DTCGTokenTree/ignoredMetadata``).
    static let ignoredMetadata = "ignored metadata"

    /// The kind of conversion of Tokens Studio's multi-value spacing (`"8px 16px"`), read as a text
    /// token.
    static let multiValue = "multi-value"

    /// The kind of conversion of a length written with a decimal comma (`"2,5px"`).
    static let decimalComma = "decimal comma"

    /// The kind of conversion of an empty typography member (`"letterSpacing": ""`), read as absent.
    static let emptyMember = "empty member"

    /// The kind of conversion of a text token a typography names as its font family or weight.
    static let textAsFont = "text as font"

    /// The kind of conversion of a `number` token whose value is a length (`"16px"`), read as a
    /// dimension.
    static let numberAsLength = "number as length"

    /// The kind of conversion of a colour written as one of CSS's names (`"white"`), read as its
    /// sRGB value.
    static let namedColor = "named colour"

    /// The kind of conversion of a font family written as a whole CSS declaration
    /// (`"font-family: Inter, sans-serif;"`), read as its value.
    static let cssDeclaration = "CSS declaration"

    /// The kind of conversion of a colour with Tokens Studio's modifier, computed.
    static let colorModifier = "colour modifier"

    /// The kind of conversion of Tokens Studio's `AUTO` line height token, read as a text token.
    static let autoLineHeight = "auto line height"

    /// The kind of conversion of Tokens Studio's `composition` token, read as a named style.
    static let composition = "composition"

    /// The kind of conversion of a name with dots (`"primary.blue"`), read as nested names.
    static let dottedName = "dotted name"

    /// The kind of conversion of a token with no `$type` whose value is a colour object.
    static let untypedColor = "untyped colour"

    /// The kind of conversion of a composite value's member its type does not have (Fluent's
    /// `MozOsxFontSmoothing` in a typography value), which was ignored.
    static let ignoredMember = "ignored member"

    /// The kind of conversion of a shadow written as CSS's `box-shadow` (`"0 1px 2px #0003"`).
    static let cssShadow = "CSS shadow"

    /// The kind of conversion of a border written as CSS's `border` (`"1px solid #d0d7de"`).
    static let cssBorder = "CSS border"

    /// The kind of conversion of a transition written as CSS's `transition` (`"200ms ease-in"`).
    static let cssTransition = "CSS transition"

    /// The kind of conversion of a cubic Bézier token written as CSS's easing function
    /// (`"cubic-bezier(0.4, 0, 0.2, 1)"`, `"ease-in-out"`).
    static let cssTimingFunction = "CSS timing function"

    /// The kind of a CSS transition's property (`all`, `opacity`), which a transition token does not
    /// hold.
    static let transitionProperty = "transition property"

    /// `count` values of a composite type written as CSS (``CSSShorthand``), as the summary names
    /// them: `1 border written as CSS read as a border object`.
    private static func readAsCSS(_ count: Int, _ noun: String, as read: (one: String, many: String)) -> String {
        count == 1
            ? "1 \(noun) written as CSS read as \(read.one)" : "\(count) \(noun)s written as CSS read as \(read.many)"
    }

    /// `count` conversions of a kind, as the summary names them: `99 string tokens read as text tokens`.
    static func describe(_ count: Int, _ kind: String) -> String {
        let one = count == 1
        return switch kind {
        case DTCGImporter.stringTypeName: "\(count) string token\(one ? "" : "s") read as text tokens"
        case "hex": "\(count) short 'hex' fallback\(one ? "" : "s")"
        case hexStringColor: "\(count) colour\(one ? "" : "s") written as a hex string"
        case untypedColor: "\(count) colour\(one ? "" : "s") without a '$type'"
        case gradientColor: "\(count) colour\(one ? "" : "s") written as CSS's 'linear-gradient()' read as gradients"
        case gradientDirection:
            "\(count) gradient direction\(one ? "" : "s") left to whoever draws \(one ? "it" : "them") (a gradient "
                + "token holds its stops)"
        case cssShadow: readAsCSS(count, "shadow", as: ("a shadow object", "shadow objects"))
        case cssBorder: readAsCSS(count, "border", as: ("a border object", "border objects"))
        case cssTransition: readAsCSS(count, "transition", as: ("a transition object", "transition objects"))
        case cssTimingFunction: readAsCSS(count, "timing function", as: ("a cubic Bézier curve", "cubic Bézier curves"))
        case transitionProperty:
            "\(count) transition propert\(one ? "y" : "ies") ('all', 'opacity', …) dropped (a transition token"
                + " names none)"
        case ignoredMember: "\(count) unknown member\(one ? "" : "s") of a composite value ignored"
        case ignoredMetadata: "\(count) member\(one ? "" : "s") of tokens' own metadata ignored"
        case decimalComma: "\(count) length\(one ? "" : "s") with a decimal comma"
        case emptyMember: "\(count) empty or 'Auto' typography member\(one ? "" : "s") read as absent"
        case textAsFont: "\(count) text token\(one ? "" : "s") read as a font family or weight"
        case numberAsLength: "\(count) number token\(one ? "" : "s") with a unit read as a dimension"
        case namedColor: "\(count) colour\(one ? "" : "s") written as CSS's name\(one ? "" : "s") read as sRGB"
        case cssDeclaration:
            "\(count) font famil\(one ? "y" : "ies") written as a CSS declaration read as \(one ? "its value" : "their values")"
        case colorModifier: "\(count) colour\(one ? "" : "s") with Tokens Studio's modifier computed"
        case autoLineHeight: "\(count) 'AUTO' line height\(one ? " read as a text token" : "s read as text tokens")"
        case composition: "\(count) composition\(one ? "" : "s") read as \(one ? "a style" : "styles")"
        case multiValue: "\(count) multi-value length\(one ? "" : "s") read as text tokens"
        case dottedName: "\(count) name\(one ? "" : "s") with dots read as nested names"
        case "lineHeight": "\(count) line height\(one ? "" : "s") given as a length"
        case unprefixed: "\(count) written with 'value' and 'type'"
        case "": "\(count) length\(one ? "" : "s") without a unit"
        default: "\(count) length\(one ? "" : "s") in '\(kind)'"
        }
    }
}
