import Foundation
package import InternalPaletteUtilities

extension ThemeOverrides {
    /// `base` with these overrides laid over it, under the same identifier and name.
    ///
    /// An adaptive base (``ResolvedTheme/adaptiveTheme``) stays adaptive: the overrides are laid
    /// over each of its variants, so the result still follows light, dark and increased contrast.
    public func applied(to base: ResolvedTheme) -> ResolvedTheme {
        guard !isEmpty else { return base }
        guard let adaptive = base.adaptiveTheme else { return laid(over: base) }
        var variants: [ThemeVariant: ResolvedTheme] = [:]
        for variant in adaptive.definedVariants { variants[variant] = laid(over: adaptive.variant(variant)) }
        return Self.adaptive(like: adaptive, variants: variants)
    }

    /// `base` with these overrides laid over it, each reference (`"{color.secondary}"`) followed
    /// first in the theme it is laid over: in each variant of an adaptive base.
    ///
    /// - Throws: ``resolvingReferences(over:limits:)``'s errors.
    func applied(to base: ResolvedTheme, limits: ThemeLimits) throws(ThemeError) -> ResolvedTheme {
        guard let adaptive = base.adaptiveTheme else {
            return try resolvingReferences(over: base, limits: limits).applied(to: base)
        }
        var variants: [ThemeVariant: ResolvedTheme] = [:]
        for variant in adaptive.definedVariants {
            let theme = adaptive.variant(variant)
            variants[variant] = try resolvingReferences(over: theme, limits: limits).applied(to: theme)
        }
        return Self.adaptive(like: adaptive, variants: variants)
    }

    /// Each regression as a ``ThemeError/Code/loweredContrast`` at the override
    /// that caused it, under `path` (`overrides`): the pair's foreground role if these overrides
    /// set it, else its background role, else its type style, else the palette section.
    /// `source`, the `overrides` object the overrides were read from, gives each problem the line
    /// and column of the override it names.
    package func contrastProblems(
        _ regressions: [ContrastAudit.Regression],
        at path: JSONPath,
        source: JSONNode? = nil
    ) -> [ThemeError] {
        regressions.map { regression in
            let pair = regression.after.pair
            let section: String
            let entry: String?
            if let role = [pair.foregroundRole, pair.backgroundRole].compactMap({ $0 }).first(where: {
                palette[$0].hasValue
            }) {
                (section, entry) = ("palette", role.rawValue)
            } else if let style = pair.fontStyle, fonts[style].hasValue {
                (section, entry) = ("fonts", style.rawValue)
            } else {
                (section, entry) = (palette.isEmpty ? "fonts" : "palette", nil)
            }
            let culprit = entry.map { path.appending(section).appending($0) } ?? path.appending(section)
            let node = Self.node(section: section, entry: entry, in: source)
            return .loweredContrast(
                pair: "\(pair.foreground.hex) on \(pair.background.hex)",
                reason: regression.description,
                location: node?.location(culprit) ?? ThemeError.Location(path: culprit.description)
            )
        }
    }

    /// The node of `source` (an `overrides` object) that holds `section` (`palette`), or its entry
    /// for the role or style named `entry`, its key matched by the rule the decoder reads it with.
    private static func node(section: String, entry: String?, in source: JSONNode?) -> JSONNode? {
        guard let sectionNode = source?[section] else { return nil }
        guard let entry else { return sectionNode }
        return sectionNode.members?
            .last { member in
                let name =
                    section == "palette" ? ColorRole(name: member.key)?.rawValue : FontStyle(name: member.key)?.rawValue
                return name == entry
            }?
            .node
    }

    /// `base` with these overrides laid over it, as a plain theme.
    private func laid(over base: ResolvedTheme) -> ResolvedTheme {
        ResolvedTheme(
            DataTheme(
                id: base.id,
                name: base.name,
                palette: base.palette.overriding(palette),
                fontStyles: base.fontStyles.overriding(fonts),
                tokens: laidOver(base.tokens),
                extendedTheme: base.parent,
                resourceFolder: base.resourceFolder,
                base: base
            )
        )
    }

    /// An adaptive theme with `adaptive`'s identifier and name, and `variants` (each of its
    /// defined variants, overridden) as its variants (the light one among them, which the
    /// adaptive theme takes as its light variant).
    private static func adaptive(like adaptive: AdaptiveTheme, variants: [ThemeVariant: ResolvedTheme]) -> ResolvedTheme
    {
        let light = variants[.light] ?? adaptive.light
        return ResolvedTheme(AdaptiveTheme(id: adaptive.id, name: adaptive.name, light: light, others: variants))
    }

    /// `base` with these overrides' tokens laid over it, and without the references of the roles
    /// and styles these overrides set to a value of their own.
    func laidOver(_ base: TokenSet) -> TokenSet {
        var merged = base.merging(tokens)
        for role in palette.keys where !tokens.aliases[TokenSlot(role)].hasValue {
            merged.aliases[TokenSlot(role)] = nil
        }
        for style in fonts.keys where !tokens.aliases[TokenSlot(style)].hasValue {
            merged.aliases[TokenSlot(style)] = nil
        }
        return merged
    }
}
