import Palette
import Testing

@testable import PaletteFormats

/// Composite tokens written as CSS, as Style Dictionary files and design-system exports write them
/// (`"0 2px 4px rgba(0,0,0,0.2)"`, `"1px solid #000"`, `"ease-in-out"`, `"all 200ms ease-in 50ms"`):
/// `palette import` stopped at each ("expected a shadow object … but found a string"). In files
/// not held to DTCG 2025.10 they are read as CSS defines them, the value the object form gives,
/// and counted in the file's one warning; a file that declares DTCG 2025.10 still refuses them.
struct CSSCompositeStringTests {
    private func importing(_ json: String) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: "tokens.json", options: ImportOptions(conformance: .lenient))
    }

    private func summary(_ report: DecodingReport<ThemeDocument>) -> String {
        report.warnings.first { $0.problem.message.contains("the file's tokens read as far as they go") }?.problem
            .message ?? "no summary"
    }

    /// The message of the one unreadable token at `path`, or why there is not one.
    private func refusal(of path: String, in report: DecodingReport<ThemeDocument>) -> String {
        let messages = report.unreadableTokens.map(\.problem.message).filter {
            $0.hasSuffix("'\(path)' was not imported")
        }
        return messages.count == 1 ? messages[0] : "\(messages.count) refusals of '\(path)'"
    }

    // MARK: Shadows

    /// Each CSS form beside the object form that means the same: the same shadow.
    @Test(arguments: [
        (
            "0 2px 4px rgba(0,0,0,0.2)",
            ##"{"color": "rgba(0,0,0,0.2)", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}"##
        ),
        (
            "rgba(0 0 0 / 20%) 0 2px 4px",
            ##"{"color": "rgba(0 0 0 / 20%)", "offsetX": "0px", "offsetY": "2px", "blur": "4px"}"##
        ),
        (
            "inset 0 1px 0 #ffffff40",
            ##"{"color": "#ffffff40", "offsetX": "0px", "offsetY": "1px", "blur": "0px", "inset": true}"##
        ),
        (
            "#0003 1px -2px 0 -1px inset",
            ##"{"color": "#0003", "offsetX": "1px", "offsetY": "-2px", "blur": "0px", "spread": "-1px", "inset": true}"##
        ),
        (
            "0\t0.25rem\n1rem hsl(210, 50%, 40%)",
            ##"{"color": "hsl(210, 50%, 40%)", "offsetX": "0px", "offsetY": "0.25rem", "blur": "1rem"}"##
        ),
        (
            "{size.small} {size.small} {color.ink}",
            ##"{"color": "{color.ink}", "offsetX": "{size.small}", "offsetY": "{size.small}", "blur": "0px"}"##
        ),
        (
            "{color.ink} 0 1px",
            ##"{"color": "{color.ink}", "offsetX": "0px", "offsetY": "1px", "blur": "0px"}"##
        ),
        (
            "0 1px 2px #000000;",
            ##"{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px"}"##
        ),
        (
            "0 1px 2px oklch(58.6% 0.136 240.7 / 50%)",
            ##"{"color": "oklch(58.6% 0.136 240.7 / 50%)", "offsetX": "0px", "offsetY": "1px", "blur": "2px"}"##
        ),
    ])
    func aShadowWrittenAsCSSIsTheShadowItsObjectFormIs(css: String, object: String) throws {
        let report = importing(
            """
            {"size": {"small": {"value": "3px", "type": "dimension"}},
             "color": {"ink": {"value": "#102030", "type": "color"}},
             "shadow": {"css": {"value": "\(css.replacingTabsAndNewlines)", "type": "shadow"},
               "object": {"value": \(object), "type": "boxShadow"}}}
            """
        )
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens.map(\.problem.message))")
        let shadows = try report.get().tokens.values(of: ThemeShadow.self)
        let object = try #require(shadows["shadow.object"])
        #expect(shadows["shadow.css"] == object)
        #expect(summary(report).contains("1 shadow written as CSS read as a shadow object"), "\(summary(report))")
    }

    /// A flat elevation's `"none"` was refused as "2 to 4 lengths", and a list of layers each
    /// written as CSS as "a shadow object or a reference".
    @Test func noneIsNoShadowAndAListOfCSSLayersIsOneShadow() throws {
        let report = importing(
            ##"""
            {"elevation": {"flat": {"value": "none", "type": "boxShadow"},
              "two": {"value": ["0 1px 2px black", "0 2px 4px #00000033, inset 0 0 0 1px red"], "type": "boxShadow"}}}
            """##
        )
        let shadows = try report.get().tokens.values(of: ThemeShadow.self)
        #expect(shadows["elevation.flat"] == ThemeShadow.none)
        #expect(shadows["elevation.two"]?.layers.count == 3)
        #expect(shadows["elevation.two"]?.layers.last?.inset == true)
    }

    /// DTCG has no shadow of no layers: `[]` is refused by its schema.
    @Test func noShadowIsExportedAsAClearLayerThatDrawsNothing() throws {
        let document = try importing(##"{"flat": {"value": "none", "type": "boxShadow"}}"##).get()
        let exported = DTCGExporter().export(try document.resolve(in: ThemeRegistry([DefaultTheme.self])))
        #expect(!exported.contains("[]"), "\(exported)")
        let back = try DTCGImporter().decode(Array(exported.utf8), file: "back.tokens.json").get()
        let layers = back.tokens.values(of: ThemeShadow.self)["flat"]?.layers
        #expect(layers?.count == 1 && layers?.first?.color.alpha == 0 && layers?.first?.blur == 0)
    }

    /// `"0 1px 2px black"` was refused: the colour reader knew no CSS colour names.
    @Test func cssColourNamesAreTheirSRGBValuesInAnyCaseAndInShadows() throws {
        let report = importing(
            ##"""
            {"c": {"white": {"value": "white", "type": "color"}, "rp": {"value": "RebeccaPurple", "type": "color"},
              "clear": {"value": "transparent", "type": "color"}, "bad": {"value": "notacolour", "type": "color"}},
             "s": {"value": "0 1px 2px black", "type": "boxShadow"}}
            """##
        )
        let document = try report.get()
        let colors = document.tokens.values(of: ThemeColor.self)
        #expect(colors["c.white"] == .white)
        #expect(colors["c.rp"]?.hex == "#663399")
        #expect(colors["c.clear"]?.alpha == 0)
        #expect(document.tokens.values(of: ThemeShadow.self)["s"]?.layers.first?.color == .black)
        #expect(report.unreadableTokens.map(\.problem.message).contains { $0.hasSuffix("'c.bad' was not imported") })
        #expect(summary(report).contains("4 colours written as CSS's names read as sRGB"), "\(summary(report))")
    }

    @Test func aShadowOfSeveralLayersKeepsThemInOrderAndIsCountedOnce() throws {
        let report = importing(
            ##"""
            {"shadow": {"type": "shadow",
              "multi": {"value": "0 1px 2px #0003, 0 4px 8px rgba(0, 0, 0, 0.125), inset 0 0 0 1px #fff"},
              "object": {"value": [
                {"color": "#0003", "offsetX": "0px", "offsetY": "1px", "blur": "2px"},
                {"color": "rgba(0, 0, 0, 0.125)", "offsetX": "0px", "offsetY": "4px", "blur": "8px"},
                {"color": "#fff", "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "1px", "inset": true}]},
              "css": {"value": "0 2px 4px rgba(0,0,0,0.2)"},
              "inset": {"value": "inset 0 1px 0 #ffffff40", "type": "boxShadow"}}}
            """##
        )
        let shadows = try report.get().tokens.values(of: ThemeShadow.self)
        let multi = try #require(shadows["shadow.multi"])
        #expect(multi == shadows["shadow.object"])
        #expect(multi.layers.map(\.offsetY) == [1, 4, 0])
        #expect(multi.layers.map(\.inset) == [false, false, true])
        #expect(shadows["shadow.inset"]?.layers.first?.inset == true)
        #expect(summary(report).contains("3 shadows written as CSS read as shadow objects"), "\(summary(report))")
    }

    /// A layer without a colour is drawn in CSS's `currentColor`, which a token cannot hold; what
    /// cannot be read is named.
    @Test(arguments: [
        ("0 1px 2px", "has no colour: CSS draws it in the text's colour ('currentColor')"),
        ("0 1px 2px #000, 0 2px 4px", "the layer '0 2px 4px' has no colour"),
        ("0 2 4 #000", "'2' has no unit: CSS writes a length without one only for 0"),
        ("0 red 2px #000", "'red' is no length"),
        ("1px #000", "a shadow layer has 2 to 4 lengths (x, y, blur, spread), not 1"),
        ("inset 0 1px inset #000", "'inset' comes once in a layer, first or last"),
        ("0 1px #000,", "a layer is missing: a comma at an end, or two commas with nothing between"),
        ("0 1px 2px blurple", "invalid colour 'blurple'"),
        ("0px", "a shadow layer has 2 to 4 lengths (x, y, blur, spread), not 1"),
    ])
    func aShadowThatIsNoCSSShadowIsRefusedNamingWhy(css: String, reason: String) {
        let report = importing(
            ##"{"s": {"value": "\##(css)", "type": "shadow"}, "ok": {"value": 1, "type": "number"}}"##
        )
        let message = refusal(of: "s", in: report)
        #expect(message.contains(reason), "\(message)")
        #expect(report.value?.tokens.values(of: Double.self)["ok"] == 1, "the rest of the file is read")
        #expect(!summary(report).contains("written as CSS"), "\(summary(report))")
    }

    // MARK: Borders

    @Test(arguments: [
        "1px solid #000000", "#000000 1px solid;", "solid #000000 1px", "1PX SOLID #000000", "{w} {s} {c}",
        "{c} solid 1px",
    ])
    func aBorderWrittenAsCSSIsItsWidthStyleAndColourInAnyOrder(css: String) throws {
        let report = importing(
            ##"""
            {"w": {"value": "1px", "type": "dimension"}, "s": {"value": "solid", "type": "strokeStyle"},
             "c": {"value": "#000000", "type": "color"},
             "border": {"css": {"value": "\##(css)", "type": "border"}}}
            """##
        )
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens.map(\.problem.message))")
        let borders = try report.get().tokens.values(of: ThemeBorder.self)
        #expect(borders["border.css"] == ThemeBorder(color: ThemeColor(red: 0, green: 0, blue: 0), width: 1))
        #expect(summary(report).contains("1 border written as CSS read as a border object"), "\(summary(report))")
    }

    @Test func aBordersWidthKeywordIsItsCSSLength() throws {
        let report = importing(
            ##"{"b": {"type": "border", "thin": {"value": "thin dashed #fff"}, "thick": {"value": "thick dotted #fff"}}}"##
        )
        let borders = try report.get().tokens.values(of: ThemeBorder.self)
        #expect(borders["b.thin"]?.width == 1)
        #expect(borders["b.thin"]?.style == .keyword(.dashed))
        #expect(borders["b.thick"]?.width == 5)
        #expect(summary(report).contains("2 borders written as CSS read as border objects"), "\(summary(report))")
    }

    /// CSS lets a border leave out parts; a DTCG border has all three, so the one missing is named.
    @Test(arguments: [
        ("1px solid", "'1px solid' has no colour: a DTCG border has a width, a style and a colour"),
        ("dashed", "'dashed' has no width or colour"),
        ("1px #000", "'1px #000' has no style"),
        ("1px none #000", "'none' draws no border"),
        ("1px 2px #000", "'1px' and '2px' are both the border's width"),
        ("1px solid #000 #fff", "a border is a width, a style and a colour (in any order), not 4 words"),
        ("", "it is empty"),
    ])
    func aBorderWithoutAPartIsRefusedNamingIt(css: String, reason: String) {
        let message = refusal(of: "b", in: importing(##"{"b": {"value": "\##(css)", "type": "border"}}"##))
        #expect(message.contains("a border written as CSS: " + reason), "\(message)")
    }

    // MARK: Cubic Bézier curves

    @Test(arguments: [
        ("cubic-bezier(0.4, 0, 0.2, 1)", [0.4, 0, 0.2, 1]), ("cubic-bezier(.5,-1,.5,2)", [0.5, -1, 0.5, 2]),
        ("linear", CubicBezier.linear.points), ("ease", CubicBezier.ease.points),
        ("ease-in", [0.42, 0, 1, 1]), ("Ease-Out", [0, 0, 0.58, 1]), ("ease-in-out", [0.42, 0, 0.58, 1]),
    ])
    func aCubicBezierWrittenAsCSSIsItsCurve(css: String, points: [Double]) throws {
        let report = importing(##"{"motion": {"curve": {"value": "\##(css)", "type": "cubicBezier"}}}"##)
        let curves = try report.get().tokens.values(of: CubicBezier.self)
        #expect(curves["motion.curve"] == CubicBezier(points))
        #expect(
            summary(report).contains("1 timing function written as CSS read as a cubic Bézier curve"),
            "\(summary(report))"
        )
    }

    @Test(arguments: [
        ("cubic-bezier(1.2, 0, 0.2, 1)", "the x coordinates of a cubic Bézier curve are from 0 to 1"),
        ("cubic-bezier(0.4, 0, 0.2)", "cubic-bezier() takes four numbers, x1, y1, x2, y2, not 3"),
        ("cubic-bezier(0.4, a, 0.2, 1)", "'a' in cubic-bezier() is no number"),
        ("steps(4, end)", "'steps(4, end)' has no DTCG form: a timing function token is a cubic Bézier curve"),
        ("step-start", "'step-start' has no DTCG form"),
        ("bounce", "'bounce' is no timing function: one of ease, ease-in, ease-in-out, ease-out, linear or"),
    ])
    func aTimingFunctionThatIsNoCurveIsRefusedNamingWhy(css: String, reason: String) {
        let message = refusal(of: "c", in: importing(##"{"c": {"value": "\##(css)", "type": "cubicBezier"}}"##))
        #expect(message.contains("a timing function written as CSS: " + reason), "\(message)")
    }

    // MARK: Transitions

    @Test(arguments: [
        (
            "all 200ms ease-in-out 50ms",
            ThemeTransition(
                duration: .init(200, .milliseconds),
                delay: .init(50, .milliseconds),
                timingFunction: .easeInOut
            ), true
        ),
        ("0.3s", ThemeTransition(duration: .init(0.3, .seconds)), false),
        ("ease-out 1s opacity", ThemeTransition(duration: .init(1, .seconds), timingFunction: .easeOut), true),
        (
            "150ms cubic-bezier(0.4, 0, 0.2, 1) 20ms",
            ThemeTransition(
                duration: .init(150, .milliseconds),
                delay: .init(20, .milliseconds),
                timingFunction: CubicBezier(0.4, 0, 0.2, 1) ?? .linear
            ),
            false
        ),
        (
            "{time.fast} {curve.out}", ThemeTransition(duration: .init(100, .milliseconds), timingFunction: .easeOut),
            false
        ),
    ])
    func aTransitionWrittenAsCSSIsItsDurationDelayAndCurve(
        css: String,
        transition: ThemeTransition,
        dropsProperty: Bool
    ) throws {
        let report = importing(
            ##"""
            {"time": {"fast": {"value": "100ms", "type": "duration"}},
             "curve": {"out": {"value": [0, 0, 0.58, 1], "type": "cubicBezier"}},
             "motion": {"t": {"value": "\##(css)", "type": "transition"}}}
            """##
        )
        #expect(report.unreadableTokens.isEmpty, "\(report.unreadableTokens.map(\.problem.message))")
        #expect(try report.get().tokens.values(of: ThemeTransition.self)["motion.t"] == transition)
        let said = summary(report)
        #expect(said.contains("1 transition written as CSS read as a transition object"), "\(said)")
        #expect(said.contains("timing function") == false, "its curve is not counted again: \(said)")
        #expect(said.contains("1 transition property ('all', 'opacity', …) dropped") == dropsProperty, "\(said)")
    }

    @Test(arguments: [
        ("opacity 200ms, transform 300ms", "a transition token holds one transition, and this lists 2"),
        ("ease-in", "'ease-in' has no duration"),
        ("200px ease", "'200px' is no time: a transition's duration and delay are in ms or s"),
        ("0 ease", "'0' is no time"),
        ("-200ms", "a transition's duration is not negative"),
        ("1s 2s 3s", "a transition has two times, its duration and then its delay, not 3"),
        ("opacity transform 1s", "'opacity' and 'transform' are both given"),
        ("200ms #fff", "'#fff' is no duration, timing function or property of a transition"),
        ("all 200ms steps(4)", "'steps(4)' has no DTCG form"),
    ])
    func aTransitionThatIsNoOneCSSTransitionIsRefusedNamingWhy(css: String, reason: String) {
        let message = refusal(of: "t", in: importing(##"{"t": {"value": "\##(css)", "type": "transition"}}"##))
        #expect(message.contains(reason), "\(message)")
    }

    /// A transition object's timing function written as CSS is read too, as the token's would be.
    @Test func aTimingFunctionKeywordInATransitionObjectIsItsCurve() throws {
        let report = importing(
            ##"""
            {"t": {"type": "transition", "value": {"duration": "200ms", "delay": "0ms", "timingFunction": "ease-in"}}}
            """##
        )
        #expect(try report.get().tokens.values(of: ThemeTransition.self)["t"]?.timingFunction == .easeIn)
    }

    // MARK: Files held to DTCG 2025.10

    @Test(arguments: [
        ("shadow", "0 2px 4px #000000", "expected a shadow object"),
        ("border", "1px solid #000000", "expected a border object"),
        ("transition", "200ms ease-in", "expected a transition object"),
        ("cubicBezier", "ease-in", "expected an array of four numbers [x1, y1, x2, y2]"),
    ])
    func aFileThatDeclaresDTCG2025StillRefusesCSSStrings(type: String, css: String, expected: String) {
        let json = ##"""
            {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
             "a": {"$type": "\##(type)", "$value": "\##(css)"}}
            """##
        let declared = DTCGImporter().decode(Array(json.utf8), file: "tokens.json", options: .asDeclared)
        #expect(declared.errors.count == 1)
        #expect(declared.errors.first?.message.contains(expected) == true, "\(declared.errors.map(\.message))")
        let lenient = importing(json)
        #expect(refusal(of: "a", in: lenient).contains(expected), "skipped, as a token outside the format")
        #expect(!summary(lenient).contains("written as CSS"), "\(summary(lenient))")
    }

    // MARK: Hostile strings

    /// Untrusted text: each is refused, with its value clipped in the message, in bounded time.
    @Test(arguments: [
        ("shadow", String(repeating: "0 ", count: 10_000)),
        ("shadow", String(repeating: ",", count: 10_000)),
        ("shadow", String(repeating: "0 0 #000,", count: 10_000)),
        ("shadow", String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)),
        ("shadow", "0 0 " + String(repeating: "rgba(", count: 10_000)),
        ("shadow", ""),
        ("shadow", "   "),
        ("border", String(repeating: "{", count: 10_000) + " solid 1px"),
        ("border", String(repeating: "1px ", count: 10_000)),
        ("transition", String(repeating: "1s,", count: 10_000)),
        ("transition", ""),
        ("cubicBezier", String(repeating: "cubic-bezier(", count: 10_000) + String(repeating: ")", count: 10_000)),
        ("cubicBezier", "cubic-bezier(" + String(repeating: "0,", count: 10_000) + "1)"),
        ("cubicBezier", ""),
    ])
    func hostileStringsAreRefusedInBoundedWork(type: String, css: String) {
        let report = importing(##"{"x": {"value": "\##(css)", "type": "\##(type)"}}"##)
        let message = refusal(of: "x", in: report)
        #expect(message.hasSuffix("'x' was not imported"), "\(message.prefix(300))")
        #expect(message.count < 1_000, "the value is clipped: \(message.prefix(300))")
    }
}

extension String {
    /// The text with tabs and line breaks escaped, to stand in a JSON string.
    fileprivate var replacingTabsAndNewlines: String {
        map { $0 == "\t" ? "\\t" : $0 == "\n" ? "\\n" : String($0) }.joined()
    }
}
