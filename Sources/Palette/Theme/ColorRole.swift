/// The colour roles of a ``ColorPalette``, for code that walks them: the CLI, exporters,
/// validators and the contrast audit.
///
/// Reading a role in app code goes through the property (`palette.primary`); the role enum is
/// for when the role itself is data.
public enum ColorRole: String, CaseIterable, Codable, Hashable, Sendable {
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

    /// The role for a name in any letter case, with or without hyphens and underscores
    /// (`"onPrimary"`, `"on-primary"`, `"ON_PRIMARY"`); `nil` if unknown.
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let role = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = role
    }

    /// Whether every palette must set this role (the four the AppTheme pattern has).
    public var isRequired: Bool {
        switch self {
        case .primary, .secondary, .neutral, .highlight: true
        default: false
        }
    }

    /// The role this one is read against: an on-colour's colour, a colour's on-colour.
    ///
    /// `neutral` and `highlight` are read against the background text and the background, and
    /// `outline` against `surface`, the pairs the contrast figures in `palette show` use.
    public var counterpart: ColorRole {
        switch self {
        case .primary: .onPrimary
        case .onPrimary: .primary
        case .secondary: .onSecondary
        case .onSecondary: .secondary
        case .neutral: .onBackground
        case .highlight: .background
        case .background: .onBackground
        case .onBackground: .background
        case .surface: .onSurface
        case .onSurface: .surface
        case .error: .onError
        case .onError: .error
        case .outline: .surface
        }
    }
}
