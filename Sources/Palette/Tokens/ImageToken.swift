/// A key for an image token (AUUTheme's `image.*` identifiers, ThemeManager's `imageForKey:`).
///
/// When no theme defines the path or a parent of it, the answer is `fallback`: a transparent
/// solid colour unless you choose another, so a missing image shows nothing rather than failing.
public struct ImageToken: TokenKey, ExpressibleByStringLiteral {
    public static let kind = TokenKind.image
    public let path: TokenPath
    public let lookupChain: [TokenPath]
    /// The asset answered when nothing defines the token.
    public let fallback: ImageAsset

    /// Creates a key for `path`, answering `fallback` when no theme defines it.
    public init(_ path: TokenPath, fallback: ImageAsset = .solidColor(.clear)) {
        self.path = path
        self.fallback = fallback
        lookupChain = path.keyLookupChain
    }

    public init(stringLiteral value: String) {
        self.init(TokenPath(value))
    }

    public func fallbackValue(in theme: ResolvedTheme) -> ThemeImage { ThemeImage(asset: fallback) }

    public static func value(at path: TokenPath, in table: TokenTable) -> ThemeImage? {
        table.imageTable[path]
    }
}
