/// A theme as data: Palette's own JSON theme document.
///
/// ```json
/// {
///   "formatVersion": 1,
///   "id": "acme",
///   "name": "Acme",
///   "extends": "default",
///   "palette": { "primary": "#D92D20", "secondary": "#1F2A44" },
///   "fonts": {
///     "heading": "Avenir Next 24 semibold (title2)",
///     "body": { "family": "Avenir Next", "size": 17, "textStyle": "body" }
///   },
///   "tokens": {
///     "colors": { "color.background.tableview": "#FFFFFF" },
///     "dimensions": { "spacing.card": 12 }
///   }
/// }
/// ```
///
/// Read one with `try ThemeDocument(json:)` (``init(json:file:limits:)-(Collection<UInt8>,_,_)``),
/// which throws every problem at once, each with its path and line:column; or with
/// ``decode(json:file:limits:)``, which returns a ``DecodingReport`` of the document, its errors and
/// its warnings, for a tool that shows them all. Turn it into a theme with
/// ``resolve(in:limits:folder:)``; `PaletteFormats` writes one (`jsonString`). Roles, styles and tokens the document does not set come from the theme it
/// `extends` (SDThemeManager's alternative-theme cascade).
public struct ThemeDocument: Equatable, Sendable {
    /// The format versions this version of Palette reads.
    static let supportedFormatVersions = [1]

    // The document's sections in one stored tuple, each read and written through accessors emitted
    // into the code that uses them: a public stored `var` keeps a getter, a setter and a modify
    // accessor in every app that links Palette, the tuple three in all.
    @usableFromInline var stored:
        (
            formatVersion: Int,
            id: String,
            name: String,
            extends: String?,
            palette: [ColorRole: ThemeColor],
            fonts: [FontStyle: FontDescriptor],
            tokens: TokenSet,
            styles: [StyleDefinition],
            variants: Variants?,
            extensions: TokenExtensions?
        )
    /// The format version the document is written in.
    @_alwaysEmitIntoClient public var formatVersion: Int {
        get { stored.formatVersion }
        _modify { yield &stored.formatVersion }
        set { stored.formatVersion = newValue }
    }
    /// The stable identifier, as for any ``Theme``.
    @_alwaysEmitIntoClient public var id: String {
        get { stored.id }
        _modify { yield &stored.id }
        set { stored.id = newValue }
    }
    /// The name people read.
    @_alwaysEmitIntoClient public var name: String {
        get { stored.name }
        _modify { yield &stored.name }
        set { stored.name = newValue }
    }
    /// The identifier (or type name) of the registered theme this one extends, if any.
    @_alwaysEmitIntoClient public var extends: String? {
        get { stored.extends }
        _modify { yield &stored.extends }
        set { stored.extends = newValue }
    }
    /// Colours set by the document, by role.
    @_alwaysEmitIntoClient public var palette: [ColorRole: ThemeColor] {
        get { stored.palette }
        _modify { yield &stored.palette }
        set { stored.palette = newValue }
    }
    /// Fonts set by the document, by style.
    @_alwaysEmitIntoClient public var fonts: [FontStyle: FontDescriptor] {
        get { stored.fonts }
        _modify { yield &stored.fonts }
        set { stored.fonts = newValue }
    }
    /// Custom tokens, and descriptions of tokens and roles (keyed `color.primary`, `font.body`).
    @_alwaysEmitIntoClient public var tokens: TokenSet {
        get { stored.tokens }
        _modify { yield &stored.tokens }
        set { stored.tokens = newValue }
    }
    /// Named styles, as ``StyleDefinition``s (SDThemeManager's style groups).
    @_alwaysEmitIntoClient public var styles: [StyleDefinition] {
        get { stored.styles }
        _modify { yield &stored.styles }
        set { stored.styles = newValue }
    }
    /// The variants of an adaptive document, which then describes an ``AdaptiveTheme``: light
    /// and dark, standard and increased contrast, each a registered theme or laid over the
    /// document's own sections; `nil` for a plain theme.
    @_alwaysEmitIntoClient public var variants: Variants? {
        get { stored.variants }
        _modify { yield &stored.variants }
        set { stored.variants = newValue }
    }
    /// What other tools keep about the theme as a whole, by vendor, passed on as written: the
    /// document's top-level `extensions`, as a token's `extensions` are kept per token. An asset
    /// catalog's own files (its folders' `Contents.json`, the colour sets Palette cannot read) are
    /// kept here under `com.apple.xcassets`, so that exporting the catalog again writes them back.
    @_alwaysEmitIntoClient public var extensions: TokenExtensions? {
        get { stored.extensions }
        _modify { yield &stored.extensions }
        set { stored.extensions = newValue }
    }

    /// Creates a document.
    public init(
        formatVersion: Int = 1,
        id: String,
        name: String? = nil,
        extends: String? = nil,
        palette: [ColorRole: ThemeColor] = [:],
        fonts: [FontStyle: FontDescriptor] = [:],
        tokens: TokenSet = TokenSet(),
        styles: [StyleDefinition] = [],
        variants: Variants? = nil,
        extensions: TokenExtensions? = nil
    ) {
        stored = (
            formatVersion: formatVersion,
            id: id,
            name: name ?? id,
            extends: extends,
            palette: palette,
            fonts: fonts,
            tokens: tokens,
            styles: styles,
            variants: variants,
            extensions: extensions
        )
    }

    // Tables compared through one generic copy each, not one synthesised per type.
    /// Two documents are equal when every property is.
    public static func == (lhs: ThemeDocument, rhs: ThemeDocument) -> Bool {
        (lhs.formatVersion, lhs.id, lhs.name, lhs.extends) == (rhs.formatVersion, rhs.id, rhs.name, rhs.extends)
            && Unspecialized.equal(lhs.palette, rhs.palette) && Unspecialized.equal(lhs.fonts, rhs.fonts)
            && Unspecialized.equal(lhs.tokens, rhs.tokens) && Unspecialized.equal(lhs.styles, rhs.styles)
            && lhs.variants == rhs.variants && lhs.extensions == rhs.extensions
    }
}

extension ThemeDocument {
    /// The required roles and styles this document does not set, as imported files name them
    /// (`color.primary`, `font.body`): what it takes from the theme it extends.
    package var unsetRequiredTokenPaths: [String] {
        ColorRole.allCases.filter { $0.isRequired && !palette[$0].hasValue }.map { "color.\($0.rawValue)" }
            + FontStyle.allCases.filter { $0.isRequired && !fonts[$0].hasValue }.map { "font.\($0.rawValue)" }
    }
}
