import Foundation
import Palette
import PaletteFormats
import Testing

/// Tokens of the kinds design tokens carry beyond colours, dimensions, fonts, numbers and
/// images: read from and written to theme documents, and read through ``Token`` keys with the
/// fallback chain of every key.
struct DesignTokenKindTests {
    static let document = ##"""
        {"formatVersion": 1, "id": "kinds", "extends": "default",
         "tokens": {
          "shadows": {
            "shadow.card": [{"color": "#0000001F", "offsetX": 0, "offsetY": 1, "blur": 3, "spread": 0},
                            {"color": "#00000014", "offsetX": 0, "offsetY": 4, "blur": 12, "spread": -2, "inset": true}],
            "shadow.raised": "{shadow.card}"
          },
          "gradients": {"gradient.hero": [{"color": "#FF0000", "position": 0}, {"color": "#0000FF", "position": 1}]},
          "borders": {"border.focus": {"color": "#1D4ED8", "width": 2, "style": "dashed"}},
          "strokeStyles": {"stroke.dots": {"dashArray": [2, "0.5rem"], "lineCap": "round"}},
          "durations": {"motion.fast": "150ms", "motion.slow": "1.5s"},
          "cubicBeziers": {"easing.standard": [0.2, 0, 0, 1]},
          "transitions": {"transition.enter": {"duration": "200ms", "delay": "0ms", "timingFunction": [0.2, 0, 0, 1]}},
          "fontFamilies": {"font.family.body": ["Inter", "-apple-system", "sans-serif"]},
          "fontWeights": {"font.weight.strong": 650},
          "texts": {"text.case": "uppercase"},
          "booleans": {"feature.rounded": true}
         }}
        """##

    @Test func everyKindIsReadFromItsSectionAndWrittenBackTheSame() throws {
        let document = try ThemeDocument(json: Self.document)
        let tokens = document.tokens
        #expect(tokens.values(of: ThemeShadow.self)["shadow.card"]?.layers.count == 2)
        #expect(tokens.values(of: ThemeShadow.self)["shadow.card"]?.layers[1].inset == true)
        #expect(tokens.aliases[TokenSlot(.shadow, "shadow.raised")] == "shadow.card")
        #expect(tokens[.gradient, "gradient.hero"] != nil)
        #expect(
            tokens[.border, "border.focus"]
                == .border(ThemeBorder(color: try ThemeColor(hex: "#1D4ED8"), width: 2, style: .keyword(.dashed)))
        )
        #expect(
            tokens[.strokeStyle, "stroke.dots"] == .strokeStyle(.dashes([2, Dimension(0.5, .rem)], lineCap: .round))
        )
        #expect(tokens[.duration, "motion.slow"] == .duration(ThemeDuration(1.5, .seconds)))
        #expect(tokens[.cubicBezier, "easing.standard"] == CubicBezier(0.2, 0, 0, 1).map(TokenValue.cubicBezier))
        #expect(tokens[.fontFamily, "font.family.body"] == .fontFamily(["Inter", "-apple-system", "sans-serif"]))
        #expect(tokens[.fontWeight, "font.weight.strong"] == FontWeight(rawValue: 650).map(TokenValue.fontWeight))
        #expect(tokens[.text, "text.case"] == .text("uppercase"))
        #expect(tokens[.boolean, "feature.rounded"] == .boolean(true))
        #expect(tokens.count == 13)
        let again = try ThemeDocument(json: document.jsonString)
        #expect(again.tokens == document.tokens)
        #expect(document.jsonString.contains("\"fontFamilies\""))
    }

    @Test func keysReadEveryKindWithTheFallbackChainOfEveryKey() throws {
        let theme = try ThemeDocument(json: Self.document).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let card = theme.value(for: ShadowToken("shadow.card"))
        #expect(card.layers.count == 2)
        #expect(theme.value(for: ShadowToken("shadow.raised")) == card, "a reference holds what it names")
        #expect(theme.value(for: ShadowToken("shadow.card.pressed")) == card, "a parent path answers")
        #expect(theme.value(for: ShadowToken("elevation.none")) == .none, "the kind's fallback")
        #expect(theme.value(for: DurationToken("motion.fast")).milliseconds == 150)
        #expect(theme.value(for: DurationToken("motion.missing", fallback: ThemeDuration(2, .seconds))).seconds == 2)
        #expect(theme.value(for: CubicBezierToken("easing.standard")).points == [0.2, 0, 0, 1])
        #expect(theme.value(for: TransitionToken("transition.enter")).duration.milliseconds == 200)
        #expect(theme.value(for: FontFamilyToken("font.family.body")).names.first == "Inter")
        #expect(theme.value(for: FontWeightToken("font.weight.strong")).rawValue == 650)
        #expect(theme.value(for: TextToken("text.case")) == "uppercase")
        #expect(theme.value(for: BooleanToken("feature.rounded")))
        #expect(theme.value(for: BorderToken("border.focus")).width == 2)
        #expect(theme.value(for: GradientToken("gradient.hero")).stops.count == 2)
        #expect(theme.value(for: StrokeStyleToken("stroke.dots")) != .solid)
        #expect(theme.value(for: TextToken("color.primary")) == "", "kinds keep their own namespaces")
    }

    @Test func aThemeThatExtendsAnotherReadsItsTokensOfEveryKind() throws {
        var registry = try ThemeRegistry([DefaultTheme.self])
        try registry.register(try ThemeDocument(json: Self.document).resolve(in: registry))
        let child = try ThemeDocument(
            json:
                ##"{"formatVersion": 1, "id": "child", "extends": "kinds", "tokens": {"durations": {"motion.fast": "100ms"}}}"##
        )
        .resolve(in: registry)
        #expect(child.value(for: DurationToken("motion.fast")).milliseconds == 100)
        #expect(child.value(for: DurationToken("motion.slow")).seconds == 1.5)
        #expect(child.value(for: ShadowToken("shadow.card")).layers.count == 2)
    }

    @Test func aBadValueIsAnErrorAtItsPath() {
        let json = ##"""
            {"formatVersion": 1, "id": "bad", "extends": "default",
             "tokens": {"shadows": {"shadow.card": {"color": "#000", "blur": -1}},
                        "durations": {"motion.fast": "fast"}, "booleans": {"flag": "yes"},
                        "borders": {"border.x": {"width": 1, "style": "solid"}}}}
            """##
        let report = ThemeDocument.decode(json: Array(json.utf8), file: "bad.json")
        let paths = report.errors.compactMap { $0.location?.path }
        #expect(paths.contains("tokens.shadows.shadow\\.card.blur") || paths.contains { $0.contains("shadow") })
        #expect(paths.contains { $0.contains("motion") })
        #expect(paths.contains { $0.contains("flag") })
        #expect(paths.contains { $0.contains("border.x") || $0.contains("border\\.x") })
        #expect(report.errors.allSatisfy { $0.location?.line != nil })
    }
}
