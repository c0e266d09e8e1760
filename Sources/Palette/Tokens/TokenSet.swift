/// The custom tokens a theme provides, by kind and path.
///
/// Compiled themes list theirs as a dictionary literal; theme documents carry them in their
/// `tokens` section:
///
/// ```swift
/// struct AcmeTheme: CompiledTheme {
///     // ...
///     let tokens: TokenSet = [
///         "color.background.tableview": .color(.white),
///         "spacing.card": .dimension(12),
///         "font.price": .font(FontDescriptor(size: 20, weight: .bold, traits: .monospace)),
///     ]
/// }
/// ```
///
/// Each kind has its own namespace, so a colour and a dimension may share a path. Every kind reads
/// the same way: one token with `tokens[ThemeColor.self, "color.brand"]`, all of a kind with
/// ``values(of:)``; a token is written with `tokens["color.brand"] = .color(brand)`.
public struct TokenSet: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    // The tables in one stored tuple, the public ones read and written through accessors emitted into
    // the code that uses them: a public stored `var` keeps a getter, a setter and a modify accessor in
    // every app that links Palette, the tuple three in all. The tables of colours, dimensions, fonts,
    // numbers and images are internal: other modules read them through the generic API
    // (`values(of:)`, `tokens[ThemeColor.self, path]`) and write them through `tokens[path]`.
    @usableFromInline var tables:
        (
            colors: [TokenPath: ThemeColor],
            dimensions: [TokenPath: Dimension],
            fonts: [TokenPath: FontDescriptor],
            numbers: [TokenPath: Double],
            images: [TokenPath: ImageAsset],
            descriptions: [TokenPath: String],
            aliases: [TokenSlot: TokenPath],
            memberAliases: [TokenSlot: [String: TokenPath]],
            deprecations: [TokenPath: String],
            extensions: [TokenPath: TokenExtensions]
        )
    /// Colour tokens by path.
    var colors: [TokenPath: ThemeColor] {
        get { tables.colors }
        _modify { yield &tables.colors }
        set { tables.colors = newValue }
    }
    /// Dimension tokens by path.
    var dimensions: [TokenPath: Dimension] {
        get { tables.dimensions }
        _modify { yield &tables.dimensions }
        set { tables.dimensions = newValue }
    }
    /// Font tokens by path.
    var fonts: [TokenPath: FontDescriptor] {
        get { tables.fonts }
        _modify { yield &tables.fonts }
        set { tables.fonts = newValue }
    }
    /// Number tokens by path.
    var numbers: [TokenPath: Double] {
        get { tables.numbers }
        _modify { yield &tables.numbers }
        set { tables.numbers = newValue }
    }
    /// Image tokens by path.
    var images: [TokenPath: ImageAsset] {
        get { tables.images }
        _modify { yield &tables.images }
        set { tables.images = newValue }
    }
    /// Tokens of the other kinds (shadows, gradients, borders, stroke styles, durations, cubic
    /// Béziers, transitions, font families, font weights, text, booleans), by kind and path;
    /// read them with ``values(of:)`` or the subscripts.
    var designValues: [TokenKind: [TokenPath: TokenValue]]
    /// Descriptions of tokens, roles and groups (DTCG's `$description`), by path; kept through
    /// import and export.
    @_alwaysEmitIntoClient public var descriptions: [TokenPath: String] {
        get { tables.descriptions }
        _modify { yield &tables.descriptions }
        set { tables.descriptions = newValue }
    }
    /// Tokens, roles and styles written as references to another token of their kind
    /// (`"{color.brand.blue}"`), by slot, with the path each names.
    ///
    /// The values above hold what the reference named when the theme was read (references are
    /// resolved once, when a document is loaded, never on a read); exporters write the reference
    /// wherever the format can hold one.
    @_alwaysEmitIntoClient public var aliases: [TokenSlot: TokenPath] {
        get { tables.aliases }
        _modify { yield &tables.aliases }
        set { tables.aliases = newValue }
    }
    /// Members of composite tokens (typography, shadows, borders, transitions, gradients, stroke
    /// styles) written as references to other tokens, by slot: each member's key, with the path
    /// it names (`["fontFamily": "font.family.sans"]`).
    ///
    /// A key is the member's name in the DTCG value (`color`, `fontFamily`, `timingFunction`);
    /// a shadow's layers and a gradient's stops are numbered first (`0.color`, `1.offsetY`), and
    /// so are a dash array's lengths (`dashArray.0`). The values hold what the references named
    /// when the theme was read; exporters write the references back. These are no tokens of
    /// their own: ``count`` leaves them out.
    @_alwaysEmitIntoClient public var memberAliases: [TokenSlot: [String: TokenPath]] {
        get { tables.memberAliases }
        _modify { yield &tables.memberAliases }
        set { tables.memberAliases = newValue }
    }
    /// Deprecated tokens, roles and groups (DTCG's `$deprecated`), by path, with the explanation;
    /// an empty string when none is given.
    @_alwaysEmitIntoClient public var deprecations: [TokenPath: String] {
        get { tables.deprecations }
        _modify { yield &tables.deprecations }
        set { tables.deprecations = newValue }
    }
    /// What other tools keep on tokens, roles and groups (DTCG's `$extensions`), by path, passed
    /// on as written.
    @_alwaysEmitIntoClient public var extensions: [TokenPath: TokenExtensions] {
        get { tables.extensions }
        _modify { yield &tables.extensions }
        set { tables.extensions = newValue }
    }

    /// The typed keys of the generated file that built the set, if it was; not part of its
    /// contents.
    var generatedKeys: GeneratedKeys

    /// An empty set.
    ///
    /// The stored properties get their values here rather than where they are declared: a value
    /// written at the declaration is a function of its own, which every app keeps.
    public init() {
        tables = (
            colors: [:],
            dimensions: [:],
            fonts: [:],
            numbers: [:],
            images: [:],
            descriptions: [:],
            aliases: [:],
            memberAliases: [:],
            deprecations: [:],
            extensions: [:]
        )
        designValues = [:]
        generatedKeys = GeneratedKeys()
    }

    /// An empty set that carries the typed keys a file `palette codegen` wrote declares: for such
    /// files.
    ///
    /// A theme with these tokens (or that extends one with them) answers each of the file's keys
    /// from a table worked out once, when the theme is resolved, by the key's place in `pool`;
    /// any other key, and any theme without them, by path. The answers are the same either way.
    ///
    /// - Parameters:
    ///   - pool: The function that gives the file's token paths (`_GeneratedPathPool`).
    ///   - kinds: Where the keys of each kind lie among the pool's paths.
    public init(generatedKeysIn pool: _GeneratedPathPool, _ kinds: KeyValuePairs<TokenKind, Range<Int>>) {
        self.init()
        generatedKeys = GeneratedKeys(pool: pool, kinds: kinds)
    }

    @_alwaysEmitIntoClient public init(dictionaryLiteral elements: (TokenPath, TokenValue)...) {
        self.init()
        for (path, value) in elements { self[path] = value }
    }

    /// The number of tokens of every kind.
    public var count: Int {
        colors.count + dimensions.count + fonts.count + numbers.count + images.count
            + designValues.values.reduce(0) { $0 + $1.count }
    }

    /// Whether the set holds no tokens.
    @_alwaysEmitIntoClient public var isEmpty: Bool { count == 0 }

    // The subscripts are emitted into the code that uses them, over the two functions below: an
    // app keeps those two rather than a getter, a setter and a modify accessor per subscript.

    /// Sets a token; its kind comes from the value, and setting `nil` removes the tokens of every
    /// kind at the path. Reading returns the token at that path of the first kind, in
    /// ``TokenKind`` order, that has one.
    @_alwaysEmitIntoClient public subscript(path: TokenPath) -> TokenValue? {
        get { value(of: nil, at: path) }
        set { setValue(newValue, of: nil, at: path) }
    }

    /// The token of `kind` at `path`; setting it stores a value of that kind (a value of another
    /// kind is stored under its own kind) and setting `nil` removes only that kind's token.
    @_alwaysEmitIntoClient public subscript(kind: TokenKind, path: TokenPath) -> TokenValue? {
        get { value(of: kind, at: path) }
        set { setValue(newValue, of: kind, at: path) }
    }

    /// The token of `kind` at `path`; with no kind, the token at `path` of the first kind, in
    /// ``TokenKind`` order, that has one.
    @usableFromInline func value(of kind: TokenKind?, at path: TokenPath) -> TokenValue? {
        switch kind {
        case .color: colors[path].map(TokenValue.color)
        case .dimension: dimensions[path].map(TokenValue.dimension)
        case .font: fonts[path].map(TokenValue.font)
        case .number: numbers[path].map(TokenValue.number)
        case .image: images[path].map(TokenValue.image)
        case let kind?: designValues[kind]?[path]
        case nil: TokenKind.allCases.lazy.compactMap { value(of: $0, at: path) }.first
        }
    }

    /// Sets the token at `path`: with a kind, removes that kind's token there first, then stores
    /// `newValue` under its own kind; with no kind, stores `newValue` under its own kind, or, when
    /// it is `nil`, removes the tokens of every kind at the path.
    @usableFromInline mutating func setValue(_ newValue: TokenValue?, of kind: TokenKind?, at path: TokenPath) {
        if let kind {
            switch kind {
            case .color: Unspecialized.update(&colors, path, to: nil)
            case .dimension: Unspecialized.update(&dimensions, path, to: nil)
            case .font: Unspecialized.update(&fonts, path, to: nil)
            case .number: Unspecialized.update(&numbers, path, to: nil)
            case .image: Unspecialized.update(&images, path, to: nil)
            default:
                designValues[kind]?[path] = nil
                if designValues[kind]?.isEmpty == true { designValues[kind] = nil }
            }
            if let newValue { setValue(newValue, of: nil, at: path) }
            return
        }
        switch newValue {
        case .color(let color): Unspecialized.update(&colors, path, to: color)
        case .dimension(let dimension): Unspecialized.update(&dimensions, path, to: dimension)
        case .font(let font): Unspecialized.update(&fonts, path, to: font)
        case .number(let number): Unspecialized.update(&numbers, path, to: number)
        case .image(let image): Unspecialized.update(&images, path, to: image)
        case let value?: Unspecialized.update(&designValues[value.kind, default: [:]], path, to: value)
        case nil:
            Unspecialized.update(&colors, path, to: nil)
            Unspecialized.update(&dimensions, path, to: nil)
            Unspecialized.update(&fonts, path, to: nil)
            Unspecialized.update(&numbers, path, to: nil)
            Unspecialized.update(&images, path, to: nil)
            for kind in designValues.keys { designValues[kind]?[path] = nil }
            designValues = designValues.filter { !$0.value.isEmpty }
        }
    }

    /// Every token with its path and value, sorted by kind then path.
    public var all: [(path: TokenPath, value: TokenValue)] {
        TokenKind.allCases.flatMap { kind in
            paths(of: kind).compactMap { path in value(of: kind, at: path).map { (path, $0) } }
        }
    }

    /// The paths of one kind, sorted.
    package func paths(of kind: TokenKind) -> [TokenPath] {
        // Each store's keys into one array type first, so that one sort of `[TokenPath]` serves
        // every kind: sorting each store's keys would copy the standard library's sort per store.
        let paths: [TokenPath] =
            switch kind {
            case .color: Array(colors.keys)
            case .dimension: Array(dimensions.keys)
            case .font: Array(fonts.keys)
            case .number: Array(numbers.keys)
            case .image: Array(images.keys)
            default: (designValues[kind]?.keys).map(Array.init) ?? []
            }
        return Unspecialized.sorted(paths)
    }

    /// This set with every token of `other` added, `other` winning where both have a path: its
    /// value replaces a reference there, and its reference a value.
    package func merging(_ other: TokenSet) -> TokenSet {
        var merged = self
        if !merged.aliases.isEmpty {
            for slot in merged.aliases.keys where other.value(of: slot.kind, at: slot.path).hasValue {
                Unspecialized.update(&merged.aliases, slot, to: nil)
            }
        }
        Unspecialized.merge(&merged.aliases, other.aliases)
        if !merged.memberAliases.isEmpty {
            for slot in merged.memberAliases.keys where other.value(of: slot.kind, at: slot.path).hasValue {
                Unspecialized.update(&merged.memberAliases, slot, to: nil)
            }
        }
        Unspecialized.merge(&merged.memberAliases, other.memberAliases)
        Unspecialized.merge(&merged.deprecations, other.deprecations)
        Unspecialized.merge(&merged.extensions, other.extensions)
        Unspecialized.merge(&merged.colors, other.colors)
        Unspecialized.merge(&merged.dimensions, other.dimensions)
        Unspecialized.merge(&merged.fonts, other.fonts)
        Unspecialized.merge(&merged.numbers, other.numbers)
        Unspecialized.merge(&merged.images, other.images)
        for (kind, values) in other.designValues {
            Unspecialized.merge(&merged.designValues[kind, default: [:]], values)
        }
        Unspecialized.merge(&merged.descriptions, other.descriptions)
        return merged
    }

    /// Two sets are equal when they hold the same tokens and the same metadata; the typed keys a
    /// generated file lists are not part of the contents.
    public static func == (lhs: TokenSet, rhs: TokenSet) -> Bool {
        Unspecialized.equal(lhs.colors, rhs.colors) && Unspecialized.equal(lhs.dimensions, rhs.dimensions)
            && Unspecialized.equal(lhs.fonts, rhs.fonts) && Unspecialized.equal(lhs.numbers, rhs.numbers)
            && Unspecialized.equal(lhs.images, rhs.images) && Unspecialized.equal(lhs.designValues, rhs.designValues)
            && Unspecialized.equal(lhs.descriptions, rhs.descriptions) && Unspecialized.equal(lhs.aliases, rhs.aliases)
            && Unspecialized.equal(lhs.memberAliases, rhs.memberAliases)
            && Unspecialized.equal(lhs.deprecations, rhs.deprecations)
            && Unspecialized.equal(lhs.extensions, rhs.extensions)
    }
}
