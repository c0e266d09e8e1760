import Foundation
internal import InternalPaletteUtilities
import PaletteFormats
import PalettePackages

extension ValidateCommand {
    /// One checked file: a theme file the loader read, or a backend payload.
    struct CheckedFile {
        var path: String
        /// `palette`, `dtcg`, `auutheme`, `giotto` or `payload`; `nil` when it is none of them.
        var format: String?
        /// The theme the file registers, or the theme a payload selects.
        var themeID: String?
        /// Every theme the file registers: several for a file with modes.
        var themeIDs: [String] = []
        var errors: [ThemeError]
        var warnings: [ThemeWarning]
        /// Whether nothing is at the path: an error of its own, not one of the reader's.
        var isMissing = false
        /// The registered themes its themes replace for this run (a file exported from one),
        /// each said in a note.
        var shadowed: [ThemeRegistry.Entry] = []

        /// The files of the set of token files it was read in; empty for a file read alone.
        var tokenSet: [String] = []
        /// Whether this is no file checked but a note about finding them (a folder that cannot be
        /// read, a set description naming what is not there).
        var isAboutFinding = false

        init(_ report: ThemeLoader.FileReport) {
            path = report.path
            format = report.format?.rawValue
            themeID = report.themeID
            themeIDs = report.themeIDs
            errors = report.errors
            warnings = report.warnings + report.contrastWarnings
            tokenSet = report.tokenSet
            shadowed = report.shadowed
        }

        /// A note for each registered theme its themes replace for this run.
        var noteLines: String {
            shadowed.map { entry in
                Diagnostics.line(
                    "the theme '\(entry.id)' for this run, in place of \(ThemeLoader.describe(entry.source))",
                    severity: "note",
                    file: path
                )
            }.joined()
        }

        init(path: String, format: String?, errors: [ThemeError] = []) {
            self.path = path
            self.format = format
            self.errors = errors
            warnings = []
        }

        /// Its errors, a missing file being one.
        var errorCount: Int { errors.count + (isMissing ? 1 : 0) }

        /// Its errors as `FILE:LINE:COLUMN: error: MESSAGE` lines; with `missingOnly`, only that
        /// it is missing.
        func errorLines(verbose: Bool, missingOnly: Bool = false) -> String {
            let missing = isMissing ? Diagnostics.line(InputFile.noSuchFile(path), severity: "error", file: path) : ""
            return missing
                + (missingOnly ? "" : Diagnostics.lines(errors, severity: "error", file: path, verbose: verbose))
        }

        /// Its errors as `--json` lists them.
        var errorsAsJSON: [JSONValue] {
            let missing = isMissing ? [Diagnostics.json(InputFile.noSuchFile(path), severity: "error", file: path)] : []
            return missing + errors.map { Diagnostics.json($0, severity: "error", file: path) }
        }
    }

    /// What `validate` accepts, for the message about a file that is none of them.
    static let acceptedFormats =
        "a Palette theme document ('formatVersion'), DTCG tokens ('$value', or 'value' in the formats before it), an AUUTheme theme ('colors', "
        + "'images', 'appearance'), an SDThemeManager property list, or a backend payload ({\"theme\": …})"

