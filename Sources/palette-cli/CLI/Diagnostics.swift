import Palette

/// Problems printed the way compilers print them, so editors and CI logs link to the place:
/// `themes/acme.json:4:16: error: invalid colour '#12' at 'palette.primary': expected …`.
enum Diagnostics {
    static func line(_ error: ThemeError, severity: String, file: String?) -> String {
        line(error.diagnosticMessage, severity: severity, at: error.location, file: file)
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
