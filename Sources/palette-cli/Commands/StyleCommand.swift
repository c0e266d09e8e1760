internal import InternalPaletteUtilities
import PaletteFormats

/// `palette style NAME`: a named style after inheritance and the theme cascade.
enum StyleCommand {
    static let command = Command(
        name: "style",
        arguments: "NAME",
        summary: "Print a style's properties after inheritance, in the active theme",
        details: """
            Looks NAME up in the active theme, then in the themes it extends (SDThemeManager's
            alternative themes, then the default), applies its _superstyle chain in order, and
            prints every property with the value it has in the active theme: colours as hex, fonts
            in their short form, constants resolved. With --json prints
            {"name", "properties": {key: value}}. Unknown styles, cycles and undefined constants
            are reported on standard error; an unknown NAME exits 1.
            """,
        flags: ["json"],
        options: [],
        positionals: 1...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let theme = try context.activeTheme(output: &output)
        let name = invocation.positionals[0]
        let sheet = StyleSheet().including(stylesOf: theme)
        guard sheet.definition(named: name) != nil else {
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, in: sheet.styleNames))
            throw CLIError.failure("no style '\(name)' in theme '\(theme.id)' or the themes it extends\(suggestion)")
        }
        let resolution = sheet.resolve(name)
        for problem in resolution.problems { output.warn(problem.description) }
        if context.wantsJSON {
            let properties = resolution.entries.map { ($0.name, value($0.value, in: theme)) }
            output.print(
                JSONWriter.string(
                    .orderedObject([("name", .string(name)), ("properties", .orderedObject(properties))])
                )
            )
            return
        }
        output.print(context.style.bold(name) + "  " + context.style.dim("(in theme '\(theme.id)')"))
        let width = resolution.entries.map(\.name.count).max() ?? 0
        for entry in resolution.entries {
            var line = "  " + entry.name.padded(to: width) + "  " + text(entry.value, in: theme)
            var notes: [String] = []
            if case .token(_, let path) = entry.value, entry.value.isResolved(in: theme) { notes.append(path.string) }
            if entry.style != name { notes.append("from \(entry.style)") }
            if !notes.isEmpty { line += "  " + context.style.dim("(" + notes.joined(separator: ", ") + ")") }
            output.print(line)
        }
    }

    /// A style value as JSON, resolved in `theme`: colours as hex, fonts as objects.
    static func value(_ value: StyleValue, in theme: ResolvedTheme) -> JSONValue {
        if let color = value.color(in: theme) { return .string(color.hex) }
        if let font = value.font(in: theme) { return ThemeJSONRenderer.font(font) }
        if let number = value.number(in: theme) { return .number(number) }
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { JSONNode(.number($0)) }) }
        return switch value {
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        case .point(let point): numbers([point.x, point.y])
        case .size(let size): numbers([size.width, size.height])
        case .rect(let rect): numbers([rect.x, rect.y, rect.width, rect.height])
        case .edgeInsets(let edge): numbers([edge.top, edge.left, edge.bottom, edge.right])
        case .styles(let names): .array(names.map { JSONNode(.string($0)) })
        default: .null
        }
    }

    /// A style value as people read it, resolved in `theme`.
    static func text(_ value: StyleValue, in theme: ResolvedTheme) -> String {
        if let color = value.color(in: theme) { return color.hex }
        if let font = value.font(in: theme) { return font.shortForm }
        if let number = value.number(in: theme) { return NumberText.plain(number) }
        return switch value {
        case .null: "null"
        case .token(let kind, let path): "undefined \(kind.rawValue) token '\(path)'"
        case .styles(let names): "style: " + names.joined(separator: ", ")
        case .string(let text): text
        default: JSONWriter.string(Self.value(value, in: theme), pretty: false)
        }
    }
}

extension StyleValue {
    /// Whether a value gives something in `theme` (a token reference may name no token).
    func isResolved(in theme: ResolvedTheme) -> Bool {
        guard case .token = self else { return true }
        return color(in: theme) != nil || font(in: theme) != nil || number(in: theme) != nil
    }
}
