import Foundation
internal import InternalPaletteUtilities
import Palette

/// How the loader reads files: each once, the token files of one set together.
extension ThemeLoader {
    /// A file of a plan, read and parsed.
    package struct PlannedFile: Sendable {
        package var entry: ThemeFilePlan.Entry
        package var file: ParsedThemeFile

        package init(entry: ThemeFilePlan.Entry, file: ParsedThemeFile) {
            self.entry = entry
            self.file = file
        }
    }

    /// What the files of a load are read as: each source of themes, with the files it reads.
    package enum Source: Sendable, Equatable {
        /// A folder read whole (an asset catalog, one colour set).
        case folder(Int)
        /// A resolver, first, with the files it references.
        case resolver([Int])
        /// The per-variant files of one theme Palette exported together.
        case variants([Int])
        /// The token files of one set of the plan, in the plan's order.
        case tokenSet(set: Int, files: [Int])
        /// A file read on its own.
        case alone(Int)

        /// Whether the source is a folder read whole.
        package var isFolder: Bool {
            if case .folder = self { return true }
            return false
        }

        /// Whether the source is design tokens (a resolver, a theme's variant files, a set), of
        /// which one import may be given several.
        package var isTokens: Bool {
            switch self {
            case .resolver, .variants, .tokenSet: true
            case .folder, .alone: false
            }
        }
    }

    /// The sources of themes among `planned`: a resolver with the files it references, the
    /// per-variant files of one theme Palette exported together, the token files of each set
    /// together, every other file (or folder read whole) on its own. This is the one rule of
    /// which files are read together; ``decode(_:sets:)`` and `palette import` both ask it.
    package func sources(_ planned: [PlannedFile]) -> [Source] {
        let consumed = filesOfResolvers(planned)
        var sources: [Source] = []
        var members: [Int: [Int]] = [:]
        var setOrder: [Int] = []
        var marked: [Int] = []
        for (index, file) in planned.enumerated() where consumed[index] == nil {
            if file.entry.folderFormat != nil {
                sources.append(.folder(index))
            } else if let resolved = resolverMembers(index, of: planned, consumed: consumed) {
                sources.append(.resolver(resolved))
            } else if (format ?? file.file.format) == .dtcg, VariantFileModes.marker(of: file.file) != nil {
                marked.append(index)
            } else if isTokenSetMember(file) {
                if members[file.entry.set] == nil { setOrder.append(file.entry.set) }
                members[file.entry.set, default: []].append(index)
            } else {
                sources.append(.alone(index))
            }
        }
        // Palette's per-variant files of one theme, by the theme they are variants of.
        let byTheme = Dictionary(grouping: marked) { VariantFileModes.marker(of: planned[$0].file)?.of ?? "" }
        for group in byTheme.values.sorted(by: { ($0.first ?? 0) < ($1.first ?? 0) }) {
            sources.append(.variants(group))
        }
        for set in setOrder { sources.append(.tokenSet(set: set, files: members[set] ?? [])) }
        return sources
    }

    /// Decodes every file by its source (``sources(_:)``): the themes of a source go to its first
    /// file (of a set, the first that is not only referenced), each problem to the file it is in.
    /// A file with modes may give several themes.
    func decode(_ planned: [PlannedFile], sets: [ThemeFilePlan.TokenSet]) -> [ReadFile] {
        var read = planned.map { planned in
            ReadFile(
                path: planned.entry.url.path,
                format: format ?? planned.file.format,
                report: DecodingReport(value: nil, errors: [], warnings: []),
                parsed: planned.file,
                root: planned.file.root
            )
        }
        for source in sources(planned) {
            switch source {
            case .folder(let index):
                guard let folderFormat = planned[index].entry.folderFormat else { continue }
                read[index].format = folderFormat
                read[index].report = folderFormat.decode(folder: planned[index].entry.url, options: options)
                read[index].isNamedAfterFile = options.id == nil
            case .resolver(let indices):
                decodeGroup(indices, of: planned, as: .resolver, into: &read)
            case .variants(let indices):
                decodeGroup(indices, of: planned, as: .dtcg, into: &read)
            case .tokenSet(let set, let indices):
                let description = sets.indices.contains(set) ? sets[set] : ThemeFilePlan.TokenSet()
                decodeSet(indices, of: planned, described: description, into: &read)
            case .alone(let index) where planned[index].entry.isInFolder && planned[index].file.role == .payload:
                // A backend payload kept with the themes it selects (a folder of examples) is
                // no theme: set aside with a word, as `validate` checks it as a payload.
                let note = ThemeError.interpreted(
                    what: "the backend payload '\(planned[index].entry.url.lastPathComponent)'",
                    as: "no theme: it selects one ('palette select' applies it, 'palette validate' checks it)",
                    location: ThemeError.Location(file: planned[index].entry.url.path)
                )
                read[index].report.warnings = [ThemeWarning(note)]
            case .alone(let index):
                read[index].take(decodeAlone(planned[index].file))
            }
        }
        reportUnknownInputs(&read)
        return read
    }

