package import InternalPaletteUtilities
import Palette

extension ThemeDocument {
    /// The document as pretty-printed JSON (`PaletteFormats` writes theme documents; `Palette`
    /// reads them), keys in a fixed, readable order: `formatVersion`,
    /// `id`, `name`, `extends`, `palette` (roles in ``ColorRole`` order), `fonts`, `tokens`,
    /// `styles`, `variants` (in ``ThemeVariant/allCases`` order), `extensions`. References are
    /// written as they were (`"{color.brand.blue}"`), and a value with metadata as `{"value",
    /// "description", "deprecated", "extensions"}`.
    public var jsonString: String {
        JSONWriter.string(jsonValue) + "\n"
    }

    /// The document as ``jsonString`` writes it.
    package var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("formatVersion", .number(Double(formatVersion))), ("id", .string(id)), ("name", .string(name)),
        ]
        if let extends { members.append(("extends", .string(extends))) }
        members += ThemeOverrides.sections(palette: palette, fonts: fonts, tokens: tokens)
        if !self.styles.isEmpty {
            members.append(("styles", .orderedObject(self.styles.map { ($0.name, $0.jsonValue) })))
        }
        if let variants {
            let entries = variants.given.compactMap { variant -> (String, JSONValue)? in
                switch variants[variant] {
                case .theme(let id)?: (variant.key, .string(id))
                case .inline(let overrides)?:
                    (
                        variant.key,
                        .orderedObject(
                            ThemeOverrides.sections(
                                palette: overrides.palette,
                                fonts: overrides.fonts,
                                tokens: overrides.tokens
                            )
                        )
                    )
                case nil: nil
                }
            }
            members.append(("variants", .orderedObject(entries)))
        }
        if let extensions { members.append(("extensions", extensions.jsonValue)) }
        return .orderedObject(members)
    }
}
