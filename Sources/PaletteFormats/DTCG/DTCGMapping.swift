internal import InternalPaletteUtilities
import Palette

/// Which DTCG tokens become Palette's palette roles and font styles.
///
/// By default, colour tokens at `color.<role>` are the roles (`color.primary`,
/// `color.onPrimary`; the role name in any case, with or without hyphens: `color.on-primary`)
/// and typography tokens at `font.<style>` are the styles (`font.heading`). Every other token is
/// a custom token at its own path. Export writes the same layout, so export then import gives
/// the same theme.
///
/// Map other paths explicitly when a design tool names things its own way:
///
/// ```swift
/// var mapping = DTCGMapping.default
/// try mapping.map("colors.orange.500", to: "primary")
/// try mapping.map("text.typography.heading", to: "heading")
/// ```
public struct DTCGMapping: Hashable, Sendable {
    /// Roles given by explicit paths; one path may stand for several roles.
    public var roles: [TokenPath: [ColorRole]] = [:]
    /// Styles given by explicit paths; one path may stand for several styles.
    public var styles: [TokenPath: [FontStyle]] = [:]
    /// Whether `color.<role>` and `font.<style>` map by convention.
    public var usesConvention = true

    /// Creates a mapping.
    public init(
        roles: [TokenPath: [ColorRole]] = [:],
        styles: [TokenPath: [FontStyle]] = [:],
        usesConvention: Bool = true
    ) {
        self.roles = roles
        self.styles = styles
        self.usesConvention = usesConvention
    }

    /// The convention alone.
    public static let `default` = DTCGMapping()

    /// Maps a token path to a role or style named by `target`: a role (`primary`,
    /// `palette.primary`) or a style (`heading`, `fonts.heading`).
    ///
    /// - Throws: ``/Palette/ThemeError/Code/unknownKey`` for a target that
    ///   names neither.
    public mutating func map(_ path: TokenPath, to target: String) throws(ThemeError) {
        if let role = ColorRole(target: target) {
            if !(roles[path] ?? []).contains(role) { roles[path, default: []].append(role) }
        } else if let style = FontStyle(target: target) {
            if !(styles[path] ?? []).contains(style) { styles[path, default: []].append(style) }
        } else {
            let names = ColorRole.allCases.map(\.rawValue) + FontStyle.allCases.map(\.rawValue)
            throw .unknownKey(
                key: target,
                expected: names,
                suggestion: Suggestion.closest(
                    to: TokenPath(target).segments.last.map(String.init) ?? target,
                    in: names
                ),
                location: nil
            )
        }
    }

    /// The roles a token path stands for: those mapped explicitly, else the convention's.
    public func roles(for path: TokenPath) -> [ColorRole] {
        if let explicit = roles[path] { return explicit }
        guard usesConvention, let role = ColorRole(path: path) else { return [] }
        return [role]
    }

    /// The font styles a token path stands for: those mapped explicitly, else the convention's.
    public func styles(for path: TokenPath) -> [FontStyle] {
        if let explicit = styles[path] { return explicit }
        guard usesConvention, let style = FontStyle(path: path) else { return [] }
        return [style]
    }
}