    /// The resolver each file is read by, by file index: the files a resolver in the plan
    /// references (whichever contexts are chosen) are read with it, not on their own.
    private func filesOfResolvers(_ planned: [PlannedFile]) -> [Int: Int] {
        var byPath: [String: Int] = [:]
        for (index, file) in planned.enumerated() { byPath[file.entry.url.standardizedFileURL.path] = index }
        var consumed: [Int: Int] = [:]
        for (index, file) in planned.enumerated() where (format ?? file.file.format) == .resolver {
            var files = ResolverFiles(resolver: file.file.path, limits: limits)
            guard let resolver = DTCGResolver.read(file.file, isStrict: modes.isStrict, files: &files).value else {
                continue
            }
            for path in resolver.referencedPaths {
                guard let other = byPath[URL(fileURLWithPath: path).standardizedFileURL.path], other != index,
                    consumed[other] == nil, consumed[index] == nil
                else { continue }
                consumed[other] = index
            }
        }
        return consumed
    }

    /// A resolver's index and those of the files it reads, when `index` is a resolver.
    private func resolverMembers(_ index: Int, of planned: [PlannedFile], consumed: [Int: Int]) -> [Int]? {
        guard (format ?? planned[index].file.format) == .resolver else { return nil }
        return [index] + consumed.filter { $0.value == index }.keys.sorted()
    }

    /// Files read together as one source of themes (a resolver and its files, one theme's
    /// per-variant files): the themes go to the first, each problem to the file it is in.
    private func decodeGroup(
        _ indices: [Int],
        of planned: [PlannedFile],
        as format: ThemeFileFormat,
        into read: inout [ReadFile]
    ) {
        guard let leader = indices.first else { return }
        let themes = format.decodeThemes(
            indices.map { TokenSetMember(planned[$0].file) },
            options: options,
            toleratesUnknownInputs: true
        )
        distribute(themes, among: indices, leader: leader, into: &read)
    }

    /// A decoding's themes to the leader, and each problem to the file of the group it is in
    /// (the leader's when it names none of them).
    private func distribute(
        _ themes: ThemeFileFormat.Themes,
        among indices: [Int],
        leader: Int,
        into read: inout [ReadFile]
    ) {
        let paths = indices.map { read[$0].path }
        let owner: (ThemeError) -> Int = { problem in
            problem.location?.file.flatMap { file in paths.firstIndex(of: file).map { indices[$0] } } ?? leader
        }
        for index in indices {
            read[index].setLeader = leader
            if indices.count > 1 { read[index].setPaths = paths }
        }
        for error in themes.report.errors { read[owner(error)].report.errors.append(error) }
        for warning in themes.report.warnings { read[owner(warning.problem)].report.warnings.append(warning) }
        read[leader].take(themes, keepingProblems: true)
    }

    /// Whether a file joins its set: it holds tokens (or is read as DTCG), and carries no theme
    /// identifier of its own.
    private func isTokenSetMember(_ planned: PlannedFile) -> Bool {
        if Self.isEmptyTokensStudioSet(planned, format: format, limits: limits) { return true }
        guard (format ?? planned.file.format) == .dtcg, let root = planned.file.root else { return false }
        // A file named as DTCG that plainly is not is reported on its own.
        if let format, format.mismatch(planned.file, limits: limits) != nil { return false }
        return root["$extensions"]?[DTCGImporter.extensionKey]?["id"]?.string == nil
    }

    /// Whether a file is a set Tokens Studio describes that holds no tokens yet (`{}`, or groups
    /// with none), as Tokens Studio writes a set it has not filled: an empty member of its set, not
    /// a file of no format that fails the folder.
    package static func isEmptyTokensStudioSet(
        _ planned: PlannedFile,
        format: ThemeFileFormat?,
        limits: FormatLimits
    ) -> Bool {
        guard planned.entry.setName != nil, format == nil || format == .dtcg, planned.file.format == nil,
            let root = planned.file.root
        else { return false }
        return FileShape.holdsOnlyGroups(root, limits: limits)
    }

