extension Array where Element == String {
    /// The items as a message lists them: the first `limit` and how many more there are, so a
    /// message stays a line or two however many things it could name. All of them when at most
    /// one would be left out ("and 1 more" is no shorter than naming it).
    ///
    /// ```swift
    /// ["'a'", "'b'", "'c'", "'d'", "'e'"].summarisedForMessage(limit: 3) // 'a', 'b', 'c' and 2 more
    /// ```
    @_alwaysEmitIntoClient package func summarisedForMessage(limit: Int = 8) -> String {
        guard count > limit + 1, limit > 0 else { return joined(separator: ", ") }
        return prefix(limit).joined(separator: ", ") + " and \(count - limit) more"
    }
}
