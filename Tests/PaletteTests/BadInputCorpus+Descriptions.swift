import PaletteTestSupport

/// Metadata of token groups: the `groups` section of a Palette document's `tokens` (a DTCG
/// group's `$description` is among PaletteFormatsTests' DTCG rows).
extension BadInputCorpus {
    static var descriptions: [BadInput] {
        [
            BadInput(
                "a group description that is a number",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": {"color": {"description": 3}}}}"#,
                .file("typeMismatch", "found a number", path: "tokens.groups.color.description", line: 1)
            ),
            BadInput(
                "a group entry that is a string",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": {"color": "Brand"}}}"#,
                .file("typeMismatch", "found a string", path: "tokens.groups.color", line: 1)
            ),
            BadInput(
                "a group deprecation that is a number",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": {"color": {"deprecated": 1}}}}"#,
                .file("typeMismatch", "true, false or an explanation", path: "tokens.groups.color.deprecated", line: 1)
            ),
            BadInput(
                "a groups section that is an array",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": ["color"]}}"#,
                .file("typeMismatch", "found an array", path: "tokens.groups", line: 1)
            ),
            BadInput(
                "metadata of an empty path",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": {"": {"description": "nothing"}}}}"#,
                .file("invalidValue", "at least one name", line: 1)
            ),
        ]
    }
}
