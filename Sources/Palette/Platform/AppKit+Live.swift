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

extension StyleSheet {
    /// Maps a property name to an `NSColor` property: `register(\NSTextField.textColor, as: "textColor")`.
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, NSColor?>,
        as name: String
    ) {
        register(keyPath, as: name, from: ThemeColor?.self) { $0.map { NSColor($0) } }
    }

    /// Maps a property name to a `CGColor` property, such as `"layer.borderColor"`.
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, CGColor?>,
        as name: String
    ) {
        register(keyPath, as: name, from: ThemeColor?.self) { $0.map { NSColor($0).cgColor } }
    }

    /// Maps a property name to an `NSFont` property.
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, NSFont?>,
        as name: String
    ) {
        register(keyPath, as: name, from: FontDescriptor?.self) { $0.map { NSFont.palette($0) } }
    }

    /// Maps a property name to an `NSEdgeInsets` property (SDThemeManager's `edge:`).
    @MainActor
    public mutating func register<Target: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Target, NSEdgeInsets>,
        as name: String
    ) {
        register(keyPath, as: name, from: StyleEdgeInsets.self) {
            NSEdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
        }
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
