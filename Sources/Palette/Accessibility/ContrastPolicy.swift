/// What to do when a backend's overrides leave a pair below the WCAG level the chosen theme
/// meets (see ``ContrastAudit/regressions(from:to:)``).
///
/// ```swift
/// // Refuse overrides that lower contrast; the current theme is kept.
/// try AppTheme.apply(selection, in: .builtIn, contrast: .strict)
/// ```
public struct ContrastPolicy: Hashable, Sendable, CustomStringConvertible {
    /// Whether lowered contrast is an error rather than a warning.
    public let rejectsLoweredContrast: Bool

    /// Lowered contrast is a warning (``ThemeSelection/Resolution/warnings``); the overrides are
    /// applied. The default.
    public static let warn = ContrastPolicy(rejectsLoweredContrast: false)

    /// Lowered contrast is an error: the selection is refused, and a controller keeps its theme.
    public static let strict = ContrastPolicy(rejectsLoweredContrast: true)

    /// `warn` or `strict`.
    public var description: String { rejectsLoweredContrast ? "strict" : "warn" }
}
