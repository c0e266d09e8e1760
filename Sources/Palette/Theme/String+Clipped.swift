extension StringProtocol {
    /// The text as a message quotes it: whole when it is short, else its first 100 characters
    /// and how many more there were, so a 10 MB value sent by mistake does not become a 10 MB
    /// error message.
    package var clippedForMessage: String {
        let limit = 100
        guard count > limit else { return String(self) }
        return "\(prefix(limit))… (\(count - limit) more characters)"
    }
}