    /// One file on its own, in ``format`` or the format detected.
    private func decodeAlone(_ file: ParsedThemeFile) -> ThemeFileFormat.Themes {
        if let format, let mismatch = format.mismatch(file, limits: limits) {
            return ThemeFileFormat.Themes(report: DecodingReport(value: nil, errors: [mismatch.inFile(file.path)]))
        }
        guard let format = format ?? file.format else {
            // Say why: the syntax error, or JSON that is no theme format.
            return ThemeFileFormat.Themes(
                report: DecodingReport(value: nil, errors: [ThemeFileFormat.undetectedProblem(file).inFile(file.path)])
            )
        }
        return format.decodeThemes([TokenSetMember(file)], options: options, toleratesUnknownInputs: true)
    }

    /// The files of one set read as one theme (or the themes its Tokens Studio themes make):
    /// named after the set's folder when it has several files or a description, else after its
    /// file. Each file gets the problems in it; the themes and the problems of no file go to the
    /// first file that is not only referenced.
    private func decodeSet(
        _ indices: [Int],
        of planned: [PlannedFile],
        described set: ThemeFilePlan.TokenSet,
        into read: inout [ReadFile]
    ) {
        guard let first = indices.first else { return }
        let leader = indices.first { !planned[$0].entry.isReferenceOnly } ?? first
        var options = options
        options.id = set.identifier(fileCount: indices.count)
        let themes = ThemeFileFormat.dtcg.decodeThemes(
            indices.map {
                TokenSetMember(
                    planned[$0].file,
                    isReferenceOnly: planned[$0].entry.isReferenceOnly,
                    setName: planned[$0].entry.setName
                )
            },
            options: options,
            tokensStudio: set.tokensStudioFolder,
            toleratesUnknownInputs: true
        )
        distribute(themes, among: indices, leader: leader, into: &read)
        // A set's files carry no identifier of their own: it is the folder's name, or the file's.
        if read[leader].themes.isEmpty {
            read[leader].isNamedAfterFile = options.id == nil || options.id == set.identifier(fileCount: indices.count)
        }
    }

    /// Each input that named no modifier of any file read with modes, as an error of the first
    /// such file; of the first file when none has modes.
    private func reportUnknownInputs(_ read: inout [ReadFile]) {
        guard !modes.inputs.isEmpty, reportsUnusedInputs else { return }
        let withModes = read.indices.filter { read[$0].hasModes }
        let unknown = modes.inputs.filter { input in withModes.allSatisfy { read[$0].unknownInputs.contains(input) } }
        guard let input = unknown.first else { return }
        let target = withModes.first ?? read.indices.first
        guard let target else { return }
        let problem: ThemeError =
            withModes.isEmpty
            ? .unsupported(
                feature: "--input \(input)",
                reason: "no file read has modes to choose between (a DTCG resolver's modifiers, Tokens Studio's theme "
                    + "groups, Figma's collections, $extensions.mode)",
                location: .init(file: read[target].path)
            )
            : .unresolvedReference(
                reference: "--input \(input)",
                // Modifiers are matched in any letter case, as inputs choose them.
                reason: withModes.contains { index in
                    read[index].modifierNames.contains { $0.asciiCaseFolded == input.modifier.asciiCaseFolded }
                }
                    ? "no file read has the context '\(input.context)' in its modifier '\(input.modifier)'"
                    : "no file read has a modifier, theme group or collection named '\(input.modifier)'",
                location: .init(file: read[target].path)
            )
        read[target].report.errors.append(problem)
        read[target].report.value = nil
        read[target].themes = []
    }

    /// The plan's own problems (a folder that cannot be read, a pattern that matches nothing),
    /// as reports of the files or folders they are about.
    func planReports(_ plan: ThemeFilePlan) -> [FileReport] {
        var reports: [FileReport] = []
        for (problem, isError) in plan.errors.map({ ($0, true) }) + plan.warnings.map({ ($0.problem, false) }) {
            let path = problem.location?.file ?? ""
            if let index = reports.firstIndex(where: { $0.path == path }) {
                if isError {
                    reports[index].errors.append(problem)
                } else {
                    reports[index].warnings.append(ThemeWarning(problem))
                }
            } else {
                reports.append(
                    FileReport(
                        path: path,
                        errors: isError ? [problem] : [],
                        warnings: isError ? [] : [ThemeWarning(problem)]
                    )
                )
            }
        }
        return reports
    }
}
