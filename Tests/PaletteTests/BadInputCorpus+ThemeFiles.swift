import PaletteTestSupport

/// Palette's own theme documents, and the file a store keeps. The other formats' files, and
/// folders of files, are PaletteFormatsTests' rows.
extension BadInputCorpus {
    static var themeFiles: [BadInput] {
        paletteDocuments + variantDocuments + descriptions + references + storedChoices
    }

    private static let red = "#D92D20"

    /// A complete palette and font section, for documents that must otherwise be valid.
    private static let complete = """
        "palette": {"primary": "\(red)", "secondary": "#1F2A44", "neutral": "#FFFFFF", "highlight": "#FFB400"},
        "fonts": {"heading": "system 24 bold", "body": "system 17", "caption": "system 12", "quote": "system 17 italic"}
        """

    static var paletteDocuments: [BadInput] {
        [
            BadInput(
                "a truncated document",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "palette": {"primary": "#D92D20""##,
                .file("malformedInput", "found the end of the input", line: 1)
            ),
            BadInput(
                "an identifier given twice",
                .themeDocument,
                "{\"formatVersion\": 1, \"id\": \"x\", \"extends\": \"default\",\n \"id\": \"y\"}",
                .file("duplicateDefinition", "'id' is defined again", path: "id", line: 2)
            ),
            BadInput(
                "a role given twice",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "extends": "default", "palette": {"primary": "#D92D20", "primary": "#000000"}}"##,
                .file("duplicateDefinition", "'primary' is defined again", path: "palette.primary", line: 1)
            ),
            BadInput(
                "palette is an array",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "extends": "default", "palette": ["#D92D20"]}"##,
                .file("typeMismatch", "expected an object", path: "palette")
            ),
            BadInput(
                "a colour is a number",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "palette": {"primary": 255}}"#,
                .file("typeMismatch", "expected a colour string", path: "palette.primary")
            ),
            BadInput(
                "a font size of 1e999",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "fonts": {"body": {"size": 1e999}}}"#,
                .file("malformedInput", "out of range", line: 1)
            ),
            BadInput(
                "a NaN font size",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "fonts": {"body": {"size": NaN}}}"#,
                .file("malformedInput", "unexpected 'N'", line: 1)
            ),
            BadInput(
                "formatVersion 99",
                .themeDocument,
                #"{"formatVersion": 99, "id": "x", "extends": "default"}"#,
                .file("unsupportedFormatVersion", "99", path: "formatVersion")
            ),
            BadInput(
                "formatVersion as a string",
                .themeDocument,
                #"{"formatVersion": "1", "id": "x", "extends": "default"}"#,
                .file("typeMismatch", #"(1, not "1")"#, path: "formatVersion")
            ),
            BadInput(
                "a 10 MB document",
                .themeDocument,
                sized(tenMegabytes, prefix: #"{"id": "x", "name": ""#, suffix: #""}"#),
                .file("inputTooLarge", "larger than the limit", positioned: false)
            ),
            BadInput(
                "tokens nested 100,000 deep",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "tokens": "# + String(repeating: "[", count: 100_000),
                .file("nestingTooDeep", "nested more than", line: 1)
            ),
            BadInput(
                "an image file above the theme's folder",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"images": {"image.logo": {"file": "../../etc/passwd"}}}}"#,
                .file(
                    "invalidValue",
                    "cannot be outside the theme's folder",
                    path: #"tokens.images["image.logo"].file"#
                )
            ),
            BadInput(
                "an absolute image file",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"images": {"logo": {"file": "/etc/passwd"}}}}"#,
                .file("invalidValue", "not absolute", path: "tokens.images.logo.file")
            ),
            BadInput(
                "an image URL that is not http",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"images": {"logo": {"url": "file:///etc/passwd"}}}}"#,
                .file("invalidValue", "http or https", path: "tokens.images.logo.url")
            ),
            BadInput(
                "extends an unknown theme",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "alternativ"}"#,
                .file("unresolvedReference", "did you mean 'alternative'?", path: "extends", positioned: false)
            ),
            BadInput(
                "10,001 tokens",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"numbers": {"#
                    + (0...10_000).map { #""n\#($0)": \#($0)"# }.joined(separator: ", ") + "}}}",
                .file("limitExceeded", "10001 tokens", path: "tokens", line: 1)
            ),
            BadInput(
                // Finding the duplicate used to compare every style with every earlier one: minutes.
                "60,000 styles, the last named twice",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "styles": {"#
                    + (0..<60_000).map { #""s\#($0)": {}"# }.joined(separator: ", ") + #", "s0": {}}}"#,
                .file("duplicateDefinition", "'s0' is defined again", path: "styles.s0", line: 1)
            ),
            BadInput(
                // Found by fuzzing: the theme loaded, but its DTCG export did not read back.
                "a font family written as a DTCG alias",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "fonts": {"body": {"family": "{system}", "size": 17}}}"#,
                .file("invalidValue", "which DTCG reads as an alias", path: "fonts.body.family")
            ),
            BadInput(
                "an empty identifier",
                .themeDocument,
                "{\"formatVersion\": 1, \"id\": \"\", \(complete)}",
                .file("invalidValue", "an identifier cannot be empty", path: "id")
            ),
            BadInput(
                "no required roles without extends",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "palette": {"primary": "#D92D20"}}"##,
                .file("missingKey", "palette.secondary", line: 1)
            ),
        ]
    }
}
