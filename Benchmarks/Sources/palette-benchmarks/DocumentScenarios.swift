import BenchmarkSupport
import Foundation
import Palette
import PaletteFormats
import PaletteThemes

/// Theme files: Palette documents, DTCG tokens and the legacy formats, read and validated.
enum DocumentScenarios {
    static let group = "Theme files"

    /// A document with `count` tokens of every kind, extending `default`.
    static func document(tokens count: Int) -> [UInt8] {
        var colors: [String] = []
        var dimensions: [String] = []
        var numbers: [String] = []
        for index in 0..<count {
            switch index % 3 {
            case 0:
                let hex = String(format: "%06X", index * 4_099 % 0xFF_FFFF)
                colors.append(##""color.group\##(index % 10).item\##(index)": "#\##(hex)""##)
            case 1: dimensions.append(#""spacing.group\#(index % 10).item\#(index)": \#(index % 48)"#)
            default: numbers.append(#""opacity.group\#(index % 10).item\#(index)": 0.\#(index % 10)"#)
            }
        }
        let json = """
            {"formatVersion": 1, "id": "synthetic", "name": "Synthetic", "extends": "default",
             "palette": {"primary": "#D92D20", "secondary": "#1F2A44"},
             "fonts": {"heading": "Avenir Next 24 semibold (title2)"},
             "tokens": {"colors": {\(colors.joined(separator: ", "))},
                        "dimensions": {\(dimensions.joined(separator: ", "))},
                        "numbers": {\(numbers.joined(separator: ", "))}}}
            """
        return Array(json.utf8)
    }

    /// A DTCG file with `count` colour and dimension tokens in groups, a tenth of them aliases.
    static func dtcg(tokens count: Int) -> [UInt8] {
        var groups: [String] = []
        for group in 0..<(count / 10) {
            var members: [String] = []
            for item in 0..<10 {
                let index = group * 10 + item
                if item == 9 {
                    members.append(#""t\#(item)": {"$type": "color", "$value": "{palette.g\#(group).t0}"}"#)
                } else if item.isMultiple(of: 2) {
                    members.append(
                        #""t\#(item)": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.\#(index % 9 + 1), 0.1, \#(index % 360)]}}"#
                    )
                } else {
                    members.append(
                        #""t\#(item)": {"$type": "dimension", "$value": {"value": \#(index % 64), "unit": "px"}}"#
                    )
                }
            }
            groups.append(#""g\#(group)": {\#(members.joined(separator: ", "))}"#)
        }
        return Array(#"{"palette": {\#(groups.joined(separator: ", "))}}"#.utf8)
    }

    static var all: [Scenario] {
        let hundred = document(tokens: 100)
        let dtcgFile = dtcg(tokens: 1_000)
        // The largest DTCG file the default limits accept: the worst case they allow.
        let limits = ThemeLimits.default
        let largest = dtcg(tokens: limits.maximumTokenCount)
        let auu = Array(LegacySamples.auuTheme.utf8)
        let plist = Array(LegacySamples.giottoPlist.utf8)
        let registry = ThemeRegistry.builtIn
        return [
            Scenario(
                id: "document.100-tokens",
                group: group,
                name: "Palette document of 100 tokens (\(kibibytes(hundred))): decode + validate + resolve",
                unit: .milliseconds,
                target: Target("<= 1 ms", [.atMost(1)])
            ) {
                guard try ThemeDocument(json: hundred).resolve(in: registry).tokens.count == 100 else {
                    throw BenchmarkFailure("the document did not give 100 tokens")
                }
                return { iterations in
                    for _ in 0..<iterations {
                        blackHole(try? ThemeDocument.decode(json: hundred).get().resolve(in: registry))
                    }
                }
            },
            dtcgImport(
                id: "dtcg.1000-tokens",
                name: "DTCG import of 1,000 tokens (\(kibibytes(dtcgFile)); OKLCH colours, dimensions, aliases)",
                file: dtcgFile,
                tokens: 1_000
            ),
            dtcgImport(
                id: "dtcg.limit",
                name:
                    "DTCG import at the default limits (\(limits.maximumTokenCount.formatted) tokens, \(kibibytes(largest)))",
                file: largest,
                tokens: limits.maximumTokenCount
            ),
            Scenario(
                id: "legacy.auutheme",
                group: group,
                name: "AUUTheme file (the example in its documentation)",
                unit: .microseconds
            ) {
                guard AUUThemeImporter().decode(auu).value != nil else { throw BenchmarkFailure("did not import") }
                return { iterations in
                    for _ in 0..<iterations { blackHole(AUUThemeImporter().decode(auu)) }
                }
            },
            Scenario(
                id: "legacy.giotto",
                group: group,
                name: "SDThemeManager plist (the example in its documentation)",
                unit: .microseconds
            ) {
                guard GiottoImporter().decode(plist).value != nil else { throw BenchmarkFailure("did not import") }
                return { iterations in
                    for _ in 0..<iterations { blackHole(GiottoImporter().decode(plist)) }
                }
            },
        ]
    }

    /// Importing a DTCG file that must give `tokens` tokens and fit the default size limit.
    private static func dtcgImport(id: String, name: String, file: [UInt8], tokens: Int) -> Scenario {
        Scenario(id: id, group: group, name: name, unit: .milliseconds) {
            guard file.count <= ThemeLimits.default.maximumDocumentSize else {
                throw BenchmarkFailure("the file is over the size limit: \(file.count) bytes")
            }
            let report = DTCGImporter().decode(file, options: ImportOptions(conformance: .asDeclared))
            guard try report.get().tokens.count == tokens else {
                throw BenchmarkFailure("the import did not give \(tokens) tokens: \(report.errors.prefix(3))")
            }
            return { iterations in
                for _ in 0..<iterations {
                    blackHole(DTCGImporter().decode(file, options: ImportOptions(conformance: .asDeclared)))
                }
            }
        }
    }

    private static func kibibytes(_ bytes: [UInt8]) -> String {
        "\((Double(bytes.count) / 1024).formatted(.number.precision(.fractionLength(0...1)))) KiB"
    }
}

/// The legacy files the import scenarios read.
enum LegacySamples {
    static let auuTheme = """
        {"colors": {"color": "FFFFFF", "color.background": "ffffff", "color.background.tableview": "0xffffff",
          "color.text": "363535", "color.text.title": "5e5b5b", "color.text.subtitle": "7c7878"},
         "images": {"image": {"type": 0, "name": "3.jpg"}, "image.background.navbar": {"type": 2, "color": "ffffff"},
          "image.head.head3": {"type": 3, "path": "http://example.com/3.jpg"}},
         "appearance": {"appearance.segment": {"background": "ffffff", "titlecolor": "363535"}}}
        """

    static let giottoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>formatVersion</key><integer>2</integer>
        <key>Constants</key><dict>
          <key>FONT_REGULAR</key><string>system</string><key>FONT_BOLD</key><string>systemBold</string>
          <key>COLOR_TEXT</key><string>c:4D4D4D</string><key>COLOR_BACKGROUND</key><string>c:F6F6F6</string>
          <key>DIMENSION_FONT</key><integer>16</integer>
        </dict>
        <key>Styles</key><dict>
          <key>CommonLabel</key><dict><key>textColor</key><string>COLOR_TEXT</string><key>font</key><string>f:FONT_REGULAR,DIMENSION_FONT</string></dict>
          <key>CommonBoldLabel</key><dict><key>_superstyle</key><string>CommonLabel</string><key>font</key><string>f:FONT_BOLD,18</string></dict>
          <key>Card</key><dict><key>layer.cornerRadius</key><integer>8</integer><key>contentInsets</key><string>edge:8,8,8,8</string></dict>
        </dict>
        </dict></plist>
        """

}
