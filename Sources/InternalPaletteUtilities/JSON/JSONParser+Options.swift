extension JSONParser {
    /// What a parse accepts: strict RFC 8259, or comments and trailing commas too; whether an
    /// object may name a member twice; and its bounds.
    package struct Options: Sendable {
        package let allowsComments: Bool
        package let allowsTrailingCommas: Bool
        /// Whether a member named twice in one object stops the parse. RFC 8259 leaves what such an
        /// object means to each reader (the first, the last, an error), so two programs can read one
        /// payload as two different choices: a payload names each member once.
        package let rejectsDuplicateMembers: Bool
        package let maximumSize: Int
        package let maximumDepth: Int

        /// Options that bound size (4 MiB) and nesting (32 levels) as Palette's default limits bound
        /// a theme file, unless told otherwise (PaletteTests holds the two equal).
        package init(
            allowsComments: Bool = false,
            allowsTrailingCommas: Bool = false,
            rejectsDuplicateMembers: Bool = false,
            maximumSize: Int = 4 << 20,
            maximumDepth: Int = 32
        ) {
            self.allowsComments = allowsComments
            self.allowsTrailingCommas = allowsTrailingCommas
            self.rejectsDuplicateMembers = rejectsDuplicateMembers
            self.maximumSize = maximumSize
            self.maximumDepth = maximumDepth
        }

        /// Strict JSON.
        package static var strict: Options { Options() }
        /// JSON with comments and trailing commas allowed.
        package static var lenient: Options { Options(allowsComments: true, allowsTrailingCommas: true) }
    }
}
