internal import InternalPaletteUtilities
import Palette

extension AssetCatalogImporter {
    /// Where a colour goes: roles, or a token.
    private enum Target: Hashable {
        case role(ColorRole)
        case token(TokenPath)
    }

    /// The document of the colours read: roles by name or ``roles``, tokens for the rest, and a
    /// variant for each appearance in which some colour differs from what would serve it; with
    /// the catalog's layout (``AssetCatalogLayout``): where each colour's set is, and the `kept`
    /// files and the sets no role or token took, to be written back as they were.
    func document(
        _ colors: [AssetCatalogWalk.Color],
        kept: [AssetCatalogWalk.File],
        defaultName: String,
        location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> ThemeDocument {
        let identifier = id ?? FileShape.identifier(fromFile: defaultName)
        var document = ThemeDocument(id: identifier, name: name ?? defaultName, extends: extends)
        var values: [Target: [ThemeVariant: ThemeColor]] = [:]
        var order: [Target] = []
        var origins: [Target: String] = [:]
        var placed: [(color: AssetCatalogWalk.Color, targets: [Target])] = []
        var unplaced = kept
        for color in colors {
            guard let light = color.set.color(for: .light) else {
                unplaced.append(color.file)
                reader.warning(
                    .unsupported(
                        feature: "colour set '\(color.path.string.clippedForMessage)' without a colour",
                        reason: "it has no entry Palette can read; it was not imported",
                        location: color.location
                    )
                )
                continue
            }
            var byVariant: [ThemeVariant: ThemeColor] = [.light: light]
            for variant in ThemeVariant.allCases { byVariant[variant] = color.set.color(for: variant) ?? light }
            let targets: [Target] =
                roles[color.path].map { $0.map(Target.role) }
                ?? (color.path.depth == 1 ? ColorRole(name: color.path.string).map { [.role($0)] } : nil)
                ?? [.token(color.path)]
            var taken: [Target] = []
            for target in targets {
                if let previous = origins[target] {
                    reader.warning(
                        .duplicateDefinition(
                            name: color.path.string.clippedForMessage,
                            previous:
                                "'\(previous.clippedForMessage)' gives the same \(Self.describe(target)); it is used",
                            location: color.location
                        )
                    )
                    continue
                }
                origins[target] = color.path.string
                order.append(target)
                values[target] = byVariant
                taken.append(target)
            }
            // A set whose colour no role or token took is kept as it was.
            if taken.isEmpty { unplaced.append(color.file) } else { placed.append((color, taken)) }
        }
        // Colour sets were there, and none could be read: an empty theme would lose them all.
        if order.isEmpty, !colors.isEmpty {
            let sets = colors.count == 1 ? "its one colour set was" : "all \(colors.count) of its colour sets were"
            reader.error(
                .malformedInput(
                    reason: "nothing in this catalog could be read: \(sets) skipped (see the warnings); "
                        + "it would give an empty theme",
                    location: location
                )
            )
        }
        func place(_ target: Target, _ color: ThemeColor, in overrides: inout ThemeOverrides) {
            switch target {
            case .role(let role): overrides.palette[role] = color
            case .token(let path): overrides.tokens[path] = .color(color)
            }
        }
        var own = ThemeOverrides()
        for target in order { if let light = values[target]?[.light] { place(target, light, in: &own) } }
        document.palette = own.palette
        document.tokens = own.tokens
        // A variant is written when some colour differs from what would otherwise serve it.
        var defined: [ThemeVariant] = [.light]
        var variants = ThemeDocument.Variants()
        for variant in ThemeVariant.allCases where variant != .light {
            let served = variant.fallbacks.dropFirst().first(where: defined.contains) ?? .light
            let differs = order.contains { values[$0]?[variant] != values[$0]?[served] }
            guard differs else { continue }
            defined.append(variant)
            var overrides = ThemeOverrides()
            for target in order {
                guard let color = values[target]?[variant], color != values[target]?[.light] else { continue }
                place(target, color, in: &overrides)
            }
            variants[variant] = .inline(overrides)
        }
        if defined.count > 1 { document.variants = variants }
        recordLayout(placed, unplaced: unplaced, values: values, defined: defined, in: &document)
        let missing = ColorRole.allCases.filter { $0.isRequired && document.palette[$0] == nil }
        if !missing.isEmpty {
            reader.warning(
                .inheritedValues(keys: missing.map { "palette.\($0.rawValue)" }, from: extends, location: location)
            )
        }
        return document
    }

    /// Records where each colour's set is and, when Palette would write it otherwise, its
    /// `Contents.json`; and the files kept as they were.
    private func recordLayout(
        _ placed: [(color: AssetCatalogWalk.Color, targets: [Target])],
        unplaced: [AssetCatalogWalk.File],
        values: [Target: [ThemeVariant: ThemeColor]],
        defined: [ThemeVariant],
        in document: inout ThemeDocument
    ) {
        let slots = AssetCatalogExporter.slots(for: defined)
        for (color, targets) in placed {
            guard let target = targets.first, let byVariant = values[target] else { continue }
            // What the exporter writes for the colour when nothing is recorded.
            let served = slots.map { slot in
                let variant = slot.fallbacks.first(where: defined.contains) ?? .light
                return (slot, byVariant[variant] ?? byVariant[.light] ?? .black)
            }
            let own = AssetCatalogExporter.contents(of: served, namespace: false)
            var contents: AssetCatalogText?
            if !own.utf8.elementsEqual(color.file.bytes) {
                contents = AssetCatalogText(bytes: color.file.bytes, root: color.file.root)
            }
            for target in targets {
                // The set's path is recorded where it is not the one the exporter makes.
                let (path, placed) =
                    switch target {
                    case .role(let role): (role.tokenPath, role.rawValue)
                    case .token(let path): (path, path.segments.joined(separator: "/"))
                    }
                var record = AssetCatalogLayout.ColorRecord(contents: contents)
                if color.setPath != placed,
                    FileShape.catalogPathProblem(color.setPath, kind: .colorSet, limits: limits) == nil
                {
                    record.set = color.setPath
                }
                document.tokens.extensions[path] = AssetCatalogLayout.extensions(
                    document.tokens.extensions[path],
                    adding: record
                )
            }
        }
        let files = unplaced.filter { FileShape.catalogPathProblem($0.path, kind: .file, limits: limits) == nil }
        let layout = AssetCatalogLayout(
            files: files.map { ($0.path, AssetCatalogText(bytes: $0.bytes, root: $0.root)) }
        )
        document.extensions = layout.extensions(adding: document.extensions)
    }

    private static func describe(_ target: Target) -> String {
        switch target {
        case .role(let role): "role '\(role.rawValue)'"
        case .token(let path): "token '\(path.string.clippedForMessage)'"
        }
    }
}
