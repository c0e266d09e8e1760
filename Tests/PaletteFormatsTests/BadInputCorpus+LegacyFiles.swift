import PaletteTestSupport

/// AUUTheme JSON and SDThemeManager plists: the legacy importers' rows.
extension BadInputCorpus {
    static var legacyFiles: [BadInput] {
        [
            BadInput(
                "AUUTheme: truncated",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff""#,
                .file("malformedInput", "found the end of the input", line: 1)
            ),
            BadInput(
                "AUUTheme: colors is an array",
                .auuTheme,
                #"{"colors": ["ffffff"]}"#,
                .file("typeMismatch", "expected", path: "colors", line: 1)
            ),
            BadInput(
                "AUUTheme: a colour that is a number, skipped",
                .auuTheme,
                #"{"colors": {"color.text": 16711680, "color.line": "ffffff"}}"#,
                .file(
                    "unsupported",
                    "expected a colour string",
                    path: #"colors["color.text"]"#,
                    line: 1,
                    warning: true
                )
            ),
            BadInput(
                "AUUTheme: every colour unreadable, an error and no empty theme",
                .auuTheme,
                #"{"colors": {"color.text": 16711680, "color.line": "zz"}}"#,
                .file(
                    "malformedInput",
                    "nothing in this file could be read: all 2 of its entries were skipped",
                    line: 1
                )
            ),
            BadInput(
                "AUUTheme: an image file above the theme's folder, skipped",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff"}, "images": {"logo": {"type": 1, "name": "../../secret.png"}}}"#,
                .file("unsupported", "cannot be outside the theme's folder", line: 1, warning: true)
            ),
            BadInput(
                "AUUTheme: an image name that is a number, skipped",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff"}, "images": {"logo": {"type": 0, "name": 5}}}"#,
                .file("unsupported", "expected a string", path: "images.logo.name", line: 1, warning: true)
            ),
            BadInput(
                "AUUTheme: an unknown image type, skipped",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff"}, "images": {"logo": {"type": 9, "name": "x"}}}"#,
                .file("unsupported", "9", line: 1, warning: true)
            ),
            BadInput(
                "AUUTheme: a key given twice, the last kept",
                .auuTheme,
                "{\"colors\": {\"color.text\": \"ffffff\",\n  \"color.text\": \"000000\"}}",
                .file("duplicateDefinition", "'color.text' is defined again", line: 2, warning: true)
            ),
            BadInput(
                "AUUTheme: a comment after the first line",
                .auuTheme,
                "{\"colors\": {\"color.text\": \"ffffff\"},\n  /* night */ \"images\": {}}",
                .file("malformedInput", "1 comment (first at 2:3)", line: 2, warning: true)
            ),
            BadInput(
                "AUUTheme: an unknown top-level key",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff"}, "author": "me"}"#,
                .file(
                    "unknownKey",
                    "expected one of colors, images, appearance",
                    path: "author",
                    line: 1,
                    warning: true
                )
            ),
            BadInput(
                "plist: an unclosed dict",
                .giottoPlist,
                "<plist version=\"1.0\">\n<dict>\n<key>formatVersion</key><integer>2</integer>\n</plist>",
                .file("malformedInput", "expected <key> in a <dict>, found <plist>", line: 4)
            ),
            BadInput(
                "plist: formatVersion 1",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>1</integer><key>Constants</key><dict/></dict></plist>",
                .file("unsupportedFormatVersion", "reads formatVersion 2", path: "formatVersion", line: 1)
            ),
            BadInput(
                "plist: formatVersion 3 and nothing else, a font's metainfo.plist",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>3</integer></dict></plist>",
                .file("wrongFormat", "which is no theme", line: 1)
            ),
            BadInput(
                "plist: formatVersion as a string",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><string>2</string></dict></plist>",
                .file("typeMismatch", "found the string '2'", path: "formatVersion", line: 1)
            ),
            BadInput(
                "plist: an integer that is text",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>two</integer></dict></plist>",
                .file("malformedInput", "'two' is not an integer", path: "formatVersion", line: 1)
            ),
            BadInput(
                "plist: a billion-laughs entity",
                .giottoPlist,
                """
                <!DOCTYPE plist [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
                <plist><dict><key>formatVersion</key><integer>2</integer>\
                <key>Constants</key><dict><key>X</key><string>&lol2;</string></dict></dict></plist>
                """,
                .file("malformedInput", "unknown entity '&lol2;'", line: 2)
            ),
            BadInput(
                "plist: 10 MB",
                .giottoPlist,
                sized(tenMegabytes, prefix: "<plist><string>", suffix: "</string></plist>"),
                .file("inputTooLarge", "larger than the limit", positioned: false)
            ),
            BadInput(
                "plist: dicts nested 100,000 deep",
                .giottoPlist,
                "<plist>" + String(repeating: "<array>", count: 100_000),
                .file("nestingTooDeep", "nested more than", line: 1)
            ),
            BadInput(
                // Each style used to be looked up among all the earlier ones: quadratic.
                "plist: 40,000 styles, the last not a dictionary, skipped",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Styles</key><dict>"
                    + (0..<40_000).map { "<key>s\($0)</key><dict/>" }.joined()
                    + "<key>last</key><string>x</string></dict></dict></plist>",
                .file("unsupported", "expected a style", path: "Styles.last", line: 1, warning: true)
            ),
            BadInput(
                // Found by fuzzing: it became a token at the empty path, which no document can hold.
                "plist: a constant named '.', skipped",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>"
                    + "<key>COLOR_OK</key><string>c:FFFFFF</string><key>.</key><string>c:C80029</string></dict></dict></plist>",
                .file("unsupported", "a constant needs a name", path: #"Constants["."]"#, line: 1, warning: true)
            ),
            BadInput(
                "plist: its one constant unreadable, an error and no empty theme",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>"
                    + "<key>COLOR_TEXT</key><string>c:nothing</string></dict></dict></plist>",
                .file("malformedInput", "nothing in this file could be read: its one entry was skipped", line: 1)
            ),
            BadInput(
                // Found by fuzzing: the family was taken as it was, and its DTCG export read back as an alias.
                "plist: a font constant written as a DTCG alias, skipped",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>"
                    + "<key>COLOR_OK</key><string>c:FFFFFF</string><key>FONT_BODY</key><string>{a.a.a}</string></dict></dict></plist>",
                .file("unsupported", "which DTCG reads as an alias", line: 1, warning: true)
            ),
            BadInput(
                "binary plist: cut short",
                .giottoPlist,
                bytes: Array(
                    BinaryPropertyList.build(objects: [[0x5F, 0x10, 0x28] + Array(repeating: 0x41, count: 40)], top: 0)
                        .dropLast(8)
                ),
                .file("malformedInput", "cut short", positioned: false)
            ),
            BadInput(
                "binary plist: an array that contains itself",
                .giottoPlist,
                bytes: BinaryPropertyList.build(objects: [[0xA1, 0x00]], top: 0),
                .file("malformedInput", "contains itself", positioned: false)
            ),
        ]
    }
}
