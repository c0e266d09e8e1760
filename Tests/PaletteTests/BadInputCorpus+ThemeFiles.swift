/// Theme files in every format Palette reads, and folders of them for what only shows across
/// files (`extends` cycles and chains, one identifier twice).
extension BadInputCorpus {
    static var themeFiles: [BadInput] {
        paletteDocuments + variantDocuments + dtcgFiles + legacyFiles + themeFolders + descriptions + references
            + storedChoices
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

    static var dtcgFiles: [BadInput] {
        [
            BadInput(
                "an alias cycle",
                .dtcgTokens,
                #"{"color": {"a": {"$type": "color", "$value": "{color.b}"}, "b": {"$type": "color", "$value": "{color.a}"}}}"#,
                .file("referenceCycle", "'color.a' -> 'color.b' -> 'color.a'", path: "color.a.$value", line: 1)
            ),
            BadInput(
                "a token that is its own alias",
                .dtcgTokens,
                #"{"color": {"primary": {"$type": "color", "$value": "{color.primary}"}}}"#,
                .file("referenceCycle", "'color.primary' -> 'color.primary'", path: "color.primary.$value", line: 1)
            ),
            BadInput(
                "an alias chain of 40",
                .dtcgTokens,
                "{\"size\": {"
                    + (0..<40).map { #""s\#($0)": {"$type": "number", "$value": "{size.s\#($0 + 1)}"}"# }
                    .joined(separator: ", ")
                    + #", "s40": {"$type": "number", "$value": 1}}}"#,
                .file("limitExceeded", "exceeds the limit of 32", line: 1)
            ),
            BadInput(
                "an untyped alias chain of 40",
                .dtcgTokens,
                "{\"size\": {"
                    + (0..<40).map { #""s\#($0)": {"$value": "{size.s\#($0 + 1)}"}"# }.joined(separator: ", ")
                    + #", "s40": {"$type": "number", "$value": 1}}}"#,
                .file("limitExceeded", "exceeds the limit of 32", line: 1)
            ),
            BadInput(
                "a chain of 40 group extensions",
                .dtcgTokens,
                "{" + (0..<40).map { #""g\#($0)": {"$extends": "{g\#($0 + 1)}"}"# }.joined(separator: ", ")
                    + #", "g40": {"x": {"$type": "number", "$value": 1}}}"#,
                .file("limitExceeded", "the chain of group extensions", line: 1)
            ),
            BadInput(
                "200 groups extending a group of 100 tokens",
                .dtcgTokens,
                #"{"base": {"$type": "number", "#
                    + (0..<100).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ") + "}, "
                    + (0..<200).map { #""g\#($0)": {"$extends": "{base}"}"# }.joined(separator: ", ") + "}",
                .file("limitExceeded", "tokens exceeds the limit of 10000", line: 1)
            ),
            BadInput(
                "an alias to nothing",
                .dtcgTokens,
                #"{"color": {"primary": {"$type": "color", "$value": "{color.nowhere}"}}}"#,
                .file("unresolvedReference", "no token has this path", path: "color.primary.$value", line: 1)
            ),
            BadInput(
                "a colour that is a number",
                .dtcgTokens,
                #"{"color": {"primary": {"$type": "color", "$value": 42}}}"#,
                .file("typeMismatch", "expected a colour object or hex string", path: "color.primary.$value", line: 1)
            ),
            BadInput(
                "a colour component that is text",
                .dtcgTokens,
                #"{"color": {"primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, "x", 0]}}}}"#,
                .file(
                    "typeMismatch",
                    "expected a number or 'none'",
                    path: "color.primary.$value.components[1]",
                    line: 1
                )
            ),
            BadInput(
                "an unknown colour space",
                .dtcgTokens,
                #"{"color": {"primary": {"$type": "color", "$value": {"colorSpace": "pantone", "components": [1, 0, 0]}}}}"#,
                .file("unknownKey", "expected one of srgb", path: "color.primary.$value.colorSpace", line: 1)
            ),
            BadInput(
                "a dimension in furlongs in a DTCG 2025.10 file",
                .dtcgTokens,
                ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "size": {"page": {"$type": "dimension", "$value": {"value": 4, "unit": "furlong"}}}}"##,
                .file(
                    "invalidValue",
                    "the unit of a dimension is 'px' or 'rem'",
                    path: "size.page.$value.unit",
                    line: 1
                )
            ),
            BadInput(
                // Found by fuzzing: exported, the name came back as an alias to nothing.
                "a font family written as an alias inside a list, skipped",
                .dtcgTokens,
                #"{"f": {"$type": "typography", "$value": {"fontFamily": "x}, serif", "fontSize": "16px"}}}"#,
                .file("unsupported", "which DTCG reads as an alias", path: "f", line: 1, warning: true)
            ),
            BadInput(
                "a $ref cycle",
                .dtcgTokens,
                ##"{"color": {"a": {"$type": "color", "$value": {"$ref": "#/color/b/$value"}}, "b": {"$type": "color", "$value": {"$ref": "#/color/a/$value"}}}}"##,
                .file("referenceCycle", "'color.a' -> 'color.b' -> 'color.a'", path: "color.a.$value", line: 1)
            ),
        ]
    }

    /// Folders, written as a JSON object from file name to contents.
    static var themeFolders: [BadInput] {
        let chain = (0..<20).map { index in
            #""t\#(index).json": {"formatVersion": 1, "id": "t\#(index)", "extends": "\#(index == 19 ? "default" : "t\(index + 1)")"}"#
        }
        return [
            BadInput(
                "an extends cycle across two files",
                .themeFolder,
                #"{"a.json": {"formatVersion": 1, "id": "a", "extends": "b"}, "b.json": {"formatVersion": 1, "id": "b", "extends": "a"}}"#,
                .file("referenceCycle", "'a'", path: "extends", line: 1)
            ),
            BadInput(
                "a theme that extends itself",
                .themeFolder,
                #"{"loop.json": {"formatVersion": 1, "id": "loop", "extends": "loop"}}"#,
                .file("referenceCycle", "loop", path: "extends", line: 1)
            ),
            BadInput(
                "an extends chain of 20",
                .themeFolder,
                "{" + chain.joined(separator: ", ") + "}",
                .file(
                    "limitExceeded",
                    "the 'extends' chain exceeds the limit of 16",
                    path: "extends",
                    line: 1
                )
            ),
            BadInput(
                "a pair that is its own variant's variant",
                .themeFolder,
                #"{"a.json": {"formatVersion": 1, "id": "a", "variants": {"light": "default", "dark": "b"}}, "b.json": {"formatVersion": 1, "id": "b", "variants": {"light": "a", "dark": "default"}}}"#,
                .file("referenceCycle", "'a'", positioned: false)
            ),
            BadInput(
                "one identifier in two files",
                .themeFolder,
                #"{"a.json": {"formatVersion": 1, "id": "twin", "extends": "default"}, "b.json": {"formatVersion": 1, "id": "TWIN", "extends": "default"}}"#,
                .file("invalidValue", "already registered", path: "id", positioned: false)
            ),
            BadInput(
                "a file that takes a built-in identifier",
                .themeFolder,
                #"{"a.json": {"formatVersion": 1, "id": "alternative", "extends": "default"}}"#,
                .file("invalidValue", "already registered", path: "id", positioned: false)
            ),
        ]
    }
}
