import Foundation
import InternalPaletteUtilities
import Palette
import PaletteFormats
import PaletteThemes

@testable import palette_cli

/// Runs one mutant through every reader of theme files and payloads, and one `palette` command in
/// process, and says what was wrong: a trap would stop the test run, so what is left to check is
/// that every problem is a located ``ThemeError`` with a message of bounded size, and that output
/// stays bounded.
struct MutantChecks {
    /// The `palette` command a mutant goes through, the commands taking turns: its name and its
    /// arguments for the mutant's file and the folder it is in.
    static func command(_ index: Int, file: String, folder: String) -> (name: String, arguments: [String]) {
        switch index % 5 {
        case 0: ("validate", ["validate", file])
        case 1: ("import", ["import", file])
        case 2: ("select", ["select", file])
        case 3: ("check", ["check", file])
        default: ("show --themes", ["show", "--themes", folder])
        }
    }

    /// The longest message one problem may have: values in messages are clipped to 100
    /// characters, so a longer one echoes the input.
    static let maximumMessageLength = 4_096

    let registry = ThemeRegistry.builtIn
    /// Problems found, each naming the reader.
    private(set) var problems: [String] = []

    /// Every reader on `bytes`; `command` picks the `palette` command, `file` is where the bytes are.
    mutating func run(_ bytes: [UInt8], file: URL, command: Int) {
        let name = file.lastPathComponent
        for format in ThemeFileFormat.allCases {
            let report = format.decode(bytes, file: name)
            check(report, reader: "\(format) reader", file: name)
            if let document = report.value { use(document, reader: "\(format) document", file: name) }
        }
        _ = ThemeFileFormat.detect(bytes)
        do throws(ThemeError) {
            let selection = try ThemeSelection(json: bytes)
            check(selection.warnings.map(\.problem), reader: "ThemeSelection warnings", file: nil)
            do throws(ThemeError) {
                exportAll(try selection.resolve(in: registry), reader: "ThemeSelection")
            } catch {
                check(error, reader: "ThemeSelection.resolve", file: nil)
            }
        } catch {
            check(error, reader: "ThemeSelection", file: nil)
        }
        // The Codable forms must throw, never trap, whatever they are given.
        _ = try? JSONDecoder().decode(ThemeSelection.self, from: Data(bytes))
        _ = try? JSONDecoder().decode(ThemeOverrides.self, from: Data(bytes))
        var loaded = registry
        let report = ThemeLoader().load([file], into: &loaded)
        check(report.errors + report.warnings.map(\.problem), reader: "ThemeLoader", file: file.path)
        for id in report.loadedIDs {
            if let theme = loaded.entry(named: id)?.theme { exportAll(theme, reader: "ThemeLoader") }
        }
        runCommand(command, file: file, inputSize: bytes.count)
    }

    /// Resolves a document a reader made; ``ThemeLoader``'s themes, which are the same documents
    /// read the way apps and the CLI read them, are the ones exported.
    private mutating func use(_ document: ThemeDocument, reader: String, file: String) {
        do throws(ThemeError) {
            _ = try document.resolve(in: registry)
        } catch {
            // A document does not know its file; ThemeLoader and the CLI say which it was.
            check(error.inFile(file), reader: "\(reader) resolve", file: file)
        }
    }

    /// Writes a theme that loaded in every form Palette writes, which must not trap either.
    private mutating func exportAll(_ theme: ResolvedTheme, reader: String) {
        // JSON cannot spell a number that is not finite: a theme holding one would export as
        // text no reader accepts.
        for (format, text) in [
            ("Palette JSON", ThemeDocument(theme).jsonString), ("DTCG", DTCGExporter().export(theme)),
        ] {
            do throws(ThemeError) {
                _ = try JSONParser.read(
                    text,
                    options: JSONParser.Options(
                        allowsComments: false,
                        allowsTrailingCommas: false,
                        maximumSize: .max,
                        maximumDepth: 32
                    )
                )
            } catch {
                problems.append("\(reader): the \(format) export is not JSON: \(error)")
            }
        }
        _ = CSSExporter().export([theme])
        _ = (try? SwiftSourceExporter(typeName: "MutantTheme"))?.export(theme)
        _ = ContrastAudit(theme)
    }

    private mutating func runCommand(_ index: Int, file: URL, inputSize: Int) {
        let folder = file.deletingLastPathComponent()
        let command = Self.command(index, file: file.path, folder: folder.path)
        let environment = CLIEnvironment(
            variables: ["PALETTE_CONFIG_DIR": folder.appendingPathComponent("config").path],
            standardOutputIsTerminal: false,
            readStandardInput: { _ in [] },
            homeDirectory: "/nonexistent-home"
        )
        let result = PaletteCLI.run(arguments: command.arguments, environment: environment)
        let output = result.standardOutput + result.standardError
        let reader = "palette \(command.name)"
        if ![0, 1, 64].contains(result.exitCode) {
            problems.append("\(reader): exit status \(result.exitCode)")
        }
        // `error: …`, or `FILE:LINE:COLUMN: error:` with the message wrapped onto the next lines.
        if result.exitCode != 0, !output.contains("error:") {
            problems.append("\(reader): status \(result.exitCode) without 'error:' in:\n\(output.prefix(2_000))")
        }
        if output.utf8.count > 65_536 + 4 * inputSize {
            problems.append("\(reader): \(output.utf8.count) bytes of output for \(inputSize) bytes of input")
        }
    }

    private mutating func check(_ report: DecodingReport<ThemeDocument>, reader: String, file: String) {
        check(report.errors + report.warnings.map(\.problem), reader: reader, file: file)
        if report.value == nil, report.errors.isEmpty { problems.append("\(reader): no document and no error") }
        if report.value != nil, !report.errors.isEmpty { problems.append("\(reader): a document despite errors") }
    }

    private mutating func check(_ errors: [ThemeError], reader: String, file: String?) {
        for error in errors { check(error, reader: reader, file: file) }
    }

    /// A problem must say what (a message of bounded size) and where: in `file` when the input
    /// came from one, else at a position or path of the payload.
    private mutating func check(_ error: ThemeError, reader: String, file: String?) {
        let message = error.description
        if message.isEmpty { problems.append("\(reader): an error without a message: \(String(reflecting: error))") }
        if message.utf8.count > Self.maximumMessageLength, !isList(error) {
            problems.append("\(reader): a message of \(message.utf8.count) bytes: \(message.prefix(300))…")
        }
        if !isLocated(error, file: file) { problems.append("\(reader): no location in: \(message.prefix(500))") }
    }

    private func isList(_ error: ThemeError) -> Bool {
        error.code == .invalidDocument
    }

    private func isLocated(_ error: ThemeError, file: String?) -> Bool {
        switch error.code {
        case .unknownTheme:
            return true  // the name asked for is the place
        case .inputTooLarge:
            return true  // refused whole, before parsing
        case .invalidDocument:
            return error.problems.allSatisfy { isLocated($0, file: file) }
        default:
            guard let location = error.location else { return false }
            return file == nil || location.file != nil
        }
    }
}
