extension ThemeController {
    /// Applies styles to an object: binds each of their settings, so the object follows every
    /// later switch.
    ///
    /// Settings are applied in each style's order (superstyles first); several styles apply in
    /// order, as SDThemeManager's `style:A,B` does, so later styles win where they set the same
    /// property. A setting replaces any binding of the same property of the same object, made by
    /// ``bind(_:_:to:)`` or another style. Threads and lifetime work as for ``bind(_:_:to:)``.
    ///
    /// - Returns: The bindings, under one token; they last without being kept.
    @MainActor
    @discardableResult
    public func apply<Target: AnyObject>(_ styles: Style<Target>..., to object: Target) -> ThemeBinding {
        let style = styles.count == 1 ? styles[0] : Style("", extends: styles)
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
}
