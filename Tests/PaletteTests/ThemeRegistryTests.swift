import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import Palette

/// A second type whose identifier clashes with ``AcmeTheme``'s ignoring case.
struct ShoutingAcmeTheme: CompiledTheme {
    let id = "ACME"
    let name = "ACME!"
    let palette = DefaultTheme().palette
    let fontStyles = DefaultTheme().fontStyles
}

struct ThemeRegistryTests {
    private var registry: ThemeRegistry {
        var registry = ThemeRegistry()
        try? registry.register(DefaultTheme.self)
        try? registry.register(AcmeTheme.self)
        return registry
    }

    @Test func resolvesByIdentifier() throws {
        #expect(try registry.resolve("acme").name == "Acme")
        #expect(try registry.resolve("default").id == "default")
    }

    /// Regression: names were folded with `lowercased()`, which maps the Kelvin sign to `k`, so a
    /// look-alike selected a theme silently.
    @Test func onlyASCIILettersMatchIgnoringCase() throws {
        var registry = registry
        try registry.register(CorpusTheme(id: "dark"))
        #expect(try registry.resolve("DARK").id == "dark")
        #expect(throws: ThemeError.unknownTheme(name: "dar\u{212A}", available: registry.ids, suggestion: "dark")) {
            try registry.resolve("dar\u{212A}")
        }
        #expect(throws: ThemeError.self) { try registry.resolve("\u{212A}ACME") }
    }

    @Test func resolvesBySwiftTypeNameAsTheAppThemePostsBackendNamesTheClass() throws {
        #expect(try registry.resolve("AcmeTheme").id == "acme")
        #expect(try registry.resolve("PaletteTestSupport.AcmeTheme").id == "acme", "the module that declares it")
        #expect(try registry.resolve("DefaultTheme").id == "default")
    }

    @Test func matchesExactlyFirstThenIgnoringCase() throws {
        var registry = registry
        #expect(try registry.resolve("ACME").id == "acme")
        #expect(try registry.resolve("acmetheme").id == "acme")
        try registry.register(ResolvedTheme(AcmeTheme()).withIdentity(id: "acme-2", name: "Other"))
        #expect(try registry.resolve("ACME-2").name == "Other")
        #expect(try registry.resolve("acme").name == "Acme", "an exact identifier before a prefix or a case match")
    }

    @Test func unknownNameThrowsNamingItListingAvailableAndSuggesting() {
        #expect(throws: ThemeError.unknownTheme(name: "acm", available: ["default", "acme"], suggestion: "acme")) {
            try registry.resolve("acm")
        }
        #expect(
            throws: ThemeError.unknownTheme(name: "Acme Theem", available: ["default", "acme"], suggestion: "acme")
        ) {
            try registry.resolve("Acme Theem")
        }
        #expect(throws: ThemeError.unknownTheme(name: "zzzzzz", available: ["default", "acme"], suggestion: nil)) {
            try registry.resolve("zzzzzz")
        }
    }

    @Test func unknownThemeMessageReadsWell() {
        let error = ThemeError.unknownTheme(
            name: "alternatve",
            available: ["default", "alternative"],
            suggestion: "alternative"
        )
        #expect(
            error.description
                == "unknown theme 'alternatve'; did you mean 'alternative'? Available: 'default', 'alternative'."
        )
    }

    @Test func clashIsReportedAndTheFirstRegistrationStays() {
        var registry = registry
        let sameID = #expect(throws: ThemeError.self) { try registry.register(AcmeTheme.self) }
        #expect(
            sameID?.description
                == "invalid value 'acme' at 'id': this identifier is already registered: 'acme', compiled (AcmeTheme)"
        )
        let ignoringCase = #expect(throws: ThemeError.self, "ids equal ignoring case clash") {
            try registry.register(ShoutingAcmeTheme.self)
        }
        #expect(ignoringCase?.reason == "this identifier is already registered: 'acme', compiled (AcmeTheme)")
        #expect(throws: ThemeError.self) {
            try registry.register(ResolvedTheme(DefaultTheme()).withIdentity(id: "", name: "Nameless"))
        }
        #expect(registry.entries.count == 2)
        #expect(registry.entry(named: "acme")?.theme.name == "Acme")
    }

    /// A list of types with a clash says so as registering them one by one does: never a theme
    /// silently left out.
    @Test func aListOfTypesWithAClashThrowsAsRegisterDoes() throws {
        let clash = #expect(throws: ThemeError.self) {
            try ThemeRegistry([DefaultTheme.self, AcmeTheme.self, ShoutingAcmeTheme.self])
        }
        #expect(clash?.reason == "this identifier is already registered: 'acme', compiled (AcmeTheme)")
        #expect(try ThemeRegistry([DefaultTheme.self, AcmeTheme.self]).ids == ["default", "acme"])
    }

    /// One theme's identifier that is another's type name would make "AcmeTheme" mean two
    /// themes; it is a clash like any other, whichever comes first.
    @Test func anIdentifierThatIsAnotherThemesTypeNameClashes() throws {
        var registry = registry
        let impostor = ResolvedTheme(DefaultTheme()).withIdentity(id: "acmetheme", name: "Impostor")
        let clash = #expect(throws: ThemeError.self) {
            try registry.register(impostor, source: .file(path: "acmetheme.json"))
        }
        #expect(clash?.reason == "this identifier is the Swift type name of 'acme', compiled (AcmeTheme)")
        #expect(try registry.resolve("AcmeTheme").name == "Acme")

        var reversed = try ThemeRegistry([DefaultTheme.self])
        try reversed.register(ResolvedTheme(DefaultTheme()).withIdentity(id: "AcmeTheme", name: "First"))
        #expect(throws: ThemeError.self, "the type's name is taken by an identifier") {
            try reversed.register(AcmeTheme.self)
        }
        #expect(try reversed.resolve("AcmeTheme").name == "First")
        #expect(reversed.entries.count == 2)
    }

    @Test func instancesRegisterWithTheirSourceAndUnregister() throws {
        var registry = ThemeRegistry()
        let custom = ResolvedTheme(DefaultTheme()).withIdentity(id: "custom", name: "Custom")
        try registry.register(custom, source: .file(path: "themes/custom.json"))
        #expect(registry.entries.map(\.source) == [.file(path: "themes/custom.json")])
        let removed = registry.unregister("custom")
        #expect(removed?.id == "custom")
        #expect(registry.entries.isEmpty)
        #expect(!registry.contains("custom"))
    }

    @Test func listsInRegistrationOrderWithTheirSources() {
        #expect(registry.ids == ["default", "acme"])
        #expect(
            registry.entries.map(\.source) == [.compiled(typeName: "DefaultTheme"), .compiled(typeName: "AcmeTheme")]
        )
    }

    @Test func longAvailableListsAreShortenedInTheMessage() throws {
        var registry = ThemeRegistry()
        for index in 0..<30 {
            try registry.register(ResolvedTheme(DefaultTheme()).withIdentity(id: "theme-\(index)", name: "T\(index)"))
        }
        let message = #expect(throws: ThemeError.self) { try registry.resolve("nope") }?.description ?? ""
        #expect(message.contains("'theme-19'"))
        #expect(!message.contains("'theme-20'"))
        #expect(message.hasSuffix("and 10 more."))
    }
}

extension ResolvedTheme {
    /// A copy of this theme's colours and styles under another identity, for tests.
    func withIdentity(id: String, name: String) -> ResolvedTheme {
        ResolvedTheme(RenamedTheme(id: id, name: name, palette: palette, fontStyles: fontStyles))
    }
}

private struct RenamedTheme: Theme {
    let id: String
    let name: String
    let palette: ThemePalette
    let fontStyles: ThemeFontStyles
}
