import Foundation
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Figma variables as the REST API returns them: a collection's Light and Dark modes are the
/// variants, aliases by id reach across collections in each one's mode, values typed by scope.
struct FigmaVariablesTests {
    static let file = ModeFixtures.url("figma-variables.json")

    @Test func aCollectionsLightAndDarkModesAreTheVariants() throws {
        #expect(ThemeFileFormat.detect(try Data(contentsOf: Self.file)) == .figma)
        let (report, registry) = ModeFixtures.load([Self.file])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["figma-variables"])
        let theme = try registry.resolve("figma-variables")
        #expect(theme.adaptiveTheme?.definedVariants == [.light, .dark])
        #expect(try ModeFixtures.color("color.primary", in: registry, "figma-variables") == "#1D4ED8", "alias by id")
        #expect(try ModeFixtures.color("color.primary", in: registry, "figma-variables", .dark) == "#93C5FD")
        #expect(try ModeFixtures.color("color.scrim", in: registry, "figma-variables", .dark) == "#00000099")
        let light = try #require(theme.adaptiveTheme?.variant(.light))
        #expect(
            light.tokens[Dimension.self, "space.card"] == Dimension(8),
            "a GAP alias to a GAP variable is a dimension"
        )
        #expect(light.tokens[Double.self, "opacity.1-5"] == 0.5, "an OPACITY float is a number")
        #expect(light.tokens.descriptions["color.primary"] == "The brand's main colour")
    }

    @Test func whatCannotBeATokenIsNamedInAWarning() throws {
        let (report, _) = ModeFixtures.load([Self.file])
        let messages = report.warnings.map(\.problem.message)
        #expect(messages.contains { $0.contains("'VariableID:0ab1c2/9:9', which this file does not hold") })
        #expect(messages.contains { $0.contains("context 'Print' of the collection 'Theme'") })
        #expect(messages.contains { $0.contains("the Figma name 'opacity/1.5' read as the token path 'opacity.1-5'") })
        #expect(messages.contains { $0.contains("token type 'string'") && $0.contains("'font.family'") })
        #expect(!messages.contains { $0.contains("token type 'boolean'") }, "a BOOLEAN is a boolean token")
    }

    @Test func anInputReadsAModeThatIsNoVariantAsTheTheme() throws {
        let (report, registry) = ModeFixtures.load(
            [Self.file],
            modes: ModeOptions(inputs: [try ModeInput("theme=print")])
        )
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(try ModeFixtures.color("color.primary", in: registry, "figma-variables") == "#000000")
        #expect(try registry.resolve("figma-variables").tokens[Dimension.self, "space.card"] == Dimension(4))
    }

    /// Spectrum's font sizes are `FONT_SIZE` variables that alias plain (`ALL_SCOPES`) numbers:
    /// the alias's own scopes make it a size, as they make a literal one.
    @Test func anAliasWithLengthScopesIsADimensionThoughItsTargetIsANumber() throws {
        let json = """
            {"variableCollections": {"C:1": {"id": "C:1", "name": "Type", "modes": [{"modeId": "1:0", "name": "Value"}],
              "defaultModeId": "1:0", "variableIds": ["V:1", "V:2", "V:3"]}},
             "variables": {
              "V:1": {"id": "V:1", "name": "scale/100", "resolvedType": "FLOAT", "variableCollectionId": "C:1",
                "scopes": ["ALL_SCOPES"], "valuesByMode": {"1:0": 14}},
              "V:2": {"id": "V:2", "name": "font-size/100", "resolvedType": "FLOAT", "variableCollectionId": "C:1",
                "scopes": ["FONT_SIZE"], "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}},
              "V:3": {"id": "V:3", "name": "opacity/muted", "resolvedType": "FLOAT", "variableCollectionId": "C:1",
                "scopes": ["OPACITY"], "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}}}
            """
        let report = ThemeFileFormat.figma.decode(Array(json.utf8), file: "type.json")
        #expect(report.errors.isEmpty, "\(report.errors)")
        let tokens = try #require(report.value).tokens
        #expect(tokens[Dimension.self, "font-size.100"] == Dimension(14), "a FONT_SIZE alias is a size")
        #expect(tokens[Double.self, "scale.100"] == 14, "an ALL_SCOPES float stays a number")
        #expect(tokens[Double.self, "opacity.muted"] == 14, "an OPACITY alias stays a number")
    }

    /// Adobe Spectrum 2's Figma variables (adobe/spectrum-design-data, Apache-2.0, read from
    /// `../shared` and not copied): 2,961 variables in 9 collections, `.Color theme` in Light, Dark
    /// and Wireframe.
    @Test(.enabled(if: SharedFixtures.isAvailable)) func spectrumsLightAndDarkModesAreItsVariants() throws {
        let url = SharedFixtures.url(
            "fixtures/real-world/figma-variables/adobe-spectrum-design-data@46a5a8b-sdk-core-tests-fixtures-figma-s2-web-variables.baseline.json"
        )
        let (report, registry) = ModeFixtures.load([url])
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        let id = try #require(report.loadedIDs.first)
        #expect(try registry.resolve(id).adaptiveTheme?.definedVariants == [.light, .dark])
        for (path, light, dark) in [
            ("colorTheme.gray-900", "#131313", "#F2F2F2"), ("colorTheme.background-base-color", "#FFFFFF", "#111111"),
        ] {
            #expect(try ModeFixtures.color(path, in: registry, id) == light)
            #expect(try ModeFixtures.color(path, in: registry, id, .dark) == dark)
        }
        // Every variable aliasing one the file does not hold is named: as such, or as a library's
        // copy of a variable the file has under the same name, which is read instead.
        let remote = try Self.variablesAliasingOutside(url)
        #expect(remote.count == 10)
        for name in remote {
            #expect(report.warnings.contains { $0.problem.message.contains("'\(name)'") }, "\(name)")
        }
        let (wireframe, chosen) = ModeFixtures.load(
            [url],
            modes: ModeOptions(inputs: [try ModeInput(".color theme=wireframe")])
        )
        #expect(wireframe.errors.isEmpty)
        #expect(try ModeFixtures.color("colorTheme.gray-900", in: chosen, id) == "#0A1327")
    }

    /// The names of the variables with a `VARIABLE_ALIAS` to an id the file has no variable of,
    /// found with Foundation's JSON reader rather than Palette's.
    static func variablesAliasingOutside(_ url: URL) throws -> Set<String> {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let meta = root["meta"] as? [String: Any] ?? root
        let variables = try #require(meta["variables"] as? [String: [String: Any]])
        var names: Set<String> = []
        for variable in variables.values {
            for value in (variable["valuesByMode"] as? [String: Any] ?? [:]).values {
                guard let alias = value as? [String: Any], alias["type"] as? String == "VARIABLE_ALIAS",
                    let id = alias["id"] as? String, variables[id] == nil, let name = variable["name"] as? String
                else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
