extension ThemePalette {
    /// The roles each semantic role is derived from, in derivation order.
    static let derivations: [(key: ColorRole, inputs: [ColorRole])] = [
        (.background, [.neutral]), (.onBackground, [.background]), (.surface, [.background, .onBackground]),
        (.onSurface, [.surface]), (.onPrimary, [.primary]), (.onSecondary, [.secondary]), (.error, [.background]),
        (.onError, [.error]), (.outline, [.surface, .onSurface]),
    ]

    /// A palette from roles given by data; `nil` when a required role is missing. Semantic roles
    /// not given are derived.
    package init?(roles: [ColorRole: ThemeColor]) {
        self.init(values: ColorRole.table { roles[$0] })
    }

    /// A palette from roles in ``ColorRole/allCases`` order; `nil` when a required role is
    /// missing. Semantic roles that are `nil` are derived.
    init?(values: [ThemeColor?]) {
        func role(_ role: ColorRole) -> ThemeColor? { values[role.caseIndex] }
        guard let primary = role(.primary), let secondary = role(.secondary), let neutral = role(.neutral),
            let highlight = role(.highlight)
        else { return nil }
        self.init(
            primary: primary,
            secondary: secondary,
            neutral: neutral,
            highlight: highlight,
            background: role(.background),
            onBackground: role(.onBackground),
            surface: role(.surface),
            onSurface: role(.onSurface),
            onPrimary: role(.onPrimary),
            onSecondary: role(.onSecondary),
            error: role(.error),
            onError: role(.onError),
            outline: role(.outline)
        )
    }

    /// This palette with some roles replaced.
    ///
    /// A semantic role that is not replaced keeps its value, unless a role it is derived from
    /// changed: then it is derived again, so replacing `primary` alone also gives a legible
    /// `onPrimary`, and replacing `neutral` gives a matching background, surface and outline.
    public func overriding(_ roles: [ColorRole: ThemeColor]) -> ThemePalette {
        guard !roles.isEmpty else { return self }
        let values = Derivation.values(overriding: roles, derivations: Self.derivations) { self[$0] }
        return ThemePalette(values: values) ?? self
    }
}

extension ThemeFontStyles {
    /// The styles each derived style comes from.
    static let derivations: [(key: FontStyle, inputs: [FontStyle])] = [
        (.title, [.heading]), (.subheading, [.body]), (.label, [.body]), (.code, [.body]),
    ]

    /// Styles from data; `nil` when a required style is missing. Other styles not given are
    /// derived.
    init?(styles: [FontStyle: FontDescriptor]) {
        self.init(values: FontStyle.table { styles[$0] })
    }

    /// Styles in ``FontStyle/allCases`` order; `nil` when a required style is missing. Other
    /// styles that are `nil` are derived.
    init?(values: [FontDescriptor?]) {
        func style(_ style: FontStyle) -> FontDescriptor? { values[style.caseIndex] }
        guard let heading = style(.heading), let body = style(.body), let caption = style(.caption),
            let quote = style(.quote)
        else { return nil }
        self.init(
            heading: heading,
            body: body,
            caption: caption,
            quote: quote,
            title: style(.title),
            subheading: style(.subheading),
            label: style(.label),
            code: style(.code)
        )
    }

    /// These styles with some replaced; a derived style whose source changed is derived again.
    func overriding(_ styles: [FontStyle: FontDescriptor]) -> ThemeFontStyles {
        guard !styles.isEmpty else { return self }
        let values = Derivation.values(overriding: styles, derivations: Self.derivations) { self[$0] }
        return ThemeFontStyles(values: values) ?? self
    }
}
