/// The colour roles of a ``ColorPalette``, for code that walks them: the CLI, exporters,
/// validators and the contrast audit.
///
/// Reading a role in app code goes through the property (`palette.primary`); the role enum is
/// for when the role itself is data.
public enum ColorRole: String, CaseIterable, Codable, Hashable, Sendable, NamedCases, DecodableByName, CaseIndexed {
    case primary
    case onPrimary
    case secondary
    case onSecondary
    case neutral
    case highlight
    case background
    case onBackground
    case surface
    case onSurface
    case error
    case onError
    case outline

    /// The role for a name in any ASCII letter case, with or without hyphens, underscores and
    /// spaces (`"onPrimary"`, `"on-primary"`, `"ON_PRIMARY"`); `nil` if unknown.
    ///
    /// Names are ASCII: a look-alike such as `bac\u{212A}ground` (with the Kelvin sign) names no
    /// role. Documents, overrides, payloads, DTCG and AUUTheme files, the CLI and the contrast
    /// audit all read roles through here.
    package init?(name: String) {
        guard let role = Self.named(name) else { return nil }
        self = role
    }

    static var nameKind: String { "colour role" }

    /// The role a token path names: `color.<role>`, both names read as ``init(name:)`` reads
    /// them (`color.primary`, `color.on-primary`, `COLOR.ON_PRIMARY`); `nil` for any other path.
    ///
    /// This is where Palette keeps a role's colour among the tokens, so every reader that meets
    /// a `color.<role>` path (token slots, DTCG mapping, AUUTheme identifiers, contrast pairs)
    /// asks here.
    @usableFromInline package init?(path: TokenPath) {
        guard let role = Self.named(inPath: path, section: "color") else { return nil }
        self = role
    }

    /// The role a mapping target names: `primary` or `palette.primary`.
    package init?(target: String) {
        guard let role = Self.named(target: target, prefix: "palette.") else { return nil }
        self = role
    }

    /// The path under which a theme's tokens hold this role's colour: `color.primary`.
    ///
    /// A ``ColorToken`` at this path answers the palette's colour for the role, and an override
    /// or alias written to it changes the role:
    ///
    /// ```swift
    /// AppTheme.current.color(ColorToken(ColorRole.surface.tokenPath))   // palette.surface
    /// ```
    public var tokenPath: TokenPath {
        Self.tokenPaths[caseIndex]
    }

    /// Every case's token path, in ``allCases`` order: built once, read without hashing.
    private static let tokenPaths = table { TokenPath("color." + $0.rawValue) }

    /// The case's position in ``allCases``, where tables indexed by role keep its value.
    var caseIndex: Int {
        switch self {
        case .primary: 0
        case .onPrimary: 1
        case .secondary: 2
        case .onSecondary: 3
        case .neutral: 4
        case .highlight: 5
        case .background: 6
        case .onBackground: 7
        case .surface: 8
        case .onSurface: 9
        case .error: 10
        case .onError: 11
        case .outline: 12
        }
    }

    /// Whether every palette must set this role (the four the AppTheme pattern has).
    package var isRequired: Bool {
        switch self {
        case .primary, .secondary, .neutral, .highlight: true
        default: false
        }
    }
}
