import PaletteFormats
import Testing

/// Shapes real DTCG 2025.10 exports have that the format refuses but whose meaning is certain:
/// Apple HIG's colours without a `$type`, Fluent's typography with CSS members and a bare
/// `letterSpacing`. Read leniently they import, each with a warning and a count in the file's
/// summary; held to the format they are errors.
struct DTCGLenientShapeTests {
    static let file = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "color": {
            "systemBrown": {
              "$value": { "colorSpace": "srgb", "components": [0.635, 0.518, 0.369], "alpha": 1, "hex": "#a2845e" }
            },
            "mystery": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "blend": "multiply" } }
          },
          "fonts": {
            "tiny": {
              "$type": "typography",
              "$value": {
                "fontFamily": "Segoe UI", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": 0, "lineHeight": 1, "MozOsxFontSmoothing": "grayscale"
              }
            }
          }
        }
        """

    private func read(_ conformance: DTCGImporter.Conformance) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(
            Array(Self.file.utf8),
            file: "shapes.tokens.json",
            options: ImportOptions(conformance: conformance)
        )
    }

    @Test func leniently_aColourObjectWithoutATypeIsAColour() throws {
        let report = read(.lenient)
        let tokens = try #require(report.value).tokens
        #expect(tokens[ThemeColor.self, "color.systemBrown"]?.hex == "#A2845E")
        let warning = report.warnings.first { $0.problem.location?.path.hasPrefix("color.systemBrown") == true }
        #expect(
            warning?.problem.message.contains("was read as a colour") == true,
            "\(report.warnings.map(\.problem.message))"
        )
        #expect(tokens[ThemeColor.self, "color.mystery"] == nil, "a member a colour does not have: no certain meaning")
    }

    @Test func leniently_typographyKeepsItsMembersAndIgnoresOthers() throws {
        let report = read(.lenient)
        let font = try #require(report.value?.tokens[FontDescriptor.self, "fonts.tiny"])
        #expect(font.size == 10)
        #expect(font.letterSpacing?.value == 0, "a bare number is a length without a unit")
        #expect(report.warnings.contains { $0.problem.message.contains("MozOsxFontSmoothing") })
        let summary = try #require(
            report.warnings.first { $0.problem.message.hasPrefix("the file's tokens read as far") }
        )
        #expect(summary.problem.message.contains("1 colour without a '$type'"), "\(summary.problem.message)")
        #expect(
            summary.problem.message.contains("1 unknown member of a composite value ignored"),
            "\(summary.problem.message)"
        )
        #expect(summary.problem.message.contains("1 length without a unit"), "\(summary.problem.message)")
    }

    @Test func heldToTheFormat_eachShapeIsAnError() {
        let report = read(.strict)
        let messages = report.errors.map(\.message).joined(separator: "\n")
        #expect(messages.contains("its type cannot be determined"), "\(messages)")
        #expect(messages.contains("MozOsxFontSmoothing"), "\(messages)")
        #expect(report.value?.tokens[FontDescriptor.self, "fonts.tiny"] == nil)
    }
}
