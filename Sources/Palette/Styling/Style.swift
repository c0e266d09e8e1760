/// A named, reusable set of themed property assignments for one type of object.
///
/// A style is seed 002's named style, typed: each setting is a key path and the value it takes in
/// a theme. A style can extend others: they are applied first, in the order given, and the
/// style's own settings last, so later settings win (seed 002's `_superstyle` list). Applying a
/// style binds its settings, so the object follows every later switch.
///
/// ```swift
/// let body = Style<UILabel>("Body")
///     .setting(\.textColor) { UIColor($0.palette.onBackground) }
///     .setting(\.font) { .palette($0.fontStyles.body) }
///     .setting(\.numberOfLines, to: 0)
///
/// let title = Style<UILabel>("Title", extends: [body])
///     .setting(\.font) { .palette($0.fontStyles.heading) }    // wins over Body's font
///
/// AppTheme.apply(title, to: titleLabel)
/// ```
///
/// Styles are values: defining one does nothing until it is applied, and the same style can be
/// applied to any number of objects.
public struct Style<Target: AnyObject>: Sendable {
    /// One setting: which property, and how to set it for a theme.
    struct Setting: Sendable {
        var property: PropertyKey
        var apply: @MainActor @Sendable (Target, ResolvedTheme) -> Void
    }

    /// The style's name, for messages and listings.
    public let name: String
    /// The styles applied before this one's own settings, in order.
    public let superstyles: [Style<Target>]
    private var ownSettings: [Setting] = []

    /// Creates a style with no settings of its own yet.
    ///
    /// - Parameters:
    ///   - name: The style's name.
    ///   - superstyles: Styles applied first, in order; later ones win where they set the same
    ///     property, and this style's own settings win over all of them.
    public init(_ name: String, extends superstyles: [Style<Target>] = []) {
        self.name = name
        self.superstyles = superstyles
    }

    /// This style, also setting a property to a function of the theme.
    ///
    /// Setting the same property again replaces the earlier setting.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - transform: Its value in a theme; called on the main actor.
    public func setting<Value>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable,
        _ transform: @escaping @MainActor @Sendable (ResolvedTheme) -> Value
    ) -> Style {
        adding(PropertyKey(keyPath: keyPath)) { target, theme in target[keyPath: keyPath] = transform(theme) }
    }

    /// This style, also setting a property to a value that is the same in every theme.
    public func setting<Value: Sendable>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable,
        to value: Value
    )
        -> Style
    {
        adding(PropertyKey(keyPath: keyPath)) { target, _ in target[keyPath: keyPath] = value }
    }

    /// This style, also styling the object with a closure, for what a key path cannot reach.
    ///
    /// This is seed 002's custom property (`applyCustomizationOfThemeValue:forKeyPath:`): `key`
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
    public func setting(key: String, _ apply: @escaping @MainActor @Sendable (Target, ResolvedTheme) -> Void) -> Style {
        adding(PropertyKey(name: key), apply)
    }

    /// The number of properties the style sets, its superstyles' included.
    public var propertyCount: Int {
        flattenedSettings.count
    }

    /// Every setting after inheritance: superstyles' in order, then the style's own; where two
    /// set the same property the later one wins, in the place the property was first set.
    var flattenedSettings: [Setting] {
        var settings: [Setting] = []
        var positions: [PropertyKey: Int] = [:]
        collect(into: &settings, positions: &positions)
        return settings
    }

    private func collect(into settings: inout [Setting], positions: inout [PropertyKey: Int]) {
        for superstyle in superstyles { superstyle.collect(into: &settings, positions: &positions) }
        for setting in ownSettings {
            if let position = positions[setting.property] {
                settings[position] = setting
            } else {
                positions[setting.property] = settings.count
                settings.append(setting)
            }
        }
    }

    private func adding(
        _ property: PropertyKey,
        _ apply: @escaping @MainActor @Sendable (Target, ResolvedTheme) -> Void
    ) -> Style {
        var copy = self
        copy.ownSettings.removeAll { $0.property == property }
        copy.ownSettings.append(Setting(property: property, apply: apply))
        return copy
    }
}

extension ThemeController {
    /// Applies a style to an object: binds each of its settings, so the object follows every
    /// later switch.
    ///
    /// Settings are applied in the style's order (superstyles first); a setting replaces any
    /// binding of the same property of the same object, made by ``bind(_:_:to:)`` or another
    /// style. Threads and lifetime work as for ``bind(_:_:to:)``.
    ///
    /// - Returns: The bindings, under one token; they last without being kept.
    @MainActor
    @discardableResult
    public func apply<Target: AnyObject>(_ style: Style<Target>, to object: Target) -> ThemeBinding {
        let settings = style.flattenedSettings.map { setting in
            let apply = setting.apply
            return (
                property: setting.property,
                apply: { [weak object] (theme: ResolvedTheme) -> Bool in
                    guard let object else { return false }
                    apply(object, theme)
                    return true
                }
            )
        }
        return bind(object, settings)
    }

    /// Applies several styles to an object in order, as seed 002's `style:A,B` does: later styles
    /// win where they set the same property.
    @MainActor
    @discardableResult
    public func apply<Target: AnyObject>(_ styles: [Style<Target>], to object: Target) -> ThemeBinding {
        apply(Style("", extends: styles), to: object)
    }
}
