internal import InternalPaletteUtilities

/// The text of an error: its code's text of its values, and where it is, as its code places it.
extension ThemeError {
    /// The message with where it happened: `invalid colour '#12' at 'palette.primary'
    /// (acme.json:4:16): expected …`.
    public var description: String {
        let (head, tail) = parts
        var place = ""
        switch code.placement {
        case .listing: return head
        case .inHead, .nowhere: break
        case .namingFile where location?.isWholeFile == true:
            place = location?.file.map { " '\($0.clippedForMessage)'" } ?? ""
        case .afterHead, .namingFile:
            place = location.map { " " + $0.description } ?? ""
        }
        return head + place + (tail.isEmpty ? "" : ": " + tail)
    }

    /// The message without its location, for tools that print the location first
    /// (`acme.json:4:16: error: …`): `invalid colour '#12': expected …`.
    public var message: String {
        guard code.placement != .listing else { return description }
        let (head, tail) = placedParts
        return head + (tail.isEmpty ? "" : ": " + tail)
    }

    /// The message with the path inside the document but not the file position, for tools that
    /// print `file:line:column:` first: `invalid colour '#12' at 'palette.primary': expected …`.
    package var diagnosticMessage: String {
        guard code.placement != .listing else { return description }
        let (head, tail) = placedParts
        let path = location.map(\.path) ?? ""
        return head + (path.isEmpty ? "" : " at '\(path.clippedForMessage)'") + (tail.isEmpty ? "" : ": " + tail)
    }

    /// ``parts`` for a tool that prints the file first: a message that names its file in its head
    /// does not name it again.
    private var placedParts: (head: String, tail: String) {
        guard code.placement == .inHead, let location, location.file != nil else { return parts }
        let unnamed = Location(path: location.path, line: location.line, column: location.column)
        return withLocation(unnamed).parts
    }

    /// What went wrong, split around where the location goes: each part at most
    /// ``partLimit`` characters, whatever values the code that made the error put in its text.
    private var parts: (head: String, tail: String) {
        let (head, tail) = code.text(of: self)
        guard code.placement != .listing else { return (head, tail) }
        return (head.clippedAtClause(to: Self.partLimit), tail.clippedAtClause(to: Self.partLimit))
    }

    /// The most characters either part of a message has. Values are quoted at most 100
    /// characters long; this bounds text that quotes them some other way.
    static let partLimit = 1_000

    /// ``subject`` quoted for a message: `'#12'`, at most 100 characters of it.
    package var quotedSubject: String { "'\((subject ?? "").clippedForMessage)'" }
}
