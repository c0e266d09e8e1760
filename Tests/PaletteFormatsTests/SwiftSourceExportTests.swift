import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

struct SwiftSourceExportTests {
    /// Text that would break out of a comment or a string literal if it were written as it is.
    static let hostileName =
        "Evil\n}\nstruct Injected {}\n// */ /* \"quoted\" \\(interpolated) back\\slash\u{2028}next\u{202E}desrever\r"

    /// A font family that would end its literal and interpolate.
    static let hostileFamily = "Evil\") }\n\\(family) */\u{202E}"

    /// A theme whose every piece of text is hostile: name, identifier, token paths,
    /// descriptions and image names.
    static func hostileTheme() throws -> ResolvedTheme {
        var document = ThemeDocument(
            id: "evil\"id\n} // */",
            name: hostileName,
            extends: "default",
            palette: [.primary: try ThemeColor(hex: "#D92D20")],
            fonts: [.heading: FontDescriptor(family: .named(hostileFamily), size: 22, weight: .bold)]
        )
        document.tokens[TokenPath("color.quote\"d\n}")] = .color(.white)
        document.tokens.descriptions[TokenPath("color.primary")] = "say \"\"\" and \\ and \n*/ then \\(code)"
        document.tokens[TokenPath("image.logo")] = .image(.bundled(name: "logo\")\nlet x = 1 //"))
        document.tokens[TokenPath("image.file")] = .image(.file(path: "/tmp/a\nb\"c"))
        return try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
    }

    @Test func typeNamesAreChecked() {
        #expect(SwiftSourceExporter.typeName(for: "high-contrast") == "HighContrastTheme")
        #expect(SwiftSourceExporter.typeName(for: "acme") == "AcmeTheme")
        #expect(SwiftSourceExporter.typeName(for: "2024") == "Generated2024Theme")
        #expect(SwiftSourceExporter.typeName(for: "日本") == "GeneratedTheme")
        #expect(SwiftSourceExporter.typeName(for: "café-noir") == "CafNoirTheme")
        #expect(throws: ThemeError.self) { try SwiftSourceExporter(typeName: "Thème") }
        #expect(throws: ThemeError.self) { try SwiftSourceExporter(typeName: "1Theme") }
        #expect(throws: ThemeError.self) { try SwiftSourceExporter(typeName: "struct") }
        #expect(throws: ThemeError.self) { try SwiftSourceExporter(typeName: "Acme Theme") }
    }

