/// Why ``JSONParser`` refused a text, and where.
///
/// The module that reads the JSON turns it into its own error (Palette: a located `ThemeError`).
@usableFromInline package struct JSONParseError: Error, Equatable, Sendable {
    /// What is wrong with the text.
    @usableFromInline package enum Reason: Equatable, Sendable {
        /// The text has `size` bytes, more than `limit`; it was not parsed.
        case tooLarge(size: Int, limit: Int)
        /// Objects and arrays nest deeper than `limit`.
        case tooDeep(limit: Int)
        /// The text is not JSON (or not the JSON the options allow), for the reason given.
        case malformed(String)
    }

    @usableFromInline package let reason: Reason
    /// Where the problem is; `nil` when the whole text is refused before parsing.
    @usableFromInline package let position: JSONPosition?

    @_alwaysEmitIntoClient package init(_ reason: Reason, at position: JSONPosition?) {
        self.reason = reason
        self.position = position
    }
}
