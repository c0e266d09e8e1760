import PaletteTestSupport

/// SwiftTheme's themes, JSON and property lists: the SwiftTheme importer's rows.
extension BadInputCorpus {
    static var swiftThemeFiles: [BadInput] {
        [
            BadInput(
                "SwiftTheme: truncated JSON",
                .swiftTheme,
                ##"{"Global": {"backgroundColor": "#FFF""##,
                .file("malformedInput", "found the end of the input", line: 1)
            ),
            BadInput(
                "SwiftTheme: truncated property list",
                .swiftTheme,
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>Global</key><dict>",
                .file("malformedInput", "unterminated", positioned: false)
            ),
            BadInput(
                "SwiftTheme: not a SwiftTheme theme at all",
                .swiftTheme,
                #"{"name": "acme", "size": 3}"#,
                .file("wrongFormat", "not a SwiftTheme theme", line: 1)
            ),
            BadInput(
                "SwiftTheme: a list where a group goes",
                .swiftTheme,
                ##"{"Global": [{"backgroundColor": "#FFF"}]}"##,
                .file("wrongFormat", "not a SwiftTheme theme", line: 1)
            ),
            BadInput(
                "SwiftTheme: a '#' string that is no colour, skipped",
                .swiftTheme,
                ##"{"Global": {"textColor": "#FFF", "backgroundColor": "#12345"}}"##,
                .file("unsupported", "is no colour", line: 1, warning: true)
            ),
            BadInput(
                "SwiftTheme: an image path above the theme's folder, skipped",
                .swiftTheme,
                ##"{"Global": {"backgroundColor": "#FFF", "iconImage": "../../etc/passwd"}}"##,
                .file("unsupported", "cannot be outside the theme's folder", line: 1, warning: true)
            ),
            BadInput(
                "SwiftTheme: an absolute image path, skipped",
                .swiftTheme,
                ##"{"Global": {"backgroundColor": "#FFF", "iconImage": "/etc/passwd"}}"##,
                .file("unsupported", "not absolute", line: 1, warning: true)
            ),
            BadInput(
                "SwiftTheme: a font of infinite size is no font but text",
                .swiftTheme,
                ##"{"Global": {"backgroundColor": "#FFF", "textFont": "Helvetica,1e400", "on": true}}"##,
                .file("unsupported", "true or false", line: 1, warning: true)
            ),
            BadInput(
                "SwiftTheme: nested deeper than SwiftTheme's groups go",
                .swiftTheme,
                "{\"UIStatusBarStyle\": \"LightContent\", \"a\": " + String(repeating: "{\"a\": ", count: 9)
                    + "\"#FFF\"" + String(repeating: "}", count: 10),
                .file("wrongFormat", "not a SwiftTheme theme", line: 1)
            ),
            BadInput(
                "SwiftTheme: a key path longer than the limit, skipped",
                .swiftTheme,
                "{\"Global\": {\"backgroundColor\": \"#FFF\", \"" + String(repeating: "k", count: 2_000)
                    + "\": \"#000\"}}",
                .file("unsupported", "exceeds the limit of 1024", line: 1, warning: true)
            ),
        ]
    }
}
