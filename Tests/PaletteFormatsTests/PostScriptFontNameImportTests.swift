import PaletteFormats
import Testing

@testable import Palette

/// Font names in imported files that are PostScript names (`Avenir-HeavyOblique`) give the
/// family, weight and traits they name, as ``FontDescriptor`` reads them.
struct PostScriptFontNameImportTests {
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
        let document = try GiottoImporter().decode(Array(plist.utf8), file: "theme_default.plist").get()
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
        let document = try DTCGImporter().decode(Array(tokens.utf8), file: "brand.tokens.json", options: .asDeclared)
            .get()
        #expect(document.fonts[.heading]?.family == .named("Avenir"))
        #expect(document.fonts[.heading]?.weight == .extraBold)
        #expect(document.fonts[.body]?.family == .named("Helvetica Neue"))
        #expect(document.fonts[.body]?.weight == .light, "the token's own fontWeight wins")
        #expect(document.fonts[.body]?.traits.contains(.italic) == true)
    }
}
