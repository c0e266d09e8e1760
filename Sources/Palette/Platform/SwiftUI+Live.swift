#if canImport(SwiftUI) && canImport(Combine)
import Combine
import SwiftUI

/// Publishes a ``ThemeController``'s current theme to SwiftUI.
///
/// An `ObservableObject`, so it works from iOS 15 and macOS 12. Own one at the top of the app
/// and hand it to ``SwiftUI/View/paletteTheme(_:followsColorScheme:)``; views then read the
/// theme from the environment and redraw on every switch:
///
/// ```swift
/// @main
/// struct ShopApp: App {
///     @StateObject private var theme = ThemeModel()
///     var body: some Scene {
///         WindowGroup { ContentView().paletteTheme(theme) }
///     }
/// }
///
/// struct PriceTag: View {
///     @Environment(\.paletteTheme) private var theme
///     var body: some View {
///         Text("9,99 €").font(.palette(theme.fontStyles.body)).foregroundStyle(Color(theme.palette.primary))
///     }
/// }
/// ```
@MainActor
public final class ThemeModel: ObservableObject {
    /// The controller's current theme; published on the main actor after every switch.
    @Published public private(set) var theme: ResolvedTheme
    /// The controller followed.
    let controller: ThemeController
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    private var observation: Optional<ThemeObservation>

    /// Follows `controller`, the shared ``AppTheme/controller`` unless given.
    public init(controller: ThemeController = AppTheme.controller) {
        self.controller = controller
        theme = controller.current
        observation = nil
        observation = controller.observeOnMain { [weak self] change in self?.theme = change.theme }
        theme = controller.current  // a switch made while registering is not missed
    }
}

private struct PaletteThemeKey: EnvironmentKey {
    static var defaultValue: ResolvedTheme { AppTheme.current }
}

extension EnvironmentValues {
    /// The theme views draw with: set by ``SwiftUI/View/paletteTheme(_:followsColorScheme:)``,
    /// else ``AppTheme/current`` when read.
    public var paletteTheme: ResolvedTheme {
        get { self[PaletteThemeKey.self] }
        set { self[PaletteThemeKey.self] = newValue }
    }
}

extension ThemeAppearance {
    /// The appearance for a SwiftUI colour scheme.
    init(_ colorScheme: ColorScheme) {
        self = colorScheme == .dark ? .dark : .light
    }
}

extension ThemeContrast {
    /// The contrast for a SwiftUI colour scheme contrast (`\.colorSchemeContrast`).
    init(_ contrast: ColorSchemeContrast) {
        self = contrast == .increased ? .increased : .standard
    }
}

extension View {
    /// Puts the model's theme in the environment as ``SwiftUI/EnvironmentValues/paletteTheme``,
    /// updating it on every switch, and by default feeds the system colour scheme and its
    /// contrast (`\.colorScheme`, `\.colorSchemeContrast`) to the controller, so
    /// ``AdaptiveTheme``s follow light and dark mode and Increase Contrast.
    @MainActor
    public func paletteTheme(_ model: ThemeModel, followsColorScheme: Bool = true) -> some View {
        modifier(PaletteThemeModifier(model: model, followsColorScheme: followsColorScheme))
    }
}

@MainActor
private struct PaletteThemeModifier: ViewModifier {
    @ObservedObject var model: ThemeModel
    let followsColorScheme: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast

    func body(content: Content) -> some View {
        let variant = ThemeVariant(ThemeAppearance(colorScheme), ThemeContrast(colorSchemeContrast))
        let themed = content.environment(\.paletteTheme, model.theme).onAppear { follow(variant) }
        #if os(visionOS)
        // visionOS deprecates the one-value `onChange` from its first release; the two-value one
        // is iOS 17 / tvOS 17 / watchOS 10 elsewhere, newer than those deployment targets.
        return themed.onChange(of: variant) { _, variant in follow(variant) }
        #else
        return themed.onChange(of: variant) { follow($0) }
        #endif
    }

    private func follow(_ variant: ThemeVariant) {
        if followsColorScheme { model.controller.setVariant(variant) }
    }
}
#endif
