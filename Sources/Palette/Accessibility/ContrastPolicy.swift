/// What to do when a backend's overrides leave a pair below the WCAG level the chosen theme
/// meets (see ``ContrastAudit/regressions(from:to:)``).
///
/// ```swift
/// // Refuse overrides that lower contrast; the current theme is kept.
/// try AppTheme.apply(selection, in: .builtIn, contrast: .strict)
/// ```
public enum ContrastPolicy: Hashable, Sendable {
    /// Lowered contrast is a warning (``ThemeSelection/Resolution/warnings``); the overrides are
    /// applied. The default.
    case warn

    /// Lowered contrast is an error: the selection is refused, and a controller keeps its theme.
    case strict

    /// Whether lowered contrast is an error rather than a warning.
    var rejectsLoweredContrast: Bool { self == .strict }
}
