/// How messages show a file's place: as the user gave it.
///
/// Readers work with absolute paths, so a relative argument (`themes/a.json`) comes back in their
/// problems as `/home/me/project/themes/a.json`. Every message (standard error, and what a command
/// prints for a person) shows a file under the current directory relative to it again, as the
/// user typed it, and editors still open it from there. When the arguments name a file under the
/// current directory by its absolute path, paths stay absolute, as typed. Data (JSON, exported
/// files) keeps its paths as they are.
struct PathDisplay: Equatable {
    /// The current directory with a trailing `/`, dropped from the paths messages show; `nil` when
    /// paths are shown as they are.
    let prefix: String?

    /// Paths shown as they are.
    static let asTheyAre = PathDisplay(prefix: nil)

    private init(prefix: String?) {
        self.prefix = prefix
    }

    init(currentDirectory: String, arguments: [String]) {
        guard currentDirectory.hasPrefix("/"), currentDirectory != "/" else {
            self.init(prefix: nil)
            return
        }
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let typedAbsolute = arguments.contains { argument in
            argument.hasPrefix(prefix) || argument.split(separator: "=", maxSplits: 1).last?.hasPrefix(prefix) == true
        }
        self.init(prefix: typedAbsolute ? nil : prefix)
    }

    /// `text` with each path under the current directory relative to it. A path starts a line or
    /// follows a space, a quote or a parenthesis; the same characters elsewhere are left alone.
    func shown(_ text: String) -> String {
        guard let prefix, text.contains(prefix) else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            let before = rest[..<range.lowerBound]
            let boundary = (before.last ?? result.last).map { " \n\t'\"(`".contains($0) } ?? true
            result += before
            if !boundary { result += prefix }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
