import Testing

@testable import PaletteFormats

/// The one line `palette export` prints says each thing left out once.
struct ExportReportSummaryTests {
    @Test func aValueLeftOutUnderSeveralPropertiesIsSaidOnce() {
        var report = ExportReport(format: .css)
        report.omit("titleColor: undefined color token 'BRAND'", category: "values", at: "Button", placeNoun: "style")
        report.omit("tintColor: undefined color token 'BRAND'", category: "values", at: "Button", placeNoun: "style")
        report.omit("shadowOffset", category: "properties", at: "Card", placeNoun: "style")
        #expect(
            report.summary
                == "1 value not representable in CSS: titleColor, tintColor: undefined color token 'BRAND' (1 style); "
                + "1 property not representable in CSS: shadowOffset (1 style)"
        )
        #expect(report.omissions.count == 3, "the JSON report keeps each")
    }
}
