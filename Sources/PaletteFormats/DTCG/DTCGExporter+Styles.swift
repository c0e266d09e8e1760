internal import InternalPaletteUtilities
import Palette

/// Styles in DTCG: each of a theme's own styles under the group `style`, as a typography token
/// when it sets a font (its first font property, a composite value or a reference to the font
/// style or token it names), else as a group; in both cases with the whole style, every property
/// in Palette's document form, under `$extensions["org.palette"].style`, which
/// ``DTCGImporter`` reads back.
///
/// ```json
/// "style": {
///   "CommonLabel": {
///     "$type": "typography",
///     "$value": "{font.body}",
///     "$extensions": { "org.palette": { "style": {
///       "name": "CommonLabel", "typography": "font",
///       "properties": { "textColor": { "colorToken": "COLOR_TEXT" }, "font": { "fontStyle": "body" } }
///     } } }
///   }
/// }
/// ```
extension DTCGExporter {
    /// The group styles are written in.
    static let styleGroup = "style"

    func insertStyles(of theme: ResolvedTheme, into tree: inout Tree, report: inout ExportReport) {
        guard !theme.styleDefinitions.isEmpty else { return }
        let group = tree.node(at: TokenPath(Self.styleGroup))
        for definition in theme.styleDefinitions {
            let name = Self.uniqueName(Self.tokenName(for: definition.name), in: group)
            let node = group.child(name)
            var style: [(String, JSONValue)] = [("name", .string(definition.name))]
            let typography = Self.typography(of: definition, in: theme)
            if let typography { style.append(("typography", .string(typography.key))) }
            style.append(("properties", definition.jsonValue))
            var palette = typography?.palette ?? []
            palette.append(("style", .orderedObject(style)))
            if let typography {
                node.token = .orderedObject(
                    [("$type", .string("typography")), ("$value", typography.value)]
                        + Self.metadataMembers(TokenMetadata(), palette: palette)
                )
            } else {
                node.groupMembers = Self.metadataMembers(TokenMetadata(), palette: palette)
            }
            report.stylesWritten += 1
        }
    }

    /// A style's first font property as a typography value: a reference to the font style or
    /// token it names, or the font itself with what Palette's extension adds to it.
    private static func typography(
        of definition: StyleDefinition,
        in theme: ResolvedTheme
    ) -> (key: String, value: JSONValue, palette: [(String, JSONValue)])? {
        for property in definition.properties {
            switch property.value {
            case .fontStyle(let style):
                return (property.key, .string("{\(style.tokenPath)}"), [])
            case .token(.font, let path):
                if let style = TokenSlot(.font, path).style {
                    return (property.key, .string("{\(style.tokenPath)}"), [])
                }
                guard theme.tokens[FontDescriptor.self, path] != nil, Self.canName(path) else { continue }
                return (property.key, .string("{\(path)}"), [])
            case .font(let font):
                return (property.key, typography(font), fontExtension(font))
            default: continue
            }
        }
        return nil
    }

    /// A style's name as a DTCG name: `.`, `{` and `}` as `_`, and no leading `$`.
    static func tokenName(for name: String) -> String {
        let replaced = String(name.map { $0 == "." || $0 == "{" || $0 == "}" ? "_" : $0 })
        let named = replaced.hasPrefix("$") ? "_" + replaced.dropFirst() : replaced
        return named.isEmpty ? "_" : named
    }

    /// Whether DTCG can name every segment of a path.
    static func canName(_ path: TokenPath) -> Bool {
        path.segments.allSatisfy { DTCGTokenTree.nameProblem(String($0)) == nil }
    }

    /// A name no child of `group` has yet: the name, else with `-2`, `-3`, ….
    private static func uniqueName(_ name: String, in group: Tree.Node) -> String {
        guard group.childIndex[name] != nil else { return name }
        var number = 2
        while group.childIndex["\(name)-\(number)"] != nil { number += 1 }
        return "\(name)-\(number)"
    }
}
