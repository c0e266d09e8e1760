import Foundation
import Palette
import Testing

/// One malformed or hostile input for one of Palette's decoders, and the problem Palette must
/// answer it with. The corpus is a table of these (``BadInputCorpus``); add rows as decoders land.
///
/// The decoders of Palette and of PaletteFormats are named here; each test target feeds the
/// inputs of its own (`decode(in:)`), and every target checks errors the same way (``check(_:sourceLocation:)``).
package struct BadInput: Sendable, CustomTestStringConvertible {
    /// The decoder an input is fed to.
    package enum Decoder: String, Sendable {
        /// `ThemeSelection(json:)` then `resolve(in:)`: a backend payload, also applied to controllers.
        case payload
        /// The JSON reader in strict mode.
        case strictJSON
        /// The JSON reader in lenient mode (comments, trailing commas).
        case lenientJSON
        /// `ThemeColor(hex:)`.
        case hexColor
        /// `FontWeight(name:)`.
        case fontWeightName
        /// `FontFamily(string:)`.
        case fontFamily
        /// `ThemeRegistry.resolve(_:)` with the input as a theme name, also set on controllers.
        case themeName
        /// A Palette theme document, decoded and resolved.
        case themeDocument
        /// A DTCG tokens file, imported and resolved.
        case dtcgTokens
        /// An AUUTheme JSON theme, imported and resolved.
        case auuTheme
        /// An SDThemeManager property list (XML or binary), imported and resolved.
        case giottoPlist
        /// A folder of theme files, loaded by `ThemeLoader`; the input is a JSON object from file
        /// name to contents.
        case themeFolder
        /// A `FileThemeStore` file, read back as the stored choice.
        case storedChoice

        /// The file name the errors of a theme-file decoder name.
        package var fileName: String? {
            switch self {
            case .themeDocument, .auuTheme: "bad.json"
            case .dtcgTokens: "bad.tokens.json"
            case .giottoPlist: "bad.plist"
            default: nil
            }
        }
    }

    /// The problem the error must report.
    package enum Problem: Sendable {
        /// `malformedInput` whose reason contains the fragment, at a line and column (checked when given).
        case malformed(String, line: Int? = nil, column: Int? = nil)
        /// `inputTooLarge`, refused before parsing.
        case tooLarge
        /// `nestingTooDeep` at a line and column.
        case tooDeep
        /// `typeMismatch` at the JSON path.
        case typeMismatch(path: String)
        /// `missingKey` naming the key.
        case missingKey(String)
        /// `invalidValue` at the JSON path, or quoting a value that came without a document (`nil`).
        case invalidValue(path: String?)
        /// `invalidColor` quoting the input.
        case invalidColor
        /// `invalidFontWeight` quoting the input.
        case invalidFontWeight
        /// `unknownTheme` naming the input, listing the registered themes, with this suggestion.
        case unknownTheme(suggestion: String?)
        /// `storeFailure` naming the store's file, its reason containing the fragment.
        case store(String)
        /// A problem in a theme file: the `ThemeError` case by name, a fragment of its message, the
        /// key path it names, and (when `positioned`) a line and column in the file. A `warning`
        /// is reported while the rest of the file imports, as legacy importers do with values
        /// they cannot read.
        case file(
            _ kind: String,
            _ fragment: String,
            path: String? = nil,
            line: Int? = nil,
            positioned: Bool = true,
            warning: Bool = false
        )
    }

    package let label: String
    package let decoder: Decoder
    package let bytes: [UInt8]
    package let problem: Problem

    package init(_ label: String, _ decoder: Decoder, _ text: String, _ problem: Problem) {
        self.init(label, decoder, bytes: Array(text.utf8), problem)
    }

    package init(_ label: String, _ decoder: Decoder, bytes: [UInt8], _ problem: Problem) {
        self.label = label
        self.decoder = decoder
        self.bytes = bytes
        self.problem = problem
    }

    package var testDescription: String { "\(decoder.rawValue): \(label)" }

    /// The input as text, for the decoders that take a string.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Throws the first problem a theme-file decoder reported (a warning when the expected
    /// problem is one), or what resolving its document in `registry` threw, located in the file.
    package func throwFirstProblem(
        of report: DecodingReport<ThemeDocument>,
        file name: String,
        in registry: ThemeRegistry
    ) throws(ThemeError) {
        if let first = report.errors.first { throw first }
        if case .file(_, _, _, _, _, warning: true) = problem,
            let warning = report.warnings.first(where: { !$0.isInheritance })
        {
            throw warning
        }
        guard let document = report.value else {
            throw .malformedInput(reason: "no document and no error", location: .init(file: name))
        }
        do {
            _ = try document.resolve(in: registry)
        } catch {
            throw error.inFile(name)
        }
    }

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
        switch (problem, error.kind) {
        case (.malformed(let fragment, let line, let column), .malformedInput(let reason, let location)):
            #expect(reason.contains(fragment), "reason: \(reason)", sourceLocation: sourceLocation)
            checkPosition(location, line: line, column: column, message: message, sourceLocation)
        case (.tooLarge, .inputTooLarge(let size, let limit, _)):
            #expect(size == bytes.count && limit < bytes.count, "\(message)", sourceLocation: sourceLocation)
            #expect(message.contains("larger than the limit"), sourceLocation: sourceLocation)
        case (.tooDeep, .nestingTooDeep(_, let location)):
            checkPosition(location, line: nil, column: nil, message: message, sourceLocation)
        case (.typeMismatch(let path), .typeMismatch(_, _, let location)),
            (.invalidValue(let path?), .invalidValue(_, _, let location)):
            #expect(location?.path == path, "\(message)", sourceLocation: sourceLocation)
            checkPosition(location, line: nil, column: nil, message: message, sourceLocation)
        case (.invalidValue(nil), .invalidValue(let value, let reason, _)):
            #expect(value == text && !reason.isEmpty, "\(message)", sourceLocation: sourceLocation)
            #expect(message.contains("'\(text)'"), "the message quotes the value", sourceLocation: sourceLocation)
        case (.missingKey(let expected), .missingKey(let key, let location)):
            #expect(key == expected, sourceLocation: sourceLocation)
            checkPosition(location, line: nil, column: nil, message: message, sourceLocation)
        case (.invalidColor, .invalidColor(let value, _)), (.invalidFontWeight, .invalidFontWeight(let value, _)):
            #expect(value == text, "the error quotes the input", sourceLocation: sourceLocation)
        case (.unknownTheme(let expected), .unknownTheme(let name, let available, let suggestion)):
            let sent = decoder == .payload ? (try? ThemeSelection(json: bytes).theme) : text
            #expect(name == sent, "the error names the theme asked for", sourceLocation: sourceLocation)
            #expect(!available.isEmpty && message.contains("Available: "), sourceLocation: sourceLocation)
            #expect(suggestion == expected, "suggested \(suggestion ?? "nothing")", sourceLocation: sourceLocation)
        case (.store(let fragment), .storeFailure(let path, let reason)):
            #expect(path.hasSuffix("/" + FileThemeStore.fileName), "\(message)", sourceLocation: sourceLocation)
            #expect(reason.contains(fragment) && message.contains(path), "\(message)", sourceLocation: sourceLocation)
        case (.file(let kind, let fragment, let path, let line, let positioned, _), _):
            let actualKind = Mirror(reflecting: error.kind).children.first?.label
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

extension ThemeError {
    /// Whether this is the note that a file left roles or styles to the theme it extends.
    /// A warning that tells how a file was read rather than what is wrong with it: values taken
    /// from the extended theme, or the rule applied to something the file leaves open.
    fileprivate var isInheritance: Bool {
        switch code {
        case .inheritedValues, .interpreted: true
        default: false
        }
    }
}
