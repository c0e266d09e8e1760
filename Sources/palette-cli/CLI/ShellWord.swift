import Foundation

/// Words as a POSIX shell reads them, for the commands messages suggest: a hint runs as printed,
/// even for a path with spaces or quotes in it.
enum ShellWord {
    /// `word` as one shell word: as it is when it needs no quoting, else in single quotes (a
    /// single quote inside written `'\''`).
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_./:=@%+,-".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// The words joined with spaces, each quoted as it needs.
    static func joined(_ words: some Sequence<String>) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
