#if canImport(UIKit)
import UIKit

extension StyleSheet {
    /// Maps a property name to a `UIColor` property: `register(\UILabel.textColor, as: "textColor")`.
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, UIColor?>,
        as name: String
    ) {
        register(keyPath, as: name, from: ThemeColor?.self) { $0.map { UIColor($0) } }
    }

    /// Maps a property name to a `CGColor` property, such as `"layer.borderColor"`.
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, CGColor?>,
        as name: String
    ) {
        register(keyPath, as: name, from: ThemeColor?.self) { $0.map { UIColor($0).cgColor } }
    }

    /// Maps a property name to a `UIFont` property.
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, UIFont?>,
        as name: String
    ) {
        register(keyPath, as: name, from: FontDescriptor?.self) { $0.map { UIFont.palette($0) } }
    }

    /// Maps a property name to a `UIEdgeInsets` property (SDThemeManager's `edge:`).
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, UIEdgeInsets>,
        as name: String
    ) {
        register(keyPath, as: name, from: StyleEdgeInsets.self) {
            UIEdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
        }
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
