import Foundation
import InternalPaletteUtilities
import Palette
import PaletteFormats
import Testing

/// Every DTCG 2025.10 type, and the off-spec types of Tokens Studio, becomes a Palette token of
/// its kind; the export writes each with its `$type`, and reading the export gives the same
/// tokens back.
struct DTCGDesignTokenKindTests {
    static let everyType = ##"""
        {
          "base": {
            "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}},
            "blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.11, 0.3, 0.85]}},
            "hairline": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
            "fast": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}},
            "standard": {"$type": "cubicBezier", "$value": [0.2, 0, 0, 1]}
          },
          "font": {
            "family": {
              "body": {"$type": "fontFamily", "$value": ["Inter", "-apple-system", "sans-serif"]},
              "code": {"$type": "fontFamily", "$value": "ui-monospace"},
              "alias": {"$type": "fontFamily", "$value": "{font.family.body}"}
            },
            "weight": {"strong": {"$type": "fontWeight", "$value": 650}, "bold": {"$type": "fontWeight", "$value": "bold"}}
          },
          "motion": {
            "slow": {"$type": "duration", "$value": {"value": 1.5, "unit": "s"}},
            "enter": {"$type": "transition", "$value": {"duration": "{base.fast}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{base.standard}"}},
            "ease": {"$type": "cubicBezier", "$value": "{base.standard}"}
          },
          "shadow": {
            "card": {"$type": "shadow", "$value": [
              {"color": "{base.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
              {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.08}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 12, "unit": "px"}, "spread": {"value": -2, "unit": "px"}, "inset": true}
            ]},
            "raised": {"$type": "shadow", "$value": "{shadow.card}"}
          },
          "gradient": {"hero": {"$type": "gradient", "$value": [{"color": "{base.blue}", "position": 0}, {"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 1}]}},
          "stroke": {
            "dashed": {"$type": "strokeStyle", "$value": "dashed"},
            "dots": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 2, "unit": "px"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}}
          },
          "border": {"focus": {"$type": "border", "$value": {"color": "{base.blue}", "width": "{base.hairline}", "style": "{stroke.dashed}"}}}
        }
        """##

    static func imported(_ json: String) throws -> ThemeDocument {
        let report = DTCGImporter().decode(
            Array(json.utf8),
            file: "kinds.tokens.json",
            options: ImportOptions(conformance: .strict)
        )
        #expect(report.errors.isEmpty, "\(report.errors.map(\.description))")
        return try report.get(file: "kinds.tokens.json")
    }

    @Test func everyTypeBecomesATokenOfItsKind() throws {
        let tokens = try Self.imported(Self.everyType).tokens
        #expect(tokens[.fontFamily, "font.family.body"] == .fontFamily(["Inter", "-apple-system", "sans-serif"]))
        #expect(tokens[.fontFamily, "font.family.code"] == .fontFamily(["ui-monospace"]))
        #expect(tokens[.fontWeight, "font.weight.strong"] == FontWeight(rawValue: 650).map(TokenValue.fontWeight))
        #expect(tokens[.fontWeight, "font.weight.bold"] == .fontWeight(.bold))
        #expect(tokens[.duration, "motion.slow"] == .duration(ThemeDuration(1.5, .seconds)))
        #expect(tokens[.cubicBezier, "motion.ease"] == CubicBezier(0.2, 0, 0, 1).map(TokenValue.cubicBezier))
        let enter = try #require(tokens.values(of: ThemeTransition.self)["motion.enter"])
        #expect(enter.duration == ThemeDuration(150, .milliseconds))
        #expect(enter.timingFunction.points == [0.2, 0, 0, 1])
        let card = try #require(tokens.values(of: ThemeShadow.self)["shadow.card"])
        #expect(card.layers.count == 2)
        #expect(card.layers[0].color.alpha == 0.2)
        #expect(card.layers[1].inset && card.layers[1].spread == -2)
        #expect(tokens[.shadow, "shadow.raised"] == tokens[.shadow, "shadow.card"])
        #expect(tokens.aliases[TokenSlot(.shadow, "shadow.raised")] == "shadow.card")
        #expect(tokens.values(of: ThemeGradient.self)["gradient.hero"]?.stops.count == 2)
        #expect(
            tokens[.strokeStyle, "stroke.dots"] == .strokeStyle(.dashes([2, Dimension(0.25, .rem)], lineCap: .round))
        )
        let focus = try #require(tokens.values(of: ThemeBorder.self)["border.focus"])
        #expect(focus.width == 1 && focus.style == .keyword(.dashed))
    }

    @Test func theExportCarriesEveryTypeAndReadsBackTokenForToken() throws {
        var first = try Self.imported(Self.everyType)
        // DTCG has no text or boolean type: they travel in Palette's extension of the file.
        first.tokens["label.case"] = .text("uppercase")
        first.tokens["feature.rounded"] = .boolean(true)
        let theme = try first.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let exported = DTCGExporter().export(theme)
        let root = try JSONParser.read(exported, options: .strict)
        #expect(root["shadow"]?["card"]?["$type"]?.string == "shadow")
        #expect(root["shadow"]?["raised"]?["$value"]?.string == "{shadow.card}")
        #expect(root["motion"]?["enter"]?["$type"]?.string == "transition")
        #expect(root["font"]?["family"]?["body"]?["$type"]?.string == "fontFamily")
        #expect(root["border"]?["focus"]?["$type"]?.string == "border")
        let again = try Self.imported(exported)
        #expect(again.tokens[.text, "label.case"] == .text("uppercase"))
        #expect(again.tokens[.boolean, "feature.rounded"] == .boolean(true))
        for kind in TokenKind.allCases where kind != .color && kind != .font {
            #expect(again.tokens.paths(of: kind) == first.tokens.paths(of: kind), "\(kind)")
            for path in first.tokens.paths(of: kind) {
                #expect(again.tokens[kind, path] == first.tokens[kind, path], "\(kind) \(path)")
            }
        }
        for slot in first.tokens.aliases.keys where slot.role == nil && slot.style == nil {
            #expect(again.tokens.aliases[slot] == first.tokens.aliases[slot], "\(slot)")
        }
    }

    /// Microsoft Fluent's typography (terrazzoapp/dtcg-examples) gives its family as one CSS
    /// stack: the font is its first family, the rest its fallbacks in order, as a fontFamily
    /// token's stack is; the whole stack read as one family name would find no font on device.
    @Test func aTypographysCSSStackIsItsFamilyThenItsFallbacks() throws {
        let json = ##"""
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "fonts": {
                "large": {"$type": "typography", "$value": {
                  "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, \"Helvetica Neue\", sans-serif",
                  "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400,
                  "letterSpacing": {"value": -0.2, "unit": "px"}, "lineHeight": 1.4}},
                "stack": {"$type": "fontFamily", "$value": "'Segoe UI', sans-serif"}
              }
            }
            """##
        let report = DTCGImporter().decode(Array(json.utf8), file: "fonts.tokens.json", options: .asDeclared)
        let tokens = try report.get(file: "fonts.tokens.json").tokens
        guard case .font(let font)? = tokens[.font, "fonts.large"] else {
            Issue.record("no font: \(report.errors) \(report.warnings)")
            return
        }
        #expect(font.family == .named("Segoe UI"))
        #expect(
            font.fallbackFamilies == ["Segoe UI Web (West European)", "-apple-system", "Helvetica Neue", "sans-serif"]
        )
        #expect(font.lineHeight == 1.4)
        #expect(font.letterSpacing == Dimension(-0.2))
        #expect(tokens[.fontFamily, "fonts.stack"] == .fontFamily(["Segoe UI", "sans-serif"]))
    }

    @Test func tokensStudiosOwnTypesGetAHome() throws {
        let json = ##"""
            {
              "shadow": {"$type": "boxShadow", "$value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000033", "type": "dropShadow"}},
              "case": {"$type": "textCase", "$value": "uppercase"},
              "decoration": {"$type": "textDecoration", "$value": "underline"},
              "label": {"$type": "text", "$value": "Hello"},
              "flag": {"$type": "boolean", "$value": "true"},
              "families": {"$type": "fontFamilies", "$value": "Inter, system-ui, sans-serif"},
              "opacity": {"$type": "opacity", "$value": 0.5},
              "weight": {"$type": "fontWeights", "$value": "600"}
            }
            """##
        let report = DTCGImporter().decode(
            Array(json.utf8),
            file: "studio.json",
            options: ImportOptions(conformance: .lenient)
        )
        let tokens = try report.get(file: "studio.json").tokens
        #expect(tokens[.text, "case"] == .text("uppercase"))
        #expect(tokens[.text, "decoration"] == .text("underline"))
        #expect(tokens[.text, "label"] == .text("Hello"))
        #expect(tokens[.boolean, "flag"] == .boolean(true))
        #expect(tokens[.fontFamily, "families"] == .fontFamily(["Inter", "system-ui", "sans-serif"]))
        #expect(tokens[.number, "opacity"] == .number(0.5))
        #expect(tokens[.fontWeight, "weight"] == .fontWeight(.semiBold))
        #expect(tokens[.shadow, "shadow"] != nil, "\(report.warnings.map(\.description)) \(report.errors)")
    }
}
