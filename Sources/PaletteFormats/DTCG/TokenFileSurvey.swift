internal import InternalPaletteUtilities
import Palette

/// What a design-token file is written in, told from its tokens: DTCG's `$`-prefixed properties,
/// or one of the formats before them, which write `value`, `type` and `description` without `$`.
///
/// The formats without prefixes are told apart by what only each writes: Tokens Studio its token
/// sets (`$themes`, `$metadata`), its type names (`sizing`, `fontFamilies`, `boxShadow`, …),
/// math (`{spacing.base} * 2`), references written `$colors.primary` and colours written as CSS
/// gradients; Adobe Spectrum the token type's schema in each token's `$schema`;
/// Style Dictionary 3 its `comment` and `attributes` and tokens without a type. What has none of
/// these is a DTCG draft before 2022.
struct TokenFileSurvey {
    /// A format that writes token properties without `$`, ordered by how telling its marks are.
    enum OlderFormat: Int, Comparable, Hashable, Sendable {
        case draft
        case styleDictionary
        case spectrum
        case tokensStudio

        static func < (lhs: OlderFormat, rhs: OlderFormat) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The format's name, for the one warning a file in it gets.
        var name: String {
            switch self {
            case .tokensStudio: "Tokens Studio's format"
            case .styleDictionary: "Style Dictionary 3's format"
            case .spectrum: "Adobe Spectrum's format"
            case .draft: "the DTCG drafts before 2022"
            }
        }
    }

    /// Whether a token has `$value` (or `$ref`).
    private(set) var hasPrefixedTokens = false
    /// Whether a token has `value` without `$`.
    private(set) var hasUnprefixedTokens = false
    /// Whether a token's value holds a reference in Tokens Studio's older syntax, `$colors.primary`
    /// (``TokensStudioDollarReferences``).
    private(set) var hasDollarReferences = false
    /// What only Tokens Studio writes, first found.
    private(set) var tokensStudioMark: String?
    /// What only Style Dictionary 3 writes, first found.
    private(set) var styleDictionaryMark: String?
    /// What only Adobe Spectrum writes (a token type's schema), first found.
    private(set) var spectrumMark: String?

    /// The bounds the file was parsed under, which its math is read under too.
    private let limits: FormatLimits

    /// Surveys a file's parsed JSON.
    init(_ root: JSONNode, limits: FormatLimits) {
        self.limits = limits
        if let members = root.members,
            let mark = members.first(where: { FileShape.tokensStudioFileKeys.contains($0.key) })
        {
            tokensStudioMark = "'\(mark.key)'"
        }
        visit(root, depth: 0)
    }

    /// The format of a file whose tokens have no `$`, or `nil` when they have it (or there are none).
    var olderFormat: OlderFormat? {
        guard hasUnprefixedTokens, !hasPrefixedTokens else { return nil }
        if tokensStudioMark != nil { return .tokensStudio }
        if spectrumMark != nil { return .spectrum }
        return styleDictionaryMark != nil ? .styleDictionary : .draft
    }

    /// What told the format: `type 'sizing'`, `'comment'`.
    var evidence: String? {
        switch olderFormat {
        case .tokensStudio: tokensStudioMark
        case .styleDictionary: styleDictionaryMark
        case .spectrum: spectrumMark
        case .draft, nil: nil
        }
    }

    private mutating func visit(_ node: JSONNode, depth: Int) {
        guard depth <= limits.maximumDepth, let members = node.members else { return }
        if DTCGTokenTree.isToken(members) {
            hasPrefixedTokens = true
            note(typeName: members.last { $0.key == "$type" }?.node.string)
            return
        }
        if FileShape.isUnprefixedToken(members) {
            hasUnprefixedTokens = true
            noteUnprefixed(members)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            visit(member.node, depth: depth + 1)
        }
    }

    private mutating func noteUnprefixed(_ members: [JSONMember]) {
        let type = members.last { $0.key == "type" }?.node.string
        note(typeName: type)
        if spectrumMark == nil, let schema = members.last(where: { $0.key == "$schema" })?.node.string,
            schema.contains("/token-types/")
        {
            spectrumMark = "'$schema' '\(schema.split(separator: "/").last.map(String.init) ?? schema)'"
        }
        if styleDictionaryMark == nil {
            if let type, DTCGType.styleDictionaryNames.contains(type) {
                styleDictionaryMark = "type '\(type.clippedForMessage)'"
            } else if let key = members.first(where: { $0.key == "comment" || $0.key == "attributes" })?.key {
                styleDictionaryMark = "'\(key)'"
            } else if type == nil {
                styleDictionaryMark = "tokens without a 'type'"
            }
        }
        guard let text = members.last(where: { $0.key == "value" })?.node.string else { return }
        hasDollarReferences = hasDollarReferences || TokensStudioDollarReferences.containsReference(text)
        if TokensStudioDollarReferences.isReference(text) {
            if tokensStudioMark == nil {
                tokensStudioMark = "references written '$name' such as '\(text.clippedForMessage)'"
            }
        }
        if tokensStudioMark == nil, type == "color", CSSLinearGradient.isGradient(text) {
            tokensStudioMark = "colours written as CSS gradients such as '\(text.clippedForMessage)'"
        }
        if tokensStudioMark == nil, TokenMath.isExpression(text, limits: limits) {
            tokensStudioMark = "math such as '\(text.clippedForMessage)'"
        }
    }

    private mutating func note(typeName: String?) {
        guard tokensStudioMark == nil, let typeName, DTCGType.tokensStudioNames.contains(typeName) else { return }
        tokensStudioMark = "type '\(typeName.clippedForMessage)'"
    }
}
