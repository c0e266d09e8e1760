internal import InternalPaletteUtilities
import PaletteFormats

/// `palette token PATH [ID|FILE...]`: a custom token's value and what answered it.
enum TokenCommand {
    static let command = Command(
        name: "token",
        arguments: "PATH [ID|FILE...]",
        summary: "Look up a token in a theme and show which level answered",
        details: """
            Looks PATH up as an app does: the path, then each parent path, then '__default__', then
            the same in the theme it extends. Prints the value and the path and theme that answered
            it; palette roles are tokens at color.<role> and styles at font.<style>. With --json
            prints {"path", "value", "resolvedFrom", "type", "theme"}. Exits 1 when nothing answers.
            The token path comes first, the theme second; without ID|FILE... it looks in the active
            theme:
              palette token color.brand brand.json
            An adaptive theme is looked up in its light variant, or the one --appearance light|dark
            and --contrast standard|increased pick; a file with modes in the context --input picks:
              palette token color.systemBlue apple-hig.resolver.json --appearance dark --contrast increased
              palette token color.systemBlue apple-hig.resolver.json --input theme=dark_ax
            """,
        flags: ["json"],
        options: ["appearance", "contrast"],
        positionals: 1...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let chosen = try context.theme(invocation.positionals.dropFirst(), command: command.name, output: &output)
        let theme = try context.variant(of: chosen, command: command.name)
        let path = TokenPath(invocation.positionals[0])
        guard let (kind, resolution) = theme.resolveAnyToken(path) else {
            // A path whose first name is a kind (`image.logo`) means a token of that kind: name it.
            let what = Self.kind(namedBy: path).map { "no \($0.rawValue) token" } ?? "no token"
            throw CLIError.failure(
                "\(what) '\(path.string.clippedForMessage)', nor any parent of it, in theme '\(theme.id)' or the themes "
                    + "it extends"
            )
        }
        let answered = resolution.resolvedPath
        if context.wantsJSON {
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("path", .string(path.string)),
                        ("value", value(resolution.value)),
                        ("resolvedFrom", .string(answered.string)),
                        ("type", .string(kind.rawValue)),
                        ("theme", .string(resolution.themeID)),
                    ])
                )
            )
            return
        }
        var line = "\(path) = \(resolution.value)"
        if case .font(let font) = resolution.value, let note = ThemeTextRenderer.typographyNote(font) {
            line += "; \(note)"
        }
        if case .color(let color) = resolution.value, context.style.isEnabled {
            line = context.style.swatch(color, width: 2) + " " + line
        }
        let how = answered == path ? "defined at '\(answered)'" : "from '\(answered)'"
        output.print(
            "\(line)  \(context.style.dim("(\(kind.rawValue), \(how) in '\(resolution.themeID)')"))"
        )
    }

    static func value(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): .string(color.hex)
        case .dimension(let dimension): .number(dimension.points())
        case .number(let number): .number(number)
        case .font(let font): ThemeJSONRenderer.font(font)
        case .image(let asset): asset.jsonValue
        default: ThemeOverrides.tokenJSON(value)
        }
    }

    /// The kind a path's first name says it is: `image.logo` an image, `colors.brand` a colour.
    static func kind(namedBy path: TokenPath) -> TokenKind? {
        guard let first = path.segments.first?.asciiCaseFolded else { return nil }
        return TokenKind.allCases.first { $0.rawValue == first || $0.sectionName == first }
    }
}
