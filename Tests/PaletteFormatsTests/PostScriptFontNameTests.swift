import Palette
import PaletteFormats
import Testing

/// PostScript names, as `UIFont(name:size:)` takes them and legacy theme files write them, keep
/// their weight and traits.
struct PostScriptFontNameTests {
    @Test(arguments: [
        ("HelveticaNeue-Bold", "Helvetica Neue", 700, FontTraits()),
        ("Avenir-HeavyOblique", "Avenir", 800, .italic),
        ("Avenir-Black", "Avenir", 900, FontTraits()),
        ("TrebuchetMS-Italic", "Trebuchet MS", 400, .italic),
        ("Futura-CondensedExtraBold", "Futura", 800, .condensed),
        ("HelveticaNeue-UltraLightItalic", "Helvetica Neue", 100, .italic),
        ("HelveticaNeue-Thin", "Helvetica Neue", 200, FontTraits()),
        ("TimesNewRomanPS-BoldItalicMT", "Times New Roman", 700, .italic),
        ("Arial-BoldMT", "Arial", 700, FontTraits()),
        ("MinionPro-SemiboldIt", "Minion Pro", 600, .italic),
        ("MarkerFelt-Wide", "Marker Felt", 400, .expanded),
        ("HiraginoSans-W6", "Hiragino Sans", 600, FontTraits()),
        ("SFProText-Medium", "SF Pro Text", 500, FontTraits()),
        ("Palatino-Roman", "Palatino", 400, FontTraits()),
        ("AmericanTypewriter-CondensedLight", "American Typewriter", 300, .condensed),
    ])
    func styledNamesGiveFamilyWeightAndTraits(name: String, family: String, weight: Int, traits: FontTraits) throws {
        let face = try #require(PostScriptFontName(name))
        #expect(face.family == .named(family))
        #expect(face.weight.rawValue == weight)
        #expect(face.traits == traits)
        #expect(face.hasStyle)
    }

    @Test(arguments: [
        ("HelveticaNeue", "Helvetica Neue"), ("ArialMT", "Arial"), ("FontAwesome5Free", "Font Awesome 5 Free"),
    ])
    func namesWithoutAStyleAreTheRegularFaceOfTheirFamily(name: String, family: String) throws {
        let face = try #require(PostScriptFontName(name))
        #expect(face.family == .named(family))
        #expect(face.weight == .regular)
        #expect(face.traits.isEmpty)
        #expect(!face.hasStyle)
    }

    @Test func applesPrivateSystemFontNamesAreTheSystemFont() throws {
        let face = try #require(PostScriptFontName(".SFUIText-Semibold"))
        #expect(face.family == .system)
        #expect(face.weight == .semiBold)
    }

    @Test(arguments: ["Avenir Next", "Helvetica-Neue", "Font-Awesome", "", "  "])
    func familyNamesAndUnknownStylesAreNotPostScriptNames(name: String) {
        #expect(PostScriptFontName(name) == nil)
    }

    @Test func heavierFacesAskThePlatformForHeavierWeights() throws {
        // Apple's order: UltraLight < Thin < Light … Bold < Heavy < Black, each its own UIFont.Weight.
        let names = ["UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        let weights = try names.map { try #require(PostScriptFontName("Avenir-\($0)")).weight.platformWeight }
        #expect(weights == weights.sorted())
        #expect(Set(weights).count == names.count)
    }
}
