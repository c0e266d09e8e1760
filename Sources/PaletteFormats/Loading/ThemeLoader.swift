import Foundation
internal import InternalPaletteUtilities
import Palette

/// Loads theme files into a registry: every file in a folder, in any format Palette reads.
///
/// ```swift
/// var registry = ThemeRegistry.builtIn
/// let report = ThemeLoader().loadDirectory(themesFolder, into: &registry)
/// for problem in report.errors { logger.error("\(problem)") }
/// ```
///
/// Files may extend each other and the themes already registered, in any order: each is
/// registered after the theme it extends (and an adaptive document after its `variants`). A file with errors (or an `extends` cycle, or an
/// identifier already taken) is reported and skipped; the rest load. An identifier made from a
/// name rather than written in a file (an asset catalog's, a set of token files') is made unique
/// instead: two folders called `Colors.xcassets` load as `colors` and `colors-2`, with a warning
/// that names both (``FileReport/renaming``).
///
/// A file that extends a theme is audited as a backend's overrides are: each pair its own values
/// leave below the WCAG level the theme it extends meets is in its report's
/// ``FileReport/contrastWarnings`` (see ``/PaletteDesign/Palette/ThemeDocument/contrastRegressions(of:)``), or with
/// ``contrast`` set to ``/Palette/ContrastPolicy/strict`` an error that keeps the file from loading.
public struct ThemeLoader: Sendable {
    /// Bounds on every file read.
    public var limits: FormatLimits
    /// The format every file is read as; `nil` (the default) detects each file's format.
    public var format: ThemeFileFormat?
    /// What AUUTheme's image types 0 and 1 mean; told from each file by default.
    public var auuImageTypes: AUUThemeImporter.ImageTypes = .detect
    /// Whether a file whose own values lower contrast below the level of the theme it extends
    /// loads with ``FileReport/contrastWarnings`` (``/Palette/ContrastPolicy/warn``, the default) or is
    /// an error and does not load (``/Palette/ContrastPolicy/strict``).
    public var contrast: ContrastPolicy = .warn
    /// How files with modes (DTCG resolvers, Tokens Studio themes, Figma variables) are read: the
    /// contexts inputs choose (an input may name a modifier of any file loaded), the modifiers
    /// named as variants. Each theme a file makes is registered; see ``ModeOptions``.
    public var modes = ModeOptions()
    /// Whether an input that names no modifier of any file loaded is an error of the load (the
    /// default), or only listed in ``Report/unusedInputs`` for a caller that loads other files
    /// with the same inputs (the CLI's `--themes` and file arguments).
    package var reportsUnusedInputs = true
    /// Whether a theme whose written identifier is that of a theme registered before the load
    /// replaces it in the registry (listed in ``FileReport/shadowed``), as a file named on the
    /// command line is that file's theme for the run; by default such a file is an error and
    /// does not load, as a themes folder's file that clashes with a compiled theme is.
    package var shadowsRegisteredThemes = false
    /// How design token files are held to DTCG 2025.10: by default
    /// ``DTCGImporter/Conformance-swift.enum/lenient``, so that a file with a few tokens outside
    /// it loads with a warning at each; ``DTCGImporter/Conformance-swift.enum/asDeclared`` keeps
    /// such a file from loading, as `palette validate` does.
    public var conformance: DTCGImporter.Conformance = .lenient

    /// The extensions of the files ``loadDirectory(_:into:)`` reads.
    public static let fileExtensions = ThemeFileFormat.fileExtensions

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - limits: Bounds on every file read.
    ///   - format: The format every file is read as; `nil` detects each file's format.
    public init(limits: FormatLimits = .default, format: ThemeFileFormat? = nil) {
        self.limits = limits
        self.format = format
    }

    /// What every file is read with (``ThemeFileFormat/decode(_:file:options:)``).
    var options: ImportOptions {
        var options = ImportOptions(limits: limits, auuImageTypes: auuImageTypes, conformance: conformance)
        options.modes = modes
        options.id = naming.id
        options.name = naming.name
        options.mappings = naming.mappings
        return options
    }

    /// The identifier, name and mappings `palette import` gives the one source it reads.
    package var naming = ImportOptions(limits: .default)

