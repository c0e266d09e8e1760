import Foundation
package import InternalPaletteUtilities

/// What a backend sends to choose a theme: `{"theme": "alternative"}`.
///
/// The object form `{"theme": {"id": "alternative"}}` is accepted too, and a selection may carry
/// ``ThemeOverrides`` laid over the named theme:
/// `{"theme": "default", "overrides": {"palette": {"primary": "#FF5500"}}}`, and name the theme
/// package the theme comes in (``package``), which the `PalettePackages` library installs before
/// applying the selection. Other members are
/// ignored, so a backend can add its own. Decoding is strict about everything it needs, and
/// every problem is a ``ThemeError`` that says what was wrong and where:
///
/// ```swift
/// let selection = try ThemeSelection(json: responseBody)
/// let theme = try selection.resolve(in: .builtIn)   // or: try AppTheme.apply(selection, in: .builtIn)
/// ```
///
/// Payloads are untrusted: one larger than `maximumSize` bytes (64 KiB by default) is refused
/// before it is parsed, and nesting is bounded.
public struct ThemeSelection: Equatable, Sendable {
    /// The name of the chosen theme: an identifier or a compiled theme's type name.
    public let theme: String
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    /// Colours, fonts and tokens laid over the chosen theme, if the backend sent any.
    public internal(set) var overrides: Optional<ThemeOverrides>
    /// The theme package the chosen theme comes in, when the backend named one:
    /// `{"theme": "summer", "package": {"url": "https://…/theme-package.json", "sha256": "…"}}`.
    ///
    /// Palette itself only reads it: ``resolve(in:)`` and `AppTheme.apply(_:in:)` look the theme
    /// up in the registry as always. `PalettePackages` installs the package first, keeping the
    /// current theme until it is installed and verified.
    public internal(set) var package: Optional<ThemePackageReference>
    /// Problems in the payload that did not stop it being used, such as an unknown role in the
    /// overrides; worth logging.
    public internal(set) var warnings: [ThemeWarning]
    /// The bound on reference chains of the limits the selection was decoded under, which
    /// ``resolve(in:)`` follows its overrides' references under too: the one limit it needs, kept
    /// instead of all of them so that a selection stays small to copy.
    var maximumAliasChain: Int
    /// The `overrides` object the selection was decoded from, so that a problem found when the
    /// overrides are laid over a theme can name the line and column of the override at fault.
    var overridesSource: Optional<JSONNode>

    /// Creates a selection of the theme named `theme`, with optional overrides and the package it
    /// comes in.
    public init(theme: String, overrides: ThemeOverrides? = nil, package: ThemePackageReference? = nil) {
        self.theme = theme
        self.overrides = overrides
        self.package = package
        warnings = []
        maximumAliasChain = ThemeLimits.default.maximumAliasChain
        overridesSource = nil
    }

    /// Decodes a backend payload under a set of limits: its size is bounded by
    /// ``ThemeLimits/maximumPayloadSize`` (64 KiB by default) and its nesting by
    /// ``ThemeLimits/maximumPayloadDepth`` (16 levels by default; a payload needs 4).
    ///
    /// - Parameters:
    ///   - json: The payload's bytes, UTF-8 JSON.
    ///   - limits: The bounds on what is read.
    /// - Throws: ``ThemeError/Code/inputTooLarge`` before parsing when the payload
    ///   is too large; ``ThemeError/Code/malformedInput`` when it is not JSON;
    ///   ``ThemeError/Code/duplicateDefinition`` for a member named twice in one object, which
    ///   another reader could take the other way;
    ///   ``ThemeError/Code/missingKey`` without a `theme`;
    ///   ``ThemeError/Code/typeMismatch`` for a value of the wrong type;
    ///   ``ThemeError/invalidValue(value:reason:location:)`` for an empty name, or a `package` whose
    ///   URL or digest is not one; the overrides' problems as a document's are (several at once as
    ///   ``ThemeError/Code/invalidDocument``).
    public init(json: some Collection<UInt8>, limits: ThemeLimits = .default) throws(ThemeError) {
        self = try Self.decode(JSONParser.read(json, options: .payload(limits)), limits: limits)
    }

    /// Decodes a backend payload given as text (see ``init(json:limits:)-(Collection<UInt8>,_)``).
    @_alwaysEmitIntoClient public init(json: String, limits: ThemeLimits = .default) throws(ThemeError) {
        try self.init(json: Array(json.utf8), limits: limits)
    }

    /// Decodes a payload of at most `maximumSize` bytes under the other default limits.
    init(json: some Collection<UInt8>, maximumSize: Int) throws(ThemeError) {
        var limits = ThemeLimits.default
        limits.maximumPayloadSize = maximumSize
        try self.init(json: json, limits: limits)
    }

    /// The theme this selection names in `registry`, with its overrides laid over it (over each
    /// variant of an adaptive theme). ``resolution(in:contrast:)`` also audits what the overrides
    /// do to contrast.
    ///
    /// - Throws: ``ThemeError/Code/unknownTheme``;
    ///   ``ThemeError/Code/unresolvedReference`` for an override written as
    ///   a reference (`"{color.secondary}"`) that names nothing in the theme.
    public func resolve(in registry: ThemeRegistry) throws(ThemeError) -> ResolvedTheme {
        try applied(to: registry.resolve(theme))
    }

