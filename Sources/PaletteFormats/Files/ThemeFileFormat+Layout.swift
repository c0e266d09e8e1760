extension ThemeFileFormat {
    /// A way the files of a theme in a format are laid out: one file, a set of token files, a
    /// folder, or files with modes (Tokens Studio's `$themes`, Figma's per-mode files, …), which
    /// make several themes or the variants of one.
    ///
    /// Each format's ``Descriptor/layouts`` lists the layouts it recognises, and a file with modes
    /// is read by the first of its format's layouts with modes that describes it (a set of token
    /// files whose Tokens Studio `$themes` choose between sets before Figma's per-mode files);
    /// `palette formats` and the article *Files with modes* list them from there.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        /// One file holds the theme.
        case file
        /// Several token files read as one set: a folder, Style Dictionary's `source` and
        /// `include`, Tokens Studio's `$metadata.json` or the sets of a single exported file.
        case tokenSet = "token-set"
        /// An SDThemeManager theme and the themes it falls back to, in order.
        case cascade
        /// An asset catalog folder (`Assets.xcassets`) or one `.colorset` folder.
        case folder
        /// Tokens Studio's themes that choose between sets, in the `$themes.json` beside a folder
        /// of sets or in the `$themes` of a single exported file.
        case tokensStudioThemes = "tokens-studio-themes"
        /// Palette's own DTCG export, one token file per variant (`ocean.dark.tokens.json`), each
        /// naming its variant in `$extensions["org.palette"].variant`.
        case paletteVariantFiles = "palette-variant-files"
        /// Figma's own export of variables as token files, one per mode of a collection
        /// (`Light.tokens.json`), each naming its mode in `$extensions["com.figma.modeName"]`.
        case figmaModeFiles = "figma-mode-files"
        /// Tokens with their values by mode in `$extensions.mode`, as Terrazzo wrote them.
        case extensionModes = "extension-modes"
        /// A DTCG 2025.10 resolver's modifiers over the token files it references.
        case resolverModifiers = "resolver-modifiers"
        /// Figma variables' collections and their modes, as the REST API returns them.
        case figmaCollections = "figma-collections"

        /// What the layout is, for `palette formats` and the docs.
        public var summary: String {
            switch self {
            case .file: "one file"
            case .tokenSet:
                "several token files read as one set: a folder, Style Dictionary's 'source' and 'include', "
                    + "Tokens Studio's '$metadata.json'"
            case .cascade: "a theme file, then the files it falls back to"
            case .folder: "a catalog folder ('Assets.xcassets') or a '.colorset' folder"
            case .tokensStudioThemes: "a Tokens Studio folder (or file) whose '$themes' choose between sets"
            case .paletteVariantFiles: "Palette's own DTCG export ('ID.light.tokens.json', …)"
            case .figmaModeFiles: "Figma's own per-mode token files ('Light.tokens.json', 'Dark.tokens.json')"
            case .extensionModes: "tokens with Terrazzo's '$extensions.mode'"
            case .resolverModifiers: "a DTCG 2025.10 resolver ('*.resolver.json')"
            case .figmaCollections: "Figma variables, as the REST API returns them"
            }
        }

        /// What the layout's modes are, when it has them: its modifiers, and their contexts.
        public var modes: (modifiers: String, contexts: String)? {
            switch self {
            case .file, .tokenSet, .cascade, .folder: nil
            case .tokensStudioThemes: ("theme groups ('group')", "the group's themes")
            case .paletteVariantFiles: ("one, 'variant'", "the files' variants")
            case .figmaModeFiles: ("one per collection, 'mode'", "the modes the files name")
            case .extensionModes: ("one, 'mode'", "the modes the tokens name")
            case .resolverModifiers: ("'modifiers'", "each modifier's 'contexts'")
            case .figmaCollections: ("variable collections", "each collection's modes")
            }
        }

        /// Whether files in the layout have modes: several themes, or the variants of one.
        public var hasModes: Bool { modes != nil }

        /// Whether one theme in the layout is read from several files given together (a resolver's
        /// files are found through it).
        public var readsSeveralFiles: Bool {
            switch self {
            case .tokenSet, .cascade, .tokensStudioThemes, .paletteVariantFiles, .figmaModeFiles: true
            case .file, .folder, .extensionModes, .resolverModifiers, .figmaCollections: false
            }
        }
    }
}
