internal import InternalPaletteUtilities
import Palette

/// The theme file formats Palette reads.
public enum ThemeFileFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Palette's own JSON theme document (``/Palette/ThemeDocument``).
    case palette
    /// Design tokens in the DTCG 2025.10 format, or the older drafts Style Dictionary writes.
    case dtcg
    /// AUUTheme's JSON themes: `colors`, `images`, `appearance`.
    case auutheme
    /// SDThemeManager v2 property lists, published as Giotto.
    case giotto
    /// SwiftTheme's themes, property lists or JSON: groups of values read by key path
    /// (``SwiftThemeImporter``).
    case swifttheme
    /// An Xcode asset catalog's colours: a colour set's `Contents.json` here, a whole catalog
    /// folder through ``AssetCatalogImporter/decode(folder:)``.
    case xcassets
    /// A DTCG 2025.10 resolver document (`*.resolver.json`, ``DTCGResolver``): sets and
    /// modifiers over token files, read as themes and their variants.
    case resolver
    /// Figma's variables as its REST API returns them (`GET /v1/files/:key/variables/local`):
    /// collections with modes, read as themes and their variants.
    case figma

    /// Whether the format is read as DTCG tokens, whose paths may be mapped to font styles too:
    /// DTCG files, resolvers over them, Figma variables.
    public var readsTokens: Bool { self == .dtcg || self == .resolver || self == .figma }

    /// The format's name as the CLI writes it.
    public var description: String { rawValue }

    /// Other names each format is known by: the system's name (`auu`, `sdtheme`,
    /// `sdthememanager`) beside the published one.
    public static let aliases: [String: ThemeFileFormat] = [
        "auu": .auutheme, "sdtheme": .giotto, "sdthememanager": .giotto, "dtcg-resolver": .resolver,
        "figma-variables": .figma,
    ]

    /// The format a name stands for, in any letter case: a raw value or one of ``aliases``.
    ///
    /// ```swift
    /// ThemeFileFormat(name: "AUU")  // .auutheme
    /// ThemeFileFormat(name: "sdtheme")  // .giotto
    /// ```
    ///
    /// - Parameter name: A format name as a user writes it.
    public init?(name: String) {
        let key = name.asciiCaseFolded
        guard let format = ThemeFileFormat(rawValue: key) ?? Self.aliases[key] else { return nil }
        self = format
    }

    /// Every name ``init(name:)`` accepts, for messages: the raw values, then the aliases.
    public static var names: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }

    /// The format of a file's contents, or `nil` when it is none Palette reads.
    ///
    /// Palette documents are JSON objects with `formatVersion`, or with `id` and a `palette` or
    /// `fonts` section; resolver documents have `resolutionOrder`, or declare the resolver's
    /// `$schema`; Figma variables files have `variableCollections` and `variables` (in `meta`, as
    /// the REST API wraps them, or at the top); DTCG files are JSON objects whose tokens carry `$value` (or `$ref`), or
    /// `value` as DTCG's drafts before 2022, Style Dictionary 3 and Tokens Studio write them, or
    /// that declare the DTCG 2025.10 `$schema`, or Tokens Studio's exports of token sets;
    /// AUUTheme files have any of the `colors`, `images` and `appearance` sections (other keys are
    /// reported when the file is read); SwiftTheme's themes, JSON or property lists, are groups
    /// of strings and numbers with `#` hex colours, and none of the other formats' marks; other
    /// property lists are SDThemeManager's. Comments and trailing commas do not prevent detection.
    public static func detect(_ bytes: some Collection<UInt8>, limits: ThemeLimits = .default) -> ThemeFileFormat? {
        ParsedThemeFile(bytes: Array(bytes), path: nil, limits: limits).format
    }

    /// The format of parsed JSON, by the rules of ``detect(_:limits:)``.
    static func detect(root: JSONNode, limits: ThemeLimits) -> ThemeFileFormat? {
        guard let members = root.members else { return nil }
        let keys = Set(members.map(\.key))
        if FileShape.isColorSetContents(root) { return .xcassets }
        if FileShape.isResolverDocument(root) { return .resolver }
        if FileShape.figmaVariables(root) != nil { return .figma }
        if keys.contains("formatVersion")
            || (keys.contains("id") && (keys.contains("palette") || keys.contains("fonts")))
        {
            return .palette
        }
        // DTCG before AUUTheme: a DTCG file may also have a `colors` group, but only DTCG has `$value`
        // (or a DTCG `$schema`, which a file of empty groups may have and nothing else), or
        // `value` in the formats before it (a backend payload's overrides may too: it names a `theme`).
        if containsToken(root, limits: limits) || FileShape.declaresDTCG2025(root)
            || (!keys.contains("theme")
                && (containsToken(root, limits: limits, unprefixed: true) || holdsTokenSets(root)))
        {
            return .dtcg
        }
        if FileShape.isAUUTheme(root) { return .auutheme }
        return FileShape.isSwiftTheme(root) ? .swifttheme : nil
    }

    /// Whether a JSON tree has a token: an object with `$value` (or `$ref`), or, `unprefixed`, an
    /// object with `value` as the formats before DTCG's prefixes write tokens.
    /// The walk goes no deeper than the file could be parsed (``ThemeLimits/maximumDepth``).
    static func containsToken(_ node: JSONNode, depth: Int = 0, limits: ThemeLimits, unprefixed: Bool = false) -> Bool {
        guard depth <= limits.maximumDepth, let members = node.members else { return false }
        if unprefixed
            ? FileShape.isUnprefixedToken(members)
            : members.contains(where: { $0.key == "$value" || $0.key == "$ref" })
        {
            return true
        }
        return members.contains {
            !$0.key.hasPrefix("$") && containsToken($0.node, depth: depth + 1, limits: limits, unprefixed: unprefixed)
        }
    }

    /// Whether JSON is a Tokens Studio export of token sets (`$metadata` or `$themes` beside
    /// them), even one whose sets are still empty.
    static func holdsTokenSets(_ root: JSONNode) -> Bool {
        guard let members = root.members,
            members.contains(where: { FileShape.tokensStudioFileKeys.contains($0.key) })
        else { return false }
        return members.contains { !$0.key.hasPrefix("$") && $0.node.members != nil }
    }
}