    /// `base`, the theme this selection names, with the overrides laid over it: their
    /// references followed in `base` under the limits the selection was decoded with.
    ///
    /// A font override that names no text style keeps the one of the font it replaces, so that
    /// `"body": "Helvetica Neue 18"` still scales with Dynamic Type as the theme's `body` did; one
    /// that names a text style (`"Helvetica Neue 18 (callout)"`) uses its own.
    @usableFromInline package func applied(to base: ResolvedTheme) throws(ThemeError) -> ResolvedTheme {
        guard var overrides else { return base }
        for (style, font) in overrides.fonts where font.textStyle == nil {
            var kept = font
            kept.textStyle = base.fontStyles[style].textStyle
            Unspecialized.update(&overrides.fonts, style, to: kept)
        }
        var limits = ThemeLimits.default
        limits.maximumAliasChain = maximumAliasChain
        return try overrides.applied(to: base, limits: limits)
    }

    /// Two selections are equal when they name the same theme with the same overrides (empty
    /// overrides are the same as none: ``json`` writes neither) and the same package; warnings are
    /// not compared.
    public static func == (lhs: ThemeSelection, rhs: ThemeSelection) -> Bool {
        lhs.theme == rhs.theme && Unspecialized.equal(lhs.package, rhs.package)
            && lhs.comparedOverrides == rhs.comparedOverrides
    }

    /// The overrides, or none as empty ones, for ``==(_:_:)``.
    private var comparedOverrides: ThemeOverrides { overrides ?? Self.noOverrides }

    /// Empty overrides, made once.
    private static let noOverrides = ThemeOverrides()

    /// The payload for this selection, `{"theme": "…"}` with any overrides and package.
    public var json: String {
        JSONWriter.string(jsonValue, pretty: false)
    }

    /// The payload as ``json`` and the `Codable` encoding write it.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("theme", .string(theme))]
        // Anything at all, descriptions too, so that the payload reads back as this selection.
        if let overrides, overrides != Self.noOverrides { members.append(("overrides", overrides.jsonValue)) }
        if let package { members.append(("package", package.jsonValue)) }
        return .orderedObject(members)
    }

    /// Reads a selection from its JSON; every entry point (bytes, text, a parsed file, `Codable`)
    /// comes here, with the caller's limits.
    package static func decode(_ root: JSONNode, limits: ThemeLimits) throws(ThemeError) -> ThemeSelection {
        // A member named twice could be read as another theme by another reader: refused.
        var duplicates = DocumentReader()
        _ = duplicates.keepingLastDefinitions(root, at: .root, asWarnings: false)
        if let first = duplicates.errors.first { throw first }
        guard root.members.hasValue else {
            throw root.mismatch(at: .root, expected: "an object such as {\"theme\": \"default\"}")
        }
        guard let node = root["theme"] else {
            throw .missingKey(key: "theme", location: root.location(.root))
        }
        let path = JSONPath.root.appending("theme")
        let name: String
        switch node.value {
        case .string(let string):
            name = string
        case .object:
            guard let idNode = node["id"] else {
                throw .missingKey(key: "id", location: node.location(path))
            }
            name = try idNode.string(at: path.appending("id"), expected: "a theme identifier string")
        default:
            throw node.mismatch(at: path, expected: "a theme name string or an object with an 'id'")
        }
        guard !name.trimmingSpaces.isEmpty else { throw node.invalid(name, at: path, "a theme name cannot be empty") }
        var selection = ThemeSelection(theme: name)
        selection.maximumAliasChain = limits.maximumAliasChain
        if let overridesNode = root["overrides"] {
            var reader = DocumentReader()
            selection.overrides = ThemeOverrides.decode(
                overridesNode,
                at: JSONPath.root.appending("overrides"),
                reader: &reader,
                limits: limits
            )
            if let problem = reader.problem { throw problem }
            selection.warnings = reader.warnings
            selection.overridesSource = overridesNode
        }
        if let packageNode = root["package"] {
            selection.package = try ThemePackageReference.decode(packageNode, at: JSONPath.root.appending("package"))
        }
        return selection
    }
}

extension ThemeSelection: Codable {
    /// Decodes `{"theme": "name"}` or `{"theme": {"id": "name"}}`, with optional `overrides` and
    /// `package`, inside a larger `Codable` model.
    ///
    /// The value is read by the decoder ``init(json:limits:)-(Collection<UInt8>,_)`` uses, under ``ThemeLimits/default``,
    /// so it accepts and refuses the same selections, and keeps the same ``warnings``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the ``ThemeError``.
    public init(from decoder: any Decoder) throws {
        let limits = ThemeLimits.default
        do {
            self = try Self.decode(try JSONNode(decoding: decoder, limits: limits), limits: limits)
        } catch let error as ThemeError {
            throw error.decodingError(at: decoder.codingPath)
        }
    }

    /// Encodes `{"theme": "name"}`, with `overrides` when there are any (descriptions and
    /// references too), and `package`: the payload ``json`` writes.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.write(to: encoder)
    }
}
