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

    /// The appearance for a name in any letter case (`"Dark"`, `"light"`); `nil` if unknown.
    package init?(name: String) {
        guard let appearance = Self.named(name) else { return nil }
        self = appearance
    }

    static var nameKind: String { "appearance" }
}
