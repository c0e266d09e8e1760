import Palette

extension AssetCatalogImporter {
    /// Where a colour goes: roles, or a token.
    private enum Target: Hashable {
        case role(ColorRole)
        case token(TokenPath)
    }

    /// The document of the colours read: roles by name or ``roles``, tokens for the rest, and a
    /// variant for each appearance in which some colour differs from what would serve it.
    func document(
        _ colors: [AssetCatalogWalk.Color],
        defaultName: String,
        location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> ThemeDocument {
        let identifier = id ?? FileShape.identifier(fromFile: defaultName)
        var document = ThemeDocument(id: identifier, name: name ?? defaultName, extends: extends)
        var values: [Target: [ThemeVariant: ThemeColor]] = [:]
        var order: [Target] = []
        var origins: [Target: String] = [:]
        for color in colors {
            guard let light = color.set.color(for: .light) else {
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
            }
        }
        func place(_ target: Target, _ color: ThemeColor, in overrides: inout ThemeOverrides) {
            switch target {
            case .role(let role): overrides.palette[role] = color
            case .token(let path): overrides.tokens.colors[path] = color
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
        let missing = ColorRole.allCases.filter { $0.isRequired && document.palette[$0] == nil }
        if !missing.isEmpty {
            reader.warning(
                .inheritedValues(keys: missing.map { "palette.\($0.rawValue)" }, from: extends, location: location)
            )
        }
        return document
    }

    private static func describe(_ target: Target) -> String {
        switch target {
        case .role(let role): "role '\(role.rawValue)'"
        case .token(let path): "token '\(path.string.clippedForMessage)'"
        }
    }
}
