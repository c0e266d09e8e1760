import Palette

// The pairs the preview and `palette show` draw and measure: only tools read a role against
// its counterpart, so the rule lives here rather than in what an app embeds.
extension ColorRole {
    /// Whether this role is read on its ``counterpart`` (an on-colour, `highlight`, `outline`)
    /// rather than being the fill its counterpart is read on: which of the two is the text when
    /// the pair's contrast is measured.
    public var isReadOnCounterpart: Bool {
        switch self {
        case .onPrimary, .onSecondary, .onBackground, .onSurface, .onError, .highlight, .outline: true
        case .primary, .secondary, .neutral, .background, .surface, .error: false
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
