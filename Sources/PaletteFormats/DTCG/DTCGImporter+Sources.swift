internal import InternalPaletteUtilities
import Palette

/// One file of a set of token files, parsed, as the loader and the CLI hand it to the importer.
package struct TokenSetMember: Sendable {
    package var file: ParsedThemeFile
    /// Whether its tokens are there only for references to reach.
    package var isReferenceOnly: Bool
    /// Whether its tokens replace earlier files' tokens of the same path without a word, as the
    /// later sets of a Tokens Studio theme do by design.
    package var replacesQuietly = false
    /// The Tokens Studio set the file is (`core/colors` for `core/colors.json`), in a folder that
    /// Tokens Studio's `$metadata.json` or `$themes.json` describes.
    package var setName: String?

    package init(
        _ file: ParsedThemeFile,
        isReferenceOnly: Bool = false,
        replacesQuietly: Bool = false,
        setName: String? = nil
    ) {
        self.file = file
        self.isReferenceOnly = isReferenceOnly
        self.replacesQuietly = replacesQuietly
        self.setName = setName
    }
}

extension DTCGImporter {
    /// One file of a set of token files.
    public struct SourceFile: Sendable {
        /// The file's contents.
        public var json: [UInt8]
        /// The file's name or path, for locations.
        public var file: String?
        /// Whether its tokens are there only for the other files' references to reach, as Style
        /// Dictionary's `include` files and Tokens Studio's `source` sets are: they are checked
        /// where they are used, and not imported.
        public var isReferenceOnly: Bool

        /// Creates a source file.
        public init(json: [UInt8], file: String?, isReferenceOnly: Bool = false) {
            self.json = json
            self.file = file
            self.isReferenceOnly = isReferenceOnly
        }
    }

