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

    /// The format version the document is written in.
    public var formatVersion: Int
    /// The stable identifier, as for any ``Theme``.
    public var id: String
    /// The name people read.
    public var name: String
    // The optionals are spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an
    // implicit `nil` initial value, which Swift emits as a function every app keeps; the
    // initialiser sets them instead.
    /// The identifier (or type name) of the registered theme this one extends, if any.
    public var extends: Optional<String>
    /// Colours set by the document, by role.
    public var palette: [ColorRole: ThemeColor]
    /// Fonts set by the document, by style.
    public var fonts: [FontStyle: FontDescriptor]
    /// Custom tokens, and descriptions of tokens and roles (keyed `color.primary`, `font.body`).
    public var tokens: TokenSet
    /// Named styles, as ``StyleDefinition``s (SDThemeManager's style groups).
    public var styles: [StyleDefinition]
    /// The variants of an adaptive document, which then describes an ``AdaptiveTheme``: light
    /// and dark, standard and increased contrast, each a registered theme or laid over the
    /// document's own sections; `nil` for a plain theme.
    public var variants: Optional<Variants>
    /// What other tools keep about the theme as a whole, by vendor, passed on as written: the
    /// document's top-level `extensions`, as a token's `extensions` are kept per token. An asset
    /// catalog's own files (its folders' `Contents.json`, the colour sets Palette cannot read) are
    /// kept here under `com.apple.xcassets`, so that exporting the catalog again writes them back.
    public var extensions: Optional<TokenExtensions>

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
        self.formatVersion = formatVersion
        self.id = id
        self.name = name ?? id
        self.extends = extends
        self.palette = palette
        self.fonts = fonts
        self.tokens = tokens
        self.styles = styles
        self.variants = variants
        self.extensions = extensions
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
