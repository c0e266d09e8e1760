import PaletteTestSupport

/// Extreme numbers where the format readers expect a number of some kind: in DTCG tokens,
/// AUUTheme files and SDThemeManager property lists, XML and binary. Each is an error or a
/// warning that says where, never a trap. Palette's own decoders' rows are PaletteTests'.
extension BadInputCorpus {
    static var extremeNumbers: [BadInput] {
        dtcgNumbers + legacyNumbers
    }

    private static func token(_ type: String, _ value: String) -> String {
        #"{"a": {"b": {"$type": "\#(type)", "$value": \#(value)}}}"#
    }

    static var dtcgNumbers: [BadInput] {
        // DTCG weights may have fractions (400.5), but only from 1 to 1000.
        let weights = notWholeNumbers.filter { $0 != "1.5" }.map { number in
            BadInput(
                "DTCG: a font weight of \(number)",
                .dtcgTokens,
                token("fontWeight", number),
                .file("invalidValue", "a font weight is a number from 1 to 1000", path: "a.b.$value", line: 1)
            )
        }
        let alphas = ["1e308", "-1e308", "1.5"].map { number in
            BadInput(
                "DTCG: alpha \(number)",
                .dtcgTokens,
                token("color", #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": \#(number)}"#),
                .file("invalidValue", "alpha is from 0 to 1", path: "a.b.$value.alpha", line: 1)
            )
        }
        return weights + alphas + [
            BadInput(
                "DTCG: 1e308rem",
                .dtcgTokens,
                token("dimension", #"{"value": 1e308, "unit": "rem"}"#),
                .file("invalidValue", "more points than a number can hold", path: "a.b", line: 1)
            ),
            BadInput(
                "DTCG: '1e306em'",
                .dtcgTokens,
                token("dimension", #""1e306em""#),
                .file("invalidValue", "more points than a number can hold", path: "a.b", line: 1)
            ),
            BadInput(
                "DTCG: a typography size of 1e308 points, skipped",
                .dtcgTokens,
                token("typography", #"{"fontFamily": "Avenir", "fontSize": {"value": 1e308, "unit": "px"}}"#),
                .file("unsupported", "at most 1000 points", path: "a.b", line: 1, warning: true)
            ),
            BadInput(
                "DTCG: a duration of '1e400ms'",
                .dtcgTokens,
                token("duration", #""1e400ms""#),
                .file("invalidValue", "a duration is", path: "a.b.$value", line: 1)
            ),
            BadInput(
                "DTCG: a colour component 'NaN'",
                .dtcgTokens,
                token("color", #"{"colorSpace": "srgb", "components": [1, "NaN", 0]}"#),
                .file("typeMismatch", "expected a number or 'none'", path: "a.b.$value.components[1]", line: 1)
            ),
            BadInput(
                "DTCG: a number of 1e400",
                .dtcgTokens,
                token("number", "1e400"),
                .file("malformedInput", "out of range", line: 1)
            ),
        ]
    }

    static var legacyNumbers: [BadInput] {
        let imageTypes = ["1e308", "-1e308", "9223372036854775808", "1.5", "5e-324"].map { number in
            BadInput(
                "AUUTheme: image type \(number), skipped",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff"}, "images": {"logo": {"type": \#(number), "name": "x"}}}"#,
                .file("unsupported", "an image type is 0", path: "images.logo.type", line: 1, warning: true)
            )
        }
        func plist(_ element: String) -> String {
            "<plist><dict><key>formatVersion</key>\(element)</dict></plist>"
        }
        let integers = ["1.5", "1e308", "18446744073709551616", "-9223372036854775809", "NaN"].map { text in
            BadInput(
                "plist: <integer>\(text)</integer>",
                .giottoPlist,
                plist("<integer>\(text)</integer>"),
                .file("malformedInput", "'\(text)' is not an integer", path: "formatVersion", line: 1)
            )
        }
        let reals = ["1e400", "NaN", "inf", "-Infinity"].map { text in
            BadInput(
                "plist: <real>\(text)</real>",
                .giottoPlist,
                plist("<real>\(text)</real>"),
                .file("malformedInput", "'\(text)' is not a finite number", path: "formatVersion", line: 1)
            )
        }
        return imageTypes + integers + reals + [
            BadInput(
                "plist: formatVersion 2^63",
                .giottoPlist,
                plist("<integer>9223372036854775808</integer><key>Constants</key><dict/>"),
                .file("unsupportedFormatVersion", "reads formatVersion 2", path: "formatVersion", line: 1)
            ),
            BadInput(
                "plist: a font of 1e308 points, skipped",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>"
                    + "<key>COLOR_OK</key><string>c:FFFFFF</string><key>FONT_BODY</key><string>f:system,1e308</string></dict></dict></plist>",
                .file("unsupported", "a font size is greater than 0", line: 1, warning: true)
            ),
            BadInput(
                "binary plist: a real that is NaN",
                .giottoPlist,
                bytes: BinaryPropertyList.build(objects: [[0x23, 0x7F, 0xF8, 0, 0, 0, 0, 0, 0]], top: 0),
                .file("malformedInput", "a real that is not a finite number", positioned: false)
            ),
            BadInput(
                "binary plist: a 4-byte real that is infinite",
                .giottoPlist,
                bytes: BinaryPropertyList.build(objects: [[0x22, 0x7F, 0x80, 0, 0]], top: 0),
                .file("malformedInput", "a real that is not a finite number", positioned: false)
            ),
            BadInput(
                "binary plist: a 128-bit integer past 64 bits",
                .giottoPlist,
                bytes: BinaryPropertyList.build(
                    objects: [[0x14, 0, 0, 0, 0, 0, 0, 0, 1] + Array(repeating: 0, count: 8)],
                    top: 0
                ),
                .file("malformedInput", "an integer beyond 64 bits", positioned: false)
            ),
            BadInput(
                "binary plist: 2^64 - 1 objects",
                .giottoPlist,
                bytes: binaryPlist(patchingTrailer: 8, with: .max),
                .file("malformedInput", "does not fit in the file", positioned: false)
            ),
            BadInput(
                "binary plist: a top object of 2^63",
                .giottoPlist,
                bytes: binaryPlist(patchingTrailer: 16, with: 1 << 63),
                .file("malformedInput", "a reference to object", positioned: false)
            ),
            BadInput(
                "binary plist: an object table at 2^63",
                .giottoPlist,
                bytes: binaryPlist(patchingTrailer: 24, with: 1 << 63),
                .file("malformedInput", "does not fit in the file", positioned: false)
            ),
        ]
    }

    /// A one-string binary property list with an 8-byte field of its trailer (at `offset` into the
    /// 32-byte trailer) set to `value`.
    private static func binaryPlist(patchingTrailer offset: Int, with value: UInt64) -> [UInt8] {
        var bytes = BinaryPropertyList.build(objects: [[0x51, 0x41]], top: 0)
        let start = bytes.count - 32 + offset
        for index in 0..<8 { bytes[start + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(7 - index))) }
        return bytes
    }
}
