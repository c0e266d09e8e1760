import Foundation
import InternalPaletteUtilities
import Palette
import Testing

@testable import PaletteFormats

/// Token files in the formats before DTCG's `$` prefixes: DTCG's drafts before 2022, Style
/// Dictionary 3, Tokens Studio and Adobe Spectrum, each read with one warning naming the format.
struct OlderTokenFormatTests {
    private func importing(_ json: String, file: String = "tokens.json") -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: file, options: .asDeclared)
    }

    private func importing(fixture: String) throws -> DecodingReport<ThemeDocument> {
        let url = TokenSetFixtures.url(fixture)
        return DTCGImporter().decode(
            Array(try Data(contentsOf: url)),
            file: url.lastPathComponent,
            options: .asDeclared
        )
    }

    private func formatWarnings(_ report: DecodingReport<ThemeDocument>) -> [ThemeWarning] {
        report.warnings.filter { $0.problem.message.contains("DTCG 2025.10 writes '$value' and '$type'") }
    }

    @Test func unprefixedTokensAreReadWithOneWarningNamingTheFormat() throws {
        let report = importing(
            ##"""
            {"color": {"brand": {"value": "#D92D20", "type": "color", "description": "Logo red"},
                       "text": {"value": "{color.brand}", "type": "color"}},
             "space": {"sm": {"value": "8px", "type": "dimension"}, "md": {"value": "16px", "type": "dimension"}}}
            """##
        )
        let document = try report.get()
        #expect(document.tokens[ThemeColor.self, "color.text"]?.hex == "#D92D20")
        #expect(document.tokens.descriptions["color.brand"] == "Logo red")
        #expect(document.tokens[Dimension.self, "space.md"] == 16)
        let warnings = formatWarnings(report)
        #expect(warnings.count == 1, "\(report.warnings)")
        #expect(warnings.first?.problem.message.contains("the DTCG drafts before 2022") == true)
        #expect(warnings.first?.problem.location?.line == 1)
    }

    @Test func aFileThatDeclaresDTCG2025IsNotReadAsAnOlderFormat() {
        let report = importing(
            ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "color": {"brand": {"value": "#D92D20", "type": "color"}}}"##
        )
        #expect(report.value == nil)
        #expect(formatWarnings(report).isEmpty)
    }

    @Test func styleDictionaryThreeIsTypedByItsCategoryTypeItemRuleNamedInTheWarning() throws {
        let report = importing(
            ##"""
            {"color": {"base": {"red": {"value": "#FF0000"}}, "font": {"base": {"value": "{color.base.red.value}", "comment": "body text"}}},
             "size": {"font": {"small": {"value": "0.75"}, "large": {"value": 2}}, "icon": {"value": "24px"}},
             "time": {"fast": {"value": "150"}},
             "brand": {"value": "#00FF00", "attributes": {"category": "color"}},
             "content": {"icon": {"email": {"value": "\uE001"}}}}
            """##
        )
        let document = try report.get()
        #expect(document.tokens[ThemeColor.self, "color.font.base"]?.hex == "#FF0000")
        #expect(document.tokens.descriptions["color.font.base"] == "body text")
        #expect(document.tokens[ThemeColor.self, "brand"]?.hex == "#00FF00", "attributes.category wins over the path")
        #expect(document.tokens[Dimension.self, "size.font.small"] == Dimension(0.75, .rem), "size/rem")
        #expect(document.tokens[Dimension.self, "size.font.large"] == Dimension(2, .rem))
        #expect(document.tokens[Dimension.self, "size.icon"] == 24, "a unit written is kept")
        #expect(
            document.tokens[.duration, "time.fast"] == .duration(ThemeDuration(150, .milliseconds)),
            "milliseconds, as time/seconds reads them"
        )
        #expect(formatWarnings(report).first?.problem.message.contains("Style Dictionary 3's format") == true)
        let rules = report.warnings.filter {
            $0.problem.message.contains("by Style Dictionary's category/type/item rule")
        }
        #expect(rules.count == 3, "one per category: \(rules)")
        #expect(rules.contains { $0.problem.message.contains("in the category 'size' read as dimensions (in rem") })
        let skipped = report.warnings.first { $0.problem.message.contains("'content.icon.email' was not imported") }
        #expect(skipped?.problem.message.contains("category 'content'") == true, "what the rule cannot type is skipped")
    }

    /// Style Dictionary's own example (`examples/complete`) types its tokens as its transforms
    /// match them: `fontSize` and `dimension` sizes without a unit (`size/rem`: 1 is 16pt on iOS),
    /// `time` in milliseconds, `content` an icon font's glyphs. Its `asset` type, which Tokens Studio
    /// writes too, made it read as Tokens Studio's: 1pt sizes, durations and glyphs refused.
    @Test func styleDictionaryTypesReadAsItsTransformsDo() throws {
        let report = importing(
            ##"""
            {"size": {"font": {"medium": {"value": "1", "type": "fontSize"}},
                      "padding": {"small": {"value": "0.5", "type": "dimension"}}},
             "time": {"transition": {"short": {"value": "200", "type": "time"}}},
             "content": {"icon": {"home": {"value": "\ue001", "type": "content"}}},
             "asset": {"logo": {"value": "assets/logo.png", "type": "asset"}}}
            """##
        )
        let note = try #require(formatWarnings(report).first).problem.message
        #expect(note.contains("Style Dictionary 3's format (type 'fontSize')"), "\(note)")
        let tokens = report.value?.tokens ?? TokenSet()
        #expect(tokens[Dimension.self, "size.font.medium"] == Dimension(1, .rem))
        #expect(tokens[Dimension.self, "size.padding.small"] == Dimension(0.5, .rem))
        #expect(tokens[.duration, "time.transition.short"] == .duration(ThemeDuration(200, .milliseconds)))
        #expect(tokens["content.icon.home"] == .text("\u{E001}"))
    }

    /// Tokens Studio copies Figma's style names into weight tokens: Calcite's `Demi`, Bekk's
    /// `Expanded Medium`, Cosnova's `ExtraCondensed Medium` were refused; their weight word is read,
    /// as a font's style name is, and a name with none is still refused.
    @Test func figmaStyleNamesAsWeightsReadTheirWeightWord() throws {
        let report = DTCGImporter().decode(
            Array(
                ##"""
                {"w": {"a": {"value": "Demi", "type": "fontWeights"},
                       "b": {"value": "Expanded Medium", "type": "fontWeights"},
                       "c": {"value": "ExtraCondensed Medium", "type": "fontWeights"},
                       "d": {"value": "Wobbly", "type": "fontWeights"}}}
                """##.utf8
            ),
            file: "weights.json"
        )
        let tokens = report.value?.tokens ?? TokenSet()
        #expect(tokens[.fontWeight, "w.a"] == .fontWeight(.semiBold))
        #expect(tokens[.fontWeight, "w.b"] == .fontWeight(.medium))
        #expect(tokens[.fontWeight, "w.c"] == .fontWeight(.medium))
        #expect(report.unreadableTokens.map { $0.problem.message.contains("'Wobbly'") } == [true])
    }

    /// A typography whose font size refers to a token that could not be read said "see the warning
    /// at it", where there was none: the problem is the referenced token's, and it is named.
    @Test func aValueThatFailsThroughAnUnreadableReferenceNamesIt() throws {
        let report = DTCGImporter().decode(
            Array(
                ##"""
                {"size": {"h1": {"value": "{nothing.here}", "type": "fontSizes"}},
                 "type": {"h1": {"value": {"fontFamily": "Inter", "fontSize": "{size.h1}"}, "type": "typography"}}}
                """##.utf8
            ),
            file: "tokens.json"
        )
        let skipped = report.unreadableTokens.map(\.problem.message)
        #expect(skipped.contains { $0.contains("'size.h1' was not imported") }, "\(skipped)")
        #expect(
            skipped.contains { $0.contains("it refers to 'size.h1', which was not imported") },
            "\(skipped)"
        )
        #expect(!skipped.contains { $0.contains("see the warning at it") })
    }

    /// Formats before DTCG's prefixes let a token carry metadata of its own (Arduino's `scope`,
    /// Workday's `fallback`, 659 in one sweep): each was an "unknown key" warning that listed
    /// DTCG's `$` names. They are counted in the file's one warning instead.
    @Test func tokensOwnMetadataInOlderFormatsIsCountedNotWarnedAboutEach() throws {
        let report = ThemeFileFormat.dtcg.decode(
            Array(
                ##"""
                {"a": {"value": "#000000", "type": "color", "scope": "comment", "fallback": "black"},
                 "b": {"value": "#ffffff", "type": "color", "scope": "string"}}
                """##.utf8
            ),
            file: "tokens.json"
        )
        #expect(try report.get().tokens.values(of: ThemeColor.self).count == 2)
        #expect(!report.warnings.contains { $0.problem.message.contains("unknown key") }, "\(report.warnings)")
        let summary = report.warnings.map(\.problem.message).first { $0.contains("read as far as they go") } ?? ""
        #expect(summary.contains("3 members of tokens' own metadata ignored"), "\(summary)")
    }

    /// Equinor builds its colour ramps with OKLCH functions (`set_chroma(set_lightness({anchor},
    /// 0.9), … * chroma({anchor}))`): 210 colours and everything that refers to them were refused.
    @Test func oklchFunctionsComputeColoursAndNumbers() throws {
        let report = ThemeFileFormat.dtcg.decode(
            Array(
                ##"""
                {"input": {"blue": {"$value": "oklch(0.5857, 0.135751, 240.6802)", "$type": "color"},
                           "scale": {"$value": "0.6", "$type": "number"}, "weight": {"$value": "0.5", "$type": "number"}},
                 "anchor": {"c": {"$value": "chroma({input.blue})", "$type": "number"},
                            "h": {"$value": "hue({input.blue})", "$type": "number"}},
                 "ramp": {"1": {"$value": "set_chroma(set_lightness({input.blue}, {input.scale}), {input.weight} * {anchor.c})",
                                "$type": "color"},
                          "grey": {"$value": "set_chroma({input.blue}, 0)", "$type": "color"},
                          "bad": {"$value": "set_lightness({input.blue}, 7)", "$type": "color"}}}
                """##.utf8
            ),
            file: "tokens.json"
        )
        let tokens = report.value?.tokens ?? TokenSet()
        #expect(tokens[Double.self, "anchor.c"].map { abs($0 - 0.135751) < 1e-9 } == true)
        #expect(tokens[Double.self, "anchor.h"].map { abs($0 - 240.6802) < 1e-9 } == true)
        let ramp = try #require(tokens[ThemeColor.self, "ramp.1"]?.oklch, "\(report.warnings)")
        #expect(abs(ramp.lightness - 0.6) < 0.01 && abs(ramp.chroma - 0.0679) < 0.01 && abs(ramp.hue - 240.68) < 1)
        #expect(tokens[ThemeColor.self, "ramp.grey"]?.oklch.chroma ?? 1 < 0.001)
        #expect(
            report.unreadableTokens.map { $0.problem.message.contains("an OKLCH lightness is from 0 to 1") } == [true]
        )
    }

    @Test func dtcgFilesStillRefuseATypeNothingDetermines() {
        let report = importing(##"{"color": {"base": {"red": {"$value": "#FF0000"}}}}"##)
        #expect(report.value == nil)
        #expect(report.errors.first?.message.contains("its type cannot be determined") == true)
    }

    @Test func tokensStudioTypesMathAndTypographyAreRead() throws {
        let report = try importing(fixture: "tokens-studio/global.json")
        let document = try report.get()
        let tokens = document.tokens
        #expect(tokens[Dimension.self, "spacing.md"] == 8, "{spacing.base} * 2")
        #expect(tokens[Dimension.self, "spacing.lg"] == 24, "({spacing.md} + {spacing.base}) * 2")
        #expect(
            tokens[Dimension.self, "spacing.round"] == 6,
            "roundTo() rounds to whole numbers when no places are given"
        )
        #expect(tokens[Dimension.self, "fontSizes.heading"] == 24)
        #expect(tokens[Dimension.self, "letterSpacing.tight"] == Dimension(-0.02, .em), "% of the size")
        #expect(tokens[Double.self, "opacity.disabled"] == 0.4)
        #expect(tokens[Double.self, "lineHeights.normal"] == 1.5)
        let body = try #require(document.fonts[.body], "font.body is the body style")
        #expect(body.family == .named("IBM Plex Sans"))
        #expect(body.lineHeight == 1.5)
        #expect(body.letterSpacing == Dimension(-0.02, .em))
        let quote = try #require(document.fonts[.quote])
        #expect(quote.weight == .bold)
        #expect(quote.traits.contains(.italic), "'Bold Italic'")
        #expect(quote.lineHeight == nil, "AUTO is the font's own")
        #expect(formatWarnings(report).first?.problem.message.contains("Tokens Studio's format") == true)
        #expect(tokens[.text, "textCase.upper"] != nil, "a textCase is text")
        #expect(tokens[.shadow, "shadow.card"] != nil, "a boxShadow is a shadow")
        #expect(!report.warnings.contains { $0.problem.message.contains("sans-serif") })
    }

    @Test func mathThatCannotBeEvaluatedSkipsTheTokenWithAWarning() throws {
        let report = importing(
            ##"""
            {"size": {"a": {"value": "4px", "type": "sizing"}, "b": {"value": "1rem", "type": "sizing"},
              "mixed": {"value": "{size.a} + {size.b}", "type": "sizing"},
              "zero": {"value": "{size.a} / 0", "type": "sizing"},
              "ok": {"value": "-{size.a} * -3", "type": "sizing"}}}
            """##
        )
        let document = try report.get()
        #expect(document.tokens[Dimension.self, "size.ok"] == 12)
        #expect(document.tokens[Dimension.self, "size.mixed"] == nil)
        #expect(report.warnings.contains { $0.problem.message.contains("it adds 'px' to 'rem'") })
        #expect(report.warnings.contains { $0.problem.message.contains("it divides by zero") })
    }

    /// Supabase's Tokens Studio export (MildTomato/supabase-design-tokens): a scale written
    /// `"2"`, an `other` token `"16"` that line heights multiply, and typography whose line height
    /// is such a number of pixels. Tokens Studio puts the text in the expression: the 26 text
    /// styles, the spacing scale and the line heights were all skipped.
    @Test func tokensStudioMathReadsNumbersWrittenWithoutAUnitAsNumbers() throws {
        let report = importing(
            ##"""
            {"spacing": {"scale": {"value": "2", "type": "spacing"}, "xs": {"value": "4", "type": "spacing"},
               "sm": {"value": "{spacing.xs} * {spacing.scale}", "type": "spacing"},
               "md": {"value": "{spacing.sm} * {spacing.scale}", "type": "spacing"}},
             "base": {"value": "16", "type": "other"},
             "lineHeights": {"base": {"value": "{base} * 1.5", "type": "lineHeights"},
               "ratio": {"value": "1.25", "type": "lineHeights"}},
             "fontSizes": {"base": {"value": "16", "type": "fontSizes"}},
             "text": {
               "body": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400",
                 "fontSize": "{fontSizes.base}", "lineHeight": "{lineHeights.base}"}},
               "tight": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "400",
                 "fontSize": "{fontSizes.base}", "lineHeight": "{lineHeights.ratio}"}}}}
            """##
        )
        let document = try report.get()
        let tokens = document.tokens
        #expect(tokens[Dimension.self, "spacing.sm"] == 8, "'4' times '2', not a length times a length")
        #expect(tokens[Dimension.self, "spacing.md"] == 16)
        #expect(tokens[.text, "base"] == .text("16"), "an 'other' token is text")
        #expect(tokens[Double.self, "lineHeights.base"] == 24)
        guard case .font(let body)? = tokens[.font, "text.body"], case .font(let tight)? = tokens[.font, "text.tight"]
        else {
            Issue.record("typography skipped: \(report.warnings.map(\.problem.message))")
            return
        }
        #expect(body.lineHeight == 1.5, "24 is pixels: 24pt on a 16pt size")
        #expect(tight.lineHeight == 1.25, "a small number is a multiple of the size")
        #expect(
            report.warnings.contains {
                $0.problem.message.contains("line height 24") && $0.problem.message.contains("1.5 times")
            }
        )
    }

    /// Equinor's Tokens Studio anchors are `oklch(0.5857, 0.135751, 240.6802)`, and its ramps
    /// `set_chroma(…)` of them: CSS Color 4's spaces are read as DTCG's, and a function Palette does
    /// not read is named as such, not called "no hex colour".
    @Test func cssColorFourSpacesAreReadAndAnUnknownFunctionIsNamed() throws {
        let report = importing(
            ##"""
            {"c": {"blue": {"value": "oklch(0.5857, 0.135751, 240.6802)", "type": "color"},
                   "red": {"value": "oklch(62.8% 0.2577 29.23deg / 50%)", "type": "color"},
                   "navy": {"value": "oklch(0.3 0.06 265)", "type": "color"},
                   "lab": {"value": "lab(54.29 80.81 69.89)", "type": "color"}}}
            """##
        )
        let colors = try report.get().tokens.values(of: ThemeColor.self)
        #expect(colors["c.navy"]?.hex == "#1F2D4C")
        #expect(colors["c.blue"]?.hex == "#0084C4")
        #expect(colors["c.red"]?.hex == "#FF000080", "a percentage lightness, degrees and an alpha")
        #expect(colors["c.lab"]?.hex == "#FF0000")

        let refused = importing(
            ##"""
            {"c": {"far": {"value": "oklch(2 0.1 20)", "type": "color"},
                   "ramp": {"value": "set_saturation({c.far}, 0.1)", "type": "color"}}}
            """##
        )
        let messages = refused.errors.map(\.message)
        #expect(messages.contains { $0.contains("oklch lightness is from 0 to 1") }, "\(messages)")
        #expect(messages.contains { $0.contains("'set_saturation()' is no colour function Palette reads") })
    }

    @Test func tokensStudioSingleFileSetsAreReadInTheirOrder() throws {
        let report = try importing(fixture: "tokens-studio-single.json")
        let document = try report.get()
        #expect(document.palette[.primary]?.hex == "#000000", "light's alias into global, without the set's name")
        #expect(document.tokens[ThemeColor.self, "colors.overlay"]?.hex == "#00000080", "rgba({colors.black}, 0.5)")
        #expect(document.tokens[ThemeColor.self, "colors.mist"]?.hex == "#F1F5F9", "hsl(210, 40%, 96%)")
        let warning = try #require(formatWarnings(report).first)
        #expect(warning.problem.message.contains("one set in order: 'global', 'light'"))

        let sets = TokensStudioSets(
            metadata: try JSONParser.read(#"{"tokenSetOrder": ["b", "a", "c"]}"#, options: .strict),
            themes: try JSONParser.read(
                #"[{"name": "One", "selectedTokenSets": {"a": "source", "b": "enabled"}}, {"name": "Two", "selectedTokenSets": {"a": "source", "d": "disabled"}}]"#,
                options: .strict
            )
        )
        let plan = sets.plan(available: ["a", "b", "c", "d"])
        // Sets no theme uses first, then sources, then enabled sets: each later one overrides.
        #expect(plan.map(\.name) == ["c", "d", "a", "b"], "c and d no theme uses, a is a source")
        #expect(plan.map(\.isReferenceOnly) == [true, true, true, false])
        #expect(sets.setsNoThemeUses(available: ["a", "b", "c", "d"]) == ["c", "d"])
        let unused = try #require(sets.unusedSetsWarning(available: ["a", "b", "c", "d"], location: nil))
        #expect(unused.message.contains("the token sets 'c', 'd', which no theme enables,"), "\(unused.message)")
    }

    /// Tokens Studio (Figma Tokens before it) still reads references written `$colors.primary`;
    /// Arduino's tokens use them for 159 of 208 tokens, all lost before. Text with a `$` that
    /// names no token (`$5`) is kept as written.
    @Test func tokensStudioDollarReferencesAreReadAsAliasesInSetsMathAndColourFunctions() throws {
        let report = importing(
            ##"""
            {"core": {"teal": {"value": "#008184", "type": "color"}, "space": {"value": "4", "type": "spacing"},
                      "fade": {"value": "0.5", "type": "opacity"}},
             "ide": {"accent": {"value": "$teal", "type": "color"},
                     "wide": {"value": "$space * 2", "type": "spacing"},
                     "halo": {"value": "rgba($teal, 0.5)", "type": "color"},
                     "price": {"value": "$5", "type": "other"}}}
            """##
        )
        let document = try #require(report.value, "\(report.errors)")
        #expect(document.tokens[ThemeColor.self, "accent"]?.hex == "#008184", "inside its set, as braces name it")
        #expect(document.tokens[Dimension.self, "wide"] == 8, "inside math")
        #expect(document.tokens[ThemeColor.self, "halo"]?.hex == "#00818480", "inside a colour function")
        #expect(document.tokens["price"] == .text("$5"), "names no token: text as written")
        #expect(document.tokens.aliases[TokenSlot(.color, "accent")] != nil, "still follows its target")
        let note = try #require(formatWarnings(report).first).problem.message
        #expect(note.contains("its 3 references written '$name' as '{name}'"), "\(note)")
        // Such references alone tell Tokens Studio's format.
        let alone = importing(
            ##"{"teal": {"value": "#008184", "type": "color"}, "accent": {"value": "$teal", "type": "color"}}"##
        )
        #expect(try alone.get().tokens[ThemeColor.self, "accent"]?.hex == "#008184")
        #expect(
            formatWarnings(alone).first?.problem.message.contains("references written '$name' such as '$teal'") == true
        )
        // Outside Tokens Studio's format a `$` is no reference: DTCG 2025.10 has none.
        let dtcg = importing(
            ##"{"teal": {"$value": "#008184", "$type": "color"}, "accent": {"$value": "$teal", "$type": "color"}}"##
        )
        #expect(dtcg.value == nil)
    }

    /// Tokens Studio writes a gradient as a colour token whose value is CSS's `linear-gradient()`;
    /// Arduino's tokens have three, refused as colours before. They are gradient tokens now.
    @Test func tokensStudioLinearGradientColoursAreGradientTokens() throws {
        let text = ##"""
            {"teal": {"value": "#7fcbcd", "type": "color"},
             "clouds": {"value": "linear-gradient(270deg, #ecf1f1 5.21%, rgba(236, 241, 241, 0.5) 65.1%, {teal})",
                        "type": "color"},
             "down": {"value": "linear-gradient(to bottom, #000, #fff);", "type": "color"},
             "accent": {"value": "{down}", "type": "color"}}
            """##
        let report = importing(text)
        let tokens = report.value?.tokens ?? TokenSet()
        func gradient(_ path: TokenPath) -> ThemeGradient? {
            if case .gradient(let gradient)? = tokens[.gradient, path] { return gradient }
            return nil
        }
        let clouds = try #require(gradient("clouds"), "\(report.warnings)")
        #expect(clouds.stops.map(\.color.hex) == ["#ECF1F1", "#ECF1F180", "#7FCBCD"])
        #expect(clouds.stops.map(\.position) == [0.0521, 0.651, 1], "the last stop, without a position, at the end")
        #expect(gradient("down")?.stops.map(\.position) == [0, 1], "a CSS declaration's ';' is no part of it")
        #expect(gradient("accent") == gradient("down"), "a colour token that refers to a gradient is that gradient")
        let radial = importing(##"{"ring": {"value": "radial-gradient(#000, #fff)", "type": "color"}}"##)
        #expect(
            radial.errors.contains { $0.message.contains("'radial-gradient()' has no DTCG form") },
            "\(radial.errors)"
        )
        let lenient = ThemeFileFormat.dtcg.decode(Array(text.utf8), file: "tokens.json")
        #expect(
            formatWarnings(lenient).first?.problem.message.contains("colours written as CSS gradients such as") == true
        )
        let summary = lenient.warnings.map(\.problem.message).first { $0.contains("read as far as they go") } ?? ""
        #expect(summary.contains("2 colours written as CSS's 'linear-gradient()' read as gradients"), "\(summary)")
        #expect(summary.contains("1 gradient direction left to whoever draws it"), "\(summary)")
    }

    @Test func cssLinearGradientsPlaceTheirStopsAsCSSDoes() throws {
        let spread = try CSSLinearGradient.parse("linear-gradient(red, green, blue 80%, white, black)")
        #expect(spread.angle == nil)
        #expect(spread.stops.map(\.position) == [0, 0.4, 0.8, 0.9, 1])
        let twice = try CSSLinearGradient.parse("linear-gradient(0.25turn, red 0% 50%, blue 30%)")
        #expect(twice.angle == 90)
        #expect(twice.stops.map(\.color) == ["red", "red", "blue"])
        #expect(twice.stops.map(\.position) == [0, 0.5, 0.5], "no stop before the one ahead of it")
        #expect(try CSSLinearGradient.parse("linear-gradient(to top left, red, blue)").angle == 315)
        for bad in [
            "linear-gradient(red, 50%, blue)", "linear-gradient(red 10px, blue)", "linear-gradient(to up, red)",
        ] {
            #expect(throws: CSSLinearGradient.Problem.self, "\(bad)") { try CSSLinearGradient.parse(bad) }
        }
    }

    @Test func aSingleFileExportWithoutThemesOrMetadataIsReadAsItsSets() throws {
        let report = try importing(fixture: "tokens-studio-sets-only.json")
        let document = try report.get()
        #expect(document.palette[.primary]?.hex == "#0055FF", "light's alias into global, without the set's name")
        #expect(document.palette[.onBackground]?.hex == "#1E293B")
        #expect(document.tokens[ThemeColor.self, "colors.blue"]?.hex == "#0055FF", "not 'global.colors.blue'")
        #expect(document.tokens[ThemeColor.self, "global.colors.blue"] == nil)
        let warning = try #require(formatWarnings(report).first)
        #expect(warning.problem.message.contains("one set in order: 'global', 'light'"))
    }

    @Test func aFileWhoseReferencesNameItsOwnTopLevelPathsIsNoSetExport() throws {
        let root = try JSONParser.read(
            #"""
            {"color": {"blue": {"value": "#0055ff", "type": "color"}},
             "theme": {"primary": {"value": "{color.blue}", "type": "color"}}}
            """#,
            options: .strict
        )
        #expect(TokensStudioSets(file: root, limits: .default) == nil)
        let sets = try JSONParser.read(
            #"""
            {"core": {"blue": {"value": "#0055ff", "type": "color"}},
             "theme": {"primary": {"value": "{blue}", "type": "color"}}}
            """#,
            options: .strict
        )
        #expect(TokensStudioSets(file: sets, limits: .default) != nil)
    }

    @Test func styleDictionaryReferencesWithSpacesInsideTheBracesNameThePath() throws {
        #expect(AliasSyntax.alias(in: "{ color.blue700 }") == .path(["color", "blue700"]))
        #expect(AliasSyntax.alias(in: "{\tcolor.blue700}") == .path(["color", "blue700"]))
        #expect(AliasSyntax.alias(in: "{a . b}") == .path(["a ", " b"]), "spaces inside a path are its names'")
        #expect(AliasSyntax.isPadded("{ color.blue700 }") && !AliasSyntax.isPadded("{color.blue700}"))
        #expect(AliasSyntax.alias(in: "{ }") == .malformed("an alias names a token: '{group.token}'"))
        // A real Tokens Studio file wrote `{global.grey.200} 80%`: its alias is closed, text follows.
        #expect(
            AliasSyntax.alias(in: "{global.grey.200} 80%")
                == .malformed("an alias is the whole string, from '{' to '}'; text follows its '}'")
        )
        #expect(AliasSyntax.alias(in: "{global.grey.200") == .malformed("an alias needs its closing '}'"))
        let json = ##"""
            {"color": {"blue700": {"value": "#1d4ed8", "type": "color"},
                       "primary": {"value": "{ color.blue700 }", "type": "color"}}}
            """##
        let lenient = DTCGImporter().decode(
            Array(json.utf8),
            file: "tokens.json",
            options: ImportOptions(conformance: .lenient)
        )
        #expect(try lenient.get().palette[.primary]?.hex == "#1D4ED8")
        #expect(!lenient.warnings.contains { $0.problem.message.contains("padding") }, "import reads it without a word")
        // As `palette validate` reads it.
        let checked = importing(json)
        #expect(try checked.get().palette[.primary]?.hex == "#1D4ED8")
        let note = try #require(checked.warnings.first { $0.problem.message.contains("padding") })
        #expect(note.problem.message.contains("the reference '{ color.blue700 }' read as '{color.blue700}'"))
        #expect(note.problem.location?.path == "color.primary.value")
    }

    @Test func tokensStudioColourMathTakesItsAlphaFromANumberToken() throws {
        let report = try importing(fixture: "tokens-studio-sets-only.json")
        let document = try report.get()
        #expect(
            document.tokens[ThemeColor.self, "color.scrim"]?.hex == "#00000080",
            "rgba({colors.black}, {opacity.50})"
        )
        #expect(document.tokens[ThemeColor.self, "color.shade"]?.hex == "#00000040", "rgba({colors.black}, 0.25)")
        let spelled = importing(
            ##"""
            {"opacity": {"half": {"value": "50%", "type": "opacity"}},
             "color": {"veil": {"value": "rgba(255, 255, 255, {opacity.half})", "type": "color"}}}
            """##
        )
        #expect(try spelled.get().tokens[ThemeColor.self, "color.veil"]?.hex == "#FFFFFF80", "rgba(r, g, b, {opacity})")
        let outOfRange = importing(
            ##"""
            {"colors": {"black": {"value": "#000000", "type": "color"}, "many": {"value": "3", "type": "opacity"},
                        "bad": {"value": "rgba({colors.black}, {colors.many})", "type": "color"}}}
            """##
        )
        let problems = outOfRange.errors.map(\.message) + outOfRange.warnings.map(\.problem.message)
        #expect(problems.contains { $0.contains("the alpha of 'rgba({color}, alpha)'") }, "\(problems)")
    }

    @Test func workdayColourObjectsUnderAnUnprefixedValueAreColours() throws {
        let report = try importing(fixture: "workday-canvas.json")
        let document = try report.get()
        #expect(document.tokens[ThemeColor.self, "brand.primary.base"]?.hex == "#0875E1")
        #expect(document.tokens.descriptions["brand.primary.base"] == "Primary brand colour")
    }

    @Test func spectrumTokensAreTypedByTheirSchema() throws {
        let folder = TokenSetFixtures.url("spectrum")
        let files = ["color-palette.json", "layout.json"].map { folder.appendingPathComponent($0) }
        let report = DTCGImporter().decode(
            files: try files.map { .init(json: Array(try Data(contentsOf: $0)), file: $0.lastPathComponent) },
            options: .asDeclared
        )
        let document = try report.get()
        #expect(document.tokens[ThemeColor.self, "accent-background-color-default"]?.hex == "#3B63FB", "alias to rgb()")
        #expect(document.tokens[ThemeColor.self, "gray-50.sets.dark"]?.hex == "#1D1D1D")
        #expect(document.tokens[Dimension.self, "border-width-200"] == 2)
        #expect(document.tokens[Double.self, "disabled-opacity"] == 0.3)
        #expect(formatWarnings(report).count == 1)
        #expect(formatWarnings(report).first?.problem.message.contains("Adobe Spectrum's format") == true)
        #expect(report.warnings.contains { $0.problem.message.contains("'text-transform'") })
        #expect(
            !report.warnings.contains { $0.problem.message.contains("unknown key") },
            "uuid and $schema are its own"
        )
    }

    @Test func aMappedPathThatNamesNoTokenIsAnErrorWithTheClosestPath() throws {
        var importer = DTCGImporter()
        try importer.mapping.map("colors.orang.500", to: "primary")
        let report = importer.decode(
            Array(##"{"colors": {"orange": {"500": {"$type": "color", "$value": "#ED8936"}}}}"##.utf8),
            file: "sd.json",
            options: .asDeclared
        )
        #expect(report.value == nil)
        let error = try #require(report.errors.first)
        #expect(error.message.contains("unresolved reference 'colors.orang.500'"))
        #expect(error.message.contains("did you mean 'colors.orange.500'?"))
    }
}
