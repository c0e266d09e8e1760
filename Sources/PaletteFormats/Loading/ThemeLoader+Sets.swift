import Foundation
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

    /// Decodes every file: the token files of each set together (one theme, given to the set's
    /// first file that is not only referenced), every other file on its own.
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
        var members: [Int: [Int]] = [:]
        var setOrder: [Int] = []
        for (index, file) in planned.enumerated() {
            if file.entry.isAssetCatalog {
                read[index].format = .xcassets
                read[index].report = ThemeFileFormat.decodeAssetCatalog(folder: file.entry.url, options: options)
                read[index].isNamedAfterFile = options.id == nil
            } else if isTokenSetMember(file) {
                if members[file.entry.set] == nil { setOrder.append(file.entry.set) }
                members[file.entry.set, default: []].append(index)
            } else {
                read[index].report = decodeAlone(file.file)
            }
        }
        for set in setOrder {
            let indices = members[set] ?? []
            let description = sets.indices.contains(set) ? sets[set] : ThemeFilePlan.TokenSet()
            decodeSet(indices, of: planned, described: description, into: &read)
        }
        return read
    }

    /// Whether a file joins its set: it holds tokens (or is read as DTCG), and carries no theme
    /// identifier of its own.
    private func isTokenSetMember(_ planned: PlannedFile) -> Bool {
        guard (format ?? planned.file.format) == .dtcg, let root = planned.file.root else { return false }
        // A file named as DTCG that plainly is not is reported on its own.
        if let format, format.mismatch(planned.file, limits: limits) != nil { return false }
        return root["$extensions"]?[DTCGImporter.extensionKey]?["id"]?.string == nil
    }

    /// One file on its own, in ``format`` or the format detected.
    private func decodeAlone(_ file: ParsedThemeFile) -> DecodingReport<ThemeDocument> {
        if let format, let mismatch = format.mismatch(file, limits: limits) {
            return DecodingReport(value: nil, errors: [mismatch.inFile(file.path)], warnings: [])
        }
        guard let format = format ?? file.format else {
            // Say why: the syntax error, or JSON that is no theme format.
            return DecodingReport(
                value: nil,
                errors: [ThemeFileFormat.undetectedProblem(file).inFile(file.path)],
                warnings: []
            )
        }
        return format.decode([TokenSetMember(file)], options: options)
    }

    /// The files of one set read as one theme: named after the set's folder when it has several
    /// files or a description, else after its file. Each file gets the problems in it; the theme
    /// and the problems of no file go to the first file that is not only referenced.
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
        let report = ThemeFileFormat.dtcg.decode(
            indices.map { TokenSetMember(planned[$0].file, isReferenceOnly: planned[$0].entry.isReferenceOnly) },
            options: options
        )
        let paths = indices.map { read[$0].path }
        let owner: (ThemeError) -> Int = { problem in
            problem.location?.file.flatMap { file in paths.firstIndex(of: file).map { indices[$0] } } ?? leader
        }
        for index in indices {
            read[index].setLeader = leader
            if indices.count > 1 { read[index].setPaths = paths }
        }
        for error in report.errors { read[owner(error)].report.errors.append(error) }
        for warning in report.warnings { read[owner(warning.problem)].report.warnings.append(warning) }
        read[leader].report.value = report.value
        // A set's files carry no identifier of their own: it is the folder's name, or the file's.
        read[leader].isNamedAfterFile = options.id == nil || options.id == set.identifier(fileCount: indices.count)
    }

    /// The plan's own problems (a folder that cannot be read, a pattern that matches nothing),
    /// as reports of the files or folders they are about.
    func planReports(_ plan: ThemeFilePlan) -> [FileReport] {
        var reports: [FileReport] = []
        for (problem, isError) in plan.errors.map({ ($0, true) }) + plan.warnings.map({ ($0, false) }) {
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
