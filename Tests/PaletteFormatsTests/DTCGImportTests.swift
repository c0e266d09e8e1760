import Palette
import PaletteFormats
import Testing

struct DTCGColorSpaceTests {
    private func hex(_ space: DTCGColorSpace, _ c: (Double, Double, Double)) -> String {
        let rgb = space.sRGB(c)
        return ThemeColor(red: rgb.red, green: rgb.green, blue: rgb.blue).hex
    }

    /// Reference conversions from CSS Color 4 and Ottosson's OKLab post.
    @Test func convertsEverySpaceToSRGB() {
        #expect(hex(.srgb, (0.5, 0.25, 1)) == "#8040FF")
        #expect(hex(.srgbLinear, (0.2158605, 0.2158605, 0.2158605)) == "#808080")
        #expect(hex(.hsl, (120, 100, 25)) == "#008000")
        #expect(hex(.hsl, (0, 100, 50)) == "#FF0000")
        #expect(hex(.hwb, (240, 0, 0)) == "#0000FF")
        #expect(hex(.hwb, (0, 60, 60)) == "#808080")
        #expect(hex(.oklab, (0.627955, 0.224863, 0.125846)) == "#FF0000")
        #expect(hex(.oklch, (0.627955, 0.2576, 29.2339)) == "#FF0000")
        #expect(hex(.lab, (100, 0, 0)) == "#FFFFFF")
        #expect(hex(.lab, (54.2917, 80.8125, 69.8851)) == "#FF0000", "CSS's lab() for sRGB red, D50")
        #expect(hex(.lch, (0, 0, 0)) == "#000000")
        #expect(hex(.displayP3, (1, 1, 1)) == "#FFFFFF")
        #expect(hex(.a98RGB, (1, 1, 1)) == "#FFFFFF")
        #expect(hex(.rec2020, (1, 1, 1)) == "#FFFFFF")
        #expect(hex(.prophotoRGB, (1, 1, 1)) == "#FFFFFF")
        #expect(hex(.xyzD65, (0.95045592705, 1, 1.08905775076)) == "#FFFFFF")
        #expect(hex(.xyzD50, (0.96429567643, 1, 0.82510460251)) == "#FFFFFF")
    }

    @Test func displayP3RedIsOutsideSRGB() {
        let rgb = DTCGColorSpace.displayP3.sRGB((1, 0, 0))
        #expect(rgb.red > 1.05)
        #expect(rgb.green < -0.1)
    }
}

struct DTCGImportTests {
    private func importing(
        _ json: String,
        importer: DTCGImporter = DTCGImporter(),
        file: String? = "brand.tokens.json"
    ) -> DecodingReport<ThemeDocument> {
        importer.decode(Array(json.utf8), file: file, options: .asDeclared)
    }

    static let brand = """
        {
          "color": {
            "$type": "color",
            "primary": { "$value": { "colorSpace": "srgb", "components": [0.8509803921568627, 0.17647058823529413, 0.12549019607843137], "hex": "#d92d20" }, "$description": "Brand red" },
            "secondary": { "$value": "{color.navy}" },
            "neutral": { "$value": "#FFFFFF" },
            "highlight": { "$value": { "colorSpace": "hsl", "components": [190, 100, 22.5] } },
            "navy": { "$value": { "colorSpace": "oklch", "components": [0.3, 0.06, 265] } },
            "background": {
              "$root": { "$value": "#FAFAFA" },
              "tableview": { "$value": "#FFFFFF" }
            }
          },
          "font": {
            "$type": "typography",
            "heading": { "$value": { "fontFamily": "{font.families.brand}", "fontSize": { "value": 24, "unit": "px" }, "fontWeight": "semi-bold", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.1 } },
            "body": { "$value": { "fontFamily": ["Avenir Next", "system-ui"], "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.2 }, "$extensions": { "org.palette": { "textStyle": "body" } } },
            "caption": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 0.75, "unit": "rem" }, "fontWeight": 400 } },
            "quote": { "$value": { "fontFamily": "ui-serif", "fontSize": "17px", "fontWeight": "regular" }, "$extensions": { "org.palette": { "traits": ["italic"] } } },
            "families": { "$type": "fontFamily", "brand": { "$value": "Avenir Next" } }
          },
          "spacing": { "$type": "dimension", "card": { "$value": { "value": 12, "unit": "px" } }, "page": { "$value": "{spacing.card}" } },
          "opacity": { "disabled": { "$type": "number", "$value": 0.4 } },
          "motion": { "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } } },
          "weight": { "strong": { "$type": "fontWeight", "$value": "bold" } },
          "elevation": { "$type": "shadow", "card": { "$value": { "color": "#000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } } }
        }
        """

