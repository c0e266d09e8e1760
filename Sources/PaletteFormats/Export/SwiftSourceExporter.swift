import Palette

/// Writes a theme as Swift source: a compile-time theme type that reproduces it exactly.
///
/// The white-label path from a designer's file to a compiled type:
///
/// ```sh
/// palette import brand.tokens.json --from dtcg > acme.json
/// palette --themes . export acme --format swift --type-name AcmeTheme > AcmeTheme.swift
/// ```
///
/// The type conforms to ``/Palette/CompiledTheme`` and needs only `import Palette`; an adaptive theme's
/// type also conforms to ``/Palette/AdaptiveThemeRepresentable``, with a nested type for each variant, so
/// it follows light, dark and increased contrast wherever it is set, registered or bootstrapped. Every colour is written
/// with its exact components, so the compiled theme equals the theme it came from; a theme it
/// extends is written as a nested `Parent` type, so token lookups fall back exactly as before.
///
/// The type holds typed keys for the theme's custom tokens in a nested namespace, `Tokens`, enums
/// nested by path: `color.brand.accent-hover` is `AcmeTheme.Tokens.Color.Brand.accentHover`, a
/// ``/Palette/ColorToken`` any theme reads without parsing or looking up a string
/// (`theme.color(AcmeTheme.Tokens.Color.Brand.accentHover)`). Its tokens, those of the themes it
/// extends and, for an adaptive theme, those of every variant each have one key; a token that
/// cannot have one (two paths that make one Swift name, one path of two kinds) is left out and
/// counted in the ``ExportReport``. The article "Themes at build time" has the naming rules.
///
/// The source names Palette's types through the module (`Palette.ThemeColor`), so it compiles in
/// an app that has a `Theme` or `ThemeColor` of its own, and under any type name but `Palette`.
/// Text from the theme (its name, identifier, token paths, descriptions, image names) is
/// untrusted: it reaches the source only inside escaped string literals, or in comments with
/// line breaks and invisible control characters written as `\u{…}`, so a name cannot end a
/// comment or a literal and inject code.
public struct SwiftSourceExporter: Sendable {
    /// The name of the generated type.
    public var typeName: String
    /// Whether the type and its members are `public`.
    public var isPublic: Bool

    /// The module whose types the generated source uses, written before each of them.
    static let module = "Palette"

