import PaletteFormats
import Testing

/// Tokens Studio's files are loose about types across a reference: a number names a dimension in
/// points or a font weight, a dimension names a number. Read leniently, the meaning is certain and
/// the value is taken with a warning; held to DTCG (`palette validate`), it is refused.
struct LooseReferenceTests {
    static let file = """
        {
          "size": {
            "base": { "$type": "dimension", "$value": "16px" },
            "scale": { "$type": "number", "$value": "{size.base}" },
            "unit": { "$type": "number", "$value": 4 },
            "step": { "$type": "dimension", "$value": "{size.unit}" },
            "large": { "$type": "dimension", "$value": "floor({size.unit} * 2.6)" }
          },
          "weight": {
            "bold": { "$type": "fontWeight", "$value": 700 },
            "number": { "$type": "number", "$value": "{weight.bold}" }
          }
        }
        """

    @Test func aNumberTakesADimensionsOrAWeightsNumberAndADimensionANumberInPoints() throws {
        let report = DTCGImporter().decode(Array(Self.file.utf8), file: "tokens.json", options: .asDeclared)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let tokens = try #require(report.value).tokens
        #expect(tokens[Double.self, "size.scale"] == 16)
        #expect(tokens[Double.self, "weight.number"] == 700)
        #expect(tokens[Dimension.self, "size.step"]?.points() == 4)
        // Tokens Studio's `floor()` of a number token.
        #expect(tokens[Dimension.self, "size.large"]?.points() == 10 || tokens[Double.self, "size.large"] == 10)
        let conversions = report.warnings.filter { $0.description.contains("its number") }
        #expect(conversions.count == 3, "\(report.warnings)")
    }

    @Test func aDimensionInRemIsNotANumber() {
        let file = """
            {
              "base": { "$type": "dimension", "$value": "1rem" },
              "scale": { "$type": "number", "$value": "{base}" }
            }
            """
        let report = DTCGImporter().decode(Array(file.utf8), file: "tokens.json", options: .asDeclared)
        #expect(report.value?.tokens[Double.self, "scale"] == nil)
    }
}
