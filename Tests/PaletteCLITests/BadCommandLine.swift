import Foundation
import Testing

/// A hostile or malformed `palette` invocation and how it must end: exit status 1 (or 64 for a
/// usage error) with an `error: …` message, never a signal, in bounded time.
///
/// Arguments may name scratch files made for the run: `$DIR` (a directory), `$EMPTY` (an empty
/// file), `$BIG` (a 10 MB file), `$MISSING` (a path that does not exist), `$FIFO` (a named pipe no
/// one writes to), and `$THEMES`, a folder holding the invocation's `files` (`$THEMES/name` is one
/// of them).
struct BadCommandLine: Sendable, CustomTestStringConvertible {
    let label: String
    let arguments: [String]
    var standardInput: [UInt8] = []
    var variables: [String: String] = [:]
    /// Theme files written into `$THEMES`, by name.
    var files: [String: String] = [:]
    let status: Int32
    /// Text standard error must contain after `error: `.
    let message: String

    var testDescription: String { label }

    /// The corpus. Payload rows go through `palette select -`, the way a backend's reply would.
    static var all: [BadCommandLine] {
        invocations + extremeNumbers
    }

    private static var invocations: [BadCommandLine] {
        let cyrillic = "\u{430}lternative"
        return [
            payload("empty standard input", "", "the input is empty"),
            payload("a byte order mark alone", "\u{FEFF}", "the input is empty"),
            payload("truncated JSON", #"{"theme": "alter"#, "unterminated string"),
            payload("NaN", #"{"theme": NaN}"#, "at 'theme' (<stdin>:1:11): unexpected 'N'"),
            payload("a huge number", #"{"theme": 1e999}"#, "out of range"),
            payload("the theme is a number", #"{"theme": 42}"#, "expected a theme name string"),
            payload("the root is an array", #"["alternative"]"#, "expected an object"),
            payload("deep nesting", String(repeating: "[", count: 50_000), "nested more than 16 levels"),
            payload("a Cyrillic look-alike", #"{"theme": "\#(cyrillic)"}"#, "did you mean 'alternative'?"),
            BadCommandLine(
                label: "10 MB on standard input",
                arguments: ["select", "-"],
                standardInput: Array(repeating: UInt8(ascii: " "), count: 10 * 1024 * 1024),
                status: 1,
                message: "larger than the limit of 65536 bytes"
            ),
            BadCommandLine(
                label: "invalid UTF-8 on standard input",
                arguments: ["select", "-"],
                standardInput: Array(#"{"theme": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
                status: 1,
                message: "not valid UTF-8"
            ),
            BadCommandLine(
                label: "a bad payload with --persist",
                arguments: ["select", "--persist", "-"],
                standardInput: Array(#"{"theme": null}"#.utf8),
                status: 1,
                message: "but found null"
            ),
            BadCommandLine(
                label: "a directory",
                arguments: ["select", "$DIR"],
                status: 1,
                message: "a directory, not a file"
            ),
            BadCommandLine(label: "an empty file", arguments: ["select", "$EMPTY"], status: 1, message: "is empty"),
            payload(
                "the theme given twice",
                #"{"theme": "default", "theme": "alternative"}"#,
                "'theme' is defined again at 'theme' (<stdin>:1:22)"
            ),
            BadCommandLine(
                // What a shell passes for a name with bytes that are not UTF-8 reaches Swift so.
                label: "a file name that is not UTF-8",
                arguments: ["show", "theme-\u{FFFD}\u{FFFD}.json"],
                status: 1,
                message: "no such file 'theme-\u{FFFD}\u{FFFD}.json'; its name is not valid UTF-8"
            ),
            BadCommandLine(
                label: "a named pipe no one writes to",
                arguments: ["show", "$FIFO"],
                status: 1,
                message: "the input is empty"
            ),
            BadCommandLine(
                label: "a payload from an endless device",
                arguments: ["select", "/dev/zero"],
                status: 1,
                message: "larger than the limit of 65536 bytes"
            ),
            BadCommandLine(
                label: "a theme file from an endless device",
                arguments: ["show", "/dev/zero"],
                status: 1,
                message: "larger than the limit of 4194304 bytes; it was not parsed; it is "
                    + "ThemeLimits.maximumDocumentSize, and the file is a stream (a pipe or a device) that did not end"
            ),
            themeFile(
                "an AUUTheme file none of whose colours can be read",
                "legacy.json",
                #"{"colors": {"color.text": 16711680, "color.line": "zz"}}"#,
                "nothing in this file could be read: all 2 of its entries were skipped"
            ),
            BadCommandLine(label: "a 10 MB file", arguments: ["select", "$BIG"], status: 1, message: "larger than"),
            BadCommandLine(
                label: "a missing file",
                arguments: ["select", "$MISSING"],
                status: 1,
                message: "no such file"
            ),
            BadCommandLine(
                label: "show a look-alike",
                arguments: ["show", cyrillic],
                status: 1,
                message: "unknown theme"
            ),
            BadCommandLine(
                label: "an unknown appearance",
                arguments: ["show", "system", "--appearance", "dusk"],
                status: 64,
                message: "'--appearance' must be light or dark, not 'dusk'"
            ),
            BadCommandLine(
                label: "check with an unknown appearance",
                arguments: ["check", "--appearance", ""],
                status: 64,
                message: "'--appearance' must be light or dark"
            ),
            BadCommandLine(
                label: "a Turkish dotted I",
                arguments: ["show", "H\u{130}GH-CONTRAST"],
                status: 1,
                message: "did you mean 'high-contrast'?"
            ),
            BadCommandLine(
                label: "--theme look-alike",
                arguments: ["--theme", cyrillic, "show"],
                status: 1,
                message: cyrillic
            ),
            BadCommandLine(
                label: "use a look-alike",
                arguments: ["use", cyrillic],
                status: 1,
                message: "unknown theme"
            ),
            BadCommandLine(
                label: "PALETTE_THEME look-alike",
                arguments: ["show"],
                variables: ["PALETTE_THEME": cyrillic],
                status: 1,
                message: "PALETTE_THEME: unknown theme"
            ),
            BadCommandLine(
                label: "a control character in a name",
                arguments: ["show", "alt\u{7}ernative"],
                status: 1,
                message: "did you mean 'alternative'?"
            ),
            BadCommandLine(
                // Linux refuses a single argument over 128 KiB (MAX_ARG_STRLEN), so this is near the most a shell can pass.
                label: "a 100 KB theme name",
                arguments: ["show", String(repeating: "x", count: 100_000)],
                status: 1,
                message: "unknown theme 'xxx"
            ),
            BadCommandLine(
                label: "an unknown command",
                arguments: ["shw"],
                status: 64,
                message: "unknown command 'shw'"
            ),
            BadCommandLine(label: "an unknown option", arguments: ["show", "--nope"], status: 64, message: "--nope"),
            BadCommandLine(
                label: "a bad --color",
                arguments: ["show", "--color", "sometimes"],
                status: 64,
                message: "'--color' must be auto, always or never"
            ),
            BadCommandLine(label: "an extra argument", arguments: ["show", "a", "b"], status: 64, message: "'b'"),
            BadCommandLine(label: "a missing argument", arguments: ["use"], status: 64, message: "needs"),
            BadCommandLine(
                label: "an option without value",
                arguments: ["show", "--theme"],
                status: 64,
                message: "needs a value"
            ),
            BadCommandLine(
                label: "a flag with a value",
                arguments: ["show", "--json=yes"],
                status: 64,
                message: "does not take"
            ),
            BadCommandLine(
                label: "an image token nothing answers",
                arguments: ["token", "image.nothing"],
                status: 1,
                message: "no image token 'image.nothing', nor any parent of it, in theme 'default'"
            ),
            BadCommandLine(
                label: "import a plist whose formatVersion is a string",
                arguments: ["import", "$THEMES/theme_default.plist"],
                files: [
                    "theme_default.plist":
                        "<plist><dict><key>formatVersion</key><string>2</string><key>Constants</key><dict/></dict></plist>"
                ],
                status: 1,
                message: "expected formatVersion as a number, <integer>2</integer>, but found the string '2'"
            ),
            BadCommandLine(
                label: "validate with an unknown --from",
                arguments: ["validate", "$EMPTY", "--from", "sketch"],
                status: 64,
                message:
                    "'--from' must be one of palette, dtcg, auutheme, giotto, swifttheme, xcassets, resolver, figma, auu, dtcg-resolver"
            ),
            themeFile(
                "import --strict a DTCG alias cycle",
                "cycle.tokens.json",
                dtcgCycle,
                "alias cycle",
                strict: true
            ),
            themeFile(
                "import an image above the theme's folder",
                "escape.json",
                imageEscape,
                "outside the theme's folder"
            ),
            themeFile("import a plist with DOCTYPE entities", "laughs.plist", entityPlist, "unknown entity '&lol2;'"),
            themeFile("import a document with formatVersion 99", "future.json", futureDocument, "formatVersion '99'"),
            BadCommandLine(
                label: "use a theme whose file extends itself",
                arguments: ["--themes", "$THEMES", "use", "loop"],
                files: ["loop.json": #"{"formatVersion": 1, "id": "loop", "extends": "loop"}"#],
                status: 1,
                message: "--themes: could not read"
            ),
            BadCommandLine(
                label: "select a theme whose parent did not load",
                arguments: ["--themes", "$THEMES", "select", "-"],
                standardInput: Array(#"{"theme": "child"}"#.utf8),
                files: [
                    "child.json": #"{"formatVersion": 1, "id": "child", "extends": "parent"}"#,
                    "parent.json": #"{"formatVersion": 1, "id": "parent", "extends": "default", "palette": []}"#,
                ],
                status: 1,
                message: "which did not load"
            ),
            BadCommandLine(
                label: "--type-name that is not a Swift identifier",
                arguments: ["export", "default", "--format", "swift", "--type-name", "Acme Theme"],
                status: 64,
                message: "a type name is ASCII letters, digits and '_'"
            ),
            BadCommandLine(
                label: "--type-name that is a keyword",
                arguments: ["export", "default", "--format", "swift", "--type-name", "Self"],
                status: 64,
                message: "not a Swift keyword"
            ),
            BadCommandLine(
                label: "--type-name Palette, which would hide the module",
                arguments: ["export", "default", "--format", "swift", "--type-name", "Palette"],
                status: 64,
                message: "would hide it"
            ),
            BadCommandLine(
                label: "two inputs",
                arguments: ["select", "-", "-"],
                status: 64,
                message: "unexpected argument"
            ),
            BadCommandLine(
                label: "a contrast pair without a background",
                arguments: ["check", "--pair", "primary"],
                status: 64,
                message: "'--pair' takes FOREGROUND:BACKGROUND"
            ),
            BadCommandLine(
                label: "a contrast pair naming no role or token",
                arguments: ["check", "default", "--pair", "nope:background"],
                status: 1,
                message: "--pair: unresolved reference 'nope'"
            ),
            BadCommandLine(
                label: "a contrast pair with an empty side",
                arguments: ["check", "--pair", "primary:"],
                status: 64,
                message: "'--pair' takes FOREGROUND:BACKGROUND"
            ),
            BadCommandLine(
                label: "a contrast pair with an undefined token",
                arguments: [
                    "check", "default", "--pair", "color.nowhere.\(String(repeating: "x.", count: 5000))x:surface",
                ],
                status: 1,
                message: "--pair: unresolved reference 'color.nowhere."
            ),
            BadCommandLine(
                label: "a token path of 20,000 segments",
                arguments: ["token", "nowhere." + Array(repeating: "x", count: 20_000).joined(separator: ".")],
                status: 1,
                message: "no token 'nowhere."
            ),
        ]
    }

    private static let dtcgCycle =
        #"{"color": {"a": {"$type": "color", "$value": "{color.b}"}, "b": {"$type": "color", "$value": "{color.a}"}}}"#
    private static let imageEscape =
        #"{"formatVersion": 1, "id": "escape", "extends": "default", "tokens": {"images": {"logo": {"file": "../../../etc/passwd"}}}}"#
    private static let entityPlist = """
        <!DOCTYPE plist [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>
        <plist><dict><key>formatVersion</key><integer>2</integer>\
        <key>Constants</key><dict><key>X</key><string>&lol2;</string></dict></dict></plist>
        """
    private static let futureDocument = #"{"formatVersion": 99, "id": "future", "extends": "default"}"#

    /// `palette import` of one bad theme file; `strict` for a token file whose bad tokens a
    /// lenient import skips with a warning (`LenientImportCommandTests`), which `--strict` refuses.
    static func themeFile(
        _ label: String,
        _ name: String,
        _ contents: String,
        _ message: String,
        strict: Bool = false
    ) -> BadCommandLine {
        BadCommandLine(
            label: label,
            arguments: ["import"] + (strict ? ["--strict"] : []) + ["$THEMES/\(name)"],
            files: [name: contents],
            status: 1,
            message: message
        )
    }

    static func payload(_ label: String, _ json: String, _ message: String) -> BadCommandLine {
        BadCommandLine(
            label: "payload: \(label)",
            arguments: ["select", "-"],
            standardInput: Array(json.utf8),
            status: 1,
            message: message
        )
    }

    /// The arguments with the scratch-file placeholders replaced by paths under `scratch`.
    func resolvedArguments(in scratch: URL) -> [String] {
        arguments.map { argument in
            switch argument {
            case "$DIR": scratch.path
            case "$EMPTY": scratch.appendingPathComponent("empty.json").path
            case "$BIG": scratch.appendingPathComponent("big.json").path
            case "$MISSING": scratch.appendingPathComponent("missing.json").path
            case "$FIFO": scratch.appendingPathComponent("pipe.json").path
            case let themes where themes.hasPrefix("$THEMES"):
                scratch.appendingPathComponent("themes").path + themes.dropFirst("$THEMES".count)
            default: argument
            }
        }
    }

    /// Makes the scratch directory with the files the placeholders name.
    func makeScratch() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("palette-bad-input-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data().write(to: scratch.appendingPathComponent("empty.json"))
        try Data(repeating: UInt8(ascii: " "), count: 10 * 1024 * 1024).write(
            to: scratch.appendingPathComponent("big.json")
        )
        guard mkfifo(scratch.appendingPathComponent("pipe.json").path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
        let themes = scratch.appendingPathComponent("themes", isDirectory: true)
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        for (name, contents) in files { try Data(contents.utf8).write(to: themes.appendingPathComponent(name)) }
        return scratch
    }

    /// Records an issue for every way `status` and `standardError` differ from what is expected.
    func check(status actual: Int32, standardError wrapped: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let standardError = wrapped.unwrapped
        #expect(actual == status, "exit status; stderr: \(standardError.prefix(300))", sourceLocation: sourceLocation)
        // `error: …`, or `FILE:LINE:COLUMN: error: …` for a problem in a theme file.
        #expect(
            standardError.hasPrefix("error: ") || standardError.contains(": error: "),
            "\(standardError.prefix(300))",
            sourceLocation: sourceLocation
        )
        #expect(standardError.contains(message), "\(standardError.prefix(300))", sourceLocation: sourceLocation)
    }
}
