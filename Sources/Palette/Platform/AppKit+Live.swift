#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension ThemeController {
    /// Shows the variants for an appearance, such as `NSApp.effectiveAppearance`, and for the
    /// workspace's Increase Contrast setting, so ``AdaptiveTheme``s follow the system's light and
    /// dark mode and its contrast: call it from `viewDidChangeEffectiveAppearance()` and on
    /// `NSWorkspace.accessibilityDisplayOptionsDidChangeNotification` (posted on
    /// `NSWorkspace.shared.notificationCenter`). When both change at once it is one switch.
    ///
    /// - Parameters:
    ///   - appearance: The appearance showing.
    ///   - workspace: Where Increase Contrast is read; `NSWorkspace.shared` unless given.
    @MainActor
    public func follow(_ appearance: NSAppearance, workspace: NSWorkspace = .shared) {
        setVariant(ThemeVariant(ThemeAppearance(appearance), ThemeContrast(workspace)))
    }
}

// The platform's colours, fonts and insets are property types a style sheet sets with no
// conversion: `sheet.register(\NSTextField.textColor, as: "textColor")` (an `NSColor?`).
extension NSColor: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a colour" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.color(in: theme).map { NSColor($0) } as? Self
    }
}

extension CGColor: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a colour" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.color(in: theme).map { NSColor($0).cgColor } as? Self
    }
}

extension NSFont: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a font" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.font(in: theme).map { NSFont.palette($0) } as? Self
    }
}

extension NSEdgeInsets: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "edge insets" }

    /// SDThemeManager's `edge:` values.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .edgeInsets(let insets) = styleValue else { return nil }
        return NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension ThemeContrast {
    /// Increased when the user has turned on Increase Contrast
    /// (`accessibilityDisplayShouldIncreaseContrast`), standard otherwise.
    @MainActor
    init(_ workspace: NSWorkspace) {
        self = workspace.accessibilityDisplayShouldIncreaseContrast ? .increased : .standard
    }
}

extension ThemeAppearance {
    /// Dark for the dark system appearances (including their high-contrast and vibrant forms),
    /// light otherwise.
    @MainActor
    init(_ appearance: NSAppearance) {
        let match = appearance.bestMatch(from: [.aqua, .darkAqua, .vibrantLight, .vibrantDark])
        self = match == .darkAqua || match == .vibrantDark ? .dark : .light
    }
}
#endif
