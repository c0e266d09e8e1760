#if canImport(UIKit)
import UIKit

// The platform's colours, fonts and insets are property types a style sheet sets with no
// conversion: `sheet.register(\UILabel.textColor, as: "textColor")` (a `UIColor?`).
extension UIColor: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a colour" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.color(in: theme).map { UIColor($0) } as? Self
    }
}

extension CGColor: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a colour" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.color(in: theme).map { UIColor($0).cgColor } as? Self
    }
}

extension UIFont: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "a font" }

    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        styleValue.font(in: theme).map { UIFont.palette($0) } as? Self
    }
}

extension UIEdgeInsets: StyleValueConvertible, BuiltInStyleValue {
    static var expectedStyleValue: String { "edge insets" }

    /// SDThemeManager's `edge:` values.
    static func converted(from styleValue: StyleValue, in theme: ResolvedTheme) -> Self? {
        guard case .edgeInsets(let insets) = styleValue else { return nil }
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

// watchOS's UIKit has no trait collections or interface styles; SwiftUI's colour scheme and its
// contrast, which `paletteTheme(_:followsColorScheme:)` follows, are how a watch app tracks them.
#if !os(watchOS)
extension ThemeAppearance {
    /// The appearance a trait collection's interface style asks for; unspecified is light.
    init(_ style: UIUserInterfaceStyle) {
        self = style == .dark ? .dark : .light
    }
}

extension ThemeContrast {
    /// The contrast a trait collection's accessibility contrast asks for: increased for
    /// `.high` (Increase Contrast is on), standard otherwise.
    init(_ contrast: UIAccessibilityContrast) {
        self = contrast == .high ? .increased : .standard
    }
}

extension ThemeController {
    /// Shows the variants for a trait collection's interface style and accessibility contrast:
    /// call it from `traitCollectionDidChange(_:)` (or a registration for
    /// `UITraitUserInterfaceStyle` and `UITraitAccessibilityContrast` changes) of the root view
    /// controller, so ``AdaptiveTheme``s follow light and dark mode and Increase Contrast. When
    /// both change at once it is one switch.
    @MainActor
    public func follow(_ traitCollection: UITraitCollection) {
        setVariant(
            ThemeVariant(
                ThemeAppearance(traitCollection.userInterfaceStyle),
                ThemeContrast(traitCollection.accessibilityContrast)
            )
        )
    }
}
#endif
#endif
