import Foundation

/// The bounds Palette applies to untrusted input, so that no file or payload can exhaust memory,
/// the stack or time.
///
/// Every decoder takes a `ThemeLimits` (``default`` unless you pass one). These are Palette's own
/// limits, the ones its decoders check; PaletteFormats (`FormatLimits`: folders, property lists,
/// resolvers, modes, globs, catalogs) and PalettePackages (`PackageLimits`: package sizes,
/// timeouts, the image cache) each keep theirs, and hold a `ThemeLimits` beside them. Inputs over a size limit
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
public struct ThemeLimits: Equatable, Sendable {
    /// The largest theme file read, in bytes: 4 MiB. A 100-token document is about 5 KiB; Figma's
    /// REST API writes about 640 bytes a variable, so Adobe Spectrum 2's 2,961 variables are
    /// 1.9 MB, the largest real theme file Palette is tested on.
    public var maximumDocumentSize: Int
    /// The largest backend payload read by
    /// ``ThemeSelection/init(json:limits:)-(Collection<UInt8>,_)``, in bytes: 64 KiB.
    public var maximumPayloadSize: Int
    /// How deeply JSON may nest: 32 levels. Theme documents need 5; DTCG groups rarely exceed 10.
    public var maximumDepth: Int
    /// How deeply a backend payload may nest: 16 levels (a payload needs 4); never deeper than
    /// ``maximumDepth``.
    public var maximumPayloadDepth: Int
    /// How many tokens one document may define: 10,000.
    public var maximumTokenCount: Int
    /// How many aliases a DTCG token may pass through before a value: 32.
    public var maximumAliasChain: Int
    /// How many themes an `extends` chain may pass through: 16.
    public var maximumExtendsDepth: Int
    /// The longest token path or style name a file may give, in UTF-8 bytes: 1,024 (real ones
    /// are under 100). Readers join names (a DTCG group's with its tokens', an SDThemeManager
    /// style's with its nested styles'), so without this one long name would be copied into
    /// every path under it: a 1 MiB file could ask for gigabytes.
    public var maximumPathLength: Int
    /// The largest image file a theme's `file` image may be, in bytes: 16 MiB.
    public var maximumImageSize: Int
    /// How deeply styles may inherit from one another (SDThemeManager's `_superstyle`) or be
    /// applied to nested objects: 32 levels.
    public var maximumStyleDepth: Int
    /// How many style visits resolving one application may make, so that styles sharing
    /// ancestors many times over cannot make resolution blow up: 10,000.
    public var maximumStyleVisits: Int
    /// The largest stored theme choice ``FileThemeStore`` reads, in bytes: 4 KiB (a choice is
    /// `{"theme": "…"}`); a larger file is refused unread.
    public var maximumStoredChoiceSize: Int

    /// Creates the default limits.
    public init() {
        // Assigned here, not at each declaration: a value written there is a function of its own,
        // which every app keeps.
        maximumDocumentSize = 4 << 20
        maximumPayloadSize = 64 * 1024
        maximumDepth = 32
        maximumPayloadDepth = 16
        maximumTokenCount = 10_000
        maximumAliasChain = 32
        maximumExtendsDepth = 16
        maximumPathLength = 1_024
        maximumImageSize = 16 << 20
        maximumStyleDepth = 32
        maximumStyleVisits = 10_000
        maximumStoredChoiceSize = 4096
    }

    /// The default limits.
    public static var `default`: ThemeLimits { ThemeLimits() }

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
