/// Adaptive documents with wrong `variants`, and damaged files of a theme-choice store.
extension BadInputCorpus {
    /// Adaptive documents whose `variants` are wrong.
    static var variantDocuments: [BadInput] {
        [
            BadInput(
                "variants without dark",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"light": "default"}}"#,
                .file("missingKey", "variants.dark", positioned: false)
            ),
            BadInput(
                "a variant for an unknown appearance",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "dark": "default", "dim": "x"}}"#,
                .file("unknownKey", "expected one of light, dark", path: "variants.dim")
            ),
            BadInput(
                "variants beside a palette",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "dark": "default"}, "palette": {"primary": "#D92D20"}}"##,
                .file("invalidValue", "remove 'palette'", path: "variants")
            ),
            BadInput(
                "a variant names no theme",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "dark": "midnite"}}"#,
                .file(
                    "unresolvedReference",
                    "'variants.dark' names no registered theme",
                    path: "variants.dark",
                    positioned: false
                )
            ),
            BadInput(
                "a variant that is a number",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "dark": 7}}"#,
                .file("typeMismatch", "expected a string", path: "variants.dark")
            ),
        ]
    }

    /// Files of a `FileThemeStore`, damaged or swollen.
    static var storedChoices: [BadInput] {
        [
            BadInput(
                "a store file over its 4 KiB cap",
                .storedChoice,
                #"{"theme": "midnight"}"# + String(repeating: " ", count: 5000),
                .store("larger than the limit of 4096 bytes")
            ),
            BadInput(
                "a store file cut off mid-write",
                .storedChoice,
                #"{"theme": "midn"#,
                .store("is corrupt")
            ),
        ]
    }
}
