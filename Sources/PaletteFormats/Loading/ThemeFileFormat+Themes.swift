import Foundation
import Palette

/// Files with modes, read as every theme they make.
extension ThemeFileFormat {
    /// What reading files as themes gave: the themes (one for a file without modes), and what a
    /// caller reading several files needs to know.
    package struct Themes: Sendable {
        package var report: DecodingReport<[ModeTheme]>
        /// Inputs that named no modifier of these files, when the caller tolerates them.
        package var unknownInputs: [ModeInput] = []
        /// Whether the files have modes (a resolver, Figma variables, Tokens Studio themes to
        /// choose between, `$extensions.mode`, Palette's per-variant files).
        package var hasModes = false
        /// Every file a resolver read besides itself, in path order.
        package var referencedFiles: [String] = []
        /// The names of the files' modifiers (theme groups, collections), when they have modes.
        package var modifierNames: [String] = []
    }

    /// Reads files already parsed as every theme they make.
    ///
    /// Files without modes make one theme, read by ``decode(_:options:)``. A file with modes (a
    /// DTCG resolver, Figma variables, a set of token files whose Tokens Studio themes choose
    /// between sets, Figma's own per-mode token files, tokens with Terrazzo's `$extensions.mode`,
    /// Palette's own per-variant token files) makes a theme per choice of the contexts its modifiers leave open, each adaptive
    /// when the modes include appearances or contrasts (see ``ModeOptions``).
    ///
    /// - Parameters:
    ///   - members: The files, as one set.
    ///   - options: How to read them; `options.modes` says how modes are.
    ///   - tokensStudio: What Tokens Studio's `$metadata.json` and `$themes.json` beside the files
    ///     say, when they describe them (each member's ``TokenSetMember/setName`` names its set).
    ///   - toleratesUnknownInputs: Whether an input that names no modifier is left to the caller
    ///     (which reads other files) rather than an error.
    package func decodeThemes(
        _ members: [TokenSetMember],
        options: ImportOptions,
        tokensStudio: (sets: TokensStudioSets, folder: URL)? = nil,
        toleratesUnknownInputs: Bool = false
    ) -> Themes {
        // A resolver's other members are the files it references, read already.
        let checked = self == .resolver ? Array(members.prefix(1)) : members
        if let problem = precheck(checked.map(\.file), options: options) {
            return Themes(report: DecodingReport(value: nil, errors: [problem]))
        }
        var reader = DocumentReader()
        var read = ModeImport(importer: DTCGImporter().configured(options), options: options.modes)
        read.toleratesUnknownInputs = toleratesUnknownInputs
        // The one place a format's reader is chosen: the formats with modes read them here, and
        // every file without modes is read by its format's reader.
        switch self {
        case .palette: return plain(members, options, toleratesUnknownInputs, read: Self.readPaletteDocument)
        case .auutheme: return plain(members, options, toleratesUnknownInputs, read: Self.readAUUTheme)
        case .giotto: return plain(members, options, toleratesUnknownInputs, read: Self.readSDTheme)
        case .swifttheme: return plain(members, options, toleratesUnknownInputs, read: Self.readSwiftTheme)
        case .xcassets: return plain(members, options, toleratesUnknownInputs, read: Self.readColorSet)
        case .resolver:
            guard let first = members.first else {
                return plain(members, options, toleratesUnknownInputs, read: readNothing)
            }
            var files = ResolverFiles(resolver: first.file.path, limits: options.limits)
            // The files a loader has read already are not read again.
            files.preload(members.dropFirst().map(\.file))
            let parsed = DTCGResolver.read(first.file, isStrict: options.modes.isStrict, files: &files)
            guard let resolver = parsed.value else {
                return Themes(report: parsed.map { _ -> [ModeTheme]? in nil }, hasModes: true)
            }
            read.importer.refusesMergedCollisions = true
            var source = ResolverModes(resolver, files: files)
            var themes = Self.themes(read, &source, options: options)
            themes.report.warnings = parsed.warnings + themes.report.warnings
            themes.referencedFiles = source.filesRead
            return themes
        case .figma:
            guard let first = members.first, let root = first.file.root else {
                return plain(members, options, toleratesUnknownInputs, read: readNothing)
            }
            reader.currentFile = first.file.path
            let variables = FigmaVariables(root, file: first.file.path, limits: options.limits, reader: &reader)
            guard var source = variables, reader.errors.isEmpty else {
                // JSON that is no Figma variables at all says so.
                if variables == nil, reader.errors.isEmpty {
                    let problem =
                        mismatch(first.file, limits: options.limits)
                        ?? .missingKey(key: "variableCollections and variables", location: root.location(.root))
                    reader.error(problem.inFile(first.file.path))
                }
                return Themes(report: reader.report(nil), hasModes: true)
            }
            var themes = Self.themes(read, &source, options: options)
            themes.report.warnings = reader.report(true).warnings + themes.report.warnings
            return themes
        case .dtcg:
            // The table's layouts with modes, in its order: the first that describes the files
            // reads them.
            for layout in descriptor.layouts where layout.hasModes {
                if let themes = Self.themes(of: members, in: layout, read, options: options, tokensStudio: tokensStudio)
                {
                    return themes
                }
            }
            return plain(members, options, toleratesUnknownInputs, read: Self.readTokens)
        }
    }

