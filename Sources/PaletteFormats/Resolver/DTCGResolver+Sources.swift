internal import InternalPaletteUtilities
import Palette

extension DTCGResolver {
    /// Every file the document's sets and modifiers reference, each path joined to the folder of
    /// the file that names it (`tokens/apple-hig/color/dark.tokens.json`), whichever contexts an
    /// input chooses; in the order written.
    package var referencedPaths: [String] {
        var sources = sets.values.flatMap(\.sources)
        for step in steps {
            switch step {
            case .set(let set): sources += set.sources
            case .modifier(let modifier): sources += modifier.contexts.flatMap(\.sources)
            }
        }
        var paths: [String] = []
        for source in sources {
            guard case .file(let path, _) = source.kind else { continue }
            let joined = ResolverFiles.displayPath(path, from: source.file)
            if !paths.contains(joined) { paths.append(joined) }
        }
        return paths
    }

    /// The modifiers `resolutionOrder` uses, as inputs choose between them, placed in the
    /// resolver's file (what is said of a modifier names the file, whoever reads it).
    var modeModifiers: [ModeModifier] {
        modifierDefinitions.map { modifier in
            ModeModifier(
                name: modifier.name,
                contexts: modifier.contexts.map(\.name),
                defaultContext: modifier.defaultContext,
                location: modifier.location.inFile(file)
            )
        }
    }

    /// The context of each modifier for `inputs`, as the Resolver Module validates inputs: an
    /// input for no modifier, or naming no context of its modifier, is an error; a modifier
    /// without an input takes its `default`, and one without a default is an error.
    func choices(for inputs: [ModeInput], reader: inout DocumentReader) -> [String: String] {
        reader.currentFile = file
        let modifiers = modeModifiers
        var unknown: [ModeInput]?
        var chosen = modifiers.choices(
            for: inputs,
            definedAt: orderLocation,
            reader: &reader,
            unknownModifiers: &unknown
        )
        for modifier in modifiers where chosen[modifier.name] == nil {
            if let context = modifier.defaultContext {
                chosen[modifier.name] = context
            } else {
                reader.error(modifier.missingInputError)
            }
        }
        return chosen
    }

    /// The token sources `choices` merge, in order: each set of `resolutionOrder`, and the chosen
    /// context of each modifier (its `default` when `choices` has none), every reference to a set
    /// replaced by its sources. Later sources replace earlier ones' tokens without a word; that
    /// is what a resolver is for.
    func sources(
        for choices: [String: String],
        files: inout ResolverFiles,
        reader: inout DocumentReader
    ) -> [DTCGTokenTree.Source] {
        var expansion = SourceExpansion(resolver: self, limits: files.limits)
        for step in steps {
            switch step {
            case .set(let set):
                expansion.add(set.sources, files: &files, reader: &reader)
            case .modifier(let modifier):
                guard let name = choices[modifier.name] ?? modifier.defaultContext,
                    let context = modifier.context(named: name)
                else { continue }
                expansion.add(context.sources, files: &files, reader: &reader)
            }
        }
        // What a reference that finds nothing may have meant: a token of a set nothing reads.
        let unread = unusedSets.map { DTCGTokenTree.UnreadSet(name: $0, location: sets[$0]?.location.inFile(file)) }
        return expansion.sources.map { source in
            var source = source
            source.unreadSets = unread
            return source
        }
    }
}

/// The token sources of a choice of contexts, each reference to a set followed, bounded by
/// ``FormatLimits/maximumResolverSources``.
private struct SourceExpansion {
    let resolver: DTCGResolver
    let limits: FormatLimits
    var sources: [DTCGTokenTree.Source] = []
    /// The sets being expanded, innermost last: a set met again is a cycle, already reported.
    private var expanding: [String] = []
    private var reportedLimit = false

    init(resolver: DTCGResolver, limits: FormatLimits) {
        self.resolver = resolver
        self.limits = limits
    }

    mutating func add(_ list: [ResolverSource], files: inout ResolverFiles, reader: inout DocumentReader) {
        for source in list {
            guard sources.count < limits.maximumResolverSources else {
                if !reportedLimit {
                    reportedLimit = true
                    reader.error(
                        .limitExceeded(
                            what: "the token sources one choice of contexts merges",
                            limit: limits.maximumResolverSources,
                            location: source.location.inFile(source.file)
                        )
                    )
                }
                return
            }
            switch source.kind {
            case .set(let name):
                guard !expanding.contains(name), let set = resolver.sets[name] else { continue }
                expanding.append(name)
                add(set.sources, files: &files, reader: &reader)
                expanding.removeLast()
            case .tokens(let node, let path):
                sources.append(
                    DTCGTokenTree.Source(
                        root: node,
                        file: source.file,
                        isStrict: true,
                        rootPath: path,
                        replacesQuietly: true
                    )
                )
            case .file(let path, let pointer):
                if let found = file(path, pointer: pointer, of: source, files: &files, reader: &reader) {
                    sources.append(found)
                }
            }
        }
    }

    /// A token file, or the group of it a pointer names, as a source.
    private func file(
        _ path: String,
        pointer: [String]?,
        of source: ResolverSource,
        files: inout ResolverFiles,
        reader: inout DocumentReader
    ) -> DTCGTokenTree.Source? {
        let location = source.location.inFile(source.file)
        guard let parsed = files.readable(path, from: source.file, at: location, reader: &reader) else { return nil }
        guard let root = parsed.root else {
            reader.error(
                .wrongFormat(
                    expected: "a DTCG token file",
                    found: "a property list",
                    location: .init(file: parsed.path)
                )
            )
            return nil
        }
        let names = pointer ?? []
        guard let node = ResolverParser.node(at: names, in: root) else {
            reader.error(
                .unresolvedReference(
                    reference: "\(path)#\(DTCGReference.pointer(to: names).dropFirst())",
                    reason: "'\(parsed.path ?? path)' has nothing at this place",
                    location: location
                )
            )
            return nil
        }
        let rootPath = JSONPath(names.map { .key($0) })
        guard node.members != nil else {
            reader.error(
                .typeMismatch(
                    expected: "tokens (an object of groups and tokens)",
                    found: node.value.typeDescription,
                    location: node.location(rootPath, file: parsed.path)
                )
            )
            return nil
        }
        let isStrict = FileShape.declaresDTCG2025(root)
        return DTCGTokenTree.Source(
            root: ResolverParser.overriding(node, with: source.overrides),
            file: parsed.path,
            isStrict: isStrict,
            olderFormat: isStrict ? nil : TokenFileSurvey(root, limits: limits).olderFormat,
            rootPath: rootPath,
            replacesQuietly: true
        )
    }
}
