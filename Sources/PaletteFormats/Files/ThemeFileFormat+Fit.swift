internal import InternalPaletteUtilities
import Palette

/// Whether a file can be read in a format it is said to be in, and why a format was not found.
extension ThemeFileFormat {
    /// The problem with reading `bytes` in this format when they are plainly in another, or `nil`
    /// when they may be in it.
    ///
    /// A format named by the user (`--from auu`) is checked with this before the file is read, so
    /// that a DTCG file read as AUUTheme is an error that names what the file looks like instead
    /// of an empty theme. Text that cannot be parsed gives `nil`: reading it reports the syntax
    /// error with its line and column.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - limits: Bounds on the input.
    /// - Returns: A `ThemeError.wrongFormat(expected:found:location:)`, or `nil`.
    public func mismatch(_ bytes: some Collection<UInt8>, limits: FormatLimits = .default) -> ThemeError? {
        mismatch(ParsedThemeFile(bytes: Array(bytes), path: nil, limits: limits), limits: limits)
    }

    /// ``mismatch(_:limits:)`` for a file already parsed: the file is in this format by its
    /// rule (``Descriptor``), or is plainly not.
    package func mismatch(_ parsed: ParsedThemeFile, limits: FormatLimits) -> ThemeError? {
        guard !descriptor.recognises(parsed.content, limits: limits) else { return nil }
        switch parsed.content {
        case .unreadable:
            // Reading it reports why it cannot be read.
            return nil
        case .malformed:
            // Reading it reports the syntax error with its line and column; only SDThemeManager's
            // reader, which reads property lists, says it is in another format.
            return self == .giotto ? wrongFormat(found: "text that is neither a property list nor JSON") : nil
        case .propertyList(.failure):
            return wrongFormat(found: "a property list")
        case .propertyList(.success(let root)):
            let isSDTheme = root["formatVersion"] != nil || root["Constants"] != nil
            return wrongFormat(
                found: isSDTheme ? ThemeFileFormat.giotto.expectation : FileLook.propertyList(root)
            )
        case .json(let root, _):
            return wrongFormat(found: FileLook.json(root, limits: limits), at: root.location(.root))
        }
    }

    /// The error for a file in another format than this one.
    private func wrongFormat(found: String, at location: ThemeError.Location = .init(path: "")) -> ThemeError {
        .wrongFormat(expected: expectation, found: found, location: location)
    }

    /// Why no format was detected in `bytes`: the syntax error with its line and column, or, for
    /// JSON that is in no format Palette reads, what it looks like.
    ///
    /// - Parameters:
    ///   - bytes: The contents of a file ``detect(_:limits:)`` found no format in.
    ///   - limits: Bounds on the input.
    public static func undetectedProblem(_ bytes: some Collection<UInt8>, limits: FormatLimits = .default) -> ThemeError
    {
        undetectedProblem(ParsedThemeFile(bytes: Array(bytes), path: nil, limits: limits))
    }

    /// ``undetectedProblem(_:limits:)`` for a file already parsed.
    package static func undetectedProblem(_ parsed: ParsedThemeFile) -> ThemeError {
        let root: JSONNode
        switch parsed.content {
        case .json(let json, _): root = json
        case .malformed(let error), .unreadable(let error): return error
        case .propertyList:
            return .wrongFormat(
                expected: "a theme file Palette recognises",
                found: "a property list",
                location: .init(path: "")
            )
        }
        let marks = byPrecedence.compactMap(\.mark).joined(separator: ", ")
        return .wrongFormat(
            expected: "a theme file Palette recognises",
            found: FileLook.json(root, limits: parsed.limits) + "; \(marks); name the format with --from",
            location: root.location(.root)
        )
    }
}
