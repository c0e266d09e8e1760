import Palette

// The legacy readers skip a token they cannot read and read on: here, not in Palette, which
// every app links.
extension DocumentReader {
    /// Reads one token with `read`, which records the problems it finds on the reader it is given;
    /// when it gives nothing, the token is left out with the one warning ``UnreadableToken`` makes,
    /// whose reason is the problem that stopped it (the last one `read` recorded).
    ///
    /// The other problems `read` records are recorded as they are: those beside a value it gives
    /// (a key it ignores), and the warnings of other tokens it left out. With no problem of its
    /// own to give, the reason is `otherwise`.
    ///
    /// - Parameters:
    ///   - path: The token's path, as the warning quotes it.
    ///   - location: Where the token is, when `read` recorded no problem with a place.
    ///   - otherwise: Why the token was left out when `read` did not say.
    ///   - read: Reads the token, recording problems on the reader it is given.
    /// - Returns: What `read` gave.
    mutating func readingToken<Value>(
        _ path: String,
        at location: ThemeError.Location?,
        otherwise: @autoclosure () -> String = "it could not be read",
        _ read: (inout DocumentReader) -> Value?
    ) -> Value? {
        var scratch = DocumentReader()
        scratch.currentFile = currentFile
        let value = read(&scratch)
        for problem in scratch.errors { error(problem) }
        let stop = value == nil ? scratch.warnings.lastIndex { !UnreadableToken.isUnreadable($0) } : nil
        for (index, warning) in scratch.warnings.enumerated() where index != stop { self.warning(warning) }
        guard value == nil else { return value }
        let cause = stop.map { scratch.warnings[$0].problem }
        warning(
            UnreadableToken.warning(
                feature: "value",
                because: cause?.message ?? otherwise(),
                path: path,
                location: cause?.location ?? location
            )
        )
        return nil
    }
}
