internal import InternalPaletteUtilities
import Palette

extension CSSExporter {
    /// The media query of each variant's block, in the order the blocks are written, with the
    /// variants whose pages it matches: later blocks win where their queries overlap, so dark and
    /// increased contrast together comes last.
    static let mediaQueries: [(variant: ThemeVariant, query: String, matches: [ThemeVariant])] = [
        (.dark, "(prefers-color-scheme: dark)", [.dark, .darkIncreasedContrast]),
        (.lightIncreasedContrast, "(prefers-contrast: more)", [.lightIncreasedContrast, .darkIncreasedContrast]),
        (.darkIncreasedContrast, "(prefers-color-scheme: dark) and (prefers-contrast: more)", [.darkIncreasedContrast]),
    ]

    /// An adaptive theme as CSS: its light variant as the theme's block, then a media block for
    /// each other variant that declares what differs from the blocks before it:
    ///
    /// ```css
    /// :root, [data-theme="ocean"] { color-scheme: light; --palette-primary: #005F73; … }
    /// @media (prefers-color-scheme: dark) {
    ///   :root, [data-theme="ocean"] { color-scheme: dark; --palette-primary: #9ADCEB; … }
    /// }
    /// @media (prefers-contrast: more) { … }
    /// @media (prefers-color-scheme: dark) and (prefers-contrast: more) { … }
    /// ```
    ///
    /// Each block declares what its variant (or, for a variant the theme lacks, the one that
    /// serves it, as on Apple platforms) sets differently from what the blocks before it give a
    /// page of that variant, so a page that prefers dark and more contrast gets the theme's dark,
    /// increased-contrast variant, or its dark one. A block with nothing to change is left out.
    /// Each block's wide colours follow in a `@supports` block of their own (inside the media
    /// block for a variant), which also restores an sRGB colour that an earlier one overrode.
    ///
    /// `report` counts what the light variant's block cannot hold.
    func variantBlocks(_ theme: AdaptiveTheme, isRoot: Bool, report: inout ExportReport) -> String {
        let light = blockParts(theme.light, isRoot: isRoot, selectorID: theme.id, report: &report)
        var lines = Self.lines(of: light.text)
        let variants = theme.definedVariants.map(\.description).joined(separator: ", ")
        lines.header = "/* \(Self.comment(theme.name)) (\(Self.comment(theme.id))): \(variants) */"
        // What the blocks so far give a page of each variant, and a page in a browser that shows
        // Display P3, where the `@supports` blocks give wide colours too.
        let base = Self.values(of: lines.declarations)
        var applied = Dictionary(uniqueKeysWithValues: ThemeVariant.allCases.map { ($0, base) })
        let wideBase = Self.plainValues(of: lines.declarations).merging(Self.values(light.wideColors)) { $1 }
        var appliedWide = Dictionary(uniqueKeysWithValues: ThemeVariant.allCases.map { ($0, wideBase) })
        var text = lines.text + Self.wideColorBlock(light.selector, light.wideColors)
        for (variant, query, matches) in Self.mediaQueries {
            var unused = ExportReport(format: .css)
            let parts = blockParts(theme.variant(variant), isRoot: isRoot, selectorID: theme.id, report: &unused)
            let declarations = Self.lines(of: parts.text).declarations
            let changed = declarations.filter { line in
                guard let (property, value) = Self.declaration(line) else { return false }
                return applied[variant]?[property] != value
            }
            // In a browser that shows P3, the wide colours this variant gives, and its other values
            // where an earlier `@supports` block gave a wide colour instead.
            var wanted = Self.plainValues(of: declarations)
            wanted.merge(Self.values(parts.wideColors)) { $1 }
            let seenWide = appliedWide[variant, default: [:]].merging(Self.plainValues(of: changed)) { $1 }
            let changedWide = wanted.filter { seenWide[$0.key] != $0.value }
                .map { (property: $0.key, value: $0.value) }.sorted { $0.property < $1.property }
            guard !changed.isEmpty || !changedWide.isEmpty else { continue }
            for page in matches {
                applied[page, default: [:]].merge(Self.values(of: changed)) { $1 }
                appliedWide[page, default: [:]].merge(Self.plainValues(of: changed)) { $1 }
                appliedWide[page, default: [:]].merge(Self.values(changedWide)) { $1 }
            }
            let served = theme.fallback(for: variant)
            let source = served == variant ? "" : ", served by its \(served) variant"
            text += "/* \(Self.comment(theme.name)): \(variant)\(source) */\n@media \(query) {\n"
            if !changed.isEmpty {
                text += "  \(lines.selector)\n" + changed.map { "  \($0)\n" }.joined() + "  }\n"
            }
            text += Self.wideColorBlock(parts.selector, changedWide, indent: "  ") + "}\n"
        }
        return text
    }

    /// A block's text taken apart: its comment, its selector line, its declarations.
    private struct BlockLines {
        var header: String
        var selector: String
        var declarations: [String]

        var text: String {
            ([header, selector] + declarations + ["}"]).joined(separator: "\n") + "\n"
        }
    }

    private static func lines(of block: String) -> BlockLines {
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        let header = lines.first ?? ""
        let selector = lines.count > 1 ? lines[1] : ""
        let declarations = lines.count > 3 ? Array(lines[2..<(lines.count - 1)]) : []
        return BlockLines(header: header, selector: selector, declarations: declarations)
    }

    /// `  --palette-primary: #005F73;` as its property and value; `nil` for a comment line.
    private static func declaration(_ line: String) -> (property: String, value: String)? {
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.hasPrefix("/*"), let colon = trimmed.firstIndex(of: ":") else { return nil }
        return (String(trimmed[..<colon]), String(trimmed[trimmed.index(after: colon)...]))
    }

    private static func values(of declarations: [String]) -> [String: String] {
        Dictionary(declarations.compactMap(declaration), uniquingKeysWith: { $1 })
    }

    /// Declarations' values by property, without the `;` and any comment after them.
    private static func plainValues(of declarations: [String]) -> [String: String] {
        values(of: declarations).mapValues { value in
            String(value.prefix { $0 != ";" }).trimmingSpaces
        }
    }

    /// Wide colours' declarations by property.
    private static func values(_ declarations: [(property: String, value: String)]) -> [String: String] {
        Dictionary(declarations.map { ($0.property, $0.value) }, uniquingKeysWith: { $1 })
    }
}
