extension JSONParser {
    /// What a parse accepts: strict RFC 8259, or comments and trailing commas too; and its bounds.
    package struct Options: Sendable {
        package var allowsComments = false
        package var allowsTrailingCommas = false
        package var maximumSize = 1 << 20
        package var maximumDepth = 64

        package init(
            allowsComments: Bool = false,
            allowsTrailingCommas: Bool = false,
            maximumSize: Int = 1 << 20,
            maximumDepth: Int = 64
        ) {
            self.allowsComments = allowsComments
            self.allowsTrailingCommas = allowsTrailingCommas
            self.maximumSize = maximumSize
            self.maximumDepth = maximumDepth
        }

        /// Strict JSON.
        package static let strict = Options()
        /// JSON with comments and trailing commas allowed.
        package static let lenient = Options(allowsComments: true, allowsTrailingCommas: true)
    }
}

extension JSONParser.Options {
    /// The options for a theme file under `limits`: its size and nesting bounded by them, and
    /// comments and trailing commas accepted when `lenient`.
    package static func document(_ limits: ThemeLimits, lenient: Bool = false) -> Self {
        Self(
            allowsComments: lenient,
            allowsTrailingCommas: lenient,
            maximumSize: limits.maximumDocumentSize,
            maximumDepth: limits.maximumDepth
        )
    }
}
