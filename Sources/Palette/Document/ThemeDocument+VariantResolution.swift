import Foundation
internal import InternalPaletteUtilities

extension ThemeDocument {
    /// How many tokens the document holds: its own and every inline variant's, which is what
    /// ``ThemeLimits/maximumTokenCount`` bounds.
    var tokenCount: Int {
        let inline = ThemeVariant.allCases.reduce(0) { count, variant in
            guard case .inline(let overrides)? = variants?[variant] else { return count }
            return count + overrides.tokens.count
        }
        return tokens.count + inline
    }

    /// The ``AdaptiveTheme`` an adaptive document describes: each variant a registered theme, the
    /// document's own sections with an inline variant laid over them, or, for a missing `light`,
    /// the document's own sections.
    ///
    /// - Throws: ``ThemeError/Code/unresolvedReference`` at
    ///   `variants.<variant>` when an identifier names no registered theme, and what resolving
    ///   the document's own sections throws (an unknown `extends`, a missing role).
    func resolve(
        _ variants: Variants,
        in registry: ThemeRegistry,
        limits: ThemeLimits,
        folder: URL?
    ) throws(ThemeError) -> ResolvedTheme {
        var themes: [ThemeVariant: ResolvedTheme] = [:]
        for variant in ThemeVariant.allCases {
            switch variants[variant] {
            case .theme(let name)?:
                guard let theme = registry.entry(named: name)?.theme else {
                    let path = Variants.path(of: variant)
                    let suggestion = Suggestion.didYouMean(registry.suggestion(for: name), separator: " ")
                    throw .unresolvedReference(
                        reference: name,
                        reason: "'\(path)' names no registered theme.\(suggestion)",
                        location: ThemeError.Location(path: path)
                    )
                }
                themes[variant] = theme
            case .inline(let overrides)?:
                themes[variant] = try variantDocument(variant, overrides)
                    .resolve(
                        in: registry,
                        limits: limits,
                        folder: folder,
                        missingPrefix: "\(Variants.path(of: variant))."
                    )
            case nil where variant == .light:
                themes[variant] = try variantDocument(variant, ThemeOverrides())
                    .resolve(in: registry, limits: limits, folder: folder, missingPrefix: "")
            case nil:
                continue
            }
        }
        guard let light = themes[.light] else {
            throw .missingKey(key: "variants.light", location: ThemeError.Location(path: "variants"))
        }
        return ResolvedTheme(AdaptiveTheme(id: id, name: name, light: light, others: themes))
    }

    /// The plain document of one variant: this document's own sections with `overrides` laid
    /// over them, under the identifier `<id>-<variant>` (`ocean-dark-increased-contrast`).
    private func variantDocument(_ variant: ThemeVariant, _ overrides: ThemeOverrides) -> ThemeDocument {
        // Merged through the standard library's one generic copy: resolving runs once per theme.
        var (palette, fonts) = (palette, fonts)
        Unspecialized.merge(&palette, overrides.palette)
        Unspecialized.merge(&fonts, overrides.fonts)
        return ThemeDocument(
            formatVersion: formatVersion,
            id: variant.id(of: id),
            name: variant.name(of: name),
            extends: extends,
            palette: palette,
            fonts: fonts,
            tokens: overrides.laidOver(tokens),
            styles: styles,
            extensions: extensions
        )
    }
}

extension ThemeDocument {
    /// ``resolve(in:limits:folder:)`` of a variant's document, with a missing role or style
    /// named at its place in the adaptive document (`variants.dark.palette.primary`).
    fileprivate func resolve(
        in registry: ThemeRegistry,
        limits: ThemeLimits,
        folder: URL?,
        missingPrefix: String
    ) throws(ThemeError) -> ResolvedTheme {
        do {
            return try resolve(in: registry, limits: limits, folder: folder)
        } catch {
            guard error.code == .missingKey, let key = error.subject else { throw error }
            throw .missingKey(key: missingPrefix + key, location: error.location)
        }
    }
}