    @Test func readsADesignersFile() throws {
        let report = importing(Self.brand)
        let document = try report.get()
        #expect(document.id == "brand", "named after the file")
        #expect(document.palette[.primary]?.hex == "#D92D20")
        #expect(document.palette[.neutral] == .white)
        #expect(document.palette[.background]?.hex == "#FAFAFA", "a $root token stands for its group")
        #expect(document.tokens[ThemeColor.self, "color.background.tableview"] == .white)
        #expect(document.palette[.secondary] == document.tokens[ThemeColor.self, "color.navy"], "aliases resolve")
        #expect(document.palette[.highlight]?.hex == "#006073", "hsl(190 100% 22.5%)")
        #expect(document.tokens[ThemeColor.self, "color.navy"]?.hex == "#1F2D4C", "oklch(0.3 0.06 265)")
        #expect(document.tokens.descriptions["color.primary"] == "Brand red")
        #expect(
            document.fonts[.heading]
                == FontDescriptor(
                    family: .named("Avenir Next"),
                    size: 24,
                    weight: .semiBold,
                    traits: .tightLeading,
                    lineHeight: 1.1,
                    letterSpacing: 0
                )
        )
        #expect(
            document.fonts[.body]
                == FontDescriptor(
                    family: .named("Avenir Next"),
                    size: 17,
                    textStyle: .body,
                    lineHeight: 1.2,
                    fallbackFamilies: ["system-ui"]
                ),
            "the fallback list stays a list"
        )
        #expect(document.fonts[.caption]?.size == 12)
        #expect(document.fonts[.caption]?.writtenSize == Dimension(0.75, .rem), "the size stays in rem")
        #expect(document.fonts[.quote] == FontDescriptor(family: .system(design: .serif), size: 17, traits: .italic))
        #expect(document.tokens[Dimension.self, "spacing.page"] == 12)
        #expect(document.tokens[Double.self, "opacity.disabled"] == 0.4)
        #expect(document.tokens[.duration, "motion.fast"] == .duration(ThemeDuration(150, .milliseconds)))
        #expect(document.tokens[.fontWeight, "weight.strong"] == .fontWeight(.bold))
        #expect(document.tokens[.shadow, "elevation.card"] != nil, "a shadow is a shadow token")
        #expect(document.tokens[.fontFamily, "font.families.brand"] == .fontFamily(["Avenir Next"]))
        #expect(document.extends == nil, "every required role and style is set")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    @Test func styleDictionaryHexStringsAndPixelDimensions() throws {
        let json =
            ##"{"colors": {"$type": "color", "orange": {"500": {"$value": "#ed8936"}}}, "size": {"$type": "dimension", "small": {"$value": "4px"}}}"##
        let document = try importing(json).get()
        #expect(document.tokens[ThemeColor.self, "colors.orange.500"]?.hex == "#ED8936")
        #expect(document.tokens[Dimension.self, "size.small"] == 4)
        #expect(document.extends == "default")
    }

    @Test func missingRolesComeFromTheExtendedThemeWithAWarning() {
        let report = importing(##"{"color": {"primary": {"$type": "color", "$value": "#000000"}}}"##)
        #expect(report.value?.extends == "default")
        guard let warning = report.warnings.first, warning.problem.code == .inheritedValues,
            warning.problem.message.contains(
                "taken from 'default'; 'palette import --map PATH=ROLE' (or STYLE) sets one"
            )
        else {
            Issue.record("expected an inherited-values warning, got \(report.warnings)")
            return
        }
        let keys = warning.values
        #expect(keys.contains("color.secondary") && keys.contains("font.body") && !keys.contains("color.primary"))
        let strict = importing(
            ##"{"color": {"primary": {"$type": "color", "$value": "#000000"}}}"##,
            importer: DTCGImporter(extends: nil)
        )
        #expect(strict.value == nil)
        #expect(strict.errors.count == 7)
    }

    @Test func aliasCyclesAreReportedWithTheirChain() {
        let json =
            ##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{c}"}, "c": {"$type": "color", "$value": "{a}"}}"##
        let report = importing(json)
        let cycles = report.errors.compactMap { error -> ([String], ThemeError.Location?)? in
            error.code == .referenceCycle && error.values == ["alias"] ? (error.chain, error.location) : nil
        }
        guard let (chain, location) = cycles.first(where: { $0.0.first == "a" }) else {
            Issue.record("expected an alias cycle from 'a', got \(report.errors)")
            return
        }
        #expect(chain == ["a", "b", "c", "a"])
        #expect(location?.file == "brand.tokens.json")
        #expect(report.errors.count == 3, "each token in the cycle is reported")
    }

    @Test func unresolvedAliasesAndLongChainsAreErrors() {
        let missing = importing(##"{"a": {"$type": "color", "$value": "{nowhere.at.all}"}}"##)
        #expect(missing.errors.first?.message == "unresolved reference '{nowhere.at.all}': no token has this path")
        var limits = FormatLimits.default
        limits.maximumAliasChain = 3
        let chain =
            ##"{"$type": "number", "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{d}"}, "d": {"$value": 1}}"##
        let report = DTCGImporter().decode(
            Array(chain.utf8),
            options: ImportOptions(limits: limits, conformance: .asDeclared)
        )
        #expect(report.errors.contains { $0.code == .limitExceeded })
    }

    @Test func jsonPointerReferences() throws {
        let json =
            ##"{"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "alert": {"$type": "color", "$ref": "#/base/$value"}, "half": {"$type": "number", "$ref": "#/base/$value/components/0"}}"##
        let document = try importing(json).get()
        #expect(document.tokens[ThemeColor.self, "alert"]?.hex == "#FF0000")
        #expect(document.tokens[Double.self, "half"] == 1)
    }

    @Test func displayP3ColoursAreKeptAsTheyAre() throws {
        let json = ##"{"vivid": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}"##
        let report = importing(json)
        let vivid = try #require(try report.get().tokens[ThemeColor.self, "vivid"])
        #expect(vivid == ThemeColor(displayP3Red: 1, green: 0, blue: 0))
        #expect(!report.warnings.contains { $0.problem.message.contains("gamut") }, "nothing was clipped or mapped")
    }

    @Test func otherWideSpacesBecomeSRGBOrDisplayP3AsTheColourNeeds() throws {
        let json = ##"""
            {
              "inside": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.62796, 0.25768, 29.2339]}},
              "wide": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.64, 0.28, 29]}},
              "a98": {"$type": "color", "$value": {"colorSpace": "a98-rgb", "components": [0.3, 0.6, 0.3]}},
              "beyond": {"$type": "color", "$value": {"colorSpace": "rec2020", "components": [0, 1, 0]}}
            }
            """##
        let report = importing(json)
        let colors = try report.get().tokens.values(of: ThemeColor.self)
        #expect(colors["inside"]?.colorSpace == .sRGB && colors["inside"]?.hex == "#FF0000")
        #expect(colors["wide"]?.colorSpace == .displayP3)
        #expect(colors["a98"]?.colorSpace == .displayP3)
        // Rec. 2020's green is beyond Display P3: mapped into it, with one warning at the token.
        let beyond = try #require(colors["beyond"])
        #expect(beyond.colorSpace == .displayP3 && beyond.isInGamut(.displayP3))
        let mapped = report.warnings.filter { $0.problem.message.contains("outside the Display P3 gamut") }
        #expect(mapped.count == 1, "\(report.warnings)")
        #expect(mapped.first?.problem.message.contains("'beyond' in rec2020") == true)
        #expect(mapped.first?.problem.location?.line == 5)
        // Mapped as CSS Color 4 maps: Rec. 2020 green's lightness and hue, less chroma (the final
        // clip may move hue and lightness by up to the just-noticeable ΔE_OK 0.02).
        let rgb = DTCGColorSpace.rec2020.sRGB((0, 1, 0))
        let exact = ThemeColor(extendedSRGBRed: rgb.red, green: rgb.green, blue: rgb.blue)
        #expect(abs(beyond.oklch.hue - exact.oklch.hue) < 3 && beyond.oklch.chroma < exact.oklch.chroma)
        #expect(abs(beyond.oklch.lightness - exact.oklch.lightness) < 0.02)
    }

    @Test func cssColourStringsOfOlderFilesKeepTheirSpace() throws {
        let json = ##"{"brand": {"$type": "color", "$value": "color(display-p3 0.925 0.216 0.141)"}}"##
        let colors = try importing(json).get().tokens.values(of: ThemeColor.self)
        #expect(colors["brand"] == ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141))
    }

    @Test func unsupportedColourSpacesUseTheHexFallback() throws {
        let json =
            ##"{"x": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0], "hex": "#123456"}}}"##
        let report = importing(json)
        #expect(try report.get().tokens[ThemeColor.self, "x"]?.hex == "#123456")
        #expect(report.warnings.contains { $0.problem.message.contains("colour space 'cmyk'") })
        #expect(
            importing(##"{"x": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}"##).errors
                .count == 1
        )
    }

    @Test func badValuesAreErrorsWithTheirPlace() {
        let json = """
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}},
             "d": {"$type": "dimension", "$value": {"value": 4, "unit": "em"}},
             "w": {"$type": "fontWeight", "$value": "chunky"},
             "bad{name": {"$type": "number", "$value": 1}}
            """
        let report = importing(json)
        #expect(report.errors.map { $0.location?.line } == [1, 3, 4])
        #expect(report.errors.map { $0.location?.path } == ["c.$value.components", "w.$value", #"["bad{name"]"#])
    }

    @Test func familiesNamedLikePalettesSystemFamiliesMeanThemOrAreRefused() throws {
        // Found by the theme-files fuzzer: a family called "system-0i" imported as a named
        // family, which the Palette document it was exported to could not read back.
        func typography(_ family: String) -> String {
            #"{"t": {"$type": "typography", "$value": {"fontFamily": ""# + family
                + #"", "fontSize": "17px", "fontWeight": 400}}}"#
        }
        #expect(
            try importing(typography("System-Serif")).get().tokens[FontDescriptor.self, "t"]?.family
                == .system(design: .serif)
        )
        #expect(try importing(typography("system")).get().tokens[FontDescriptor.self, "t"]?.family == .system)
        let report = importing(typography("system-0i"))
        #expect(report.errors.isEmpty, "one font Palette cannot hold does not stop the import")
        #expect(try report.get().tokens[FontDescriptor.self, "t"] == nil)
        let skipped = report.warnings.filter { $0.problem.message.contains("'t' was not imported") }
        #expect(skipped.count == 1)
        #expect(skipped.first?.problem.message.contains("unknown system design") == true)
    }

    @Test func explicitMappingPutsAnyPathOnARoleOrStyle() throws {
        var mapping = DTCGMapping.default
        try mapping.map("colors.orange.500", to: "primary")
        try mapping.map("text.body", to: "fonts.body")
        #expect(throws: ThemeError.self) { try mapping.map("x", to: "tertiary") }
        let json =
            ##"{"colors": {"orange": {"500": {"$type": "color", "$value": "#ed8936"}}}, "text": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "15px", "fontWeight": 400}}}}"##
        let document = try DTCGImporter(mapping: mapping).decode(Array(json.utf8), options: .asDeclared).get()
        #expect(document.palette[.primary]?.hex == "#ED8936")
        #expect(document.tokens[ThemeColor.self, "colors.orange.500"]?.hex == "#ED8936", "kept at its own path too")
        #expect(document.fonts[.body]?.family == .named("Inter"))
        #expect(DTCGMapping.default.roles(for: "color.on-primary") == [.onPrimary])
        #expect(DTCGMapping.default.roles(for: "color.ON_SURFACE") == [.onSurface])
        #expect(DTCGMapping.default.roles(for: "color.brand").isEmpty)
    }

    @Test func filesAreMergedAsStyleDictionaryMergesSources() throws {
        let sizes = ##"{"dimensions": {"$type": "dimension", "7": {"$value": "28px"}}}"##
        let text =
            ##"{"text": {"heading": {"$type": "typography", "$value": {"fontFamily": "Open Sans, sans-serif", "fontSize": "{dimensions.7}", "fontWeight": "bold"}}}, "dimensions": {"7": {"$type": "dimension", "$value": "30px"}}}"##
        let report = DTCGImporter().decode(
            files: [
                .init(json: Array(sizes.utf8), file: "dimensions.json"),
                .init(json: Array(text.utf8), file: "text.json"),
            ],
            options: .asDeclared
        )
        let document = try report.get()
        #expect(document.id == "dimensions")
        #expect(
            document.tokens[FontDescriptor.self, "text.heading"]
                == FontDescriptor(
                    family: .named("Open Sans"),
                    size: 30,
                    weight: .bold,
                    fallbackFamilies: ["sans-serif"]
                )
        )
        let duplicate = report.warnings.first { $0.problem.code == .duplicateDefinition }
        #expect(duplicate?.problem.location?.file == "text.json")
        #expect(
            duplicate?.problem.message
                == "'dimensions.7' is defined again: this replaces the definition in 'dimensions.json' at 1:44"
        )
    }

    @Test func paletteExtensionsNameTheTheme() throws {
        let json =
            ##"{"$extensions": {"org.palette": {"id": "acme", "name": "Acme", "extends": "midnight"}}, "x": {"$type": "number", "$value": 1}}"##
        let document = try importing(json).get()
        #expect(document.id == "acme")
        #expect(document.name == "Acme")
        #expect(document.extends == "midnight")
    }

    @Test func identifiersFromFileNames() {
        #expect(FileShape.identifier(fromFile: "design/Brand Tokens.tokens.json") == "brand-tokens")
        #expect(FileShape.identifier(fromFile: nil) == "imported")
    }

    @Test func tokenPathsAreAsLongAsTheLimitsAllow() {
        let path = String(repeating: "p", count: 1_500)
        let dtcg = Array(#"{"\#(path)": {"$type": "number", "$value": 1}}"#.utf8)
        #expect(DTCGImporter().decode(dtcg, options: .asDeclared).errors.count == 1)
        var limits = FormatLimits.default
        limits.maximumPathLength = 2_000
        #expect(
            DTCGImporter().decode(dtcg, options: ImportOptions(limits: limits, conformance: .asDeclared)).errors.isEmpty
        )
    }
}