    @Test func writesExactValuesAndANestedParent() throws {
        let document = try ThemeDocument(json: TestDocuments.acme)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let source = try SwiftSourceExporter(typeName: "AcmeTheme").export(
            theme,
            command: "palette export acme --format swift"
        )
        let primary = theme.palette.primary
        #expect(source.contains("import Palette"))
        #expect(source.contains("public struct AcmeTheme: Palette.CompiledTheme {"))
        #expect(source.contains("    public var id: String { \"acme\" }"))
        #expect(
            source.contains(
                "primary: Palette.ThemeColor(red: \(primary.red), green: \(primary.green), blue: \(primary.blue), alpha: 1.0)"
            )
        )
        #expect(
            source.contains(
                "heading: Palette.FontDescriptor(family: .named(\"Avenir Next\"), size: 24.0, weight: .semiBold, textStyle: .title2)"
            )
        )
        // Values are tables of one type, a table per colour space or unit: numbers as indices into
        // the file's numbers, paths as indices into the file's paths, each written once, a line each,
        // as what it does not share with the one before.
        #expect(
            source.contains(
                "\nfunc _PalettePathPoolAcmeTheme(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? { "
                    + "Palette.TokenSet._generatedPool(count, _PaletteKeyLookups, \"\"\"\n\n    ##"
            )
        )
        let paths = GeneratedTablesTests.pool("_PalettePaths", in: source)
        #expect(paths.contains("spacing.card") && paths.contains("spacing.page"))
        #expect(source.contains("let values = _PaletteDoubles("))
        #expect(source.contains(#"fileprivate let _PaletteNumbers: [Double] = ""#) && source.contains(" 12 16"))
        #expect(
            source.contains("return .dimension(Palette.Dimension(values[i], .rem))"),
            "relative lengths stay so"
        )
        #expect(!source.contains(": .color("), "no dictionary literal of values")
        #expect(!source.contains(": [String] = [") && !source.contains(": [Double] = ["), "no array literal of strings")
        #expect(source.contains("textStyle: .body, lineHeight: 1.4, letterSpacing: Palette.Dimension(-0.01, .em))"))
        #expect(
            source.contains(
                "fileprivate let _PaletteTexts: [String] = Palette.TokenSet._generatedStrings(\"\"\"\n\n    ##Navy\n"
            )
        )
        #expect(source.contains("tokens.descriptions[path] = value"))
        #expect(source.contains("    public var extendedTheme: (any Palette.Theme)? { Parent() }"))
        #expect(source.contains("    public struct Parent: Palette.Theme {"))
        #expect(SwiftSourceExporter.literal("a\"b\\c\n") == #""a\"b\\c\n""#)
    }

    /// A type named like one of Palette's would hide it in the generated file; Palette's types
    /// are named through the module instead.
    @Test(arguments: [
        "Theme", "ThemeColor", "FontDescriptor", "ThemePalette", "TokenSet", "CompiledTheme", "Dimension",
    ])
    func typeNamesLikePalettesOwnAreQualifiedAway(typeName: String) throws {
        let theme = try ThemeDocument(json: TestDocuments.acme).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let source = try SwiftSourceExporter(typeName: typeName).export(theme)
        #expect(source.contains("public struct \(typeName): Palette.CompiledTheme {"))
        let names = [
            "CompiledTheme", "Theme", "ThemeColor", "FontDescriptor", "ThemePalette", "ThemeFontStyles", "TokenSet",
            "Dimension",
        ]
        for line in source.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            for name in names {
                #expect(!Self.usesUnqualified(name, in: String(line)), "\(line)")
            }
        }
    }

    /// Whether `line` names `name` as a type without `Palette.` before it (outside literals).
    static func usesUnqualified(_ name: String, in line: String) -> Bool {
        let code = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
        var rest = Substring(code)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let isWord = !(before.last?.isLetter ?? false) && !(after.first.map { $0.isLetter || $0.isNumber } ?? false)
            let isDeclaration = before.hasSuffix("struct ") || before.hasSuffix("extension ")
            if isWord, !isDeclaration, !before.hasSuffix("Palette.") { return true }
            rest = after
        }
        return false
    }

    @Test func aTypeNamedPaletteIsRefusedBecauseItWouldHideTheModule() {
        #expect(throws: ThemeError.self) { try SwiftSourceExporter(typeName: "Palette") }
        do {
            _ = try SwiftSourceExporter(typeName: "Palette")
        } catch {
            #expect(error.description.contains("would hide it"))
        }
    }

    /// Names, identifiers, paths and descriptions with line breaks, comment ends, quotes and
    /// backslashes stay inside their comment or literal: the file has exactly the lines a plain
    /// theme gives, and no line is code the theme wrote.
    @Test func untrustedTextCannotLeaveItsCommentOrLiteral() throws {
        let theme = try Self.hostileTheme()
        let source = try SwiftSourceExporter(typeName: "EvilTheme").export(
            theme,
            command: "palette export \(theme.id) --format swift"
        )
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[0]
                == #"// Generated by Palette from the theme 'Evil\u{A}}\u{A}struct Injected {}\u{A}// */ /* "quoted" \(interpolated) back\slash\u{2028}next\u{202E}desrever\u{D}' (evil"id\u{A}} // */). Regenerate it rather than edit it."#
        )
        #expect(lines[1] == #"//   palette export evil"id\u{A}} // */ --format swift"#)
        #expect(
            lines.contains(
                #"    public var name: String { "Evil\n}\nstruct Injected {}\n// */ /* \"quoted\" \\(interpolated) back\\slash\u{2028}next\u{202E}desrever\r" }"#
            )
        )
        #expect(lines.contains(#"    public var id: String { "evil\"id\n} // */" }"#))
        // Texts and paths with line breaks are one line each, split at a control character.
        #expect(
            lines.contains {
                $0.contains(#"_generatedStrings("\u{1F}"#) && $0.contains(#"say \"\"\" and \\ and \n*/ then \\(code)"#)
            }
        )
        #expect(
            lines.contains { $0.contains(#".bundled(name: "logo\")\nlet x = 1 //")"#) }
        )
        #expect(
            lines.contains {
                $0.contains("_generatedPool(count, _PaletteKeyLookups, \"\\u{1F}") && $0.contains(#"quote\"d\n}"#)
            }
        )
        #expect(
            lines.contains {
                $0.contains(
                    #"heading: Palette.FontDescriptor(family: .named("Evil\") }\n\\(family) */\u{202E}"), size: 22.0, weight: .bold)"#
                )
            }
        )
        #expect(!source.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{202E}" })
        #expect(!lines.contains { $0.hasPrefix("struct Injected") || $0.hasPrefix("let x") })

        var plain = ThemeDocument(
            id: "plain",
            name: "Plain",
            extends: "default",
            palette: [.primary: try ThemeColor(hex: "#D92D20")],
            fonts: [.heading: FontDescriptor(family: .named("Plain"), size: 22, weight: .bold)]
        )
        // A line break in a path and in a text, as the evil theme has: its tables are one line each.
        plain.tokens[TokenPath("color.quote\nd")] = .color(.white)
        plain.tokens.descriptions[TokenPath("color.primary")] = "say\n"
        plain.tokens[TokenPath("image.logo")] = .image(.bundled(name: "logo"))
        plain.tokens[TokenPath("image.file")] = .image(.file(path: "/tmp/a"))
        let plainSource = try SwiftSourceExporter(typeName: "EvilTheme").export(
            try plain.resolve(in: ThemeRegistry([DefaultTheme.self])),
            command: "palette export plain --format swift"
        )
        #expect(lines.count == plainSource.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}
