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
        let settings = style.flattenedSettings.map { property, apply -> (PropertyKey, PropertySetter) in
            (
                property: property,
                apply: { (object: AnyObject, theme: ResolvedTheme) in
                    _ = apply(unsafeDowncast(object, to: Target.self), theme)
                }
            )
        }
        return bind(object, settings)
    }

    /// Applies several styles to an object in order, as SDThemeManager's `style:A,B` does: later styles
    /// win where they set the same property.
    @MainActor
    @discardableResult
    public func apply<Target: AnyObject>(_ styles: [Style<Target>], to object: Target) -> ThemeBinding {
        apply(Style("", extends: styles), to: object)
    }
}
