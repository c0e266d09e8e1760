/// A problem that did not stop a theme being read or applied: worth fixing, never fatal.
///
/// Readers report warnings beside their errors (``DecodingReport/warnings``,
/// ``ThemeSelection/warnings``, ``ThemeSelection/Resolution/warnings``): a key that is no role,
/// a value read one of two ways, the roles a file takes from the theme it extends, overrides that
/// lower contrast. A warning is a type of its own, so that nothing that expects an error (a
/// `catch`, a `throws`) can be handed one, and an app can log warnings and errors apart.
///
/// ```swift
/// let report = ThemeDocument.decode(json: bytes, file: "acme.json")
/// for warning in report.warnings { logger.warning("\(warning)") }
/// // acme.json:4:5: unknown key 'primry' at 'palette.primry': did you mean 'primary'? …
/// ```
///
/// Its ``problem`` is described as an error is, so code that handles warnings and errors alike
/// reads one shape: `warning.problem.code`, `.location`, `.message`, and the values the message
/// quotes (`warning.problem.subject`).
public struct ThemeWarning: Equatable, Sendable, CustomStringConvertible {
    /// The problem, described as an error describes it.
    public let problem: ThemeError

    /// A warning about `problem`.
    @usableFromInline package init(_ problem: ThemeError) {
        self.problem = problem
    }

    /// What is wrong and where, as a log line gives it (``ThemeError/description``).
    @_alwaysEmitIntoClient public var description: String { problem.description }

    /// The values the warning's message quotes (``ThemeError``'s `values`).
    @_alwaysEmitIntoClient package var values: [String] { problem.values }

    /// The same warning, placed in `file` when it names no file yet.
    @_alwaysEmitIntoClient package func inFile(_ file: String?) -> ThemeWarning {
        ThemeWarning(problem.inFile(file))
    }
}

extension Array where Element == ThemeError {
    /// These problems as warnings.
    @_alwaysEmitIntoClient package var asWarnings: [ThemeWarning] { map(ThemeWarning.init) }
}
