import Foundation
import Palette

/// The one table of formats: each describes itself here, and nowhere else.
extension ThemeFileFormat {
    /// Every format Palette reads, in the order of `allCases`, each described once.
    public static let all: [Descriptor] = allCases.map(describe)

    /// The formats in the order a file's contents are matched against them: the first whose
    /// rule a file meets is its format.
    static let byPrecedence: [Descriptor] = all.sorted { $0.precedence < $1.precedence }

    // The table. Precedence: an asset catalog's colour set, a resolver and Figma variables are
    // told by keys no other format has; a Palette document before tokens (it may hold tokens);
    // DTCG before AUUTheme (a token file may have a `colors` group, but only tokens have `$value`
    // or `value`); SwiftTheme, whose groups of plain values many files resemble, last of the JSON
    // formats; every other property list is SDThemeManager's.
    private static func describe(_ format: ThemeFileFormat) -> Descriptor {
        switch format {
        case .palette:
            Descriptor(
                format: .palette,
                aliases: [],
                displayName: "Palette JSON",
                summary:
                    "Palette's own theme document: 'formatVersion', 'id', 'palette', 'fonts', its tokens and styles",
                expectation: "a Palette theme document ('formatVersion', 'id')",
                mark: "a Palette document has 'formatVersion'",
                fileExtensions: ["json"],
                folderExtensions: [],
                buildFileSuffixes: [".palette.json"],
                readings: [],
                options: [.naming],
                layouts: [.file],
                exportName: ExportFormat.json.rawValue,
                precedence: 3,
                recognisesJSON: { root, _ in FileShape.isPaletteDocument(root) },
                recognisesPropertyList: nil,
                recognisesFolderListing: nil
            )
        case .dtcg:
            Descriptor(
                format: .dtcg,
                aliases: [],
                displayName: "DTCG design tokens",
                summary: "DTCG 2025.10 tokens, its drafts before 2022, Style Dictionary 3 and Tokens Studio files",
                expectation: "DTCG design tokens (tokens with '$value')",
                mark: "design tokens have '$value' (or 'value')",
                fileExtensions: ["json", "tokens"],
                folderExtensions: [],
                buildFileSuffixes: [".tokens.json"],
                readings: [],
                options: [.naming, .roleMappings, .styleMappings, .modes, .conformance],
                layouts: [
                    .file, .tokenSet, .tokensStudioThemes, .paletteVariantFiles, .figmaModeFiles, .extensionModes,
                ],
                exportName: ExportFormat.dtcg.rawValue,
                precedence: 4,
                recognisesJSON: { root, limits in FileShape.isDesignTokens(root, limits: limits) },
                recognisesPropertyList: nil,
                recognisesFolderListing: nil
            )
        case .auutheme:
            Descriptor(
                format: .auutheme,
                aliases: ["auu"],
                displayName: "AUUTheme JSON",
                summary: "AUUTheme's JSON themes: 'colors', 'images' and 'appearance' by dotted identifier",
                expectation: "an AUUTheme theme (an object with 'colors', 'images' or 'appearance')",
                mark: "an AUUTheme theme has 'colors', 'images' or 'appearance'",
                fileExtensions: ["json"],
                folderExtensions: [],
                buildFileSuffixes: [],
                readings: ["first", "later"],
                options: [.naming, .roleMappings, .imageTypes],
                layouts: [.file],
                exportName: nil,
                precedence: 5,
                recognisesJSON: { root, _ in FileShape.isAUUTheme(root) },
                recognisesPropertyList: nil,
                recognisesFolderListing: nil
            )
        case .giotto:
            Descriptor(
                format: .giotto,
                aliases: ["sdtheme", "sdthememanager"],
                displayName: "SDThemeManager plist",
                summary: "SDThemeManager v2 (Giotto) property lists: constants, styles, '_superstyle', cascades",
                expectation: "an SDThemeManager theme (a property list)",
                mark: "an SDThemeManager theme is a property list",
                fileExtensions: ["plist"],
                folderExtensions: [],
                buildFileSuffixes: [],
                readings: [],
                options: [.naming, .roleMappings],
                layouts: [.file, .cascade],
                exportName: nil,
                precedence: 8,
                recognisesJSON: nil,
                recognisesPropertyList: { _ in true },
                recognisesFolderListing: nil
            )
        case .swifttheme:
            Descriptor(
                format: .swifttheme,
                aliases: [],
                displayName: "SwiftTheme plist or JSON",
                summary: "SwiftTheme's themes: groups of '#' colours, fonts, numbers and images read by key path",
                expectation: "a SwiftTheme theme (groups of values such as '#FFFFFF', read by key path)",
                mark: "a SwiftTheme theme groups '#RRGGBB' colours by key path",
                fileExtensions: ["plist", "json"],
                folderExtensions: [],
                buildFileSuffixes: [],
                readings: [],
                options: [.naming, .roleMappings],
                layouts: [.file],
                exportName: nil,
                precedence: 6,
                recognisesJSON: { root, _ in FileShape.isSwiftTheme(root) },
                recognisesPropertyList: { root in FileShape.isSwiftTheme(root) },
                recognisesFolderListing: nil
            )
        case .xcassets:
            Descriptor(
                format: .xcassets,
                aliases: [],
                displayName: "Xcode asset catalog",
                summary:
                    "An asset catalog's colour sets: a folder ('Assets.xcassets'), a '.colorset' or its Contents.json",
                expectation: "an Xcode colour set ('colors', 'info'), or an asset catalog folder",
                mark: nil,
                fileExtensions: ["json"],
                folderExtensions: [FileShape.catalogExtension, FileShape.colorSetExtension],
                buildFileSuffixes: [],
                readings: [],
                options: [.naming, .roleMappings],
                layouts: [.folder, .file],
                exportName: FileShape.catalogExtension,
                precedence: 0,
                recognisesJSON: { root, _ in FileShape.isColorSetContents(root) },
                recognisesPropertyList: nil,
                recognisesFolderListing: { $0.contains(FileShape.catalogContentsName) }
            )
        case .resolver:
            Descriptor(
                format: .resolver,
                aliases: ["dtcg-resolver"],
                displayName: "DTCG resolver",
                summary: "A DTCG 2025.10 resolver document ('*.resolver.json'): sets and modifiers over token files",
                expectation: "a DTCG resolver document ('resolutionOrder', 'sets', 'modifiers')",
                mark: "a DTCG resolver 'resolutionOrder'",
                fileExtensions: ["json"],
                folderExtensions: [],
                buildFileSuffixes: [],
                readings: [],
                options: [.naming, .roleMappings, .styleMappings, .modes, .conformance],
                layouts: [.resolverModifiers],
                exportName: nil,
                precedence: 1,
                recognisesJSON: { root, _ in FileShape.isResolverDocument(root) },
                recognisesPropertyList: nil,
                recognisesFolderListing: nil
            )
        case .figma:
            Descriptor(
                format: .figma,
                aliases: ["figma-variables"],
                displayName: "Figma variables",
                summary: "Figma's variables as its REST API returns them: collections with modes",
                expectation: "Figma variables ('variableCollections', 'variables')",
                mark: "Figma variables 'variableCollections'",
                fileExtensions: ["json"],
                folderExtensions: [],
                buildFileSuffixes: [],
                readings: [],
                options: [.naming, .roleMappings, .styleMappings, .modes, .conformance],
                layouts: [.figmaCollections],
                exportName: nil,
                precedence: 2,
                recognisesJSON: { root, _ in FileShape.figmaVariables(root) != nil },
                recognisesPropertyList: nil,
                recognisesFolderListing: nil
            )
        }
    }

    /// The extensions, lowercased, of every file some format is in: what a folder is searched for.
    public static let fileExtensions: Set<String> = all.reduce(into: []) { $0.formUnion($1.fileExtensions) }

    /// The format of parsed contents: the first, by precedence, whose rule they meet.
    package static func recognise(_ content: ParsedThemeFile.Content, limits: FormatLimits) -> ThemeFileFormat? {
        byPrecedence.first { $0.recognises(content, limits: limits) }?.format
    }

    /// The format a folder is read in as a whole (an asset catalog), or `nil` for a folder that is
    /// walked for theme files.
    public static func detect(folder: URL) -> ThemeFileFormat? {
        byPrecedence.first { $0.recognises(folder: folder) }?.format
    }

    /// Whether the build plugin compiles a file by its name alone: its name ends in one of the
    /// formats' ``Descriptor/buildFileSuffixes``.
    public static func isBuildFile(named name: String) -> Bool {
        let folded = name.asciiCaseFolded
        return all.contains { $0.buildFileSuffixes.contains(where: folded.hasSuffix) }
    }
}
