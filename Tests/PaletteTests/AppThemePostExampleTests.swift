import Foundation
import Testing

@testable import Palette

// The AppTheme post ("Uma forma de simplificar temas nos seus Apps"), written with Palette's types.

/// The AppTheme post's `DefaultTheme.ColorPalette`: cyan, magenta, yellow, black.
private struct PostDefaultPalette: ColorPalette {
    var primary = ThemeColor(red: 0, green: 1, blue: 1)  // UIColor.cyan
    var neutral = ThemeColor(red: 1, green: 0, blue: 1)  // UIColor.magenta
    var secondary = ThemeColor(red: 1, green: 1, blue: 0)  // UIColor.yellow
    var highlight = ThemeColor.black  // UIColor.black
}

/// The AppTheme post's `AlternativeTheme.ColorPalette`: red, blue, green, white.
private struct PostAlternativePalette: ColorPalette {
    var primary = ThemeColor(red: 1, green: 0, blue: 0)  // UIColor.red
    var neutral = ThemeColor(red: 0, green: 0, blue: 1)  // UIColor.blue
    var secondary = ThemeColor(red: 0, green: 1, blue: 0)  // UIColor.green
    var highlight = ThemeColor.white  // UIColor.white
}

/// The AppTheme post's `DefaultFontStyles`, with the Trebuchet faces described by traits, not names.
private struct PostFontStyles: FontStyles {
    var heading = FontDescriptor(family: .named("Trebuchet MS"), size: 14, weight: .bold)  // TrebuchetMS-Bold
    var body = FontDescriptor(family: .named("Trebuchet MS"), size: 12)  // TrebuchetMS
    var caption = FontDescriptor(family: .named("Trebuchet MS"), size: 11, traits: .italic)  // TrebuchetMS-Italic
    var quote = FontDescriptor(family: .named("Trebuchet MS"), size: 11, weight: .bold, traits: .italic)  // -BoldItalic
}

private struct PostDefaultTheme: CompiledTheme {
    let id = "post-default"
    let name = "Post Default"
    let palette = PostDefaultPalette()
    let fontStyles = PostFontStyles()
}

/// The AppTheme post names the class; the identifier is separate so the type can be renamed freely.
private struct PostAlternativeTheme: CompiledTheme {
    let id = "post-alternative"
    let name = "Post Alternative"
    let palette = PostAlternativePalette()
    let fontStyles = PostFontStyles()  // "var fontStyles: FontStyles = DefaultFontStyles()" in both themes
}

struct AppThemePostExampleTests {
    @Test func themesAreProtocolsWithAPaletteAndFontStyles() {
        let theme: any Theme = PostAlternativeTheme()
        #expect(theme.palette.primary == ThemeColor(red: 1, green: 0, blue: 0))
        #expect(theme.fontStyles.heading.weight == .bold)
    }

    @Test func theHolderStartsWithTheDefaultThemeAndSetThemeSwitchesIt() {
        // `static var theme: Theme = DefaultTheme()` and `AppTheme.setTheme(theme:)`.
        let controller = ThemeController(theme: PostDefaultTheme())
        #expect(controller.current.id == "post-default")
        controller.setTheme(PostAlternativeTheme())
        #expect(controller.current.palette.neutral == ThemeColor(red: 0, green: 0, blue: 1))
    }

    @Test func theBackendSelectsTheThemeByTheNameOfTheClass() throws {
        // "a troca pode ser feita através do nome do tema, sendo esse o nome da classe"
        let registry = try ThemeRegistry([PostDefaultTheme.self, PostAlternativeTheme.self])
        let selection = try ThemeSelection(json: ##"{"theme": "PostAlternativeTheme"}"##)
        let controller = ThemeController(theme: PostDefaultTheme())
        try controller.apply(selection, in: registry)
        #expect(controller.current.source is PostAlternativeTheme)
    }

    @Test func thePostsColoursGetLegibleOnColours() {
        let palette = ThemePalette(PostDefaultPalette())
        #expect(palette.onPrimary.contrastRatio(with: palette.primary) >= 4.5, "near-black on cyan")
        #expect(palette.onSecondary.contrastRatio(with: palette.secondary) >= 4.5, "near-black on yellow")
        let alternative = ThemePalette(PostAlternativePalette())
        #expect(alternative.onBackground == .nearWhite, "the blue neutral is a dark background")
    }

    @Test func trebuchetFacesAreTraitsOnOneFamilyAndAMissingFamilyDoesNotCrash() {
        // The AppTheme post force-unwraps UIFont(name: "TrebuchetMS-Bold", size: 14)!.
        let styles = PostFontStyles()
        let onAPhoneWithoutTrebuchet = styles.quote.resolvingFamily { _ in false }
        #expect(onAPhoneWithoutTrebuchet.family == .system)
        #expect(onAPhoneWithoutTrebuchet.weight == .bold)
        #expect(onAPhoneWithoutTrebuchet.traits == .italic)
        #expect(styles.quote.platformRequest.symbolicTraits == FontTraits.italic.symbolicTraits)
        #expect(styles.caption.resolvingFamily { $0 == "Trebuchet MS" }.family == .named("Trebuchet MS"))
    }
}