    /// What happened to one file.
    public struct FileReport: Sendable {
        /// The file's path.
        public var path: String
        /// The format it was read as, if it was recognised.
        public var format: ThemeFileFormat?
        /// The identifier of the theme it registered, if it did (the first, for a file with modes
        /// that makes several).
        public var themeID: String?
        /// The identifiers of every theme it registered: several for a file with modes that makes
        /// a theme per context of a modifier (a resolver's `brand` with `acme` and `globex`).
        public var themeIDs: [String] = []
        /// The inputs that read each theme of a file with modes alone, by theme identifier
        /// (`acme`: `brand=acme`): what `--input` gives to choose it.
        public var inputs: [String: [ModeInput]] = [:]
        /// Problems that kept it from loading.
        public var errors: [ThemeError]
        /// Problems that did not.
        public var warnings: [ThemeWarning]
        /// The tokens that could not be read and were left out (a broken or circular alias, a
        /// value with no meaning), each a warning at the token, also in ``warnings``; see
        /// ``UnreadableToken``.
        public var unreadableTokens: [ThemeWarning] { UnreadableToken.unreadable(in: warnings) }
        /// Whether tokens of the file could not be read and nothing of it could: the theme it
        /// registered, if any, holds nothing of its own.
        public var readNothing = false
        /// Each pair the file's own values leave below the WCAG level the theme it extends meets,
        /// as ``/Palette/ThemeError/Code/loweredContrast`` at the file's entry that caused
        /// it (`child.json:4:39`, `palette.onBackground`): `'child' leaves onBackground on
        /// background at 1.01:1, below AA 4.5:1 that 'default' meets`. Kept apart from
        /// ``warnings``, for a caller to show where themes are checked (`palette validate`) and
        /// not wherever they are loaded; errors instead under ``/Palette/ContrastPolicy/strict``.
        public var contrastWarnings: [ThemeWarning] = []
        /// Every file of the set of token files this file was read in, in order; empty for a file
        /// read on its own.
        public var tokenSet: [String] = []
        /// The warning, also in ``warnings``, that the identifier made from this file's or
        /// folder's name (`colors` for `Colors.xcassets`) was already taken, by a theme registered
        /// before or an earlier file, so the theme was registered as ``themeID`` (`colors-2`)
        /// instead; it names both places.
        public var renaming: ThemeWarning?
        /// The themes registered before the load that this file's themes replaced, with
        /// ``ThemeLoader/shadowsRegisteredThemes``.
        package var shadowed: [ThemeRegistry.Entry] = []
        /// The documents of the themes the file loaded, by identifier as registered: what
        /// `palette import` writes of a load.
        package var documents: [String: ThemeDocument] = [:]
    }

    /// What a load did, file by file.
    public struct Report: Sendable {
        /// Every file, in the order read.
        public var files: [FileReport] = []
        /// Every error, in file order.
        public var errors: [ThemeError] { files.flatMap(\.errors) }
        /// Every warning, in file order.
        public var warnings: [ThemeWarning] { files.flatMap(\.warnings) }
        /// Every file's ``FileReport/unreadableTokens``, in file order.
        public var unreadableTokens: [ThemeWarning] { files.flatMap(\.unreadableTokens) }
        /// Every file's ``FileReport/contrastWarnings``, in file order.
        public var contrastWarnings: [ThemeWarning] { files.flatMap(\.contrastWarnings) }
        /// The identifiers registered, in registration order.
        public var loadedIDs: [String] = []
        /// The inputs (``ThemeLoader/modes``) that named no modifier of any file loaded.
        package var unusedInputs: [ModeInput] = []
        /// The modifiers of the files with modes loaded, by name, for a message about an input
        /// that named none.
        package var modifierNames: [String] = []
    }

    /// Loads every theme file (`*.json`, `*.tokens`, `*.plist`) in `directory` and its folders, by
    /// name order; the token files among them are one set (see ``load(_:into:)``).
    ///
    /// SDThemeManager's rule holds within a folder: when one of its plists is the default theme
    /// (its name ends in `default`, as `theme_default.plist`), every other plist is an alternative
    /// read as the cascade [alternative, default], exactly as
    /// ``GiottoImporter/decode(files:options:)`` reads those two files.
    public func loadDirectory(_ directory: URL, into registry: inout ThemeRegistry) -> Report {
        load([directory], into: &registry)
    }

