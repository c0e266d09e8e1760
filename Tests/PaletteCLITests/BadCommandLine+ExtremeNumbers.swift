/// Extreme numbers in theme files and payloads, through the commands that read them: `import`
/// and `check` of a file, `--themes` folders, `select -`. Each exits 1 with the problem and where
/// it is; `Int(_:)` of 1e308 used to stop the process with a signal instead.
extension BadCommandLine {
    static var extremeNumbers: [BadCommandLine] {
        let versions = ["1e308", "-1e308", "18446744073709551616", "-0", "1.5", "5e-324"].map { number in
            themeFile(
                "import formatVersion \(number)",
                "version.json",
                #"{"formatVersion": \#(number), "id": "v", "extends": "default"}"#,
                "unsupported formatVersion"
            )
        }
        return versions + [
            themeFile(
                "import formatVersion 1e400",
                "version.json",
                #"{"formatVersion": 1e400, "id": "v", "extends": "default"}"#,
                "the number '1e400' is out of range"
            ),
            themeFile(
                "import --strict a DTCG dimension of 1e308rem",
                "huge.tokens.json",
                #"{"space": {"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}}"#,
                "more points than a number can hold",
                strict: true
            ),
            themeFile(
                "import --strict a DTCG font weight of 2^63",
                "weight.tokens.json",
                #"{"w": {"$type": "fontWeight", "$value": 9223372036854775808}}"#,
                "invalid value '9.223372036854776e+18'",
                strict: true
            ),
            themeFile(
                "import a plist integer with a fraction",
                "theme_default.plist",
                "<plist><dict><key>formatVersion</key><integer>2.5</integer></dict></plist>",
                "'2.5' is not an integer"
            ),
            BadCommandLine(
                label: "import AUUTheme with an appearance number of 1e400",
                arguments: ["import", "$THEMES/night.json", "--from", "auutheme"],
                files: ["night.json": #"{"colors": {"color": "ffffff"}, "appearance": {"bar": {"height": 1e400}}}"#],
                status: 1,
                message: "the number '1e400' is out of range"
            ),
            BadCommandLine(
                label: "check a file with formatVersion 2^64",
                arguments: ["check", "$THEMES/big.json"],
                files: ["big.json": #"{"formatVersion": 18446744073709551616, "id": "big", "extends": "default"}"#],
                status: 1,
                message: "unsupported formatVersion '1.8446744073709552e+19'"
            ),
            BadCommandLine(
                label: "use a theme from a folder whose file has formatVersion 1e308",
                arguments: ["--themes", "$THEMES", "use", "big"],
                files: ["big.json": #"{"formatVersion": 1e308, "id": "big", "extends": "default"}"#],
                status: 1,
                message: "unsupported formatVersion '1e+308'"
            ),
            // Numbers where an option or argument names something: words, never converted.
            BadCommandLine(
                label: "--level 1e308",
                arguments: ["check", "--level", "1e308"],
                status: 64,
                message: "'--level' must be AA or AAA, not '1e308'"
            ),
            BadCommandLine(
                label: "--appearance NaN",
                arguments: ["show", "--appearance", "NaN"],
                status: 64,
                message: "'--appearance' must be light or dark, not 'NaN'"
            ),
            BadCommandLine(
                label: "--format 1e400",
                arguments: ["export", "default", "--format", "1e400"],
                status: 64,
                message: "'--format' must be one of json, dtcg, css, swift, xcassets, not '1e400'"
            ),
            BadCommandLine(
                label: "generate from a seed of 1e308",
                arguments: ["generate", "1e308"],
                status: 64,
                message: "the seed '1e308' is not a colour"
            ),
            BadCommandLine(
                label: "generate with a secondary of -0",
                arguments: ["generate", "#FF0000", "--secondary", "-0"],
                status: 64,
                message: "'--secondary' '-0' is not a colour"
            ),
            BadCommandLine(
                label: "a contrast pair of numbers",
                arguments: ["check", "default", "--pair", "1e308:-0"],
                status: 1,
                message: "--pair: unresolved reference '1e308'"
            ),
            BadCommandLine(
                label: "a token path of 2^64",
                arguments: ["token", "18446744073709551616"],
                status: 1,
                message: "no token '18446744073709551616'"
            ),
            payload("a theme of 1e308", #"{"theme": 1e308}"#, "expected a theme name string"),
            payload("a theme of -0", #"{"theme": -0}"#, "expected a theme name string"),
            payload(
                "an override font of 1e308 points",
                #"{"theme": "default", "overrides": {"fonts": {"body": {"size": 1e308}}}}"#,
                "a font size must be greater than 0 and at most 1000"
            ),
            payload(
                "an override font weight of 400.5",
                #"{"theme": "default", "overrides": {"fonts": {"body": {"size": 17, "weight": 400.5}}}}"#,
                "invalid font weight '400.5'"
            ),
            payload(
                "an override dimension of 1e308rem",
                #"{"theme": "default", "overrides": {"tokens": {"dimensions": {"space": "1e308rem"}}}}"#,
                "invalid value '1e308rem'"
            ),
        ]
    }
}
