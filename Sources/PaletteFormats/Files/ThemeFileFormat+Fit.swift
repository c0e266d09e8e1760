internal import InternalPaletteUtilities
import Palette

/// Whether a file can be read in a format it is said to be in, and why a format was not found.
extension ThemeFileFormat {
    /// What a file in this format is, for messages.
    var expectation: String {
        switch self {
        case .palette: "a Palette theme document ('formatVersion', 'id')"
        case .dtcg: "DTCG design tokens (tokens with '$value')"
        case .auutheme: "an AUUTheme theme (an object with 'colors', 'images' or 'appearance')"
        case .giotto: "an SDThemeManager theme (a property list)"
        case .swifttheme: "a SwiftTheme theme (groups of values such as '#FFFFFF', read by key path)"
        case .xcassets: "an Xcode colour set ('colors', 'info'), or an asset catalog folder"
        case .resolver: "a DTCG resolver document ('resolutionOrder', 'sets', 'modifiers')"
        case .figma: "Figma variables ('variableCollections', 'variables')"
        }
    }

    /// The problem with reading `bytes` in this format when they are plainly in another, or `nil`
    /// when they may be in it.
    ///
    /// A format named by the user (`--from auu`) is checked with this before the file is read, so
    /// that a DTCG file read as AUUTheme is an error that names what the file looks like instead
    /// of an empty theme. Text that cannot be parsed gives `nil`: reading it reports the syntax
    /// error with its line and column.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - limits: Bounds on the input.
    /// - Returns: A ``/Palette/ThemeError/wrongFormat(expected:found:location:)``, or `nil`.
    public func mismatch(_ bytes: some Collection<UInt8>, limits: ThemeLimits = .default) -> ThemeError? {
        mismatch(ParsedThemeFile(bytes: Array(bytes), path: nil, limits: limits), limits: limits)
    }

    /// ``mismatch(_:limits:)`` for a file already parsed.
    package func mismatch(_ parsed: ParsedThemeFile, limits: ThemeLimits) -> ThemeError? {
        let isPropertyList = if case .propertyList = parsed.content { true } else { false }
        if self == .giotto {
            guard !isPropertyList else { return nil }
            return .wrongFormat(
                expected: expectation,
                found: parsed.root.map { FileLook.json($0, limits: limits) }
                    ?? "text that is neither a property list nor JSON",
                location: .init(path: "")
            )
        }
        if isPropertyList, self == .swifttheme, let root = parsed.propertyList, FileShape.isSwiftTheme(root) {
            return nil
        }
        if isPropertyList {
            let root = parsed.propertyList
            let isTheme = root?["formatVersion"] != nil || root?["Constants"] != nil
            let found =
                isTheme
                ? ThemeFileFormat.giotto.expectation
                : root.map {
                    FileShape.isSwiftTheme($0) ? ThemeFileFormat.swifttheme.expectation : FileLook.propertyList($0)
                }
            return .wrongFormat(expected: expectation, found: found ?? "a property list", location: .init(path: ""))
        }
        guard let root = parsed.root else { return nil }
        let fits =
            switch self {
            case .palette: root["formatVersion"] != nil || root["id"] != nil
            case .dtcg:
                Self.containsToken(root, limits: limits) || Self.containsToken(root, limits: limits, unprefixed: true)
                    || Self.holdsTokenSets(root)
            case .auutheme: root.members?.contains { FileShape.auuThemeSections.contains($0.key) } ?? false
            case .giotto: true
            case .swifttheme: FileShape.isSwiftTheme(root)
            case .xcassets: FileShape.isColorSetContents(root)
            case .resolver: FileShape.isResolverDocument(root)
            case .figma: FileShape.figmaVariables(root) != nil
            }
        return fits
            ? nil
            : .wrongFormat(
                expected: expectation,
                found: FileLook.json(root, limits: limits),
                location: root.location(.root)
            )
    }

    /// Why no format was detected in `bytes`: the syntax error with its line and column, or, for
    /// JSON that is in no format Palette reads, what it looks like.
    ///
    /// - Parameters:
    ///   - bytes: The contents of a file ``detect(_:limits:)`` found no format in.
    ///   - limits: Bounds on the input.
    public static func undetectedProblem(_ bytes: some Collection<UInt8>, limits: ThemeLimits = .default) -> ThemeError
    {
        undetectedProblem(ParsedThemeFile(bytes: Array(bytes), path: nil, limits: limits))
    }

    /// ``undetectedProblem(_:limits:)`` for a file already parsed.
    package static func undetectedProblem(_ parsed: ParsedThemeFile) -> ThemeError {
        let root: JSONNode
        switch parsed.content {
        case .json(let json, _): root = json
        case .malformed(let error), .unreadable(let error): return error
        case .propertyList:
            return .wrongFormat(
                expected: "a theme file Palette recognises",
                found: "a property list",
                location: .init(path: "")
            )
        }
        return .wrongFormat(
            expected: "a theme file Palette recognises",
            found: FileLook.json(root, limits: parsed.limits) + """
                ; a Palette document has 'formatVersion', design tokens have '$value' (or 'value'), a DTCG resolver \
                'resolutionOrder', Figma variables 'variableCollections', an AUUTheme theme has 'colors', 'images' or \
                'appearance', a SwiftTheme theme groups '#RRGGBB' colours by key path, an SDThemeManager theme is a \
                property list; name the format with --from
                """,
            location: root.location(.root)
        )
    }
}
