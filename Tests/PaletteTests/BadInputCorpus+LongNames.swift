import PaletteTestSupport

/// Names longer than ``ThemeLimits/maximumPathLength`` in a Palette document: refused. The
/// format readers, which join names (a DTCG group's with its tokens'), have rows of their own in
/// PaletteFormatsTests.
extension BadInputCorpus {
    static var longNames: [BadInput] {
        let long = String(repeating: "n", count: 2_000)
        return [
            BadInput(
                "a 2,000-byte token path",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"numbers": {"\#(long)": 1}}}"#,
                .file("limitExceeded", "a token path of 2000 bytes", line: 1)
            )
        ]
    }
}
