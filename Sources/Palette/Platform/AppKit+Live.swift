#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension ThemeController {
    /// Binds a colour property to a role of the theme: `bind(field, \.textColor, to: .onSurface)`.
    @MainActor
    @discardableResult
    public func bind<Object: AnyObject>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, NSColor?>,
        to role: ColorRole
    ) -> ThemeBinding {
        bind(object, keyPath) { NSColor($0.palette[role]) }
    }

    /// Binds a font property to a style of the theme: `bind(field, \.font, to: .body)`.
    @MainActor
    @discardableResult
    public func bind<Object: AnyObject>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, NSFont?>,
        to style: FontStyle
    ) -> ThemeBinding {
        bind(object, keyPath) { NSFont.palette($0.fontStyles[style]) }
    }

    /// Shows the variants for an appearance, such as `NSApp.effectiveAppearance`, so
    /// ``AdaptiveTheme`` pairs follow the system's light and dark mode.
    @MainActor
    public func follow(_ appearance: NSAppearance) {
        setAppearance(ThemeAppearance(appearance))
    }
}

extension ThemeAppearance {
    /// Dark for the dark system appearances (including their high-contrast and vibrant forms),
    /// light otherwise.
    @MainActor
    public init(_ appearance: NSAppearance) {
        let match = appearance.bestMatch(from: [.aqua, .darkAqua, .vibrantLight, .vibrantDark])
        self = match == .darkAqua || match == .vibrantDark ? .dark : .light
    }
}
#endif