    /// The themes of token files in one of the layouts with modes, or `nil` when the files are not
    /// laid out so.
    private static func themes(
        of members: [TokenSetMember],
        in layout: Layout,
        _ read: ModeImport,
        options: ImportOptions,
        tokensStudio: (sets: TokensStudioSets, folder: URL)?
    ) -> Themes? {
        switch layout {
        case .tokensStudioThemes:
            guard var source = Self.tokensStudioModes(members, described: tokensStudio) else { return nil }
            return Self.themes(read, &source, options: options)
        case .paletteVariantFiles:
            var reader = DocumentReader()
            let marked = VariantFileModes.themes(of: members, reader: &reader)
            guard !marked.isEmpty,
                members.allSatisfy({ $0.isReferenceOnly || VariantFileModes.marker(of: $0.file) != nil })
            else { return nil }
            guard reader.errors.isEmpty else { return Themes(report: reader.report(nil), hasModes: true) }
            var all = Themes(report: DecodingReport(value: []), hasModes: true)
            for (position, var source) in marked.enumerated() {
                let themes = Self.themes(read, &source, options: options)
                all.report.value = all.report.value.flatMap { done in themes.report.value.map { done + $0 } }
                all.report.errors += themes.report.errors
                all.report.warnings += themes.report.warnings
                all.unknownInputs =
                    position == 0 ? themes.unknownInputs : all.unknownInputs.filter(themes.unknownInputs.contains)
                all.modifierNames = themes.modifierNames
            }
            return all
        case .figmaModeFiles:
            guard var source = FigmaModeFiles(members, limits: options.limits) else { return nil }
            return Self.themes(read, &source, options: options)
        case .extensionModes:
            guard var source = ExtensionModes(members, limits: options.limits) else { return nil }
            return Self.themes(read, &source, options: options)
        case .file, .tokenSet, .cascade, .folder, .resolverModifiers, .figmaCollections:
            // Files without modes, or a format's own file with modes, read by its format.
            return nil
        }
    }

    /// A file without modes: the one theme ``decode(_:options:)`` reads; an input is an error,
    /// since there is nothing for it to choose.
    private func plain(
        _ members: [TokenSetMember],
        _ options: ImportOptions,
        _ toleratesUnknownInputs: Bool,
        read: ([TokenSetMember], ImportOptions) -> DecodingReport<ThemeDocument>
    ) -> Themes {
        var report = decodeWithoutModes(members, options: options, read: read).map {
            [ModeTheme(document: $0, inputs: [], isNamedAfterFile: false)]
        }
        if !options.modes.inputs.isEmpty {
            guard toleratesUnknownInputs else {
                let file = members.first?.file.path
                report.value = nil
                report.errors.append(
                    .unsupported(
                        feature: "--input \(options.modes.inputs[0])",
                        reason: "this file has no modes to choose between (a DTCG resolver's modifiers, Tokens "
                            + "Studio's theme groups, Figma's collections, $extensions.mode)",
                        location: .init(file: file)
                    )
                )
                return Themes(report: report)
            }
            return Themes(report: report, unknownInputs: options.modes.inputs)
        }
        return Themes(report: report)
    }

    /// The themes of a source, `--id` and `--name` naming the theme when there is one.
    private static func themes(_ read: ModeImport, _ source: inout some ModeSource, options: ImportOptions) -> Themes {
        let (report, unknown) = read.themes(of: &source)
        var themes = Themes(report: report, unknownInputs: unknown, hasModes: true)
        themes.modifierNames = source.modifiers.map(\.name)
        if var only = report.value?.first, report.value?.count == 1 {
            if let id = options.id { only.document.id = id }
            if let name = options.name { only.document.name = name }
            only.isNamedAfterFile = only.isNamedAfterFile && options.id == nil
            themes.report.value = [only]
        }
        return themes
    }

    /// Tokens Studio's themes as modes, when they choose between sets: from the `$themes.json`
    /// that describes a folder of sets, or from the `$themes` of a single exported file.
    private static func tokensStudioModes(
        _ members: [TokenSetMember],
        described: (sets: TokensStudioSets, folder: URL)?
    ) -> TokensStudioModes? {
        if let described, described.sets.hasChoices {
            var files: [String: ParsedThemeFile] = [:]
            for member in members {
                if let name = member.setName { files[name] = member.file }
            }
            let id = FileShape.identifier(fromFile: described.folder.lastPathComponent)
            return TokensStudioModes(
                description: described.sets,
                sets: .files(files),
                id: id,
                name: id,
                isNamedAfterFile: true,
                themesFile: described.folder.appendingPathComponent(TokenSetDescription.tokensStudioThemes).path
            )
        }
        guard members.count == 1, let member = members.first, let root = member.file.root,
            let sets = TokensStudioSets(file: root, limits: member.file.limits), sets.hasChoices
        else { return nil }
        let id = FileShape.identifier(fromFile: member.file.path)
        return TokensStudioModes(
            description: sets,
            sets: .members(of: member.file, root: root),
            id: id,
            name: id,
            isNamedAfterFile: true,
            themesFile: member.file.path
        )
    }
}
