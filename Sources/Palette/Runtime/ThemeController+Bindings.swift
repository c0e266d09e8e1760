extension ThemeController {
    /// Binds a property of an object to a function of the theme: set now, and again after every
    /// switch.
    ///
    /// This is AUUTheme's cached setter, typed: the key path says which property, the transform
    /// says what value it takes in a theme, and the controller replays it whenever the theme or
    /// the appearance changes.
    ///
    /// ```swift
    /// AppTheme.controller.bind(titleLabel, \.textColor) { UIColor($0.palette.onSurface) }
    /// AppTheme.controller.bind(titleLabel, \.font) { .palette($0.fontStyles.heading) }
    /// ```
    ///
    /// The object is held weakly: when it is freed its bindings go too. Binding the same property
    /// of the same object again replaces the first binding. Bindings run on the main actor: after
    /// a switch made on the main actor they have all re-applied when `setTheme` returns; after a
    /// switch made on another thread they re-apply on the main actor shortly after, in the order
    /// of the switches. Replaying is linear in the number of bindings, with no lookup per
    /// binding (about 0.5 µs each on Linux, most of it applying the key path; a closure binding
    /// made with ``bind(_:key:apply:)`` costs about a quarter of that). The transform must not
    /// capture `object` strongly, or the object is never freed.
    ///
    /// - Parameters:
    ///   - object: The object whose property follows the theme; held weakly.
    ///   - keyPath: The property.
    ///   - transform: The property's value in a theme; called on the main actor.
    /// - Returns: The binding; it lasts without being kept. Cancel it to stop.
    @MainActor
    @discardableResult
    // Inlinable, so the setter closure is specialized for the object and value types where it
    // is called. The key path is still applied at run time (~0.4 µs on Linux, most of a
    // replay's cost): the optimizer writes a property directly only when the key path literal
    // has no other use, and the binding's identity is one.
    @_alwaysEmitIntoClient public func bind<Object: AnyObject, Value>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Value>,
        to transform: @escaping @MainActor (ResolvedTheme) -> Value
    ) -> ThemeBinding {
        // The table holds the object weakly and hands it back, so the closure captures only the
        // key path and the transform, and a replay loads one weak reference per binding.
        bind(object, PropertyKey(keyPath: keyPath)) { object, theme in
            unsafeDowncast(object, to: Object.self)[keyPath: keyPath] = transform(theme)
        }
    }

    /// Binds an object to a closure that styles it: called now, and again after every switch.
    ///
    /// For setters a key path cannot reach, such as `setTitleColor(_:for:)`: the `key` names the
    /// setting, as AUUTheme caches a setter by its selector and arguments, so binding the same
    /// key of the same object again replaces the first binding.
    ///
    /// ```swift
    /// AppTheme.controller.bind(button, key: "titleColor.normal") { button, theme in
    ///     button.setTitleColor(UIColor(theme.palette.primary), for: .normal)
    /// }
    /// ```
    ///
    /// The object is held weakly and passed to `apply`, so `apply` need not capture it. Threads
    /// and replacement work as for ``bind(_:_:to:)``.
    ///
    /// - Parameters:
    ///   - object: The object to style; held weakly.
    ///   - key: Names the setting, for replacement.
    ///   - apply: Styles the object for a theme; called on the main actor.
    /// - Returns: The binding; it lasts without being kept. Cancel it to stop.
    @MainActor
    @discardableResult
    public func bind<Object: AnyObject>(
        _ object: Object,
        key: String,
        apply: @escaping @MainActor (Object, ResolvedTheme) -> Void
    ) -> ThemeBinding {
        bind(object, PropertyKey(name: key)) { object, theme in
            apply(unsafeDowncast(object, to: Object.self), theme)
        }
    }

    /// The number of bindings whose object is still alive; bindings of freed objects are dropped
    /// first.
    @MainActor
    var bindingCount: Int {
        relay.bindings.liveCount
    }

    /// Adds one binding of an object; `apply` is handed the object while it is alive.
    @MainActor
    @usableFromInline func bind(
        _ object: AnyObject,
        _ property: PropertyKey,
        apply: @escaping (AnyObject, ResolvedTheme) -> Void
    ) -> ThemeBinding {
        bind(object, [(property, apply)])
    }

    /// Adds several bindings of one object, applied in order, under one token.
    @MainActor
    func bind(
        _ object: AnyObject,
        _ properties: [(property: PropertyKey, apply: BindingTable.Apply)]
    ) -> ThemeBinding {
        let table = relay.bindings
        let theme = current
        let identifier = ObjectIdentifier(object)
        var entries: [BindingTable.Entry] = []
        entries.reserveCapacity(properties.count)
        for (property, apply) in properties {
            let entry = BindingTable.Entry(
                key: BindingKey(object: identifier, property: property),
                object: object,
                apply: apply
            )
            table.add(entry, theme: theme)
            entries.append(entry)
        }
        return ThemeBinding(table: table, entries: entries)
    }
}
