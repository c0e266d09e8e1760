extension JSONParser {
    /// What a parse accepts: strict RFC 8259, or comments and trailing commas too; and its bounds.
    package struct Options: Sendable {
        package let allowsComments: Bool
        package let allowsTrailingCommas: Bool
        package let maximumSize: Int
        package let maximumDepth: Int

        /// Options with every field given: a default argument of a package initialiser is a function
        /// every app that links Palette keeps.
        @usableFromInline package init(
            allowsComments: Bool,
            allowsTrailingCommas: Bool,
            maximumSize: Int,
            maximumDepth: Int
        ) {
            self.allowsComments = allowsComments
            self.allowsTrailingCommas = allowsTrailingCommas
            self.maximumSize = maximumSize
            self.maximumDepth = maximumDepth
        }

        /// Strict JSON, bounded in size (4 MiB) and nesting (32 levels) as Palette's default limits
        /// bound a theme file (PaletteTests holds the two equal). In the library, not emitted into
        /// clients: other modules call it, and an unoptimised build of them does not emit it.
        package static var strict: Options {
            Options(allowsComments: false, allowsTrailingCommas: false, maximumSize: 4 << 20, maximumDepth: 32)
        }
        /// JSON with comments and trailing commas allowed, bounded as ``strict`` is.
        package static var lenient: Options {
            Options(allowsComments: true, allowsTrailingCommas: true, maximumSize: 4 << 20, maximumDepth: 32)
        }
    }
}
