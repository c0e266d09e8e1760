extension ThemePalette {
    /// The roles each semantic role is derived from, in derivation order.
    static let derivations: [(key: ColorRole, inputs: [ColorRole])] = [
        (.background, [.neutral]), (.onBackground, [.background]), (.surface, [.background, .onBackground]),
        (.onSurface, [.surface]), (.onPrimary, [.primary]), (.onSecondary, [.secondary]), (.error, [.background]),
        (.onError, [.error]), (.outline, [.surface, .onSurface]),
    ]

    /// A palette from roles given by data; `nil` when a required role is missing. Semantic roles
    /// not given are derived.
    public init?(roles: [ColorRole: ThemeColor]) {
        guard let primary = roles[.primary], let secondary = roles[.secondary], let neutral = roles[.neutral],
            let highlight = roles[.highlight]
        else { return nil }
        self.init(
            primary: primary,
            secondary: secondary,
            neutral: neutral,
            highlight: highlight,
            background: roles[.background],
            onBackground: roles[.onBackground],
            surface: roles[.surface],
            onSurface: roles[.onSurface],
            onPrimary: roles[.onPrimary],
            onSecondary: roles[.onSecondary],
            error: roles[.error],
            onError: roles[.onError],
            outline: roles[.outline]
        )
    }

    /// This palette with some roles replaced.
    ///
    /// A semantic role that is not replaced keeps its value, unless a role it is derived from
    /// changed: then it is derived again, so replacing `primary` alone also gives a legible
    /// `onPrimary`, and replacing `neutral` gives a matching background, surface and outline.
    public func overriding(_ roles: [ColorRole: ThemeColor]) -> ThemePalette {
        guard !roles.isEmpty else { return self }
        let required = ColorRole.allCases.filter(\.isRequired)
        let values = Derivation.values(overriding: roles, required: required, derivations: Self.derivations) {
            self[$0]
        }
        return ThemePalette(roles: values) ?? self
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
        guard let heading = styles[.heading], let body = styles[.body], let caption = styles[.caption],
            let quote = styles[.quote]
        else { return nil }
        self.init(
            heading: heading,
            body: body,
            caption: caption,
            quote: quote,
            title: styles[.title],
            subheading: styles[.subheading],
            label: styles[.label],
            code: styles[.code]
        )
    }

    /// These styles with some replaced; a derived style whose source changed is derived again.
    func overriding(_ styles: [FontStyle: FontDescriptor]) -> ThemeFontStyles {
        guard !styles.isEmpty else { return self }
        let required = FontStyle.allCases.filter(\.isRequired)
        let values = Derivation.values(overriding: styles, required: required, derivations: Self.derivations) {
            self[$0]
        }
        return ThemeFontStyles(styles: values) ?? self
    }
}
