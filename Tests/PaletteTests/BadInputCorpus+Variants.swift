import PaletteTestSupport

/// Adaptive documents with wrong `variants` (ids and inline variants), and damaged files of a
/// theme-choice store.
extension BadInputCorpus {
    /// Adaptive documents whose `variants` are wrong.
    static var variantDocuments: [BadInput] {
        [
            BadInput(
                "variants without light, and nothing of the document's own to be it",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"dark": "default"}}"#,
                .file("missingKey", "variants.light", path: "variants")
            ),
            BadInput(
                "a variant for an unknown appearance",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "dark": "default", "dim": "x"}}"#,
                .file("unknownKey", "expected one of light, lightIncreasedContrast, dark", path: "variants.dim")
            ),
            BadInput(
                "a variant key misspelled",
                .themeDocument,
                #"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "darkIncreasedContrst": "x"}}"#,
                .file("unknownKey", "did you mean 'darkIncreasedContrast'?", path: "variants.darkIncreasedContrst")
            ),
            BadInput(
                "variants that all name themes beside a palette that serves none",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "variants": {"light": "default", "dark": "default"}, "palette": {"primary": "#D92D20"}}"##,
                .file("invalidValue", "remove it, or write a variant as an object", path: "variants")
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
                .file("typeMismatch", "expected a theme id, or an object of 'palette'", path: "variants.dark")
            ),
            BadInput(
                "an inline variant with a colour that is not one",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "extends": "default", "variants": {"dark": {"palette": {"primary": "#GG0000"}}}}"##,
                .file("invalidColor", "#GG0000", path: "variants.dark.palette.primary")
            ),
            BadInput(
                "an inline variant that lacks a required role, extending nothing",
                .themeDocument,
                ##"{"formatVersion": 1, "id": "x", "fonts": {"heading": "System 22 bold", "body": "System 17", "caption": "System 12", "quote": "System 17 italic"}, "variants": {"light": {"palette": {"primary": "#1D4ED8", "secondary": "#0F766E", "neutral": "#FFFFFF", "highlight": "#B45309"}}, "dark": {"palette": {"primary": "#93C5FD"}}}}"##,
                .file("missingKey", "variants.dark.palette.secondary", path: "variants.dark")
            ),
            BadInput(
                "inline variants whose tokens together pass the limit",
                .themeDocument,
                inlineVariantsOverTheTokenLimit,
                .file("limitExceeded", "10004 tokens exceeds the limit of 10000", path: "tokens")
            ),
        ]
    }

    /// A document of 4,001 tokens with three inline variants of 2,001 each: each part is under
    /// the 10,000-token limit, the document is not.
    static var inlineVariantsOverTheTokenLimit: String {
        func tokens(_ count: Int) -> String {
            let entries = (0..<count).map { #""spacing.s\#($0)": \#($0)"# }.joined(separator: ", ")
            return #"{"dimensions": {\#(entries)}}"#
        }
        let variant = #"{"tokens": \#(tokens(2001))}"#
        return #"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": \#(tokens(4001)), "#
            + #""variants": {"dark": \#(variant), "lightIncreasedContrast": \#(variant), "darkIncreasedContrast": \#(variant)}}"#
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