    /// Creates an exporter.
    ///
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` when `typeName` is not a
    ///   Swift type name, or is `Palette`, which would hide the module the source names Palette's
    ///   types through.
    public init(typeName: String, isPublic: Bool = true) throws(ThemeError) {
        guard Self.isIdentifier(typeName) else {
            throw .invalidValue(
                value: typeName,
                reason:
                    "a type name is ASCII letters, digits and '_', not starting with a digit, and not a Swift keyword",
                location: nil
            )
        }
        guard typeName != Self.module else {
            throw .invalidValue(
                value: typeName,
                reason:
                    "a type named after the module 'Palette' would hide it; choose another name, such as 'PaletteTheme'",
                location: nil
            )
        }
        self.typeName = typeName
        self.isPublic = isPublic
    }

    /// A type name for a theme identifier: `high-contrast` gives `HighContrastTheme`.
    ///
    /// Only ASCII letters and digits are kept, so the name is always one ``init(typeName:isPublic:)``
    /// accepts: `2024` gives `Generated2024Theme`, and an identifier with none, such as `日本`,
    /// gives `GeneratedTheme`.
    public static func typeName(for id: String) -> String {
        let words = id.split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0.isNumber) })
        guard !words.isEmpty else { return "GeneratedTheme" }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Theme"
        return isIdentifier(name) ? name : "Generated" + name
    }

    /// The theme as a Swift source file.
    ///
    /// - Parameters:
    ///   - theme: The theme to write.
    ///   - command: The command that regenerates the file, written in the header comment.
    public func export(_ theme: ResolvedTheme, command: String? = nil) -> String {
        var report = ExportReport(format: .swift)
        return export(theme, command: command, report: &report)
    }

    /// The theme as a Swift source file, counting in `report` the styles written. Swift holds
    /// everything a theme has, so nothing is left out.
    public func export(_ theme: ResolvedTheme, command: String? = nil, report: inout ExportReport) -> String {
        Self.file([(self, theme)], command: command, report: &report)
    }

    /// One Swift source file with a type per theme (each exporter names its own): the themes one
    /// file makes (a resolver's brands), in one file as the build plugin writes one per file.
    package static func file(
        _ types: [(exporter: SwiftSourceExporter, theme: ResolvedTheme)],
        command: String? = nil,
        report: inout ExportReport
    ) -> String {
        let named = types.map { "'\(comment($0.theme.name))' (\(comment($0.theme.id)))" }
        var lines = [
            "// Generated by Palette from the theme\(types.count == 1 ? "" : "s") \(named.joined(separator: ", ")). "
                + "Regenerate it rather than edit it."
        ]
        if let command { lines.append("//   \(comment(command))") }
        var keyFunctions: [String] = []
        var bodies: [String] = []
        for (exporter, theme) in types {
            let part = exporter.typeLines(theme, report: &report)
            for line in part.keyFunctions where !line.isEmpty && !keyFunctions.contains(line) {
                keyFunctions.append(line)
            }
            if !bodies.isEmpty { bodies.append("") }
            // Each type's tables are its own: beside others, its file-scope names carry its name.
            bodies += types.count == 1 ? part.lines : suffixingFileScopeNames(part.lines, with: exporter.typeName)
        }
        lines += ["", "import Palette", ""] + keyFunctions + (keyFunctions.isEmpty ? [] : [""]) + bodies
        return lines.joined(separator: "\n") + "\n"
    }

    /// `lines` with every name they declare at file scope (`fileprivate let _PaletteTables`,
    /// `fileprivate func _PaletteFill`) followed by `_` and `suffix`, where declared and where
    /// used; text inside multi-line string literals (the pools of paths and texts) is left as it is.
    static func suffixingFileScopeNames(_ lines: [String], with suffix: String) -> [String] {
        let declared = lines.compactMap { line -> String? in
            guard line.hasPrefix("fileprivate ") || line.hasPrefix("@inline(never) fileprivate ") else { return nil }
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "func" }), keyword + 1 < words.count
            else { return nil }
            return String(words[keyword + 1])
        }
        let names = Set(declared)
        guard !names.isEmpty else { return lines }
        var inLiteral = false
        return lines.map { line in
            // The content lines of a multi-line literal, and its closing line, are text.
            if inLiteral {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") { inLiteral = false }
                return line
            }
            guard line.contains("_Palette") || line.hasSuffix("\"\"\"") else { return line }
            var result = ""
            var word = ""
            var inString = false
            var escaped = false
            func flush() {
                result += !inString && names.contains(word) ? word + "_" + suffix : word
                word = ""
            }
            for character in line {
                if inString {
                    // Text of a one-line literal (a pool whose paths hold line breaks): never a name.
                    result.append(character)
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    flush()
                    result.append(character)
                    if character == "\"" { inString = true }
                }
            }
            flush()
            // A line that ends by opening a multi-line literal (`… ("""`, which leaves the scan
            // in a string) makes the next lines text.
            if inString, line.hasSuffix("\"\"\"") { inLiteral = true }
            return result
        }
    }

    /// The declarations of `theme`'s type: its tables, the type and its keys' extensions; and the
    /// file-scope functions its keys are made by, which a file holds once.
    private func typeLines(
        _ theme: ResolvedTheme,
        report: inout ExportReport
    ) -> (keyFunctions: [String], lines: [String]) {
        report.stylesWritten += theme.styleDefinitions.count
        let access = isPublic ? "public " : ""
        let keys = tokenKeys(of: theme)
        Self.countMissingKeys(keys, in: &report)
        var strings = GeneratedTables(keys: keys)
        strings.poolOwner = typeName
        let body: [String]
        if let adaptive = theme.adaptiveTheme {
            body = adaptiveType(adaptive, access: access, keys: keys, strings: &strings)
        } else {
            body = type(
                theme,
                name: typeName,
                access: access,
                conformance: Self.qualified("CompiledTheme"),
                indent: "",
                keys: keys,
                strings: &strings
            )
        }
        var lines = strings.declarationLines + body
        lines += keys.extensionLines(access: access, listsFiles: false) { key in
            (strings.poolName, strings.keyIndex(of: key.path, kind: key.kind) ?? 0)
        }
        return (keys.keyFunctionLines, lines)
    }

    /// The type of `theme`, with the nested namespace of `keys` when it is the outermost type; the
    /// strings of its tables go into `strings`.
    func type(
        _ theme: ResolvedTheme,
        name: String,
        access: String,
        conformance: String,
        indent: String,
        keys: TokenKeyNamespace? = nil,
        strings: inout GeneratedTables
    ) -> [String] {
        let inner = indent + "    "
        let references = References(theme)
        var lines = [
            "\(indent)/// \(Self.comment(theme.name)) (\(Self.comment(theme.id))), generated from a Palette theme.",
            "\(indent)\(access)struct \(name): \(conformance) {",
        ]
        lines += Self.nameLines(id: theme.id, name: theme.name, access: access, indent: inner)
        let palette = Self.arguments(
            Self.paletteArguments.map { ($0.rawValue, references.expression(TokenSlot($0))) },
            indent: "    "
        )
        let fonts = Self.arguments(
            Self.fontArguments.map { ($0.rawValue, references.expression(TokenSlot($0))) },
            indent: "    "
        )
        lines += Self.constantLines(
            "palette",
            type: Self.qualified("ThemePalette"),
            arguments: palette,
            access: access,
            indent: inner,
            strings: &strings
        )
        lines += Self.constantLines(
            "fontStyles",
            type: Self.qualified("ThemeFontStyles"),
            arguments: fonts,
            access: access,
            indent: inner,
            strings: &strings
        )
        let tokens = theme.tokens
        if !tokens.isEmpty || !tokens.descriptions.isEmpty || !tokens.aliases.isEmpty || !tokens.deprecations.isEmpty
            || !tokens.extensions.isEmpty
        {
            lines += tokenTableLines(tokens, access: access, indent: inner, strings: &strings)
        }
        lines += styleLines(theme.styleDefinitions, access: access, indent: inner)
        if theme.parent != nil {
            lines.append("\(inner)\(access)var extendedTheme: (any \(Self.qualified("Theme")))? { Parent() }")
        }
        lines.append("")
        lines.append("\(inner)\(access)init() {}")
        lines += references.enumLines(access: access, indent: inner)
        lines += stylesEnumLines(theme.styleDefinitions, access: access, indent: inner)
        if let keys { lines += tokenKeyDeclaration(keys, access: access, indent: inner) }
        if let parent = theme.parent {
            lines.append("")
            lines += type(
                parent,
                name: "Parent",
                access: access,
                conformance: Self.qualified("Theme"),
                indent: inner,
                strings: &strings
            )
        }
        lines.append("\(indent)}")
        return lines
    }

    /// The `id` and `name` of a generated type: computed, like its palette and font styles (static
    /// constants, made once), so that the type stores nothing and copying, assigning or destroying
    /// one costs no code of its own.
    static func nameLines(id: String, name: String, access: String, indent: String) -> [String] {
        [
            "\(indent)\(access)var id: String { \(literal(id)) }",
            "\(indent)\(access)var name: String { \(literal(name)) }",
        ]
    }

    /// The property `name` of a generated type, computed from a constant made once: one the file
    /// declares (``GeneratedTables/constant(type:arguments:)``), shared by every type whose value is
    /// the same, or, when the value names the type's own `Values`, a static constant of the type.
    static func constantLines(
        _ name: String,
        type: String,
        arguments: [String],
        access: String,
        indent: String,
        strings: inout GeneratedTables
    ) -> [String] {
        guard arguments.contains(where: { $0.contains("Values.") }) else {
            let constant = strings.constant(type: type, arguments: arguments)
            return ["\(indent)\(access)var \(name): \(type) { \(constant) }"]
        }
        let stored = "theme" + name.prefix(1).uppercased() + name.dropFirst()
        return [
            "\(indent)\(access)var \(name): \(type) { Self.\(stored) }",
            "\(indent)private static let \(stored) = \(type)(",
        ]
            + arguments.map { indent + $0 } + ["\(indent))"]
    }

    /// A type of Palette's, named through its module so a type of the same name in the app (or
    /// the generated type itself) cannot hide it: `Palette.ThemeColor`.
    static func qualified(_ name: String) -> String {
        "\(module).\(name)"
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol",
    ]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name) else { return false }
        let isStart: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        return isStart(first) && name.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
    }
}