    /// Reads files already parsed as one set of tokens.
    package func decode(parsed members: [TokenSetMember]) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        let document = decode(parsed: members, reader: &reader)
        return reader.report(document)
    }

    /// Reads files already parsed as one set of tokens, recording problems in `reader`; `nil`
    /// when there were errors.
    func decode(parsed members: [TokenSetMember], reader: inout DocumentReader) -> ThemeDocument? {
        var sources: [DTCGTokenTree.Source] = []
        // One warning for each way files were read, at the first such file whose tokens are read
        // (a file there only for references may come first, and differ between themes).
        var readings: [(note: ThemeError, kind: String, files: Int, isReferenceOnly: Bool)] = []
        // The files of one set are in one older format: the one the most telling file shows.
        let surveys = members.map { member in member.file.root.map { TokenFileSurvey($0, limits: limits) } }
        let format = surveys.compactMap { $0?.olderFormat }.max()
        let evidence = surveys.first { $0?.olderFormat == format }??.evidence
        // Tokens Studio's `$colors.primary` references may name a token of any file read together.
        var dollarReferences =
            format == .tokensStudio && surveys.contains(where: { $0?.hasDollarReferences == true })
            ? TokensStudioDollarReferences(roots: members.compactMap(\.file.root), limits: limits) : nil
        for (member, survey) in zip(members, surveys) {
            reader.currentFile = member.file.path
            let older = survey?.olderFormat == nil ? nil : format.map { (format: $0, evidence: evidence) }
            let (found, note) = self.sources(
                of: member,
                olderFormat: older,
                dollarReferences: &dollarReferences,
                reader: &reader
            )
            sources += found
            guard let note else { continue }
            if let index = readings.firstIndex(where: { $0.kind == note.kind }) {
                readings[index].files += 1
                if readings[index].isReferenceOnly, !member.isReferenceOnly {
                    readings[index].note = note.warning
                    readings[index].isReferenceOnly = false
                }
            } else {
                readings.append((note.warning, note.kind, 1, member.isReferenceOnly))
            }
        }
        for (note, _, files, _) in readings {
            guard note.code == .interpreted, files > 1 else {
                reader.warning(note)
                continue
            }
            reader.warning(
                .interpreted(what: note.value(0) + " in \(files) files", as: note.value(1), location: note.location)
            )
        }
        guard reader.errors.isEmpty, let first = sources.first(where: { !$0.isReferenceOnly }) ?? sources.first else {
            return nil
        }
        return decode(sources, first: first, reader: &reader)
    }

    /// The token trees of one file: the file, or each token set of a Tokens Studio file that has
    /// several; with the one warning a file in a format before DTCG's prefixes gets.
    private func sources(
        of member: TokenSetMember,
        olderFormat: (format: TokenFileSurvey.OlderFormat, evidence: String?)?,
        dollarReferences: inout TokensStudioDollarReferences?,
        reader: inout DocumentReader
    ) -> (sources: [DTCGTokenTree.Source], note: (warning: ThemeError, kind: String)?) {
        let file = member.file.path
        var root: JSONNode
        switch member.file.content {
        case .json(let json, _): root = json
        case .malformed(let error), .unreadable(let error):
            reader.error(error)
            return ([], nil)
        case .propertyList:
            reader.error(
                .wrongFormat(
                    expected: ThemeFileFormat.dtcg.expectation,
                    found: ThemeFileFormat.giotto.expectation,
                    location: .init(path: "")
                )
            )
            return ([], nil)
        }
        guard root.members != nil else {
            _ = reader.object(root, at: .root, expected: "a DTCG token file (an object of groups and tokens)")
            return ([], nil)
        }
        // A lenient reading reads a file that declares DTCG 2025.10 but writes `value` and `type`
        // as the older format it is in.
        let declared = FileShape.declaresDTCG2025(root)
        let isStrict = conformance == .strict || (declared && !(conformance == .lenient && olderFormat != nil))
        let older = isStrict ? nil : olderFormat?.format
        var dollars = 0
        if older == .tokensStudio, var references = dollarReferences {
            root = references.rewrite(root)
            dollars = references.count - (dollarReferences?.count ?? 0)
            dollarReferences = references
        }
        // One warning names what was read how: the older format, and Tokens Studio's sets.
        var what = "the top-level keys"
        var meaning: [String] = []
        let tokensStudioSets = TokensStudioSets(file: root, limits: limits)
        let kind = (older?.name ?? "") + (tokensStudioSets == nil ? "" : " sets")
        if let older {
            what = "tokens written with 'value' and 'type' (no '$')"
            meaning.append(older.name + (olderFormat?.evidence.map { " (\($0))" } ?? ""))
        }
        if dollars > 0 {
            meaning.append("its \(dollars) reference\(dollars == 1 ? "" : "s") written '$name' as '{name}'")
        }
        var sources: [DTCGTokenTree.Source] = []
        if !isStrict, let sets = tokensStudioSets {
            let available = TokensStudioSets.setNames(in: root)
            let plan = sets.plan(available: available)
            if let warning = sets.unusedSetsWarning(available: available, location: root.location(.root).inFile(file)) {
                reader.warning(warning)
            }
            for (name, isReferenceOnly) in plan {
                guard let node = root[name] else { continue }
                sources.append(
                    DTCGTokenTree.Source(
                        root: node,
                        file: file,
                        isStrict: false,
                        olderFormat: older,
                        rootPath: JSONPath.root.appending(name),
                        isReferenceOnly: member.isReferenceOnly || isReferenceOnly,
                        setName: name,
                        replacesQuietly: member.replacesQuietly
                    )
                )
            }
            let names = plan.filter { !$0.isReferenceOnly }.map { "'\($0.name.clippedForMessage)'" }
                .summarisedForMessage()
            meaning.append(
                (older == nil ? "" : "its top-level keys as ") + "Tokens Studio's token sets, one set in order: "
                    + (names.isEmpty ? "none" : names)
            )
        } else {
            sources.append(
                DTCGTokenTree.Source(
                    root: root,
                    file: file,
                    isStrict: isStrict,
                    olderFormat: older,
                    isReferenceOnly: member.isReferenceOnly,
                    replacesQuietly: member.replacesQuietly
                )
            )
            sources[sources.count - 1].isLenient = conformance == .lenient
        }
        if older != nil { meaning.append("DTCG 2025.10 writes '$value' and '$type'") }
        guard !meaning.isEmpty else { return (sources, nil) }
        let note = ThemeError.interpreted(
            what: what,
            as: meaning.joined(separator: "; "),
            location: root.location(.root).inFile(file)
        )
        return (sources, (note, kind))
    }
}
