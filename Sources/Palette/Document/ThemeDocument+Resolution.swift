import Foundation
internal import InternalPaletteUtilities

extension ThemeDocument {
    /// The theme this document describes, with what it does not set taken from the theme it
    /// extends.
    ///
    /// ```swift
    /// let document = try ThemeDocument(json: data, file: "acme.json")
    /// var registry = ThemeRegistry.builtIn
    /// registry.register(try document.resolve(in: registry), source: .file(path: "acme.json"))
    /// ```
    ///
    /// - Parameters:
    ///   - registry: Where the `extends` name is looked up (by identifier or type name).
    ///   - limits: The bound on how many themes the `extends` chain may pass through.
    ///   - folder: The folder the document's file is in, where its image files are.
    /// An adaptive document (one with ``variants``) resolves to an ``AdaptiveTheme`` of the
    /// registered themes it names and the variants it writes inline.
    ///
    /// - Throws: ``ThemeError/Code/unresolvedReference`` when `extends`
    ///   or a variant (`variants.dark`) names no registered theme; ``ThemeError/Code/limitExceeded`` when the
    ///   chain is too deep; ``ThemeError/Code/missingKey`` when a document that extends
    ///   nothing lacks a required role or style; ``ThemeError/Code/unresolvedReference``
    ///   for a reference (`"{color.brand}"`) that names nothing in the document or the theme it
    ///   extends, and ``ThemeError/Code/referenceCycle`` for references in a loop.
    public func resolve(
        in registry: ThemeRegistry,
        limits: ThemeLimits = .default,
        folder: URL? = nil
    ) throws(ThemeError) -> ResolvedTheme {
        if let variants { return try resolve(variants, in: registry, limits: limits, folder: folder) }
        var parent: ResolvedTheme?
        if let extends {
            guard let named = registry.entry(named: extends)?.theme else {
                let suggestion = Suggestion.didYouMean(registry.suggestion(for: extends), separator: " ")
                throw .unresolvedReference(
                    reference: extends,
                    reason: "'extends' names no registered theme.\(suggestion)",
                    location: ThemeError.Location(path: "extends")
                )
            }
            guard named.lineage.count < limits.maximumExtendsDepth else {
                throw .limitExceeded(
                    what: "the 'extends' chain",
                    limit: limits.maximumExtendsDepth,
                    location: ThemeError.Location(path: "extends")
                )
            }
            parent = named
        }
        let overrides = try ThemeOverrides(palette: palette, fonts: fonts, tokens: tokens)
            .resolvingReferences(over: parent, limits: limits)
        // One theme made for both cases: what the document does not set comes from its parent,
        // or, when it extends nothing, is derived from the required roles and styles it sets.
        let resolvedPalette: ThemePalette
        let resolvedFonts: ThemeFontStyles
        if let parent {
            resolvedPalette = parent.palette.overriding(overrides.palette)
            resolvedFonts = parent.fontStyles.overriding(overrides.fonts)
        } else {
            guard let derived = ThemePalette(roles: overrides.palette) else {
                let missing = ColorRole.allCases.first { $0.isRequired && !palette[$0].hasValue }?.rawValue ?? "primary"
                throw .missingKey(key: "palette.\(missing)", location: nil)
            }
            guard let derivedFonts = ThemeFontStyles(styles: overrides.fonts) else {
                let missing = FontStyle.allCases.first { $0.isRequired && !fonts[$0].hasValue }?.rawValue ?? "body"
                throw .missingKey(key: "fonts.\(missing)", location: nil)
            }
            (resolvedPalette, resolvedFonts) = (derived, derivedFonts)
        }
        return ResolvedTheme(
            DataTheme(
                id: id,
                name: name,
                palette: resolvedPalette,
                fontStyles: resolvedFonts,
                tokens: overrides.tokens,
                extendedTheme: parent,
                resourceFolder: folder,
                document: self
            )
        )
    }
}

extension ResolvedTheme {
    /// The document this theme was read from, by ``ThemeDocument/resolve(in:limits:folder:)``;
    /// `nil` for a theme that was not (a compiled theme, an adaptive theme's container).
    public var document: ThemeDocument? { (source as? DataTheme)?.document }
}