    /// Checks every file and folder: theme files together (they may extend each other, and the
    /// token files among them are one set; see ``ThemeLoader/load(_:into:)``), payloads each on
    /// its own against the registered themes. Each file is read and parsed once. The result is in
    /// the order the files were given, a folder's files in its place. With a `format`, every file
    /// is a theme file read as that format. Overrides in a payload, and a theme file's own values
    /// over the theme it extends, that lower contrast are warnings, or with `strict` errors.
    static func check(
        _ arguments: [String],
        registry: ThemeRegistry,
        limits: FormatLimits,
        format: ThemeFileFormat.Choice? = nil,
        strict: Bool = false,
        modes: ModeOptions = ModeOptions(isStrict: true)
    ) throws -> [CheckedFile] {
        var registry = registry
        let plan = ThemeFilePlan(arguments.map { URL(fileURLWithPath: $0) }, limits: limits)
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let folder = URL(fileURLWithPath: argument).standardizedFileURL.path
            if !plan.entries.contains(where: {
                let path = $0.url.standardizedFileURL.path
                return path == folder || path.hasPrefix(folder + "/")
            }) {
                throw CLIError.failure("'\(argument)' \(InputFile.noThemeFiles)")
            }
        }
        // A file that `--themes` or PALETTE_THEMES_PATH already loaded is checked afresh, not
        // against itself: its own theme would otherwise clash with it.
        let checkedPaths = Set(plan.entries.map { canonicalPath($0.url) })
        for entry in registry.entries {
            if case .file(let path) = entry.source, checkedPaths.contains(canonicalPath(URL(fileURLWithPath: path))) {
                registry.unregister(entry.id)
            }
        }
        var checked: [CheckedFile?] = []
        var themeFiles: [(position: Int, file: ThemeLoader.PlannedFile)] = []
        for entry in plan.entries {
            guard InputFile.exists(entry.url.path) else {
                var file = CheckedFile(path: entry.url.path, format: nil)
                file.isMissing = true
                checked.append(file)
                continue
            }
            let parsed = ParsedThemeFile.read(entry.url, limits: limits)
            let planned = ThemeLoader.PlannedFile(entry: entry, file: parsed)
            let isFormatKnown =
                format != nil || entry.folderFormat != nil
                || ThemeLoader.isEmptyTokensStudioSet(planned, format: nil, limits: limits)
            switch isFormatKnown ? .themeFile : parsed.role {
            case .themeFile:
                themeFiles.append((checked.count, planned))
                checked.append(nil)
            case .payload:
                checked.append(checkPayload(parsed, registry: registry, limits: limits, strict: strict))
            case .tokenSetDescription, .unrecognised:
                let problem = ThemeError.malformedInput(
                    reason: "not a file 'validate' recognises; it reads \(acceptedFormats)",
                    location: .init(file: entry.url.path)
                )
                checked.append(CheckedFile(path: entry.url.path, format: nil, errors: [problem]))
            }
        }
        var loader = ThemeLoader(limits: limits, format: format?.format)
        loader.auuImageTypes = format?.auuImageTypes ?? .detect
        loader.contrast = strict ? .strict : .warn
        // A spec check: tokens outside DTCG 2025.10 in a file that declares it are errors.
        loader.conformance = .asDeclared
        loader.modes = modes
        // A file named on the command line is that file's theme, as for every other command.
        loader.shadowsRegisteredThemes = true
        let report = loader.load(themeFiles.map(\.file), plan: plan, into: &registry)
        // The plan's own problems (a folder that cannot be read, a pattern matching nothing) come first.
        let planned = report.files.suffix(themeFiles.count)
        let planProblems = report.files.dropLast(themeFiles.count).map { report in
            var file = CheckedFile(report)
            file.isAboutFinding = true
            return file
        }
        for (file, fileReport) in zip(themeFiles, planned) { checked[file.position] = CheckedFile(fileReport) }
        return planProblems + checked.compactMap { $0 }
    }

    private static func canonicalPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A payload's problems, and an error when it names no registered theme.
    private static func checkPayload(
        _ parsed: ParsedThemeFile,
        registry: ThemeRegistry,
        limits: FormatLimits,
        strict: Bool
    ) -> CheckedFile {
        let path = parsed.path ?? ""
        var file = CheckedFile(path: path, format: "payload")
        do throws(ThemeError) {
            let selection = try ThemeSelection(parsed: parsed, limits: limits)
            file.warnings = selection.warnings.map { $0.inFile(path) }
            // Audited as 'select' audits it: overrides that lower contrast are warnings, or errors.
            let resolution = try selection.resolution(in: registry)
            file.themeID = resolution.theme.id
            let lowered = resolution.warnings.suffix(resolution.loweredContrast.count).map { $0.problem.inFile(path) }
            if strict { file.errors += lowered } else { file.warnings += lowered.asWarnings }
        } catch {
            file.errors = error.problems.map { $0.inFile(path) }
        }
        return file
    }

    /// The package folder an argument names: a folder holding a `theme-package.json`, or that
    /// manifest itself; `nil` for anything else.
    static func packageFolder(_ argument: String) -> URL? {
        let url = URL(fileURLWithPath: argument)
        if url.lastPathComponent == PackagePath.manifestName { return url.deletingLastPathComponent() }
        let manifest = url.appendingPathComponent(PackagePath.manifestName)
        return FileManager.default.fileExists(atPath: manifest.path) ? url : nil
    }

    /// A theme package's problems, as an install finds them, each with the path of its file.
    static func checkPackage(_ folder: URL, limits: PackageLimits) -> CheckedFile {
        let (errors, warnings) = ThemePackageManifest.check(folder: folder, limits: limits)
        var file = CheckedFile(path: folder.path, format: "package")
        file.errors = errors
        file.warnings = warnings
        file.themeID =
            (try? ThemePackageManifest(json: Data(contentsOf: folder.appendingPathComponent(PackagePath.manifestName))))?
            .id
        return file
    }
}
