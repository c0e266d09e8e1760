import Palette

/// The forms Palette writes a theme in as text.
///
/// Each is written by its exporter (``DTCGExporter``, ``CSSExporter``, ``SwiftSourceExporter``,
/// or ``/Palette/ThemeDocument`` for Palette's own JSON); ``text(of:swiftTypeName:command:report:)`` is
/// the one place that picks it, for `palette export`, `palette generate` and library callers.
/// An asset catalog is a folder of files, written by ``AssetCatalogExporter``.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// A Palette theme document.
    case json
    /// DTCG 2025.10 design tokens.
    case dtcg
    /// CSS custom properties and classes.
    case css
    /// Swift source.
    case swift

    /// The format as messages name it: `Palette JSON`, `DTCG`, `CSS`, `Swift`.
    public var displayName: String {
        switch self {
        case .json: "Palette JSON"
        case .dtcg: "DTCG"
        case .css: "CSS"
        case .swift: "Swift"
        }
    }
}
