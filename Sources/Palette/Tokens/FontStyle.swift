/// The styles of ``FontStyles``, for code that walks them.
public enum FontStyle: String, CaseIterable, Codable, Hashable, Sendable, NamedCases, DecodableByName, CaseIndexed {
    case title
    case heading
    case subheading
    case body
    case label
    case caption
    case quote
    case code

    /// The style for a name in any ASCII letter case, with or without hyphens, underscores and
    /// spaces (`"Heading"`, `"sub-heading"`); `nil` if unknown. Look-alike letters (the Kelvin
    /// sign, fullwidth forms) name no style.
    init?(name: String) {
        guard let style = Self.named(name) else { return nil }
        self = style
    }

    static var nameKind: String { "font style" }

    /// The style a token path names: `font.<style>`, read by the one rule for names
    /// (`font.heading`, `FONT.Heading`); `nil` for any other path.
    @usableFromInline package init?(path: TokenPath) {
        guard let style = Self.named(inPath: path, section: "font") else { return nil }
        self = style
    }

    /// The style a mapping target names: `heading` or `fonts.heading`.
    package init?(target: String) {
        guard let style = Self.named(target: target, prefix: "fonts.") else { return nil }
        self = style
    }

    /// The path under which a theme's tokens hold this style's font: `font.heading`.
    ///
    /// A ``FontToken`` at this path answers the theme's font for the style.
    public var tokenPath: TokenPath {
        Self.tokenPaths[caseIndex]
    }

    /// Every case's token path, in ``allCases`` order: built once, read without hashing.
    private static let tokenPaths = table { TokenPath("font." + $0.rawValue) }

    /// The case's position in ``allCases``, where tables indexed by style keep its value.
    @_alwaysEmitIntoClient @usableFromInline var caseIndex: Int {
        switch self {
        case .title: 0
        case .heading: 1
        case .subheading: 2
        case .body: 3
        case .label: 4
        case .caption: 5
        case .quote: 6
        case .code: 7
        }
    }

    /// Whether every theme must set this style (the four the AppTheme pattern has).
    var isRequired: Bool {
        switch self {
        case .heading, .body, .caption, .quote: true
        default: false
        }
    }
}
