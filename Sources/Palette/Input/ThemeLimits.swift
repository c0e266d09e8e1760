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
    // The limits in one stored tuple, each read and written through accessors emitted into the
    // code that uses them: a public stored `var` keeps a getter, a setter and a modify accessor in
    // every app that links Palette (36 functions for these twelve), the tuple three in all.
    @usableFromInline var bounds:
        (
            maximumDocumentSize: Int,
            maximumPayloadSize: Int,
            maximumDepth: Int,
            maximumPayloadDepth: Int,
            maximumTokenCount: Int,
            maximumAliasChain: Int,
            maximumExtendsDepth: Int,
            maximumPathLength: Int,
            maximumImageSize: Int,
            maximumStyleDepth: Int,
            maximumStyleVisits: Int,
            maximumStoredChoiceSize: Int
        )

    /// The largest theme file read, in bytes: 4 MiB. A 100-token document is about 5 KiB; Figma's
    /// REST API writes about 640 bytes a variable, so Adobe Spectrum 2's 2,961 variables are
    /// 1.9 MB, the largest real theme file Palette is tested on.
    @_alwaysEmitIntoClient public var maximumDocumentSize: Int {
        get { bounds.maximumDocumentSize }
        set { bounds.maximumDocumentSize = newValue }
    }
    /// The largest backend payload read by
    /// ``ThemeSelection/init(json:limits:)-(Collection<UInt8>,_)``, in bytes: 64 KiB.
    @_alwaysEmitIntoClient public var maximumPayloadSize: Int {
        get { bounds.maximumPayloadSize }
        set { bounds.maximumPayloadSize = newValue }
    }
    /// How deeply JSON may nest: 32 levels. Theme documents need 5; DTCG groups rarely exceed 10.
    @_alwaysEmitIntoClient public var maximumDepth: Int {
        get { bounds.maximumDepth }
        set { bounds.maximumDepth = newValue }
    }
    /// How deeply a backend payload may nest: 16 levels (a payload needs 4); never deeper than
    /// ``maximumDepth``.
    @_alwaysEmitIntoClient public var maximumPayloadDepth: Int {
        get { bounds.maximumPayloadDepth }
        set { bounds.maximumPayloadDepth = newValue }
    }
    /// How many tokens one document may define: 10,000.
    @_alwaysEmitIntoClient public var maximumTokenCount: Int {
        get { bounds.maximumTokenCount }
        set { bounds.maximumTokenCount = newValue }
    }
    /// How many aliases a DTCG token may pass through before a value: 32.
    @_alwaysEmitIntoClient public var maximumAliasChain: Int {
        get { bounds.maximumAliasChain }
        set { bounds.maximumAliasChain = newValue }
    }
    /// How many themes an `extends` chain may pass through: 16.
    @_alwaysEmitIntoClient public var maximumExtendsDepth: Int {
        get { bounds.maximumExtendsDepth }
        set { bounds.maximumExtendsDepth = newValue }
    }
    /// The longest token path or style name a file may give, in UTF-8 bytes: 1,024 (real ones
    /// are under 100). Readers join names (a DTCG group's with its tokens', an SDThemeManager
    /// style's with its nested styles'), so without this one long name would be copied into
    /// every path under it: a 1 MiB file could ask for gigabytes.
    @_alwaysEmitIntoClient public var maximumPathLength: Int {
        get { bounds.maximumPathLength }
        set { bounds.maximumPathLength = newValue }
    }
    /// The largest image file a theme's `file` image may be, in bytes: 16 MiB.
    @_alwaysEmitIntoClient public var maximumImageSize: Int {
        get { bounds.maximumImageSize }
        set { bounds.maximumImageSize = newValue }
    }
    /// How deeply styles may inherit from one another (SDThemeManager's `_superstyle`) or be
    /// applied to nested objects: 32 levels.
    @_alwaysEmitIntoClient public var maximumStyleDepth: Int {
        get { bounds.maximumStyleDepth }
        set { bounds.maximumStyleDepth = newValue }
    }
    /// How many style visits resolving one application may make, so that styles sharing
    /// ancestors many times over cannot make resolution blow up: 10,000.
    @_alwaysEmitIntoClient public var maximumStyleVisits: Int {
        get { bounds.maximumStyleVisits }
        set { bounds.maximumStyleVisits = newValue }
    }
    /// The largest stored theme choice ``FileThemeStore`` reads, in bytes: 4 KiB (a choice is
    /// `{"theme": "…"}`); a larger file is refused unread.
    @_alwaysEmitIntoClient public var maximumStoredChoiceSize: Int {
        get { bounds.maximumStoredChoiceSize }
        set { bounds.maximumStoredChoiceSize = newValue }
    }

    /// Creates the default limits.
    public init() {
        bounds = (
            maximumDocumentSize: 4 << 20,
            maximumPayloadSize: 64 * 1024,
            maximumDepth: 32,
            maximumPayloadDepth: 16,
            maximumTokenCount: 10_000,
            maximumAliasChain: 32,
            maximumExtendsDepth: 16,
            maximumPathLength: 1_024,
            maximumImageSize: 16 << 20,
            maximumStyleDepth: 32,
            maximumStyleVisits: 10_000,
            maximumStoredChoiceSize: 4096
        )
    }

    /// The default limits.
    @_alwaysEmitIntoClient public static var `default`: ThemeLimits { ThemeLimits() }

    /// How deeply a payload may nest under these limits: ``maximumPayloadDepth``, never deeper
    /// than ``maximumDepth``.
    @_alwaysEmitIntoClient package var payloadDepth: Int { min(maximumPayloadDepth, maximumDepth) }

    /// Two limits are equal when every bound is. The bounds' bytes are compared, which holds while
    /// every bound is an `Int` (StoredTupleEqualityTests checks that it is).
    public static func == (lhs: ThemeLimits, rhs: ThemeLimits) -> Bool {
        withUnsafeBytes(of: lhs.bounds) { left in withUnsafeBytes(of: rhs.bounds) { left.elementsEqual($0) } }
    }

    /// The problem with a token path or style name of `length` UTF-8 bytes, when it is longer
    /// than ``maximumPathLength``.
    package func pathProblem(_ what: String, length: Int, at location: ThemeError.Location) -> ThemeError? {
        guard length > maximumPathLength else { return nil }
        return .limitExceeded(what: "\(what) of \(length) bytes", limit: maximumPathLength, location: location)
    }
}
