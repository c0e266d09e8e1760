extension ContrastAudit {
    /// What a pair's foreground is, which decides the contrast it needs.
    public enum Kind: String, CaseIterable, Codable, Hashable, Sendable {
        /// Text at ordinary sizes: 4.5:1 at AA, 7:1 at AAA (WCAG 2.2 success criteria 1.4.3 and
        /// 1.4.6).
        case text
        /// Large text (see ``FontDescriptor/isLargeText``): 3:1 at AA, 4.5:1 at AAA.
        case largeText
        /// Graphical objects that identify UI components, such as borders, icons and controls
        /// filled with a colour: 3:1 at either level (success criterion 1.4.11, which has no AAA
        /// level). `PaletteDesign`'s `ThemeGenerator` asks 4.5:1 of its increased-contrast variants.
        case nonText

        /// The smallest contrast ratio this kind needs at a level.
        ///
        /// - Parameter level: The conformance level.
        /// - Returns: 4.5 or 7 for text, 3 or 4.5 for large text, 3 for non-text.
        @_alwaysEmitIntoClient public func minimumRatio(at level: ContrastLevel) -> Double {
            switch (self, level) {
            case (.text, .aa): 4.5
            case (.text, .aaa): 7
            case (.largeText, .aa): 3
            case (.largeText, .aaa): 4.5
            case (.nonText, _): 3
            }
        }
    }

    /// A foreground colour read against a background colour, under a name.
    ///
    /// The audit makes a pair for every role pair and text style of a theme; declare your own for
    /// colours the roles do not cover, such as custom tokens, by role name or token path
    /// (`PaletteDesign`'s `init(_:on:in:kind:)`), or with colours of your own:
    ///
    /// ```swift
    /// let accent = try ContrastAudit.Pair("color.brand.accent", on: "surface", in: theme)   // PaletteDesign
    /// let badge = ContrastAudit.Pair(
    ///     name: "badge.text on badge.fill",
    ///     foreground: try ThemeColor(hex: "#FFFFFF"),
    ///     background: try ThemeColor(hex: "#F59E0B"),
    ///     kind: .largeText
    /// )
    /// let audit = ContrastAudit(theme, additionalPairs: [accent, badge])
    /// ```
    public struct Pair: Equatable, Sendable {
        /// What the pair is, e.g. `"onPrimary on primary"` or `"body text on surface"`.
        public let name: String
        /// The colour of the text or graphic.
        public let foreground: ThemeColor
        /// The colour behind it.
        public let background: ThemeColor
        /// Whether the foreground is text, large text or a graphic.
        public let kind: Kind
        /// The palette role the foreground comes from, when it does.
        @usableFromInline package let foregroundRole: ColorRole?
        /// The palette role the background comes from, when it does.
        @usableFromInline package let backgroundRole: ColorRole?
        /// The text style the pair is for, when it is a text style's pair.
        @usableFromInline package let fontStyle: FontStyle?
        /// The colour token the foreground was read from, when it was: the path that answered
        /// the lookup (see `PaletteDesign`'s `init(_:on:in:kind:)`).
        @usableFromInline package let foregroundToken: TokenPath?
        /// The colour token the background was read from, when it was: the path that answered
        /// the lookup.
        @usableFromInline package let backgroundToken: TokenPath?

        /// Declares a pair to audit.
        ///
        /// - Parameters:
        ///   - name: What the pair is, as reports should show it.
        ///   - foreground: The colour of the text or graphic.
        ///   - background: The colour behind it.
        ///   - kind: Text (the default), large text, or a non-text graphic.
        @_alwaysEmitIntoClient
        public init(name: String, foreground: ThemeColor, background: ThemeColor, kind: Kind = .text) {
            self.init(
                name: name,
                foreground: foreground,
                background: background,
                kind: kind,
                foregroundRole: nil,
                backgroundRole: nil,
                fontStyle: nil
            )
        }

        @usableFromInline package init(
            name: String,
            foreground: ThemeColor,
            background: ThemeColor,
            kind: Kind,
            foregroundRole: ColorRole?,
            backgroundRole: ColorRole?,
            fontStyle: FontStyle?,
            foregroundToken: TokenPath? = nil,
            backgroundToken: TokenPath? = nil
        ) {
            self.name = name
            self.foreground = foreground
            self.background = background
            self.kind = kind
            self.foregroundRole = foregroundRole
            self.backgroundRole = backgroundRole
            self.fontStyle = fontStyle
            self.foregroundToken = foregroundToken
            self.backgroundToken = backgroundToken
        }

        /// The same pair with other colours.
        @_alwaysEmitIntoClient package func with(foreground: ThemeColor, background: ThemeColor) -> Pair {
            Pair(
                name: name,
                foreground: foreground,
                background: background,
                kind: kind,
                foregroundRole: foregroundRole,
                backgroundRole: backgroundRole,
                fontStyle: fontStyle,
                foregroundToken: foregroundToken,
                backgroundToken: backgroundToken
            )
        }
    }
}
