internal import InternalPaletteUtilities
import PaletteFormats

/// Problems printed the way compilers print them, so editors and CI logs link to the place:
/// `themes/acme.json:4:16: error: invalid colour '#12' at 'palette.primary': expected …`.
enum Diagnostics {
    /// Warnings as lines, as ``lines(_:severity:file:verbose:)`` prints problems.
    static func lines(_ warnings: [ThemeWarning], file: String?, verbose: Bool) -> String {
        lines(warnings.map(\.problem), severity: "warning", file: file, verbose: verbose)
    }

    static func line(_ error: ThemeError, severity: String, file: String?) -> String {
        let hint = LimitOptions.hint(for: error).map { "; " + $0 } ?? ""
        return line(error.diagnosticMessage + hint, severity: severity, at: error.location, file: file)
    }

    /// A problem the CLI finds itself (a file that does not exist), or one already described.
    static func line(
        _ message: String,
        severity: String,
        at location: ThemeError.Location? = nil,
        file: String?
    )
        -> String
    {
        var place = location?.file ?? file ?? ""
        if let line = location?.line {
            place += ":\(line)"
            if let column = location?.column { place += ":\(column)" }
        }
        return (place.isEmpty ? "" : place + ": ") + "\(severity): \(message)\n"
    }

    /// How many problems of one kind are printed before they are summarised in one line.
    static let listedPerKind = 3

    /// Problems as lines, each kind of which there are more than ``listedPerKind`` told in one
    /// line where its first problem is: that problem, how many there are, and where the next ones
    /// are. `verbose` prints every problem. The kinds are ``ProblemSummary``'s, so every command
    /// summarises the same way.
    ///
    /// `acme.json:4:5: warning: unknown key 'em' at 'a.lineHeight': expected one of px, rem
    /// [1928 like this, also at 'b.lineHeight' (9:5), 'c.lineHeight' (14:5), …; --verbose lists all]`
    static func lines(_ errors: [ThemeError], severity: String, file: String?, verbose: Bool) -> String {
        guard !verbose else { return errors.map { line($0, severity: severity, file: file) }.joined() }
        let summary = ProblemSummary(errors)
        var text = ""
        var summarised: Set<Int> = []
        for (error, group) in zip(errors, summary.groupIndex) {
            let problems = summary.groups[group].problems
            if problems.count <= listedPerKind {
                text += line(error, severity: severity, file: file)
            } else if summarised.insert(group).inserted {
                let note = " [\(problems.count) like this\(others(of: problems)); --verbose lists all]\n"
                text += line(error, severity: severity, file: file).dropLast() + note
            }
        }
        return text
    }

    /// The next few of a kind's problems after the first, each once: `, also at 'b.lineHeight'
    /// (9:5), 'c.lineHeight' (14:5), …`. Problems at one place (a document's missing keys, all at
    /// its start) are told by what they are about instead: `, also 'palette.neutral', …`; a place
    /// already listed is not listed again, and `…` stands only for problems left out.
    private static func others(of problems: [ThemeError]) -> String {
        guard let first = problems.first else { return "" }
        let firstFile = first.location?.file
        let places = problems.map { place($0, besides: firstFile) }
        let subjects = problems.map { $0.subject.map { "'\($0.clippedForMessage)'" } ?? "" }
        // Places when each problem has its own, else what each is about; both when each has its
        // own place and they are about different things (`missing key 'name'` beside `missing key
        // 'type'`), so that "like this" never stands for another subject.
        let distinctPlaces = Set(places).count == places.count
        let hasSubjects = subjects.allSatisfy { !$0.isEmpty }
        let items: [String]
        if distinctPlaces, hasSubjects, Set(subjects).count > 1 {
            items = zip(subjects, places).map { subject, place in
                place.hasPrefix("'") ? "\(subject) at \(place)" : "\(subject) \(place)"
            }
        } else {
            items = distinctPlaces ? places : hasSubjects ? subjects : places
        }
        var seen: Set<String> = [items[0]]
        let rest = items.dropFirst().filter { seen.insert($0).inserted }
        guard !rest.isEmpty else { return "" }
        let shown = rest.prefix(listedPerKind)
        let more = rest.count > shown.count ? ", …" : ""
        return (items == places ? ", also at " : ", also ") + shown.joined(separator: ", ") + more
    }

    /// Where a problem is, short: `'a.lineHeight' (9:5)`, with its file when that is not `file`.
    private static func place(_ error: ThemeError, besides file: String?) -> String {
        guard let location = error.location else { return "?" }
        var position = location.line.map { "\($0)" + (location.column.map { ":\($0)" } ?? "") } ?? ""
        if let own = location.file, own != file { position = own + (position.isEmpty ? "" : ":" + position) }
        let path = location.path.isEmpty ? "" : "'\(location.path.clippedForMessage)'"
        return [path, position.isEmpty ? "" : "(\(position))"].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A problem as JSON: `{"severity", "file", "line", "column", "path", "message"}`.
    static func json(_ error: ThemeError, severity: String, file: String?) -> JSONValue {
        json(error.message, severity: severity, at: error.location, file: file)
    }

    /// A problem the CLI finds itself as JSON, as ``json(_:severity:file:)`` writes one.
    static func json(
        _ message: String,
        severity: String,
        at location: ThemeError.Location? = nil,
        file: String?
    ) -> JSONValue {
        .orderedObject([
            ("severity", .string(severity)),
            ("file", (location?.file ?? file).map(JSONValue.string) ?? .null),
            ("line", location?.line.map { .number(Double($0)) } ?? .null),
            ("column", location?.column.map { .number(Double($0)) } ?? .null),
            ("path", location.map { .string($0.path) } ?? .null),
            ("message", .string(message)),
        ])
    }
}
