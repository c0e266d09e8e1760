import Testing

@testable import Palette
@testable import PaletteFormats

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

    @Test func sdThemeManagerFontNamesKeepTheirWeight() throws {
        let plist = """
            <plist version="1.0"><dict>
            <key>formatVersion</key><integer>2</integer>
            <key>Constants</key><dict>
              <key>FONT_TITLE</key><string>Avenir-HeavyOblique</string>
              <key>FONT_LABEL</key><string>f:HelveticaNeue-Bold,15</string>
            </dict>
            <key>Styles</key><dict>
              <key>Caption</key><dict><key>font</key><string>font:TrebuchetMS-Italic,11</string></dict>
            </dict>
            </dict></plist>
            """
        let document = try GiottoImporter().decode(plist: Array(plist.utf8), file: "theme_default.plist").get()
        #expect(
            document.tokens.fonts["FONT_TITLE"]
                == FontDescriptor(family: .named("Avenir"), size: 17, weight: .extraBold, traits: .italic)
        )
        #expect(
            document.tokens.fonts["FONT_LABEL"]
                == FontDescriptor(family: .named("Helvetica Neue"), size: 15, weight: .bold)
        )
        #expect(
            document.styles.first?.properties.first?.value
                == .font(FontDescriptor(family: .named("Trebuchet MS"), size: 11, traits: .italic))
        )
    }

    @Test func dtcgFamiliesThatArePostScriptNamesGiveTheWeightTheTokenDoesNot() throws {
        let tokens = """
            {
              "font": {
                "heading": {"$type": "typography", "$value": {"fontFamily": "Avenir-Heavy", "fontSize": "24px"}},
                "body": {"$type": "typography", "$value": {"fontFamily": ["HelveticaNeue-Italic", "sans-serif"],
                         "fontSize": "16px", "fontWeight": 300}}
              }
            }
            """
        let document = try DTCGImporter().decode(json: Array(tokens.utf8), file: "brand.tokens.json").get()
        #expect(document.fonts[.heading]?.family == .named("Avenir"))
        #expect(document.fonts[.heading]?.weight == .extraBold)
        #expect(document.fonts[.body]?.family == .named("Helvetica Neue"))
        #expect(document.fonts[.body]?.weight == .light, "the token's own fontWeight wins")
        #expect(document.fonts[.body]?.traits.contains(.italic) == true)
    }
}
