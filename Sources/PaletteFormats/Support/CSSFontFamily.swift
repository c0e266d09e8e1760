import Palette

/// How Palette's families and leading are written as CSS and DTCG typography, and read back.
enum CSSFontFamily {
    /// Line heights at or below this read as tight leading; tight leading is written as it.
    static let tightLineHeight = 1.1
    /// Line heights at or above this read as loose leading; loose leading is written as it.
    static let looseLineHeight = 1.5
    /// The line height written for a font without a leading trait.
    static let normalLineHeight = 1.2

    /// The leading traits a line height stands for.
    static func leadingTraits(forLineHeight lineHeight: Double) -> FontTraits {
        if lineHeight <= tightLineHeight { return .tightLeading }
        if lineHeight >= looseLineHeight { return .looseLeading }
        return []
    }

    /// The line height to write for a font: its own, else the one its leading traits stand for.
    static func lineHeight(of font: FontDescriptor) -> Double {
        if let lineHeight = font.lineHeight { return lineHeight }
        if font.traits.contains(.tightLeading) { return tightLineHeight }
        return font.traits.contains(.looseLeading) ? looseLineHeight : normalLineHeight
    }

    /// The face for a CSS family name: ``family(for:)``, with the weight and traits of a
    /// PostScript name that has a style part (`HelveticaNeue-Bold` is Helvetica Neue, bold), read
    /// through `PostScriptFontName`'s table.
    static func face(for name: String) throws(ThemeError) -> PostScriptFontName {
        let family = try family(for: name)
        if case .named = family, let face = PostScriptFontName(name), face.hasStyle { return face }
        return PostScriptFontName(family: family)
    }

    /// The family for a CSS family name: generic and system families map to the system font.
    ///
    /// Other names are read as a Palette document's are (``FontFamily/init(string:)``): `system`
    /// and `system-…` are Palette's own names for the system font's designs, so a family called
    /// that is read as one (`system-serif`), or refused when it names no design; a name DTCG reads
    /// as an alias (`{font.body}`) is refused too. Either could not be written out and read back.
    static func family(for name: String) throws(ThemeError) -> FontFamily {
        if let design = FontStack.systemDesign(of: name) { return .system(design: design) }
        return try FontFamily(string: name)
    }

    /// The CSS generic family that stands for a system design.
    static func genericName(for design: FontFamily.SystemDesign) -> String {
        switch design {
        case .default: "system-ui"
        case .rounded: "ui-rounded"
        case .serif: "ui-serif"
        case .monospaced: "ui-monospace"
        }
    }

    /// A CSS font-family list for a family, with fallbacks that browsers without the system
    /// families understand.
    static func stack(for family: FontFamily) -> String {
        switch family {
        case .system(.default): "system-ui, -apple-system, \"Segoe UI\", Roboto, sans-serif"
        case .system(.rounded): "ui-rounded, system-ui, sans-serif"
        case .system(.serif): "ui-serif, Georgia, serif"
        case .system(.monospaced): "ui-monospace, SFMono-Regular, Menlo, monospace"
        case .named(let name): "\(quoted(name)), system-ui, sans-serif"
        }
    }

    /// A CSS font-family list for a font: its family and its own fallbacks, in order, when it
    /// has some, else ``stack(for:)``.
    static func stack(for font: FontDescriptor, family: FontFamily) -> String {
        guard !font.fallbackFamilies.isEmpty else { return stack(for: family) }
        let first =
            switch family {
            case .system(let design): genericName(for: design)
            case .named(let name): quoted(name)
            }
        let others = font.fallbackFamilies.map { FontStack.systemDesign(of: $0) != nil ? $0 : quoted($0) }
        return ([first] + others).joined(separator: ", ")
    }

    /// A family name as a CSS string, escaped so that it cannot end the string.
    private static func quoted(_ name: String) -> String {
        "\"\(CSSExporter.escaped(name))\""
    }
}
