import Foundation
import PaletteFormats
import PaletteTestSupport
import PaletteThemes
import Testing

@testable import palette_cli

/// `palette preview` pages opened in a real browser: headless Chromium draws them, and the
/// screenshot's pixels at the swatches the page marks are the theme's colours, in every variant;
/// the page fetches nothing, and hostile names are text in the DOM. Skipped, with a message, where
/// no Chromium is installed.
@Suite(.enabled(if: HeadlessChromium.found != nil, Comment(rawValue: HeadlessChromium.missingMessage)))
struct PreviewBrowserTests {
    /// A theme to preview: a registered name, or a file written for the test.
    struct Source: CustomTestStringConvertible, Sendable {
        var name: String
        /// The file's contents when the theme is a file; `nil` for a registered name.
        var file: String?

        var testDescription: String { name }
    }

    static let sources: [Source] = [
        Source(name: "default"),  // one plain variant
        Source(name: "system"),  // light and dark
        Source(
            name: "generated four variants",
            file: CLIHarness().run("generate", "#D92D20", "--id", "brand").standardOutput
        ),
        Source(
            name: "translucent surface",
            file: ##"""
                {"formatVersion": 1, "id": "glass", "name": "Glass", "extends": "midnight",
                 "palette": {"surface": "#FFFFFF14", "outline": "#FFFFFF66"}}
                """##
        ),
    ]

    /// Writes the page for `source` with the CLI, as a user would; returns the page and the theme
    /// resolved independently of the page, the way the CLI loads it.
    private func page(for source: Source, harness: CLIHarness) throws -> (page: URL, theme: ResolvedTheme) {
        var argument = source.name
        var theme: ResolvedTheme
        if let file = source.file {
            argument = try harness.write(file, named: "theme.json")
            var registry = ThemeRegistry.builtIn
            let report = ThemeLoader().load([URL(fileURLWithPath: argument)], into: &registry)
            theme = try #require(report.loadedIDs.first.flatMap { registry.entry(named: $0)?.theme })
        } else {
            theme = try ThemeRegistry.builtIn.resolve(source.name)
        }
        let page = URL(fileURLWithPath: try harness.write("", named: "placeholder")).deletingLastPathComponent()
            .appendingPathComponent("preview.html")
        let result = harness.run("preview", argument, "--output", page.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        return (page, theme)
    }

    /// The variant of `theme` a layout record's key names.
    private func variant(_ key: String, of theme: ResolvedTheme) throws -> ResolvedTheme {
        guard key != "theme" else { return theme }
        let variant = try #require(ThemeVariant.allCases.first { $0.key == key })
        return try #require(theme.adaptiveTheme).variant(variant)
    }

    /// How far the pixels of `rect` are from `expected`, at most, in any channel.
    private func deviation(in image: PNGImage, _ rect: PreviewLayoutRecord.Rect, from expected: ThemeColor) -> Int {
        let (red, green, blue, _) = expected.rgba8
        let target = PNGImage.Pixel(red: red, green: green, blue: blue, alpha: 255)
        var worst = 0
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width { worst = max(worst, image[x, y].distance(to: target)) }
        }
        return worst
    }

    @Test(arguments: sources)
    func theColoursSeenAreTheThemesInEveryVariant(source: Source) throws {
        let browser = try #require(HeadlessChromium.found)
        let harness = CLIHarness()
        let (page, theme) = try page(for: source, harness: harness)
        let html = try String(contentsOf: page, encoding: .utf8)
        let layout = try #require(PreviewLayoutRecord(html: html))
        let expectedVariants = theme.adaptiveTheme?.definedVariants.map(\.key) ?? ["theme"]
        #expect(layout.variants == expectedVariants, "every variant the theme has, side by side")

        let image = try browser.screenshot(of: page, width: layout.width, height: layout.height)
        #expect(image.width == layout.width && image.height == layout.height)
        var checked = 0
        for swatch in layout.swatches {
            let palette = try variant(swatch.variant, of: theme).palette
            let role = try #require(ColorRole(name: swatch.role))
            // The colour the theme gives the role, as it is seen: not the page's word for it.
            let expected = palette.visibleColor(of: role)
            #expect(swatch.color == expected.hex)
            let worst = deviation(in: image, swatch.rect, from: expected)
            #expect(worst <= 1, "\(swatch.variant) \(swatch.role): pixels up to \(worst) from \(expected.hex)")
            checked += swatch.rect.width * swatch.rect.height
        }
        for cell in layout.colorVision {
            let palette = try variant(cell.variant, of: theme).palette
            let role = try #require(ColorRole(name: cell.role))
            let deficiency = try #require(ColorVisionDeficiency(name: cell.deficiency))
            let expected = palette.visibleColor(of: role).simulating(deficiency)
            let worst = deviation(in: image, cell.rect, from: expected)
            #expect(worst <= 1, "\(cell.variant) \(cell.deficiency) \(cell.role): up to \(worst) from \(expected.hex)")
            checked += cell.rect.width * cell.rect.height
        }
        #expect(layout.swatches.count == expectedVariants.count * ColorRole.allCases.count)
        #expect(checked > 40_000 * expectedVariants.count, "every painted pixel of every mark")
    }

    @Test func theSVGImageShowsTheSameColours() throws {
        let browser = try #require(HeadlessChromium.found)
        let harness = CLIHarness()
        let folder = URL(fileURLWithPath: try harness.write("", named: "placeholder")).deletingLastPathComponent()
        let image = folder.appendingPathComponent("system.svg")
        #expect(harness.run("preview", "system", "--format", "svg", "--output", image.path).exitCode == 0)
        let svg = MarkupScan(try String(contentsOf: image, encoding: .utf8))
        let root = try #require(svg.tags.first)
        let width = try #require(root.attributes["width"].flatMap { Int($0) })
        let height = try #require(root.attributes["height"].flatMap { Int($0) })
        let screenshot = try browser.screenshot(of: image, width: width, height: height)
        let system = try #require(try ThemeRegistry.builtIn.resolve("system").adaptiveTheme)
        let swatches = svg.tags.filter { $0.attributes["data-sample"] != nil }
        #expect(swatches.count == 2 * ColorRole.allCases.count)
        for swatch in swatches {
            let variant = try #require(
                swatch.attributes["data-variant"].flatMap { key in ThemeVariant.allCases.first { $0.key == key } }
            )
            let role = try #require(swatch.attributes["data-role"].flatMap(ColorRole.init(name:)))
            let numbers = try #require(swatch.attributes["data-sample"]).split(separator: ",").compactMap { Int($0) }
            try #require(numbers.count == 4)
            let rect = PreviewLayoutRecord.Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            let expected = system.variant(variant).palette.visibleColor(of: role)
            #expect(deviation(in: screenshot, rect, from: expected) <= 1, "\(variant) \(role)")
        }
    }

    @Test func thePageFetchesNothingWhileAPageThatDoesIsCaught() throws {
        let browser = try #require(HeadlessChromium.found)
        let harness = CLIHarness()
        let hostile = Repository.fixture("preview/hostile-names.json").path
        let folder = URL(fileURLWithPath: try harness.write("", named: "placeholder")).deletingLastPathComponent()
        let page = folder.appendingPathComponent("hostile.html")
        #expect(harness.run("preview", hostile, "--output", page.path).exitCode == 0)

        // What the browser asks by itself, on an empty page of the same folder.
        let empty = folder.appendingPathComponent("empty.html")
        try Data("<!DOCTYPE html><title>empty</title>".utf8).write(to: empty)
        let baseline = try LoopbackListener()
        _ = try browser.screenshot(of: empty, width: 200, height: 100, proxyPort: baseline.port)
        let ownHosts = HeadlessChromium.ownRequestHosts.union(baseline.stop().map(HeadlessChromium.host(ofRequest:)))

        let listener = try LoopbackListener()
        _ = try browser.screenshot(of: page, width: 856, height: 600, proxyPort: listener.port)
        let requests = listener.stop().filter { !ownHosts.contains(HeadlessChromium.host(ofRequest: $0)) }
        #expect(requests.isEmpty, "the preview made requests: \(requests)")

        // The probe itself: a page with one remote image makes a request it sees.
        let control = folder.appendingPathComponent("control.html")
        try Data(#"<!DOCTYPE html><img src="http://palette-probe.invalid/pixel.png">"#.utf8).write(to: control)
        let probe = try LoopbackListener()
        _ = try browser.screenshot(of: control, width: 200, height: 100, proxyPort: probe.port)
        let probed = probe.stop().filter { !ownHosts.contains(HeadlessChromium.host(ofRequest: $0)) }
        #expect(probed == ["GET http://palette-probe.invalid/pixel.png HTTP/1.1"], "the probe saw \(probed)")
    }

    @Test func hostileNamesAreTextInTheBrowsersDOM() throws {
        let browser = try #require(HeadlessChromium.found)
        let harness = CLIHarness()
        let folder = URL(fileURLWithPath: try harness.write("", named: "placeholder")).deletingLastPathComponent()
        let page = folder.appendingPathComponent("hostile.html")
        #expect(
            harness.run("preview", Repository.fixture("preview/hostile-names.json").path, "--output", page.path)
                .exitCode == 0
        )
        let dom = try browser.dom(of: page)
        let scan = MarkupScan(dom)
        #expect(!scan.elementNames.contains("img"))
        #expect(scan.tags.filter { $0.name == "script" }.map { $0.attributes["type"] } == ["application/json"])
        #expect(!scan.tags.contains { $0.attributes.keys.contains { $0.hasPrefix("on") } })
        #expect(dom.contains("&lt;script&gt;alert('token')&lt;/script&gt;"))
        #expect(dom.contains("\"&gt;&lt;img src=x onerror=alert('img')&gt;"))
        #expect(dom.contains("<h1>&lt;script&gt;alert('name')&lt;/script&gt; (hostile)</h1>"))
    }
}
