import PaletteTestSupport

/// DTCG token files, and folders of theme files for what only shows across files (`extends`
/// cycles and chains, one identifier twice).
extension BadInputCorpus {
    static var dtcgFiles: [BadInput] {
        [
            BadInput(
                "a DTCG group description that is an object",
                .dtcgTokens,
                ##"{"color": {"$description": {}, "a": {"$type": "color", "$value": "#000000"}}}"##,
                .file("typeMismatch", "found an object", path: "color.$description", line: 1)
            ),
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
