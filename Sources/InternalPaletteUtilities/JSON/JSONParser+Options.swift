extension JSONParser {
    /// What a parse accepts: strict RFC 8259, or comments and trailing commas too; and its bounds.
    package struct Options: Sendable {
        package let allowsComments: Bool
        package let allowsTrailingCommas: Bool
        package let maximumSize: Int
        package let maximumDepth: Int

        /// Options that bound size (4 MiB) and nesting (32 levels) as Palette's default limits bound
        /// a theme file, unless told otherwise (PaletteTests holds the two equal).
        @usableFromInline package init(
            allowsComments: Bool = false,
            allowsTrailingCommas: Bool = false,
            maximumSize: Int = 4 << 20,
            maximumDepth: Int = 32
        ) {
            self.allowsComments = allowsComments
            self.allowsTrailingCommas = allowsTrailingCommas
            self.maximumSize = maximumSize
            self.maximumDepth = maximumDepth
        }

        /// Strict JSON.
        @_alwaysEmitIntoClient package static var strict: Options { Options() }
        /// JSON with comments and trailing commas allowed.
        package static var lenient: Options { Options(allowsComments: true, allowsTrailingCommas: true) }
    }
}
