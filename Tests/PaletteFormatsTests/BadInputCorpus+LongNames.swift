import PaletteTestSupport

/// Names long enough that readers which join them (a DTCG group's with its tokens', an AUUTheme
/// appearance group's with its keys', an SDThemeManager style's with its nested styles') would
/// copy them into every path under them: refused past ``FormatLimits/maximumPathLength``.
extension BadInputCorpus {
    static var longNames: [BadInput] {
        let long = String(repeating: "n", count: 200_000)
        let tokens = (0..<3_000).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
        // Searched for the longest prefix that is a token by joining each prefix afresh, an alias
        // of 20,000 names (40 KB) took over a minute.
        let names = String(repeating: ".a", count: 20_000)
        return [
            BadInput(
                "DTCG: an alias of 20,000 names",
                .dtcgTokens,
                #"{"color": {"primary": {"$type": "color", "$value": "{a\#(names)}"}}}"#,
                .file("unresolvedReference", "no token has this path", path: "color.primary.$value", line: 1)
            ),
            BadInput(
                "DTCG: an alias that goes on for 20,000 names past a token",
                .dtcgTokens,
                ##"{"color": {"base": {"$type": "color", "$value": "#112233"}, "primary": {"$type": "color", "$value": "{color.base\##(names)}"}}}"##,
                .file(
                    "unresolvedReference",
                    "'color.base' is a token: curly braces name whole tokens",
                    path: "color.primary.$value",
                    line: 1
                )
            ),
            BadInput(
                "DTCG: a 200,000-byte group name over 3,000 tokens",
                .dtcgTokens,
                #"{"\#(long)": {"$type": "number", \#(tokens)}}"#,
                .file("limitExceeded", "a token path of 200000 bytes exceeds the limit of 1024", line: 1)
            ),
            BadInput(
                "AUUTheme: a 200,000-byte appearance group over 3,000 keys, skipped",
                .auuTheme,
                #"{"colors": {"color.text": "ffffff"}, "appearance": {"\#(long)": {"#
                    + (0..<3_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}}}",
                .file("unsupported", "an identifier of 200000 bytes", line: 1, warning: true)
            ),
            BadInput(
                "plist: a 200,000-byte style name over 3,000 nested styles, skipped",
                .giottoPlist,
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict><key>COLOR_OK</key><string>c:FFFFFF</string></dict>"
                    + "<key>Styles</key><dict><key>\(long)</key><dict>"
                    + (0..<3_000).map { "<key>p\($0)</key><dict/>" }.joined() + "</dict></dict></dict></plist>",
                .file("unsupported", "a style name of 200000 bytes", line: 1, warning: true)
            ),
        ]
    }
}
