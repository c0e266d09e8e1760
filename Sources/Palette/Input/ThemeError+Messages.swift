internal import InternalPaletteUtilities

/// The text of each error: what went wrong, where, and what was expected.
extension ThemeError {
    /// The message with where it happened: `invalid colour '#12' at 'palette.primary'
    /// (acme.json:4:16): expected …`.
    public var description: String {
        if case .invalidDocument(let file, let problems) = kind {
            let name = file.map { "'\($0)'" } ?? "the document"
            let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
            return "\(name) has \(count):" + problems.map { "\n  " + $0.description }.joined()
        }
        let (head, tail) = parts
        var place = Self.suffix(location)
        switch kind {
        case .inputTooLarge: place = ""
        case .noSuchFile(_, let location?) where location.path.isEmpty && location.line == nil:
            place = location.file.map { " '\($0.clippedForMessage)'" } ?? ""
        default: break
        }
        return head + place + (tail.isEmpty ? "" : ": " + tail)
    }

    /// The message without its location, for tools that print the location first
    /// (`acme.json:4:16: error: …`): `invalid colour '#12': expected …`.
    public var message: String {
        if case .invalidDocument = kind { return description }
        let (head, tail) = placedParts
        return head + (tail.isEmpty ? "" : ": " + tail)
    }

    /// The message with the path inside the document but not the file position, for tools that
    /// print `file:line:column:` first: `invalid colour '#12' at 'palette.primary': expected …`.
    public var diagnosticMessage: String {
        if case .invalidDocument = kind { return description }
        let (head, tail) = placedParts
        let path = location.map(\.path) ?? ""
        return head + (path.isEmpty ? "" : " at '\(path.clippedForMessage)'") + (tail.isEmpty ? "" : ": " + tail)
    }

    /// ``parts`` for a tool that prints the file first: a message that names its file (input too
    /// large) does not name it again.
    private var placedParts: (head: String, tail: String) {
        let (head, tail) = parts
        let named = Self.fileSuffix(location)
        guard case .inputTooLarge = kind, !named.isEmpty else { return (head, tail) }
        return (head.replacingOccurrences(of: named, with: ""), tail)
    }

    /// What went wrong, split around where the location goes: each part at most
    /// ``partLimit`` characters, whatever values the code that made the error put in its text.
    private var parts: (head: String, tail: String) {
        let (head, tail) = unclippedParts
        return (head.clippedAtClause(to: Self.partLimit), tail.clippedAtClause(to: Self.partLimit))
    }

    /// The most characters either part of a message has. Values are quoted at most 100
    /// characters long; this bounds text that quotes them some other way.
    static let partLimit = 1_000

    private var unclippedParts: (head: String, tail: String) {
        switch kind {
        case .invalidColor(let value, _):
            return (
                "invalid colour '\(value.clippedForMessage)'",
                "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA (with or without '#' or '0x')"
            )
        case .invalidFontWeight(let value, _):
            return (
                "invalid font weight '\(value.clippedForMessage)'",
                "expected a number from 1 to 1000 or a name such as 'regular', 'semi-bold' or 'bold'"
            )
        case .invalidValue(let value, let reason, _):
            return ("invalid value '\(value.clippedForMessage)'", reason)
        case .unknownTheme(let name, let available, let suggestion):
            var message = "unknown theme '\(name.clippedForMessage)'"
            message += suggestion == nil ? "." : Suggestion.didYouMean(suggestion)
            if available.isEmpty {
                message += " No themes are registered."
            } else {
                let listed = available.map { "'\($0)'" }.summarisedForMessage(limit: Self.listedThemeLimit)
                message += " Available: \(listed)."
            }
            return (message, "")
        case .malformedInput(let reason, _):
            return ("malformed input", reason)
        case .noSuchFile(let folderToo, _):
            return (folderToo ? "no such file or folder" : "no such file", "")
        case .missingKey(let key, _):
            return ("missing key '\(key.clippedForMessage)'", "")
        case .typeMismatch(let expected, let found, _):
            return ("expected \(expected) but found \(found)", "")
        case .inputTooLarge(let size, let limit, let location):
            let what = size.map { "input of \($0) bytes" } ?? "input"
            return (
                "\(what) is larger than the limit of \(limit) bytes\(Self.fileSuffix(location)); it was not parsed", ""
            )
        case .nestingTooDeep(let limit, _):
            return ("input is nested more than \(limit) levels deep", "")
        case .storeFailure(let path, let reason):
            return ("stored theme choice at '\(path)': \(reason)", "")
        case .unknownKey(let key, let expected, let suggestion, _):
            var detail = Suggestion.didYouMean(suggestion, separator: "", terminator: " ")
            if !expected.isEmpty { detail += "expected one of " + expected.summarisedForMessage() }
            return ("unknown key '\(key.clippedForMessage)'", detail.trimmingSpaces)
        case .unsupportedFormatVersion(let version, let supported, _):
            let list = supported.map(String.init).joined(separator: ", ")
            return (
                "unsupported formatVersion '\(version.clippedForMessage)'",
                "this version of Palette reads formatVersion \(list)"
            )
        case .referenceCycle(let kind, let chain, _):
            return ("\(kind) cycle", Self.cycleText(chain))
        case .unresolvedReference(let reference, let reason, _):
            return ("unresolved reference '\(reference.clippedForMessage)'", reason)
        case .limitExceeded(let what, let limit, _):
            return ("\(what) exceeds the limit of \(limit)", "")
        case .duplicateDefinition(let name, let previous, _):
            return (
                "'\(name.clippedForMessage)' is defined again",
                previous.map { "this replaces the definition in \($0)" } ?? "each name may be defined once"
            )
        case .interpreted(let what, let meaning, _):
            return ("\(what) read as \(meaning)", "")
        case .loweredContrast(let pair, let reason, _):
            return ("lowered contrast of '\(pair)'", reason)
        case .invalidDocument:
            return ("invalid document", "")
        case .described(let described):
            return (described.head, described.tail)
        }
    }

    /// How many theme names an ``unknownTheme(name:available:suggestion:)`` message lists.
    static let listedThemeLimit = 20

    /// How many members of a ``referenceCycle(kind:chain:location:)`` message names at each end.
    static let listedCycleEnds = 5

    /// `'a' -> 'b' -> 'a'`; for a long cycle its first and last few members and how many were
    /// left out, so a cycle through thousands of names is not a message of thousands of names.
    private static func cycleText(_ chain: [String]) -> String {
        let quoted = { (names: ArraySlice<String>) in names.map { "'\($0.clippedForMessage)'" } }
        guard chain.count > 2 * listedCycleEnds + 1 else { return quoted(chain[...]).joined(separator: " -> ") }
        let hidden = chain.count - 2 * listedCycleEnds
        return (quoted(chain.prefix(listedCycleEnds)) + ["… \(hidden) more"] + quoted(chain.suffix(listedCycleEnds)))
            .joined(separator: " -> ")
    }

    private static func suffix(_ location: Location?) -> String {
        location.map { " " + $0.description } ?? ""
    }

    private static func fileSuffix(_ location: Location?) -> String {
        location?.file.map { " in '\($0)'" } ?? ""
    }
}
