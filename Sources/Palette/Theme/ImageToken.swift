/// A key for an image token (AUUTheme's `image.*` identifiers, ThemeManager's `imageForKey:`).
///
/// When no theme defines the path or a parent of it, the answer is `fallback`: a transparent
/// solid colour unless you choose another, so a missing image shows nothing rather than failing.
public struct ImageToken: TokenKey, ExpressibleByStringLiteral {
    public static var storage: TokenStorage<ThemeImage> { TokenStorage(.image) { $0.imageTable[$1] } }
    let fields: TokenKeyFields<ImageAsset>
    public var path: TokenPath { fields.path }
    public var lookupChain: [TokenPath] { fields.lookupChain }
    /// The asset answered when nothing defines the token.
    var fallback: ImageAsset { fields.fallback }

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: ImageAsset = .solidColor(.clear)) {
        fields = TokenKeyFields(path, fallback: fallback)
    }

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> ThemeImage { ThemeImage(asset: fallback) }
}
