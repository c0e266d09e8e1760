import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

// The browser runs as a process, which only Linux and macOS have.
#if os(macOS) || os(Linux)

/// The CSS export's design tokens compute in Chromium exactly as the values they came from: an
/// element styled through each custom property and one styled with the source value written
/// directly get the same `getComputedStyle`.
@Suite(.enabled(if: HeadlessChromium.found != nil, Comment(rawValue: HeadlessChromium.missingMessage)))
struct CSSBrowserComputedStyleTests {
    /// One comparison: declarations through the exported property, declarations with the
    /// source's value, and the computed properties that must agree.
    struct Sample {
        let name: String
        let throughProperty: String
        let direct: String
        let compared: [String]
    }

    @Test func everyKindOfTheFixtureComputesAsItsSourceValue() throws {
        let css = try Self.exportedCSS(file: Repository.fixture("css-browser/every-kind.tokens.json"))
        let ui = "\"Segoe UI\", \"Helvetica Neue\", -apple-system, system-ui, sans-serif"
        let samples = [
            Sample(
                name: "shadow.layered",
                throughProperty: "box-shadow: var(--palette-shadow-layered)",
                direct:
                    "box-shadow: 0 1px 3px 0 rgb(0 0 0 / 0.2), 2px 8px 24px -4px color(srgb 0 0 0 / 0.08), inset 0 1px 0 0 color(srgb 1 1 1 / 0.5)",
                compared: ["box-shadow"]
            ),
            Sample(
                name: "shadow.inset",
                throughProperty: "box-shadow: var(--palette-shadow-inset)",
                direct: "box-shadow: inset 0 2px 4px 1px rgba(0, 0, 0, 0.2)",
                compared: ["box-shadow"]
            ),
            Sample(
                name: "gradient.hero",
                throughProperty: "background-image: var(--palette-gradient-hero)",
                direct:
                    "background-image: linear-gradient(color(srgb 0.11 0.3 0.85) 0%, color(srgb 0.5 0.2 0.9 / 0.75) 40%, white 100%)",
                compared: ["background-image"]
            ),
            Sample(
                name: "border.focus",
                throughProperty: "border: var(--palette-border-focus)",
                direct: "border: 2px dashed color(srgb 0.11 0.3 0.85)",
                compared: ["border-top-width", "border-top-style", "border-top-color", "border-left-style"]
            ),
            Sample(
                name: "stroke.dashed",
                throughProperty: "border-width: 1px; border-style: var(--palette-stroke-dashed)",
                direct: "border-width: 1px; border-style: dashed",
                compared: ["border-top-style"]
            ),
            Sample(
                name: "motion.fast",
                throughProperty: "transition-duration: var(--palette-motion-fast)",
                direct: "transition-duration: 150ms",
                compared: ["transition-duration"]
            ),
            Sample(
                name: "motion.slow",
                throughProperty: "transition-duration: var(--palette-motion-slow)",
                direct: "transition-duration: 1.5s",
                compared: ["transition-duration"]
            ),
            Sample(
                name: "motion.emphasized",
                throughProperty: "transition-timing-function: var(--palette-motion-emphasized)",
                direct: "transition-timing-function: cubic-bezier(0.3, 0, 0.8, 0.15)",
                compared: ["transition-timing-function"]
            ),
            Sample(
                name: "motion.enter",
                throughProperty: "transition: var(--palette-motion-enter)",
                direct: "transition: 200ms cubic-bezier(0.2, 0, 0, 1) 50ms",
                compared: [
                    "transition-property", "transition-duration", "transition-timing-function", "transition-delay",
                ]
            ),
            Sample(
                name: "font.family.ui",
                throughProperty: "font-family: var(--palette-font-family-ui)",
                direct: "font-family: \(ui)",
                compared: ["font-family"]
            ),
            Sample(
                name: "font.weight.semibold",
                throughProperty: "font-weight: var(--palette-font-weight-semibold)",
                direct: "font-weight: 600",
                compared: ["font-weight"]
            ),
            Sample(
                name: "font.weight.bold",
                throughProperty: "font-weight: var(--palette-font-weight-bold)",
                direct: "font-weight: bold",
                compared: ["font-weight"]
            ),
            Sample(
                name: "size.gap",
                throughProperty: "width: var(--palette-size-gap)",
                direct: "width: 12px",
                compared: ["width"]
            ),
            Sample(
                name: "opacity.muted",
                throughProperty: "opacity: var(--palette-opacity-muted)",
                direct: "opacity: 0.6",
                compared: ["opacity"]
            ),
            Sample(
                name: "type.body",
                throughProperty:
                    "font: var(--palette-type-body); letter-spacing: var(--palette-type-body-letter-spacing)",
                direct:
                    "font-family: \"Segoe UI\", \"Helvetica Neue\", sans-serif; font-size: 16px; font-weight: 400; line-height: 1.5; letter-spacing: 0.02em",
                compared: Self.typography
            ),
            Sample(
                name: "type.caption",
                throughProperty:
                    "font: var(--palette-type-caption); letter-spacing: var(--palette-type-caption-letter-spacing)",
                direct:
                    "font-family: Georgia, serif; font-size: 12px; font-weight: 600; line-height: 1.25; letter-spacing: -0.4px",
                compared: Self.typography
            ),
        ]
        try Self.expectSameComputedStyle(css: css, samples)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "../shared is absent"))
    func primerEasingsComputeAsTheirSourceValues() throws {
        let file = SharedFixtures.url(
            "fixtures/real-world/dtcg/terrazzoapp-dtcg-examples@fbdd864-github-primer-base-motion-easing.tokens.json"
        )
        try Self.expectRealWorldFile(file, minimumSamples: 4)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "../shared is absent"))
    func fluentShadowsComputeAsTheirSourceValues() throws {
        let file = SharedFixtures.url(
            "fixtures/real-world/dtcg/terrazzoapp-dtcg-examples@fbdd864-microsoft-fluent-theme-default.tokens.json"
        )
        try Self.expectRealWorldFile(file, minimumSamples: 2)
    }

    static let typography = ["font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing"]

    /// The CSS export of a DTCG file, read as `palette import` reads it.
    static func exportedCSS(file: URL) throws -> String {
        let bytes = Array(try Data(contentsOf: file))
        let report = DTCGImporter().decode(
            bytes,
            file: file.lastPathComponent,
            options: ImportOptions(conformance: .lenient)
        )
        let theme = try report.get(file: file.lastPathComponent).resolve(in: ThemeRegistry([DefaultTheme.self]))
        return CSSExporter().export([theme])
    }

    /// Every shadow and cubic Bézier token of a real file with a literal value, compared with
    /// that value written as CSS here.
    static func expectRealWorldFile(_ file: URL, minimumSamples: Int) throws {
        let css = try exportedCSS(file: file)
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        var samples: [Sample] = []
        collectSamples(root, path: [], into: &samples)
        #expect(samples.count >= minimumSamples, "the file has its shadows and easings")
        try expectSameComputedStyle(css: css, samples)
    }

    private static func collectSamples(_ node: Any, path: [String], into samples: inout [Sample]) {
        guard let object = node as? [String: Any] else { return }
        let name = path.joined(separator: ".")
        let variable = "var(--palette-\(path.map(CSSExporter.kebab).joined(separator: "-")))"
        switch (object["$type"] as? String, object["$value"]) {
        case ("shadow", let value?):
            if let text = shadowCSS(value) {
                samples.append(
                    Sample(
                        name: name,
                        throughProperty: "box-shadow: \(variable)",
                        direct: "box-shadow: \(text)",
                        compared: ["box-shadow"]
                    )
                )
            }
        case ("cubicBezier", let value as [Double]):
            samples.append(
                Sample(
                    name: name,
                    throughProperty: "transition-timing-function: \(variable)",
                    direct:
                        "transition-timing-function: cubic-bezier(\(value.map { "\($0)" }.joined(separator: ", ")))",
                    compared: ["transition-timing-function"]
                )
            )
        default:
            for (key, child) in object where !key.hasPrefix("$") {
                collectSamples(child, path: path + [key], into: &samples)
            }
        }
    }

    /// A DTCG shadow value as `box-shadow` text, written here from the JSON; `nil` when a part is
    /// an alias.
    private static func shadowCSS(_ value: Any) -> String? {
        let layers = (value as? [Any]) ?? [value]
        var texts: [String] = []
        for case let layer as [String: Any] in layers {
            guard let color = layer["color"] as? [String: Any], let components = color["components"] as? [Double]
            else { return nil }
            var lengths: [String] = []
            for part in ["offsetX", "offsetY", "blur", "spread"] {
                guard let length = layer[part] as? [String: Any], let number = length["value"] as? Double else {
                    return nil
                }
                let unit = (length["unit"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "px"
                lengths.append("\(number)\(unit)")
            }
            let alpha = color["alpha"] as? Double ?? 1
            let colorText = cssColor(components, alpha: alpha)
            texts.append(
                ((layer["inset"] as? Bool == true ? ["inset"] : []) + lengths + [colorText]).joined(separator: " ")
            )
        }
        return texts.joined(separator: ", ")
    }

    /// A colour as an author writes it: `rgb()` when every channel is a whole byte, else
    /// `color(srgb …)`. Chromium keeps the form in computed values (`rgba(…)` or `color(srgb …)`),
    /// so the same colour in the other form would differ as text only.
    private static func cssColor(_ components: [Double], alpha: Double) -> String {
        let bytes = (components + [alpha]).map { $0 * 255 }
        guard bytes.allSatisfy({ $0 == $0.rounded() }) else {
            return "color(srgb \(components.map { "\($0)" }.joined(separator: " ")) / \(alpha))"
        }
        return "rgb(\(bytes.dropLast().map { "\(Int($0))" }.joined(separator: " ")) / \(alpha))"
    }

    /// Renders `css` and a pair of elements per sample in Chromium and expects each compared
    /// property to compute the same on both.
    static func expectSameComputedStyle(css: String, _ samples: [Sample]) throws {
        let browser = try #require(HeadlessChromium.found)
        var body = ""
        for (index, sample) in samples.enumerated() {
            body += "<div id=\"p\(index)\" style='\(sample.throughProperty)'>Aa</div>\n"
            body += "<div id=\"d\(index)\" style='\(sample.direct)'>Aa</div>\n"
        }
        let compared = samples.map { "[\($0.compared.map { "\"\($0)\"" }.joined(separator: ","))]" }
        let page = """
            <!doctype html><html><head><meta charset="utf-8"><style>
            \(css)
            </style></head><body>
            \(body)<pre id="out"></pre>
            <script>
            const compared = [\(compared.joined(separator: ","))];
            const rows = [];
            compared.forEach((names, index) => {
              const through = getComputedStyle(document.getElementById("p" + index));
              const direct = getComputedStyle(document.getElementById("d" + index));
              for (const name of names) {
                rows.push([index, name, through.getPropertyValue(name), direct.getPropertyValue(name)]);
              }
            });
            document.getElementById("out").textContent = "RESULT" + JSON.stringify(rows) + "END";
            </script></body></html>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: url)
        let dom = try browser.dom(of: url)
        let start = try #require(dom.range(of: "RESULT"), "the page ran its script")
        let end = try #require(dom.range(of: "END", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
        #expect(rows.count == samples.reduce(0) { $0 + $1.compared.count })
        for row in rows {
            guard row.count == 4, let index = row[0] as? Int, samples.indices.contains(index),
                let name = row[1] as? String, let through = row[2] as? String, let direct = row[3] as? String
            else {
                Issue.record("unreadable row \(row)")
                continue
            }
            #expect(
                through == direct && !direct.isEmpty,
                "\(samples[index].name) \(name): through the property '\(through)', written directly '\(direct)'"
            )
        }
    }
}
#endif
