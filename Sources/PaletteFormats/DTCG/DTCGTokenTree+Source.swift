internal import InternalPaletteUtilities
import Palette

extension DTCGTokenTree {
    /// One parsed file, or one token set of a file that holds several (Tokens Studio's).
    struct Source {
        var root: JSONNode
        var file: String?
        /// Whether the file is held to DTCG 2025.10 (it declares it), rather than read with the
        /// forms of older drafts.
        var isStrict: Bool
        /// The format of a file whose tokens are written without `$` (`value`, `type`), or `nil`.
        var olderFormat: TokenFileSurvey.OlderFormat?
        /// Where `root` is in its file: the document, or a token set's member.
        var rootPath: JSONPath = .root
        /// Whether the tokens are there only for references to reach (Style Dictionary's
        /// `include`, Tokens Studio's `source` sets), not to be imported.
        var isReferenceOnly = false
        /// The token set's name, for a file of several.
        var setName: String?
        /// Whether its tokens replace earlier sources' tokens of the same path without a word, as
        /// a DTCG resolver's later sources do by design.
        var replacesQuietly = false
        /// Whether what DTCG 2025.10 refuses in a file held to it is read past with a warning
        /// (``DTCGImporter/Conformance-swift.enum/lenient``).
        var isLenient = false
        /// The sets of the resolver it comes from that `resolutionOrder` leaves out, for a
        /// reference that finds nothing to point at.
        var unreadSets: [UnreadSet] = []

        init(
            root: JSONNode,
            file: String?,
            isStrict: Bool,
            olderFormat: TokenFileSurvey.OlderFormat? = nil,
            rootPath: JSONPath = .root,
            isReferenceOnly: Bool = false,
            setName: String? = nil,
            replacesQuietly: Bool = false
        ) {
            self.root = root
            self.file = file
            self.isStrict = isStrict
            self.olderFormat = olderFormat
            self.rootPath = rootPath
            self.isReferenceOnly = isReferenceOnly
            self.setName = setName
            self.replacesQuietly = replacesQuietly
        }

        /// Where the source is, for messages: `'tokens.json'`, `'tokens.json' (set 'light')`.
        var place: String {
            (file.map { "'\($0)'" } ?? "an earlier file") + (setName.map { " (set '\($0)')" } ?? "")
        }
    }
}

extension DTCGTokenTree {
    /// A set of a resolver that `resolutionOrder` does not use: its tokens are in no theme.
    struct UnreadSet {
        var name: String
        /// Where the resolver defines it.
        var location: ThemeError.Location?
    }
}
