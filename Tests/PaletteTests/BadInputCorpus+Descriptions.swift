/// Descriptions of token groups: the `descriptions` section of a Palette document's `tokens`, and
/// a DTCG group's `$description`.
extension BadInputCorpus {
    static var descriptions: [BadInput] {
        [
            BadInput(
                "a group description that is a number",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"descriptions": {"color": 3}}}"#,
                .file("typeMismatch", "found a number", path: "tokens.descriptions.color", line: 1)
            ),
            BadInput(
                "a descriptions section that is an array",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"descriptions": ["color"]}}"#,
                .file("typeMismatch", "found an array", path: "tokens.descriptions", line: 1)
            ),
            BadInput(
                "a description of an empty path",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"descriptions": {"": "nothing"}}}"#,
                .file("invalidValue", "at least one name", line: 1)
            ),
            BadInput(
                "a DTCG group description that is an object",
                .dtcgTokens,
                ##"{"color": {"$description": {}, "a": {"$type": "color", "$value": "#000000"}}}"##,
                .file("typeMismatch", "found an object", path: "color.$description", line: 1)
            ),
        ]
    }
}
