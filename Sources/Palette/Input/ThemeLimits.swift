import Foundation

/// The bounds Palette applies to untrusted input, so that no file or payload can exhaust memory,
/// the stack or time.
///
/// Every decoder takes a `ThemeLimits` (``default`` unless you pass one). Inputs over a size limit
/// are refused before they are parsed; the other limits stop the work where they are reached and
/// report a ``ThemeError`` with the location.
///
/// The defaults come from the benchmark package's figures (README, Performance): decoding is
/// linear in size, a 100-token document (3 KiB) takes about 0.5 ms and 1,000 DTCG tokens (78 KiB)
/// about 14 ms, so the largest file the defaults accept (10,000 tokens) imports in
/// about 150 ms on a 2-core server, and a backend payload, capped at 64 KiB, in well under a
/// millisecond. Real themes are a hundred times smaller than these bounds; tighten them for a
/// service that reads files from many users, loosen them for a design system larger than this.
///
/// ```swift
/// var limits = ThemeLimits.default
/// limits.maximumDocumentSize = 256 * 1024
/// let report = ThemeDocument.decode(json: bytes, limits: limits)
/// ```
public struct ThemeLimits: Hashable, Sendable {
    /// The largest theme file read, in bytes: 4 MiB. A 100-token document is about 5 KiB; Figma's
    /// REST API writes about 640 bytes a variable, so Adobe Spectrum 2's 2,961 variables are
    /// 1.9 MB, the largest real theme file Palette is tested on.
    public var maximumDocumentSize = 4 << 20
    /// The largest backend payload read by ``ThemeSelection/init(json:limits:)``, in bytes:
    /// 64 KiB (``ThemeSelection/defaultMaximumSize``).
    public var maximumPayloadSize = 64 * 1024
    /// How deeply JSON may nest: 32 levels. Theme documents need 5; DTCG groups rarely exceed 10.
    public var maximumDepth = 32
    /// How deeply a backend payload may nest: 16 levels (a payload needs 4); never deeper than
    /// ``maximumDepth``.
    public var maximumPayloadDepth = 16
    /// How many tokens one document may define: 10,000.
    public var maximumTokenCount = 10_000
    /// How many aliases a DTCG token may pass through before a value: 32.
    public var maximumAliasChain = 32
    /// How many themes an `extends` chain may pass through: 16.
    public var maximumExtendsDepth = 16
    /// The longest token path or style name a file may give, in UTF-8 bytes: 1,024 (real ones
    /// are under 100). Readers join names (a DTCG group's with its tokens', an SDThemeManager
    /// style's with its nested styles'), so without this one long name would be copied into
    /// every path under it: a 1 MiB file could ask for gigabytes.
    public var maximumPathLength = 1_024
    /// The largest image file a theme's `file` image may be, in bytes: 16 MiB.
    public var maximumImageSize = 16 << 20
    /// How deeply styles may inherit from one another (SDThemeManager's `_superstyle`) or be
    /// applied to nested objects: 32 levels.
    public var maximumStyleDepth = 32
    /// How many style visits resolving one application may make, so that styles sharing
    /// ancestors many times over cannot make resolution blow up: 10,000.
    public var maximumStyleVisits = 10_000
    /// How many folder levels below a folder given on the command line, or to `ThemeLoader`
    /// (in PaletteFormats), are searched for theme files: 8.
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
    /// `--input` (`ModeInput` in PaletteFormats) chooses contexts and makes fewer.
    public var maximumModePermutations = 64
    /// How many file names one glob pattern of a token set may expand to through its `{a,b}`
    /// alternatives: 64.
    public var maximumGlobAlternatives = 64

    // Theme packages, downloaded by PalettePackages: every byte comes from the network, so each
    // bound is checked before the bytes are asked for (a manifest's declared sizes), again while
    // they arrive (a server that sends more than it declared is cut off), and in time.

    /// The largest file a theme package may hold (its theme document or an image), in bytes:
    /// 16 MiB, as ``maximumImageSize``. A manifest that declares a larger file is refused before
    /// anything is downloaded; a server that sends more is cut off at this size. The manifest
    /// itself is bounded by ``maximumDocumentSize``, and the theme document by both.
    public var maximumPackageFileSize = 16 << 20
    /// The most bytes one theme package may hold, its files together: 64 MiB. Real packages (a
    /// theme document and a few images) are well under 2 MiB.
    public var maximumPackageSize = 64 << 20
    /// How many files one theme package's manifest may list: 1,000.
    public var maximumPackageFiles = 1_000
    /// How long one request (a package's manifest, one of its files, a remote image) may take,
    /// from asking to its last byte, in seconds: 30. A server that stalls, or trickles a byte at a
    /// time, is cut off when it is reached.
    public var packageRequestTimeout: TimeInterval = 30
    /// How long installing one theme package may take, every request included, in seconds: 120.
    /// Each request gets what is left of it when that is less than ``packageRequestTimeout``.
    public var packageTimeout: TimeInterval = 120
    /// The most bytes the disk cache of remote theme images (`ImageAsset.remote`, fetched by
    /// PalettePackages) keeps: 32 MiB; the images used least recently are removed first.
    public var maximumImageCacheSize = 32 << 20

    /// Creates the default limits.
    public init() {}

    /// The default limits.
    public static let `default` = ThemeLimits()

    /// How many files and folders a walk through an asset catalog may look at: ten for each
    /// token ``maximumTokenCount`` allows (a colour set is a folder and its `Contents.json`, and
    /// catalogs hold other assets too).
    package var maximumCatalogEntries: Int { maximumTokenCount * 10 }

    /// How many bytes of `Contents.json` files a walk through an asset catalog may read: sixteen
    /// documents' worth (``maximumDocumentSize``).
    package var maximumCatalogBytes: Int { maximumDocumentSize * 16 }

    /// How deeply a payload may nest under these limits: ``maximumPayloadDepth``, never deeper
    /// than ``maximumDepth``.
    package var payloadDepth: Int { min(maximumPayloadDepth, maximumDepth) }

    /// The problem with a token path or style name of `length` UTF-8 bytes, when it is longer
    /// than ``maximumPathLength``.
    package func pathProblem(_ what: String, length: Int, at location: ThemeError.Location) -> ThemeError? {
        guard length > maximumPathLength else { return nil }
        return .limitExceeded(what: "\(what) of \(length) bytes", limit: maximumPathLength, location: location)
    }
}
