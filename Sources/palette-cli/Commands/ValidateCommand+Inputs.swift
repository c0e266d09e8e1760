import Foundation
import Palette

extension ValidateCommand {
    /// One checked file: a theme file the loader read, or a backend payload.
    struct CheckedFile {
        var path: String
        /// `palette`, `dtcg`, `auutheme`, `giotto` or `payload`; `nil` when it is none of them.
        var format: String?
        /// The theme the file registers, or the theme a payload selects.
        var themeID: String?
        var errors: [ThemeError]
        var warnings: [ThemeError]
        /// Whether nothing is at the path: an error of its own, not one of the reader's.
        var isMissing = false

        init(_ report: ThemeLoader.FileReport) {
            path = report.path
            format = report.format?.rawValue
            themeID = report.themeID
            errors = report.errors
            warnings = report.warnings
        }

        init(path: String, format: String?, errors: [ThemeError] = []) {
            self.path = path
            self.format = format
            self.errors = errors
            warnings = []
        }

        /// Its errors, a missing file being one.
        var errorCount: Int { errors.count + (isMissing ? 1 : 0) }

        /// Its errors as `FILE:LINE:COLUMN: error: MESSAGE` lines.
        func errorLines(verbose: Bool) -> String {
            let missing = isMissing ? Diagnostics.line(InputFile.noSuchFile, severity: "error", file: path) : ""
            return missing + Diagnostics.lines(errors, severity: "error", file: path, verbose: verbose)
        }

        /// Its errors as `--json` lists them.
        var errorsAsJSON: [JSONValue] {
            let missing = isMissing ? [Diagnostics.json(InputFile.noSuchFile, severity: "error", file: path)] : []
            return missing + errors.map { Diagnostics.json($0, severity: "error", file: path) }
        }
    }

    /// What `validate` accepts, for the message about a file that is none of them.
    static let acceptedFormats =
        "a Palette theme document ('formatVersion'), DTCG tokens ('$value'), an AUUTheme theme ('colors', "
        + "'images', 'appearance'), an SDThemeManager property list, or a backend payload ({\"theme\": …})"

    /// Checks every file: theme files together (they may extend each other), payloads each on
    /// its own against the registered themes. The result is in the order the files were given.
    /// With a `format`, every file is a theme file read as that format.
    static func check(
        _ files: [URL],
        registry: ThemeRegistry,
        format: ImportCommand.FormatChoice? = nil
    ) -> [CheckedFile] {
        var registry = registry
        // A file that `--themes` or PALETTE_THEMES_PATH already loaded is checked afresh, not
        // against itself: its own theme would otherwise clash with it.
        let checkedPaths = Set(files.map(canonicalPath))
        for entry in registry.entries {
            if case .file(let path) = entry.source, checkedPaths.contains(canonicalPath(URL(fileURLWithPath: path))) {
                registry.unregister(entry.id)
            }
        }
        var checked: [CheckedFile?] = []
        var themeFiles: [(position: Int, url: URL)] = []
        for url in files {
            let kind: Kind = !InputFile.exists(url.path) ? .missing : format == nil ? classify(url) : .themeFile
            switch kind {
            case .themeFile:
                themeFiles.append((checked.count, url))
                checked.append(nil)
            case .missing:
                var file = CheckedFile(path: url.path, format: nil)
                file.isMissing = true
                checked.append(file)
            case .payload(let bytes):
                checked.append(checkPayload(bytes, path: url.path, registry: registry))
            case .unrecognised:
                let problem = ThemeError.malformedInput(
                    reason: "not a file 'validate' recognises; it reads \(acceptedFormats)",
                    location: .init(file: url.path)
                )
                checked.append(CheckedFile(path: url.path, format: nil, errors: [problem]))
            }
        }
        var loader = ThemeLoader(format: format?.format)
        loader.auuImageTypes = format?.auuImageTypes ?? .detect
        let report = loader.load(themeFiles.map(\.url), into: &registry)
        for (file, fileReport) in zip(themeFiles, report.files) { checked[file.position] = CheckedFile(fileReport) }
        return checked.compactMap { $0 }
    }

    private static func canonicalPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private enum Kind {
        case missing
        case themeFile
        case payload([UInt8])
        case unrecognised
    }

    /// A JSON object with `theme` and no theme format's keys is a payload; JSON that is neither
    /// is unrecognised; everything else (a theme file, or a file that cannot be read or parsed)
    /// is the loader's to report.
    private static func classify(_ url: URL) -> Kind {
        let limits = ThemeLimits.default
        guard let bytes = try? FileReading.read(url, limit: limits.maximumDocumentSize),
            ThemeFileFormat.detect(bytes, limits: limits) == nil,
            let root = try? JSONParser.parse(bytes, options: limits.documentParserOptions(lenient: true))
        else { return .themeFile }
        return root["theme"] != nil ? .payload(bytes) : .unrecognised
    }

    /// A payload's problems, and an error when it names no registered theme.
    private static func checkPayload(_ bytes: [UInt8], path: String, registry: ThemeRegistry) -> CheckedFile {
        var file = CheckedFile(path: path, format: "payload")
        do throws(ThemeError) {
            let selection = try ThemeSelection(json: bytes, limits: .default)
            file.warnings = selection.warnings.map { $0.inFile(path) }
            file.themeID = try registry.resolve(selection.theme).id
        } catch {
            if case .invalidDocument(_, let problems) = error {
                file.errors = problems.map { $0.inFile(path) }
            } else {
                file.errors = [error.inFile(path)]
            }
        }
        return file
    }
}
