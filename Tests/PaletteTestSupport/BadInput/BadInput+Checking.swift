// Swift Testing is there wherever tests are built, but not in every SDK this target is
// type-checked against (Scripts/apple-typecheck checks every library target for iOS 15).
#if canImport(Testing)
import Palette
import Testing

extension BadInput: CustomTestStringConvertible {}

extension BadInput {
    /// Feeds the input to `decode` and records an issue unless it is refused with the expected
    /// problem, in bounded time: generous, the point is that nothing hangs or goes quadratic, not
    /// a timing target.
    package func expectRefused(
        sourceLocation: SourceLocation = #_sourceLocation,
        by decode: (BadInput) throws(ThemeError) -> Void
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try decode(self)
            Issue.record("the input was accepted", sourceLocation: sourceLocation)
        } catch {
            check(error, sourceLocation: sourceLocation)
        }
        #expect(clock.now - start < .seconds(10), "finishes in bounded time", sourceLocation: sourceLocation)
    }

    /// Records an issue for everything about `error` that does not match the expected problem.
    package func check(_ error: ThemeError, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = error.description
        #expect(!message.isEmpty, sourceLocation: sourceLocation)
        // Values in messages are clipped: a longer message echoes the input (a list of problems
        // is as long as the list).
        #expect(
            message.utf8.count <= 4_096 || error.code == .invalidDocument,
            "a message of \(message.utf8.count) bytes: \(message.prefix(300))…",
            sourceLocation: sourceLocation
        )
        let location = error.location
        switch (problem, error.code) {
        case (.malformed(let fragment, let line, let column), .malformedInput):
            let reason = error.reason ?? ""
            #expect(reason.contains(fragment), "reason: \(reason)", sourceLocation: sourceLocation)
            checkPosition(location, line: line, column: column, message: message, sourceLocation)
        case (.tooLarge, .inputTooLarge):
            #expect(
                error.size == bytes.count && (error.limit ?? .max) < bytes.count,
                "\(message)",
                sourceLocation: sourceLocation
            )
            #expect(message.contains("larger than the limit"), sourceLocation: sourceLocation)
        case (.tooDeep, .nestingTooDeep):
            checkPosition(location, line: nil, column: nil, message: message, sourceLocation)
        case (.typeMismatch(let path), .typeMismatch), (.invalidValue(let path?), .invalidValue):
            #expect(location?.path == path, "\(message)", sourceLocation: sourceLocation)
            checkPosition(location, line: nil, column: nil, message: message, sourceLocation)
        case (.invalidValue(nil), .invalidValue):
            #expect(
                error.subject == text && error.reason?.isEmpty == false,
                "\(message)",
                sourceLocation: sourceLocation
            )
            #expect(message.contains("'\(text)'"), "the message quotes the value", sourceLocation: sourceLocation)
        case (.missingKey(let expected), .missingKey):
            #expect(error.subject == expected, sourceLocation: sourceLocation)
            checkPosition(location, line: nil, column: nil, message: message, sourceLocation)
        case (.invalidColor, .invalidColor), (.invalidFontWeight, .invalidFontWeight):
            #expect(error.subject == text, "the error quotes the input", sourceLocation: sourceLocation)
        case (.unknownTheme(let expected), .unknownTheme):
            let sent = decoder == .payload ? (try? ThemeSelection(json: bytes).theme) : text
            #expect(error.subject == sent, "the error names the theme asked for", sourceLocation: sourceLocation)
            #expect(!error.candidates.isEmpty && message.contains("Available: "), sourceLocation: sourceLocation)
            #expect(
                error.suggestion == expected,
                "suggested \(error.suggestion ?? "nothing")",
                sourceLocation: sourceLocation
            )
        case (.store(let fragment), .storeFailure):
            let path = error.subject ?? ""
            let reason = error.reason ?? ""
            #expect(path.hasSuffix("/" + FileThemeStore.fileName), "\(message)", sourceLocation: sourceLocation)
            #expect(reason.contains(fragment) && message.contains(path), "\(message)", sourceLocation: sourceLocation)
        case (.duplicate(let path, let line, let column), .duplicateDefinition):
            #expect(location?.path == path, "\(message)", sourceLocation: sourceLocation)
            #expect(message.contains("is defined again"), "\(message)", sourceLocation: sourceLocation)
            checkPosition(location, line: line, column: column, message: message, sourceLocation)
        case (.file(let kind, let fragment, let path, let line, let positioned, _), _):
            let actualKind = error.code.name
            #expect(actualKind == kind, "\(message)", sourceLocation: sourceLocation)
            #expect(message.contains(fragment), "\(message)", sourceLocation: sourceLocation)
            #expect(error.location?.file != nil, "the error names the file: \(message)", sourceLocation: sourceLocation)
            if let path { #expect(error.location?.path == path, "\(message)", sourceLocation: sourceLocation) }
            if positioned { checkFilePosition(error, line: line, message: message, sourceLocation) }
        default:
            Issue.record("expected \(problem), got \(message)", sourceLocation: sourceLocation)
        }
    }

    /// Checks that a theme-file error says where it is as `file:line:column`.
    private func checkFilePosition(
        _ error: ThemeError,
        line: Int?,
        message: String,
        _ sourceLocation: SourceLocation
    ) {
        guard let location = error.location, let file = location.file, let actualLine = location.line,
            let actualColumn = location.column
        else {
            Issue.record("no file, line and column in: \(message)", sourceLocation: sourceLocation)
            return
        }
        #expect(actualLine >= 1 && actualColumn >= 1, sourceLocation: sourceLocation)
        if let line { #expect(actualLine == line, "\(message)", sourceLocation: sourceLocation) }
        #expect(message.contains("\(file):\(actualLine):\(actualColumn)"), "\(message)", sourceLocation: sourceLocation)
    }

    private func checkPosition(
        _ location: ThemeError.Location?,
        line: Int?,
        column: Int?,
        message: String,
        _ sourceLocation: SourceLocation
    ) {
        guard let location, let actualLine = location.line, let actualColumn = location.column else {
            Issue.record("no line and column in: \(message)", sourceLocation: sourceLocation)
            return
        }
        #expect(actualLine >= 1 && actualColumn >= 1, sourceLocation: sourceLocation)
        if let line { #expect(actualLine == line, "\(message)", sourceLocation: sourceLocation) }
        if let column { #expect(actualColumn == column, "\(message)", sourceLocation: sourceLocation) }
        #expect(message.contains("line \(actualLine):\(actualColumn)"), "\(message)", sourceLocation: sourceLocation)
    }
}
#endif
