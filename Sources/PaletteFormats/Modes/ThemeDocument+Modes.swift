import Palette

extension ThemeDocument {
    /// One adaptive document of the documents of its variants, as a file with modes reads them:
    /// the light variant's sections are the document's own, and each other variant is written
    /// inline with what it sets differently (its colours, fonts and tokens, their descriptions
    /// and references), so the document reads back as these variants.
    ///
    /// A document with only a light variant is returned as it is, a plain theme, under `id` and
    /// `name`.
    static func adaptive(id: String, name: String, variants documents: [ThemeVariant: ThemeDocument]) -> ThemeDocument?
    {
        guard var base = documents[.light] else { return nil }
        base.id = id
        base.name = name
        guard documents.count > 1 else { return base }
        var variants = Variants()
        for variant in ThemeVariant.allCases where variant != .light {
            guard let document = documents[variant] else { continue }
            variants[variant] = .inline(document.differences(from: base))
        }
        base.variants = variants
        return base
    }

    /// What this document sets differently from `base`: what to lay over `base` to read as this.
    private func differences(from base: ThemeDocument) -> ThemeOverrides {
        var overrides = ThemeOverrides()
        for (role, color) in palette where base.palette[role] != color { overrides.palette[role] = color }
        for (style, font) in fonts where base.fonts[style] != font { overrides.fonts[style] = font }
        for (path, value) in tokens.all where base.tokens[value.kind, path] != value {
            overrides.tokens[path] = value
        }
        for (slot, target) in tokens.aliases where base.tokens.aliases[slot] != target {
            overrides.tokens.aliases[slot] = target
            if let value = tokens[slot.kind, slot.path] { overrides.tokens[slot.path] = value }
        }
        // A value laid over the base replaces its member references, so an override carries its own.
        for (slot, members) in tokens.memberAliases {
            let isOverridden = overrides.tokens[slot.kind, slot.path] != nil
            guard isOverridden || base.tokens.memberAliases[slot] != members else { continue }
            overrides.tokens.memberAliases[slot] = members
            if let value = tokens[slot.kind, slot.path] { overrides.tokens[slot.path] = value }
        }
        for (path, description) in tokens.descriptions where base.tokens.descriptions[path] != description {
            overrides.tokens.descriptions[path] = description
        }
        for (path, reason) in tokens.deprecations where base.tokens.deprecations[path] != reason {
            overrides.tokens.deprecations[path] = reason
        }
        for (path, extensions) in tokens.extensions where base.tokens.extensions[path] != extensions {
            overrides.tokens.extensions[path] = extensions
        }
        return overrides
    }
}
