extension StringProtocol {
    /// The text as a message quotes it: whole when it is short, else its first 100 characters
    /// and how many more there were, so a 10 MB value sent by mistake does not become a 10 MB
    /// error message.
    @_alwaysEmitIntoClient package var clippedForMessage: String {
        clipped(to: 100)
    }

    /// The text whole when it has at most `limit` characters, else its first `limit` and how many
    /// more there were.
    @usableFromInline package func clipped(to limit: Int) -> String {
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end != endIndex else {
            return String(self)
        }
        return "\(self[..<end])… (\(self[end...].count) more characters)"
    }

    /// The text whole when it has at most `limit` characters, else cut where a clause ends (at the
    /// last `; ` or `. ` that fits, else at the last space) and how many more characters there
    /// were: a message too long to print whole is never cut mid-sentence or mid-word.
    package func clippedAtClause(to limit: Int) -> String {
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end != endIndex else {
            return String(self)
        }
        let head = self[..<end]
        let cut =
            head.range(of: "; ", options: .backwards)?.lowerBound
            ?? head.range(of: ". ", options: .backwards)?.lowerBound
            ?? head.lastIndex(of: " ") ?? end
        return "\(self[..<cut])… (\(self[cut...].count) more characters)"
    }
}
