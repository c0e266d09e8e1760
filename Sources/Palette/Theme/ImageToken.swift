/// A key for an image token (AUUTheme's `image.*` identifiers, ThemeManager's `imageForKey:`).
///
/// When no theme defines the path or a parent of it, the answer is `fallback`: a transparent
/// solid colour unless you choose another, so a missing image shows nothing rather than failing.
public struct ImageToken: TokenKey, ExpressibleByStringLiteral {
    public static var storage: TokenStorage<ThemeImage> { TokenStorage(.image) { $0.imageTable[$1] } }
    /// The fallback, kept once per value (``Immortal``); `nil` for the default, so a generated key
    /// is a constant.
    @usableFromInline let fields: TokenKeyFields<Immortal<ImageAsset>?>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// The asset answered when nothing defines the token.
    var fallback: ImageAsset { fields.fallback?.value ?? Self.defaultFallback }

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: ImageAsset = .solidColor(.clear)) {
        fields = TokenKeyFields(
            path,
            fallback: fallback == Self.defaultFallback ? nil : Immortal.intern(fallback)
        )
    }

    /// The key at `index` of the paths of a file `palette codegen` wrote, whose pool is `pool`: for
    /// such files.
    @inlinable @inline(__always)
    public init(_generatedIn pool: _GeneratedPathPool, _ index: Int) {
        fields = TokenKeyFields(generatedIn: pool, at: index, fallback: nil)
    }

    /// What a key answers unless given another fallback.
    private static let defaultFallback = ImageAsset.solidColor(.clear)

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> ThemeImage { ThemeImage(asset: fallback) }
}
