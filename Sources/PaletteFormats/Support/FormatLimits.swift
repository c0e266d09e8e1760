import Palette

/// The bounds PaletteFormats applies to the files it reads, beside Palette's own
/// (``/Palette/ThemeLimits``): folders, property lists, token math, resolvers, modes, globs and
/// asset catalogs.
///
/// Every reader in PaletteFormats takes a `FormatLimits` (``default`` unless you pass one). It
/// holds the ``/Palette/ThemeLimits`` that Palette's decoders apply to the same files (``theme``),
/// and reads and writes their members as its own, so one value configures a whole import:
///
/// ```swift
/// var limits = FormatLimits.default
/// limits.maximumDocumentSize = 16 << 20      // Palette's limit, kept in `theme`
/// limits.maximumModePermutations = 128        // PaletteFormats' own
/// var registry = ThemeRegistry()
/// let report = ThemeLoader(limits: limits).loadDirectory(folder, into: &registry)
/// ```
///
/// A reader stops where a limit is reached and reports a ``/Palette/ThemeError`` that names it.
@dynamicMemberLookup
public struct FormatLimits: Equatable, Sendable {
    /// The limits Palette applies to the same input: document size, nesting, tokens, aliases,
    /// `extends`, paths, images and styles.
    public var theme: ThemeLimits

    /// How many folder levels below a folder given on the command line, or to ``ThemeLoader``,
    /// are searched for theme files: 8.
    public var maximumFolderDepth = 8
    /// How many theme files one folder tree may hold: 2,000.
    public var maximumFolderFiles = 2_000
    /// How many folders one folder tree may hold: 1,000.
    public var maximumFolders = 1_000
    /// How many values a binary property list may hold: 1,000,000 (a 1 MiB file can describe
    /// far more values than it has bytes, through shared references).
    public var maximumPropertyListValues = 1_000_000
    /// The longest math expression a token's value may be (`"{space.base} * 2"`), in UTF-8
    /// bytes: 256.
    public var maximumExpressionLength = 256
    /// How deeply a math expression's parentheses and signs may nest: 32.
    public var maximumExpressionDepth = 32
    /// How many token sources one choice of a DTCG resolver's contexts may merge, every reference
    /// to a set followed: 1,000. Real resolvers merge a few dozen; sets that reference each other
    /// many times over could otherwise ask for millions.
    public var maximumResolverSources = 1_000
    /// How many themes and variants one file with modes (a DTCG resolver, Tokens Studio themes,
    /// Figma variables) may be read as: 64, each theme counted once per variant it has. Every one
    /// reads the file's tokens again (a 2,000-token resolver in four variants takes about 0.1 s),
    /// so a file of many modifiers, each multiplying the others, is refused with this limit named;
    /// `--input` (``ModeInput``) chooses contexts and makes fewer.
    public var maximumModePermutations = 64
    /// How many file names one glob pattern of a token set may expand to through its `{a,b}`
    /// alternatives: 64.
    public var maximumGlobAlternatives = 64
    /// The longest name, in UTF-8 bytes, a colour set's folder (before `.colorset`) or an asset
    /// catalog's group may have: 200 (file systems allow 255).
    public var maximumCatalogNameLength = 200

    /// Limits with Palette's `theme` limits and PaletteFormats' defaults.
    public init(theme: ThemeLimits = .default) {
        self.theme = theme
    }

    /// The default limits.
    public static let `default` = FormatLimits()

    /// A limit of Palette's (``theme``), read and written as if it were this type's own.
    public subscript<Value>(dynamicMember member: WritableKeyPath<ThemeLimits, Value>) -> Value {
        get { theme[keyPath: member] }
        set { theme[keyPath: member] = newValue }
    }

    /// How many files and folders a walk through an asset catalog may look at: ten for each
    /// token ``/Palette/ThemeLimits/maximumTokenCount`` allows (a colour set is a folder and its
    /// `Contents.json`, and catalogs hold other assets too).
    package var maximumCatalogEntries: Int { theme.maximumTokenCount * 10 }

    /// How many bytes of `Contents.json` files a walk through an asset catalog may read: sixteen
    /// documents' worth (``/Palette/ThemeLimits/maximumDocumentSize``).
    package var maximumCatalogBytes: Int { theme.maximumDocumentSize * 16 }

    /// The problem with a token path or style name of `length` UTF-8 bytes, as
    /// ``/Palette/ThemeLimits``' rule has it.
    package func pathProblem(_ what: String, length: Int, at location: ThemeError.Location) -> ThemeError? {
        theme.pathProblem(what, length: length, at: location)
    }
}
