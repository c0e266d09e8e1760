import Foundation
import Palette

/// One malformed or hostile input for one of Palette's decoders, and the problem Palette must
/// answer it with. The corpus is a table of these (``BadInputCorpus``); add rows as decoders land.
///
/// The decoders of Palette and of PaletteFormats are named here; each test target feeds the
/// inputs of its own (`decode(in:)`), and every target checks errors the same way
/// (`BadInput+Checking.swift`).
package struct BadInput: Sendable {
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
        /// A SwiftTheme theme, JSON or a property list, imported and resolved.
        case swiftTheme
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
            case .swiftTheme: "Bad.json"
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
        /// `duplicateDefinition` of the member at the JSON path, at the line and column where it is
        /// named again.
        case duplicate(path: String, line: Int, column: Int)
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
            throw warning.problem
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
}

extension ThemeWarning {
    /// Whether this is the note that a file left roles or styles to the theme it extends.
    /// A warning that tells how a file was read rather than what is wrong with it: values taken
    /// from the extended theme, or the rule applied to something the file leaves open.
    /// (`inheritedValues` is PaletteFormats' code, which this target does not import.)
    fileprivate var isInheritance: Bool {
        problem.code == .interpreted || problem.code.name == "inheritedValues"
    }
}
