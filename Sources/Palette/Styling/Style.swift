/// A named, reusable set of themed property assignments for one type of object.
///
/// A style is SDThemeManager's named style, typed: each setting is a key path and the value it takes in
/// a theme. A style can extend others: they are applied first, in the order given, and the
/// style's own settings last, so later settings win (SDThemeManager's `_superstyle` list). Applying a
/// style binds its settings, so the object follows every later switch.
///
/// ```swift
/// @MainActor enum Styles {
///     static let body = Style<UILabel>("Body")
///         .setting(\.textColor) { UIColor($0.palette.onBackground) }
///         .setting(\.font) { .palette($0.fontStyles.body) }
///         .setting(\.numberOfLines, to: 0)
///
///     static let title = Style<UILabel>("Title", extends: [body])
///         .setting(\.font) { .palette($0.fontStyles.heading) }   // wins over Body's font
/// }
///
/// AppTheme.controller.apply(Styles.title, to: titleLabel)
/// ```
///
/// Styles are values: defining one does nothing until it is applied, and the same style can be
/// applied to any number of objects. A style holds main-actor closures and key paths to
/// main-actor properties (UIKit's are), so its settings are added on the main actor and it is
/// not `Sendable`: keep shared styles in `@MainActor` statics, as above.
public struct Style<Target: AnyObject> {
    /// One setting: how to set it for a theme, and its name when it is not a key path.
    @usableFromInline struct Setting {
        /// The setting's key when it was given one; a key path setting names its key path when
        /// asked.
        let name: String?
        /// Applies the setting to a target; with no target, returns the key path it sets.
        let apply: @MainActor (Target?, ResolvedTheme?) -> AnyKeyPath?

        @usableFromInline init(name: String?, apply: @escaping @MainActor (Target?, ResolvedTheme?) -> AnyKeyPath?) {
            self.name = name
            self.apply = apply
        }
    }

    /// The style's name, for messages and listings.
    let name: String
    /// The styles applied before this one's own settings, in order.
    let superstyles: [Style<Target>]
    private var ownSettings: [Setting]

    /// Creates a style with no settings of its own yet.
    ///
    /// - Parameters:
    ///   - name: The style's name.
    ///   - superstyles: Styles applied first, in order; later ones win where they set the same
    ///     property, and this style's own settings win over all of them.
    public init(_ name: String, extends superstyles: [Style<Target>] = []) {
        self.name = name
        self.superstyles = superstyles
        ownSettings = []
    }

    /// This style, also setting a property to a function of the theme.
    ///
    /// Setting the same property again replaces the earlier setting.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - transform: Its value in a theme; called on the main actor.
    // Inlinable, so the closure is specialized for the target and value types where it is
    // called; the key path itself is applied at run time, as for `ThemeController.bind`.
    @MainActor
    @_alwaysEmitIntoClient public func setting<Value>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>,
        _ transform: @escaping @MainActor (ResolvedTheme) -> Value
    ) -> Style {
        adding(
            Setting(name: nil) { target, theme in
                guard let target, let theme else { return keyPath }
                target[keyPath: keyPath] = transform(theme)
                return nil
            }
        )
    }

    /// This style, also setting a property to a value that is the same in every theme.
    @MainActor
    @_alwaysEmitIntoClient
    public func setting<Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, to value: Value) -> Style {
        adding(
            Setting(name: nil) { target, theme in
                guard let target, theme != nil else { return keyPath }
                target[keyPath: keyPath] = value
                return nil
            }
        )
    }

    /// This style, also styling the object with a closure, for what a key path cannot reach.
    ///
    /// This is SDThemeManager's custom property (`applyCustomizationOfThemeValue:forKeyPath:`): `key`
    /// names the setting, so a later setting with the same key replaces it, and binding the same
    /// key with ``ThemeController/bind(_:key:apply:)`` replaces it too.
    ///
    /// ```swift
    /// .setting(key: "placeholderColor") { field, theme in
    ///     field.attributedPlaceholder = NSAttributedString(
    ///         string: field.placeholder ?? "",
    ///         attributes: [.foregroundColor: UIColor(theme.palette.outline)])
    /// }
    /// ```
    @MainActor
    public func setting(key: String, _ apply: @escaping @MainActor (Target, ResolvedTheme) -> Void) -> Style {
        adding(
            Setting(name: key) { target, theme in
                if let target, let theme { apply(target, theme) }
                return nil
            }
        )
    }

    /// The number of properties the style sets, its superstyles' included.
    @MainActor
    var propertyCount: Int {
        flattenedSettings.count
    }

    /// Every setting after inheritance: superstyles' in order, then the style's own; where two
    /// set the same property the later one wins, in the place the property was first set.
    @MainActor
    var flattenedSettings: [(property: PropertyKey, apply: @MainActor (Target?, ResolvedTheme?) -> AnyKeyPath?)] {
        var settings: [(property: PropertyKey, apply: @MainActor (Target?, ResolvedTheme?) -> AnyKeyPath?)] = []
        var positions: [PropertyKey: Int] = [:]
        collect(into: &settings, positions: &positions)
        return settings
    }

    @MainActor
    private func collect(
        into settings: inout [(property: PropertyKey, apply: @MainActor (Target?, ResolvedTheme?) -> AnyKeyPath?)],
        positions: inout [PropertyKey: Int]
    ) {
        for superstyle in superstyles { superstyle.collect(into: &settings, positions: &positions) }
        for setting in ownSettings {
            let property: PropertyKey
            if let name = setting.name {
                property = PropertyKey(name: name)
            } else if let keyPath = setting.apply(nil, nil) {
                property = PropertyKey(keyPath: keyPath)
            } else {
                property = PropertyKey(name: "")
            }
            if let position = positions[property] {
                settings[position] = (property, setting.apply)
            } else {
                positions[property] = settings.count
                settings.append((property, setting.apply))
            }
        }
    }

    @usableFromInline func adding(_ setting: Setting) -> Style {
        var copy = self
        copy.ownSettings.append(setting)
        return copy
    }
}
