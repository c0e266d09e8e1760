extension JSONParser {
    /// What a parse accepts: strict RFC 8259, or comments and trailing commas too; and its bounds.
    package struct Options: Sendable {
        package var allowsComments: Bool
        package var allowsTrailingCommas: Bool
        package var maximumSize: Int
        package var maximumDepth: Int

        /// Options that bound size and nesting as ``ThemeLimits/default`` bounds a theme file,
        /// unless told otherwise.
        package init(
            allowsComments: Bool = false,
            allowsTrailingCommas: Bool = false,
            maximumSize: Int = ThemeLimits.default.maximumDocumentSize,
            maximumDepth: Int = ThemeLimits.default.maximumDepth
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
    /// The options for a backend payload under `limits`: strict JSON, its size and nesting bounded
    /// by the payload limits.
    package static func payload(_ limits: ThemeLimits) -> Self {
        Self(maximumSize: limits.maximumPayloadSize, maximumDepth: limits.payloadDepth)
    }

    package static func document(_ limits: ThemeLimits, lenient: Bool = false) -> Self {
        Self(
            allowsComments: lenient,
            allowsTrailingCommas: lenient,
            maximumSize: limits.maximumDocumentSize,
            maximumDepth: limits.maximumDepth
        )
    }
}