    /// The theme files ``loadDirectory(_:into:)`` reads in `directory`: those in it and its
    /// folders (not hidden ones, nor `node_modules`, nor JavaScript tools' configuration such as
    /// `package.json`), or the files its Style Dictionary
    /// `config.json` or Tokens Studio `$metadata.json` name, in the order they are read.
    ///
    /// - Throws: ``/Palette/ThemeError/Code/malformedInput`` when the folder cannot be read.
    public static func themeFiles(in directory: URL, limits: FormatLimits = .default) throws(ThemeError) -> [URL] {
        let plan = ThemeFilePlan([directory], limits: limits)
        if let error = plan.errors.first { throw error }
        return plan.entries.map(\.url)
    }

    /// Loads the given files and folders.
    ///
    /// The token files among the files named (DTCG, its older drafts, Style Dictionary, Tokens
    /// Studio) are one set of tokens, as Style Dictionary's `source` list makes one: aliases
    /// resolve across them, a token defined again follows the later file with a warning naming
    /// both places, and every problem of every file is reported. A folder stands for its theme
    /// files, its token files one set named after the folder; one with a Style Dictionary
    /// `config.json` or Tokens Studio's `$metadata.json` is the set they describe. Palette
    /// documents, AUUTheme and SDThemeManager files, and token files with their own identifier
    /// (`$extensions["org.palette"].id`), are one theme each. Each file is read and parsed once.
    public func load(_ files: [URL], into registry: inout ThemeRegistry) -> Report {
        let plan = ThemeFilePlan(files, limits: limits)
        let read = plan.entries.map { PlannedFile(entry: $0, file: ParsedThemeFile.read($0.url, limits: limits)) }
        return load(read, plan: plan, into: &registry)
    }

