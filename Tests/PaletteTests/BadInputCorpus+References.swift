import PaletteTestSupport

/// References in Palette documents (`"{color.brand}"`): malformed ones, ones that name nothing or
/// a token of another kind, cycles and chains over the limit, each an error where it is written.
extension BadInputCorpus {
    static var references: [BadInput] {
        let chain = (0..<40).map { #""c\#($0)": "{c\#($0 + 1)}""# }.joined(separator: ", ")
        return [
            BadInput(
                "references that form a cycle",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"colors": {"a": "{b}", "b": "{a}"}}}"#,
                .file("referenceCycle", "'a' -> 'b' -> 'a'", path: #"tokens.colors.a"#, line: 1)
            ),
            BadInput(
                "a role that refers to itself",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "palette": {"primary": "{color.primary}"}}"#,
                .file("referenceCycle", "'color.primary' -> 'color.primary'", path: "palette.primary", line: 1)
            ),
            BadInput(
                "a malformed reference",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"colors": {"a": "{color..brand}"}}}"#,
                .file("unresolvedReference", "a name in an alias cannot be empty", path: "tokens.colors.a", line: 1)
            ),
            BadInput(
                "a colour reference to a dimension",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"colors": {"a": "{spacing.card}"}, "dimensions": {"spacing.card": 12}}}"#,
                .file(
                    "unresolvedReference",
                    "'spacing.card' is a dimension token, not colour",
                    path: "tokens.colors.a",
                    positioned: false
                )
            ),
            BadInput(
                "a reference that names nothing in a document that extends nothing",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "palette": {"primary": "#111", "secondary": "#222", "neutral": "#FFF", "highlight": "{color.brand}"}, "fonts": {"heading": "system 22", "body": "system 17", "caption": "system 12", "quote": "system 17"}}"##,
                .file("unresolvedReference", "no colour token has this path", path: "palette.highlight", line: 1)
            ),
            BadInput(
                "a reference that names nothing in the theme it extends",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"dimensions": {"gap": "{spacing.nowhere}"}}}"#,
                .file(
                    "unresolvedReference",
                    "no dimension token has this path",
                    path: "tokens.dimensions.gap",
                    positioned: false
                )
            ),
            BadInput(
                "a chain of references over the limit",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"colors": {\##(chain), "c40": "#123456"}}}"##,
                .file("limitExceeded", "the chain of references from 'c0'", path: "tokens.colors.c0", line: 1)
            ),
            BadInput(
                "a group metadata entry that is not an object",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": {"color": {"extensions": []}}}}"#,
                .file("typeMismatch", "found an array", path: "tokens.groups.color.extensions", line: 1)
            ),
        ]
    }
}
