import PaletteTestSupport

/// Extreme numbers where every decoder of Palette expects a number of some kind: the ends of
/// `Double` (±1e308), the smallest subnormal (5e-324), 2^63 and 2^64 (just past `Int64` and
/// `UInt64`), negative zero, numbers that overflow to infinity (1e400), text that looks like a
/// number, and fractions where a whole number is expected. Each is an error or a warning that
/// says where, never a trap (`Int(_:)` of 1e308 used to stop `palette validate`). The format
/// readers' rows are PaletteFormatsTests'.
extension BadInputCorpus {
    static var extremeNumbers: [BadInput] {
        paletteNumbers + payloadNumbers + valueNumbers
    }

    private static func document(_ body: String) -> String {
        #"{"formatVersion": 1, "id": "x", "extends": "default", \#(body)}"#
    }

    static var paletteNumbers: [BadInput] {
        let versions = notWholeNumbers.map { number in
            BadInput(
                "formatVersion \(number)",
                .themeDocument,
                #"{"formatVersion": \#(number), "id": "x", "extends": "default"}"#,
                .file("unsupportedFormatVersion", "reads formatVersion 1", path: "formatVersion")
            )
        }
        let weights = (notWholeNumbers + ["400.5"]).map { number in
            BadInput(
                "a font weight of \(number)",
                .themeDocument,
                document(#""fonts": {"body": {"size": 17, "weight": \#(number)}}"#),
                .file("invalidFontWeight", "expected a number from 1 to 1000", path: "fonts.body.weight")
            )
        }
        let sizes = ["1e308", "-1e308", "18446744073709551616", "-0"].map { number in
            BadInput(
                "a font size of \(number)",
                .themeDocument,
                document(#""fonts": {"body": {"size": \#(number)}}"#),
                .file("invalidValue", "a font size must be greater than 0", path: "fonts.body.size")
            )
        }
        let texts = ["1e308rem", "1e400px", "NaNpx", "Infinity", "-inf"].map { text in
            BadInput(
                "a dimension of '\(text)'",
                .themeDocument,
                document(#""tokens": {"dimensions": {"space": "\#(text)"}}"#),
                .file("invalidValue", "a dimension is a number of points", path: "tokens.dimensions.space")
            )
        }
        return versions + weights + sizes + texts + [
            BadInput(
                "formatVersion 1e400",
                .themeDocument,
                #"{"formatVersion": 1e400, "id": "x", "extends": "default"}"#,
                .file("malformedInput", "the number '1e400' is out of range", line: 1)
            ),
            BadInput(
                "formatVersion 'NaN'",
                .themeDocument,
                #"{"formatVersion": "NaN", "id": "x", "extends": "default"}"#,
                .file("unsupportedFormatVersion", #"'"NaN"'"#, path: "formatVersion")
            ),
            BadInput(
                "a short-form font of 1e308 points",
                .themeDocument,
                document(#""fonts": {"body": "system 1e308 bold"}"#),
                .file("invalidValue", "a font size must be greater than 0", path: "fonts.body")
            ),
            BadInput(
                "a point at 1e400",
                .themeDocument,
                document(#""styles": {"Card": {"origin": {"point": [1e400, 0]}}}"#),
                .file("malformedInput", "out of range", line: 1)
            ),
        ]
    }

    static var payloadNumbers: [BadInput] {
        let names = ["1e308", "-0", "18446744073709551616", "5e-324"].map { number in
            BadInput("theme is \(number)", .payload, #"{"theme": \#(number)}"#, .typeMismatch(path: "theme"))
        }
        return names + [
            BadInput(
                "an override font of 1e308 points",
                .payload,
                #"{"theme": "default", "overrides": {"fonts": {"body": {"size": 1e308}}}}"#,
                .invalidValue(path: "overrides.fonts.body.size")
            ),
            BadInput(
                "an override dimension of 1e308rem",
                .payload,
                #"{"theme": "default", "overrides": {"tokens": {"dimensions": {"space": "1e308rem"}}}}"#,
                .invalidValue(path: "overrides.tokens.dimensions.space")
            ),
            BadInput(
                "an override short-form font of -0 points",
                .payload,
                #"{"theme": "default", "overrides": {"fonts": {"body": "system -0"}}}"#,
                .invalidValue(path: "overrides.fonts.body")
            ),
            BadInput("theme is 1e400", .payload, #"{"theme": 1e400}"#, .malformed("out of range", line: 1, column: 11)),
        ]
    }

    static var valueNumbers: [BadInput] {
        let weights = ["9223372036854775808", "18446744073709551616", "1e308", "400.0", "-0", "5e-324", "Infinity"]
            .map { BadInput("a weight of \($0)", .fontWeightName, $0, .invalidFontWeight) }
        let colors = ["1e308", "-0", "NaN", "0x1p3", "#18446744073709551616"]
            .map { BadInput("the colour \($0)", .hexColor, $0, .invalidColor) }
        return weights + colors
    }
}
