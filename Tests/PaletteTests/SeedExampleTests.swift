import Foundation
import Testing

@testable import Palette

// Seed 001 ("Uma forma de simplificar temas nos seus Apps"), written with Palette's types.

/// Seed 001's `DefaultTheme.ColorPalette`: cyan, magenta, yellow, black.
private struct SeedDefaultPalette: ColorPalette {
    var primary = ThemeColor(red: 0, green: 1, blue: 1)  // UIColor.cyan
    var neutral = ThemeColor(red: 1, green: 0, blue: 1)  // UIColor.magenta
    var secondary = ThemeColor(red: 1, green: 1, blue: 0)  // UIColor.yellow
    var highlight = ThemeColor.black  // UIColor.black
}

/// Seed 001's `AlternativeTheme.ColorPalette`: red, blue, green, white.
private struct SeedAlternativePalette: ColorPalette {
    var primary = ThemeColor(red: 1, green: 0, blue: 0)  // UIColor.red
    var neutral = ThemeColor(red: 0, green: 0, blue: 1)  // UIColor.blue
    var secondary = ThemeColor(red: 0, green: 1, blue: 0)  // UIColor.green
    var highlight = ThemeColor.white  // UIColor.white
}

/// Seed 001's `DefaultFontStyles`, with the Trebuchet faces described by traits, not names.
private struct SeedFontStyles: FontStyles {
    var heading = FontDescriptor(family: .named("Trebuchet MS"), size: 14, weight: .bold)  // TrebuchetMS-Bold
    var body = FontDescriptor(family: .named("Trebuchet MS"), size: 12)  // TrebuchetMS
    var caption = FontDescriptor(family: .named("Trebuchet MS"), size: 11, traits: .italic)  // TrebuchetMS-Italic
    var quote = FontDescriptor(family: .named("Trebuchet MS"), size: 11, weight: .bold, traits: .italic)  // -BoldItalic
}

private struct SeedDefaultTheme: CompiledTheme {
    let id = "seed-default"
    let name = "Seed Default"
    let palette = SeedDefaultPalette()
    let fontStyles = SeedFontStyles()
}

/// Seed 001 names the class; the identifier is separate so the type can be renamed freely.
private struct SeedAlternativeTheme: CompiledTheme {
    let id = "seed-alternative"
    let name = "Seed Alternative"
    let palette = SeedAlternativePalette()
    let fontStyles = SeedFontStyles()  // "var fontStyles: FontStyles = DefaultFontStyles()" in both themes
}

struct SeedOneExampleTests {
    @Test func themesAreProtocolsWithAPaletteAndFontStyles() {
        let theme: any Theme = SeedAlternativeTheme()
        #expect(theme.palette.primary == ThemeColor(red: 1, green: 0, blue: 0))
        #expect(theme.fontStyles.heading.weight == .bold)
    }

    @Test func theHolderStartsWithTheDefaultThemeAndSetThemeSwitchesIt() {
        // `static var theme: Theme = DefaultTheme()` and `AppTheme.setTheme(theme:)`.
        let controller = ThemeController(SeedDefaultTheme.self)
        #expect(controller.current.id == "seed-default")
        controller.setTheme(SeedAlternativeTheme())
        #expect(controller.current.palette.neutral == ThemeColor(red: 0, green: 0, blue: 1))
    }

    @Test func theBackendSelectsTheThemeByTheNameOfTheClass() throws {
        // "a troca pode ser feita através do nome do tema, sendo esse o nome da classe"
        let registry = ThemeRegistry([SeedDefaultTheme.self, SeedAlternativeTheme.self])
        let selection = try ThemeSelection(json: ##"{"theme": "SeedAlternativeTheme"}"##)
        let controller = ThemeController(SeedDefaultTheme.self)
        try controller.apply(selection, in: registry)
        #expect(controller.current.source is SeedAlternativeTheme)
    }

    @Test func seedColoursGetLegibleOnColours() {
        let palette = ThemePalette(SeedDefaultPalette())
        #expect(palette.onPrimary.contrastRatio(with: palette.primary) >= 4.5, "near-black on cyan")
        #expect(palette.onSecondary.contrastRatio(with: palette.secondary) >= 4.5, "near-black on yellow")
        let alternative = ThemePalette(SeedAlternativePalette())
        #expect(alternative.onBackground == .nearWhite, "the blue neutral is a dark background")
    }

    @Test func trebuchetFacesAreTraitsOnOneFamilyAndAMissingFamilyDoesNotCrash() {
        // Seed 001 force-unwraps UIFont(name: "TrebuchetMS-Bold", size: 14)!.
        let styles = SeedFontStyles()
        let onAPhoneWithoutTrebuchet = styles.quote.resolvingFamily { _ in false }
        #expect(onAPhoneWithoutTrebuchet.family == .system)
        #expect(onAPhoneWithoutTrebuchet.weight == .bold)
        #expect(onAPhoneWithoutTrebuchet.traits == .italic)
        #expect(styles.quote.platformRequest.symbolicTraits == FontTraits.italic.symbolicTraits)
        #expect(styles.caption.resolvingFamily { $0 == "Trebuchet MS" }.family == .named("Trebuchet MS"))
    }
}

// Seed 003 (ThemeManager): one global manager, the choice kept under the key "theme" with
// "default" when nothing is stored, and a notification to the screens that are showing.

struct SeedThreeExampleTests {
    @Test func nothingStoredMeansTheDefaultTheme() throws {
        // NSString *themeName = [defaults objectForKey:@"theme"] ?: @"default";
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let store = FileThemeStore(directory: directory)
        let controller = ThemeController()
        controller.restore(from: store, in: ThemeRegistry([DefaultTheme.self]))
        #expect(controller.current.id == "default")
    }

    @Test func theChoiceIsStoredUnderTheKeyTheme() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileThemeStore(directory: directory)
        try store.saveThemeID("night")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: String]
        #expect(stored == ["theme": "night"])
    }

    @Test func showingScreensAreToldWhenTheThemeChanges() {
        // changeTheme posts a notification; view controllers that are showing re-read resources.
        let controller = ThemeController()
        let screens = Recorder<String>()
        let listening = controller.observe { screens.append("redraw with \($0.current.id)") }
        controller.setTheme(AcmeTheme())
        #expect(screens.values == ["redraw with acme"])
        _ = listening
    }
}
