/// Whether the system is showing light or dark content: which variant of an ``AdaptiveTheme`` a
/// ``ThemeController`` serves.
///
/// Apps feed the platform's appearance in (`UITraitCollection.userInterfaceStyle`, SwiftUI's
/// `ColorScheme`, `NSAppearance`) through the small bridges in Palette's platform code, or set it
/// themselves:
///
/// ```swift
/// AppTheme.controller.setAppearance(.dark)
/// ```
public enum ThemeAppearance: String, CaseIterable, Codable, Hashable, Sendable, NamedCases, DecodableByName {
    /// Light content: dark text on light backgrounds.
    case light
    /// Dark content: light text on dark backgrounds.
    case dark

    static var nameKind: String { "appearance" }
}
