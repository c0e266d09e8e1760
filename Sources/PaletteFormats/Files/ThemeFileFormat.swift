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
    /// folder through ``AssetCatalogImporter/decode(folder:options:)``.
    case xcassets
    /// A DTCG 2025.10 resolver document (`*.resolver.json`, ``DTCGResolver``): sets and
    /// modifiers over token files, read as themes and their variants.
    case resolver
    /// Figma's variables as its REST API returns them (`GET /v1/files/:key/variables/local`):
    /// collections with modes, read as themes and their variants.
    case figma

    /// Whether the format is read as DTCG tokens, whose paths may be mapped to font styles too:
    /// DTCG files, resolvers over them, Figma variables (``Descriptor/readsTokens``).
    public var readsTokens: Bool { descriptor.readsTokens }

    /// The format's name as the CLI writes it.
    public var description: String { rawValue }

    /// Other names each format is known by (``Descriptor/aliases``): the system's name (`auu`,
    /// `sdtheme`, `sdthememanager`) beside the published one.
    public static var aliases: [String: ThemeFileFormat] {
        var aliases: [String: ThemeFileFormat] = [:]
        for descriptor in all {
            for alias in descriptor.aliases { aliases[alias] = descriptor.format }
        }
        return aliases
    }

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
        guard let descriptor = Self.all.first(where: { $0.names.contains(key) }) else { return nil }
        self = descriptor.format
    }

    /// Every name ``init(name:)`` accepts, for messages: the raw values, then the aliases.
    public static var names: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }

    /// What a file in this format is, for messages (``Descriptor/expectation``).
    var expectation: String { descriptor.expectation }

    /// The format of a file's contents, or `nil` when it is none Palette reads.
    ///
    /// Each format's rule is its ``Descriptor``'s, tried in one order (``all`` says it): an Xcode
    /// colour set's `Contents.json` has `colors` and `info`; resolver documents have
    /// `resolutionOrder`, or declare the resolver's `$schema`; Figma variables files have
    /// `variableCollections` and `variables` (in `meta`, as the REST API wraps them, or at the top);
    /// Palette documents are JSON objects with `formatVersion`, or with `id` and a `palette` or
    /// `fonts` section; DTCG files are JSON objects whose tokens carry `$value` (or `$ref`), or
    /// `value` as DTCG's drafts before 2022, Style Dictionary 3 and Tokens Studio write them, or
    /// that declare the DTCG 2025.10 `$schema`, or Tokens Studio's exports of token sets;
    /// AUUTheme files have any of the `colors`, `images` and `appearance` sections (other keys are
    /// reported when the file is read); SwiftTheme's themes, JSON or property lists, are groups
    /// of strings and numbers with `#` hex colours, and none of the other formats' marks; other
    /// property lists are SDThemeManager's. Comments and trailing commas do not prevent detection.
    public static func detect(_ bytes: some Collection<UInt8>, limits: FormatLimits = .default) -> ThemeFileFormat? {
        ParsedThemeFile(bytes: Array(bytes), path: nil, limits: limits).format
    }

    /// The format of parsed JSON, by the rules of ``detect(_:limits:)``.
    static func detect(root: JSONNode, limits: FormatLimits) -> ThemeFileFormat? {
        recognise(.json(root, firstDeviation: nil), limits: limits)
    }
}