    /// Loads files already read and parsed; validation reads them first to set payloads aside.
    package func load(_ planned: [PlannedFile], plan: ThemeFilePlan, into registry: inout ThemeRegistry) -> Report {
        var read = decode(planned, sets: plan.sets)
        cascadeAlternatives(&read)
        var reports: [FileReport] = []
        var documents: [(index: Int, document: ThemeDocument)] = []
        // Palette documents with errors, by what they extend: their `extends` is still checked,
        // so its problems are reported with the others.
        var unloadable: [(index: Int, document: ThemeDocument)] = []
        for file in read {
            for document in file.documents { documents.append((reports.count, document)) }
            if file.documents.isEmpty, file.format == .palette, let link = extendsLink(file.root, path: file.path) {
                unloadable.append((reports.count, ThemeDocument(id: link.id, extends: link.extends)))
            }
            var fileReport = FileReport(
                path: file.path,
                format: file.format,
                errors: file.report.errors,
                warnings: file.report.warnings
            )
            fileReport.readNothing =
                !fileReport.unreadableTokens.isEmpty && file.documents.allSatisfy(\.holdsNothing)
            reports.append(fileReport)
        }
        makeIdentifiersUnique(
            &documents,
            taken: unloadable.map(\.document.id),
            read: &read,
            reports: &reports,
            registry: registry
        )
        // Each document's file by identifier, to say why a document that extends one that did
        // not load cannot load either.
        // A file that could not be read at all is known by its name (`parent.json`: `parent`).
        var batch: [String: String] = [:]
        for (index, document) in documents + unloadable where batch[document.id.asciiCaseFolded] == nil {
            batch[document.id.asciiCaseFolded] = reports[index].path
        }
        for report in reports where !report.errors.isEmpty {
            let stem = URL(fileURLWithPath: report.path).deletingPathExtension().lastPathComponent
            let name = stem.hasSuffix(".tokens") ? String(stem.dropLast(".tokens".count)) : stem
            if batch[name.asciiCaseFolded] == nil { batch[name.asciiCaseFolded] = report.path }
        }
        var loadedIDs: [String] = []
        let failed = Set(unloadable.map(\.index))
        let ordered = ExtendsOrder.sort(documents + unloadable, registry: registry, reports: &reports)
        for (index, document) in ordered where failed.contains(index) {
            guard let extends = document.extends, !registry.contains(extends), batch[extends.asciiCaseFolded] == nil
            else { continue }
            reports[index].errors.append(Self.unknownExtends(extends, registry: registry).inFile(reports[index].path))
        }
        for (index, document) in ordered where !failed.contains(index) {
            let file = reports[index].path
            do throws(ThemeError) {
                var references = document.extends.map { [("extends", $0)] } ?? []
                if let variants = document.variants { references += variants.themeReferences.map { ($0.path, $0.id) } }
                for (key, name) in references where !registry.contains(name) {
                    guard let parentFile = batch[name.asciiCaseFolded] else { continue }
                    throw .unresolvedReference(
                        reference: name,
                        reason: "'\(key)' names the theme of \(parentFile), which did not load; fix that file first",
                        location: .init(path: key)
                    )
                }
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
                let theme = try document.resolve(in: registry, limits: limits.theme, folder: folder)
                let lowered = document.contrastProblems(
                    of: theme,
                    source: read[index].format == .palette ? read[index].root : nil
                )
                if contrast == .strict, !lowered.isEmpty {
                    reports[index].errors += lowered.map { $0.inFile(file) }
                    continue
                }
                reports[index].contrastWarnings = lowered.map { ThemeWarning($0.inFile(file)) }
                if let replaced = try register(theme, file: file, in: &registry, loadedIDs: loadedIDs) {
                    reports[index].shadowed.append(replaced)
                }
                if reports[index].themeID == nil { reports[index].themeID = theme.id }
                reports[index].themeIDs.append(theme.id)
                reports[index].documents[theme.id] = document
                let inputs = read[index].inputs(for: theme.id)
                if !inputs.isEmpty { reports[index].inputs[theme.id] = inputs }
                loadedIDs.append(theme.id)
            } catch {
                reports[index].errors.append(error.inFile(file))
            }
        }
        for index in reports.indices {
            locatingExtendsProblems(&reports[index], in: read[index].root)
            reports[index].tokenSet = read[index].setPaths
        }
        for (index, file) in read.enumerated() where !file.setPaths.isEmpty && reports[index].themeID == nil {
            reports[index].themeID = file.setLeader.flatMap { reports[$0].themeID }
        }
        var report = Report(files: planReports(plan) + reports, loadedIDs: loadedIDs)
        let withModes = read.filter(\.hasModes)
        report.unusedInputs = modes.inputs.filter { input in withModes.allSatisfy { $0.unknownInputs.contains(input) } }
        for file in withModes {
            for name in file.modifierNames where !report.modifierNames.contains(name) {
                report.modifierNames.append(name)
            }
        }
        return report
    }

    /// Registers a theme a file made; with ``shadowsRegisteredThemes``, in place of a theme of the
    /// same identifier registered before the load, which it returns. A clash with a theme of the
    /// same load, or with a type name, still throws, leaving the registry as it was.
    private func register(
        _ theme: ResolvedTheme,
        file: String,
        in registry: inout ThemeRegistry,
        loadedIDs: [String]
    ) throws(ThemeError) -> ThemeRegistry.Entry? {
        guard shadowsRegisteredThemes, let existing = registry.entry(named: theme.id),
            existing.id.asciiCaseFolded == theme.id.asciiCaseFolded, !loadedIDs.contains(existing.id)
        else {
            try registry.register(theme, source: .file(path: file))
            return nil
        }
        registry.unregister(existing.id)
        do {
            try registry.register(theme, source: .file(path: file))
        } catch {
            try? registry.register(existing.theme, source: existing.source)
            throw error
        }
        return existing
    }

    /// Reads one file in ``format``, or in the format detected.
    public func decode(_ file: URL) -> (format: ThemeFileFormat?, report: DecodingReport<ThemeDocument>) {
        let parsed = ParsedThemeFile.read(file, limits: limits)
        var isFolder: ObjCBool = false
        let folderFormat =
            FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue
            ? ThemeFileFormat.detect(folder: file) : nil
        let entry = ThemeFilePlan.Entry(url: file, set: 0, folderFormat: folderFormat)
        let read = decode([PlannedFile(entry: entry, file: parsed)], sets: [])
        return (read.first?.format, read.first?.report ?? DecodingReport(value: nil, errors: [], warnings: []))
    }
}
