import Palette
import Testing

@testable import PaletteFormats

/// Tokens Studio's `composition` tokens are Palette's named styles: a sweep over real token files
/// found 137 of them refused as "Palette has no such tokens", 134 in one file.
struct TokensStudioCompositionTests {
    private func importing(_ json: String) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: "tokens.json", options: ImportOptions(conformance: .lenient))
    }

    private func style(_ name: String, in document: ThemeDocument) -> StyleDefinition? {
        document.styles.first { $0.name == name }
    }

    private func value(_ key: String, of style: StyleDefinition?) -> StyleValue? {
        style?.properties.first { $0.key == key }?.value
    }

    @Test func aCompositionIsAStyleWhoseReferencesNameTheirTokensAndWhoseValuesStay() throws {
        let report = importing(
            ##"""
            {"global": {
              "colors": {"primary": {"value": "#3366ff", "type": "color"}},
              "spacing": {"sm": {"value": "8", "type": "spacing"}},
              "type": {"body": {"value": {"fontFamily": "Inter", "fontSize": "16"}, "type": "typography"}},
              "button": {"primary": {"type": "composition", "value": {
                "fill": "{colors.primary}", "verticalPadding": "{spacing.sm}", "typography": "{type.body}",
                "opacity": "0.9", "itemSpacing": "4px", "textCase": "uppercase", "background": "#ff0000"}}}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}
            """##
        )
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens.map(\.problem.message))")
        let document = try report.get()
        let button = style("button.primary", in: document)
        #expect(
            button?.properties.map(\.key) == [
                "fill", "verticalPadding", "typography", "opacity", "itemSpacing", "textCase", "background",
            ]
        )
        #expect(value("fill", of: button) == .token(.color, "colors.primary"))
        #expect(value("verticalPadding", of: button) == .token(.dimension, "spacing.sm"))
        #expect(value("typography", of: button) == .token(.font, "type.body"))
        #expect(value("opacity", of: button) == .number(0.9))
        #expect(value("itemSpacing", of: button) == .number(4))
        #expect(value("textCase", of: button) == .string("uppercase"))
        // A property no type is named after holds what its value reads as.
        #expect(value("background", of: button) == .color(ThemeColor(red: 1, green: 0, blue: 0)))
        let summary = report.warnings.map(\.problem.message).first { $0.contains("read as far as they go") }
        #expect(summary?.contains("1 composition read as a style") == true, "\(summary ?? "no summary")")
    }

    @Test func theOlderListFormIsReadTheSame() throws {
        let document = try importing(
            ##"""
            {"colors": {"white": {"value": "#ffffff", "type": "color"}},
             "chip": {"type": "composition", "value": [
               {"property": "fill", "value": "{colors.white}"}, {"property": "sizing", "value": "40"}]}}
            """##
        ).get()
        let chip = style("chip", in: document)
        #expect(value("fill", of: chip) == .token(.color, "colors.white"))
        #expect(value("sizing", of: chip) == .number(40))
    }

    @Test func aNestedCompositionIsASuperstyleAndValuesAStyleCannotHoldAreTokensOfTheirOwn() throws {
        let document = try importing(
            ##"""
            {"base": {"type": "composition", "value": {"borderRadius": "4"}},
             "card": {"type": "composition", "value": {"composition": "{base}",
               "boxShadow": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000033", "type": "dropShadow"},
               "paddingTop": "1.5rem", "border": {"color": "#ff0000", "width": "1", "style": "solid"}}}}
            """##
        ).get()
        let card = style("card", in: document)
        #expect(card?.superstyles == ["base"])
        #expect(card?.properties.map(\.key) == ["boxShadow", "paddingTop", "border"])
        #expect(value("boxShadow", of: card) == .token(.shadow, "card.boxShadow"))
        #expect(value("paddingTop", of: card) == .token(.dimension, "card.paddingTop"))
        #expect(value("border", of: card) == .token(.border, "card.border"))
        #expect(document.tokens.values(of: ThemeShadow.self)["card.boxShadow"]?.layers.first?.offsetY == 2)
        #expect(document.tokens.values(of: Dimension.self)["card.paddingTop"] == Dimension(1.5, .rem))
        #expect(document.tokens.values(of: ThemeBorder.self)["card.border"]?.width == 1)
        #expect(document.styles.map(\.name) == ["base", "card"])
    }

    /// PB UX's buttons refer to `{spacing.button.padding}`, which holds `"{dimension.s} {dimension.m}"`.
    @Test func multiValueSpacingIsTheShorthandWhetherWrittenOrReferredTo() throws {
        let report = importing(
            ##"""
            {"button": {"base": {"type": "composition", "value": {
               "spacing": "{spacing.padding}", "padding": "8px 16px"}}},
             "dimension": {"s": {"value": "8", "type": "dimension"}, "m": {"value": "16", "type": "dimension"}},
             "spacing": {"padding": {"value": "{dimension.s} {dimension.m}", "type": "spacing"}}}
            """##
        )
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens.map(\.problem.message))")
        let document = try report.get()
        let base = style("button.base", in: document)
        #expect(value("spacing", of: base) == .token(.text, "spacing.padding"))
        #expect(value("padding", of: base) == .string("8px 16px"))
        #expect(document.tokens.values(of: String.self)["spacing.padding"] == "8px 16px")
        let warnings = report.warnings.map(\.problem.message).filter { $0.contains("'{dimension.s} {dimension.m}'") }
        #expect(warnings.count == 1, "\(warnings)")
    }

    @Test func aReferenceToARolesPathIsTheRole() throws {
        let document = try importing(
            ##"""
            {"color": {"primary": {"value": "#3366ff", "type": "color"}},
             "font": {"body": {"value": {"fontFamily": "Inter", "fontSize": "16"}, "type": "typography"}},
             "link": {"type": "composition", "value": {"fill": "{color.primary}", "typography": "{font.body}"}}}
            """##
        ).get()
        let link = style("link", in: document)
        #expect(value("fill", of: link) == .role(.primary))
        #expect(value("typography", of: link) == .fontStyle(.body))
    }

    @Test func aCompositionWithAPropertyThatCannotBeReadIsAnUnreadableTokenNamed() throws {
        let report = importing(
            ##"""
            {"colors": {"primary": {"value": "#3366ff", "type": "color"}},
             "bad": {"type": "composition", "value": {"fill": "{colors.nope}"}},
             "worse": {"type": "composition", "value": "16"},
             "good": {"type": "composition", "value": {"fill": "{colors.primary}"}}}
            """##
        )
        let messages = report.unreadableTokens.map(\.problem.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("'{colors.nope}'") && $0.hasSuffix("'bad' was not imported") })
        #expect(
            messages.contains { $0.contains("an object of properties") && $0.hasSuffix("'worse' was not imported") }
        )
        #expect(try report.get().styles.map(\.name) == ["good"])
    }

    @Test func aDTCGFileDoesNotHaveTheType() {
        let report = DTCGImporter().decode(
            Array(
                ##"""
                {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
                 "card": {"$type": "composition", "$value": {"fill": "#ffffff"}}}
                """##.utf8
            ),
            file: "tokens.json"
        )
        let problems = report.errors.map(\.message) + report.warnings.map(\.problem.message)
        #expect(problems.contains { $0.contains("'composition'") }, "\(problems)")
        #expect((try? report.get())?.styles.isEmpty ?? true)
    }

    @Test func stylesFromCompositionsComeBackThroughDTCGExport() throws {
        let document = try importing(
            ##"""
            {"colors": {"primary": {"value": "#3366ff", "type": "color"}},
             "card": {"type": "composition", "value": {"fill": "{colors.primary}", "opacity": "0.5",
               "boxShadow": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000033"}}}}
            """##
        ).get()
        #expect(document.styles.map(\.name) == ["card"])
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let exported = DTCGExporter().export(theme)
        let back = try DTCGImporter().decode(Array(exported.utf8), file: "back.tokens.json").get()
        #expect(back.styles == document.styles)
        #expect(back.tokens.values(of: ThemeShadow.self) == document.tokens.values(of: ThemeShadow.self))
    }
}
