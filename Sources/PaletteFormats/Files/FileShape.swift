import Foundation
package import InternalPaletteUtilities
import Palette

/// What each format's files look like: the facts about names and keys that telling formats apart
/// and reading them both go by, kept in one place so that a file is recognised as the format its
/// reader reads, and every reader and writer names asset catalogs alike.
package enum FileShape {
    // MARK: Asset catalogs

    /// The extension of an asset catalog's colour set folder (`Primary.colorset`).
    package static let colorSetExtension = "colorset"
    /// The extension of an asset catalog folder (`Assets.xcassets`).
    package static let catalogExtension = "xcassets"

    /// Whether a folder is one colour set (`*.colorset`, in any letter case).
    package static func isColorSet(_ folder: URL) -> Bool {
        folder.pathExtension.asciiCaseFolded == colorSetExtension
    }

    /// The folder extensions of Xcode's other asset types. A folder with one of these, or any
    /// other extension ending in `set` (`Logo.imageset`), is an asset; the rest are groups.
    package static let otherAssetTypes: Set<String> = [
        "imagestack", "imagestacklayer", "brandassets", "spriteatlas", "launchimage", "arresourcegroup",
        "arreferenceimage", "arreferenceobject", "stickerpack", "sticker", "stickersequence", "gcdashboardimage",
        "gcleaderboard", "solidimagestack", "solidimagestacklayer", "appiconset", "iconset",
    ]

    /// Whether a catalog's folder named `name` is a group (a folder that organises, or provides a
    /// namespace) rather than an asset: it has no extension, or one that no asset type has
    /// (`Colors`, `Edit History`, `v2.1`).
    package static func isCatalogGroup(named name: String) -> Bool {
        let kind = (name as NSString).pathExtension.asciiCaseFolded
        return kind.isEmpty || !(kind.hasSuffix("set") || otherAssetTypes.contains(kind))
    }

    /// Why `path`, a path inside an asset catalog with `/` between names, cannot be written there,
    /// or `nil` when it can.
    ///
    /// Each name must be one a folder can have and the import walk reads: not empty (no leading,
    /// trailing or doubled `/`), not `.` or `..` and not starting with `.`, no control character,
    /// at most ``FormatLimits/maximumCatalogNameLength`` bytes. Every name but the last must be a group
    /// (``isCatalogGroup(named:)``); the last is a colour set's name (`kind` `.colorSet`), or, for
    /// a file (`.file`), `Contents.json`, whose folder may be a `.colorset`.
    package static func catalogPathProblem(_ path: String, kind: CatalogPathKind, limits: FormatLimits) -> String? {
        guard !path.isEmpty else { return "it is empty" }
        guard path.utf8.count <= limits.maximumPathLength else {
            return "it is longer than \(limits.maximumPathLength) bytes"
        }
        var names = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if names.contains(where: \.isEmpty) { return "it has an empty name (a '/' at an end, or two together)" }
        if kind == .file {
            guard names.last == "Contents.json" else {
                return "a kept file is a folder's or colour set's 'Contents.json'"
            }
            names.removeLast()
        }
        for (index, name) in names.enumerated() {
            if name == "." || name == ".." { return "'\(name)' would leave the catalog's folder" }
            if name.hasPrefix(".") { return "'\(name.clippedForMessage)' starts with '.', which hides it" }
            if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "'\(name.clippedForMessage)' has a control character"
            }
            if name.utf8.count > limits.maximumCatalogNameLength {
                return "'\(name.clippedForMessage)' is longer than \(limits.maximumCatalogNameLength) bytes"
            }
            let isLast = index == names.count - 1
            let mayBeColorSet = kind == .file && isLast
            if kind == .colorSet, isLast { continue }
            if !isCatalogGroup(named: name), !(mayBeColorSet && isColorSet(URL(fileURLWithPath: name))) {
                return "'\(name.clippedForMessage)' is an asset's name, not a folder's"
            }
        }
        return nil
    }

    /// What a path inside a catalog names, for ``catalogPathProblem(_:kind:limits:)``.
    package enum CatalogPathKind: Sendable {
        /// A colour set, without `.colorset`: `Colors/Border/compose.poll`.
        case colorSet
        /// A `Contents.json`: `Colors/Contents.json`, `Old.colorset/Contents.json`.
        case file
    }

    /// The name of the file in each folder of a catalog that describes it.
    package static let catalogContentsName = "Contents.json"

    /// Whether parsed JSON is a colour set's `Contents.json`: a `colors` array beside Xcode's `info`.
    package static func isColorSetContents(_ root: JSONNode) -> Bool {
        guard case .array? = root["colors"]?.value, root["info"]?.members != nil else { return false }
        return true
    }

    // MARK: Palette documents

    /// Whether parsed JSON is a Palette theme document: an object with `formatVersion`, or with
    /// `id` and a `palette` or `fonts` section.
    package static func isPaletteDocument(_ root: JSONNode) -> Bool {
        guard let members = root.members else { return false }
        let keys = Set(members.map(\.key))
        return keys.contains("formatVersion")
            || (keys.contains("id") && (keys.contains("palette") || keys.contains("fonts")))
    }

    /// Whether parsed JSON is a backend payload (``/Palette/ThemeSelection``): an object whose
    /// `theme` names a theme, as a string or as an object with a string `id`
    /// (`{"theme": {"id": "alternative"}}`), or is some other value a payload's reader reports. A
    /// `theme` that is a group of tokens (`{"theme": {"color": {…}}}`, a token set named `theme`)
    /// is no payload's.
    package static func isBackendPayload(_ root: JSONNode) -> Bool {
        guard let theme = root["theme"] else { return false }
        guard let members = theme.members else { return true }
        return members.contains { $0.key == "id" && $0.node.string != nil }
    }

    // MARK: DTCG and the formats before it

    /// Whether parsed JSON is design tokens: it has a token with `$value` (or `$ref`), or declares
    /// DTCG 2025.10 in its `$schema` (a file of empty groups may, and nothing else does); or,
    /// unless it is a backend payload (``isBackendPayload(_:)``, whose overrides may hold `value`s),
    /// a token with `value` as the formats before DTCG's prefixes write them, or Tokens Studio's
    /// export of token sets.
    package static func isDesignTokens(_ root: JSONNode, limits: FormatLimits) -> Bool {
        guard root.members != nil else { return false }
        if containsToken(root, limits: limits) || declaresDTCG2025(root) { return true }
        return !isBackendPayload(root)
            && (containsToken(root, limits: limits, unprefixed: true) || holdsTokenSets(root))
    }

    /// Whether a JSON tree has a token: an object with `$value` (or `$ref`), or, `unprefixed`, an
    /// object with `value` as the formats before DTCG's prefixes write tokens.
    /// The walk goes no deeper than the file could be parsed (``/Palette/ThemeLimits/maximumDepth``).
    static func containsToken(_ node: JSONNode, depth: Int = 0, limits: FormatLimits, unprefixed: Bool = false) -> Bool
    {
        guard depth <= limits.maximumDepth, let members = node.members else { return false }
        if unprefixed
            ? isUnprefixedToken(members)
            : members.contains(where: { $0.key == "$value" || $0.key == "$ref" })
        {
            return true
        }
        return members.contains {
            !$0.key.hasPrefix("$") && containsToken($0.node, depth: depth + 1, limits: limits, unprefixed: unprefixed)
        }
    }

    /// Whether JSON is an object of groups and nothing else: objects all the way down (`{}`,
    /// `{"color": {}}`), bounded in depth as parsing is.
    package static func holdsOnlyGroups(_ node: JSONNode, depth: Int = 0, limits: FormatLimits) -> Bool {
        guard depth <= limits.maximumDepth, let members = node.members else { return false }
        return members.allSatisfy { holdsOnlyGroups($0.node, depth: depth + 1, limits: limits) }
    }

    /// Whether JSON is a Tokens Studio export of token sets (`$metadata` or `$themes` beside
    /// them), even one whose sets are still empty.
    static func holdsTokenSets(_ root: JSONNode) -> Bool {
        guard let members = root.members, members.contains(where: { tokensStudioFileKeys.contains($0.key) }) else {
            return false
        }
        return members.contains { !$0.key.hasPrefix("$") && $0.node.members != nil }
    }

    /// Whether a file declares the DTCG 2025.10 format in its `$schema`
    /// (`https://www.designtokens.org/schemas/2025.10/format.json`; not the resolver's schema).
    package static func declaresDTCG2025(_ root: JSONNode) -> Bool {
        root["$schema"]?.string?.contains("designtokens.org/schemas/2025.10/format") == true
    }

    /// The top-level keys of Tokens Studio's single-file exports beside its token sets.
    package static let tokensStudioFileKeys: Set<String> = ["$themes", "$metadata"]

    /// The properties a token without prefixes may have beside `value` that hold objects.
    package static let unprefixedObjectProperties: Set<String> = [
        "value", "attributes", "$extensions", "extensions", "original",
    ]

    /// Whether an object is a token written without `$` (DTCG's drafts before 2022, Style
    /// Dictionary 3, Tokens Studio): it has a `value`, and no other member that would make it a
    /// group, an object that holds tokens. An object of other data beside the value (Tokens
    /// Studio's `deprecatedValues`, even an empty one) leaves it a token, and so does a `value`
    /// that is no object (`"#dae3e3"`) beside tokens, as Style Dictionary and Tokens Studio read
    /// it: the tokens inside are what is wrong.
    package static func isUnprefixedToken(_ members: [JSONMember]) -> Bool {
        guard let value = members.last(where: { $0.key == "value" }), value.node.value != .null else { return false }
        if value.node.members == nil { return true }
        return members.allSatisfy {
            $0.node.members == nil || unprefixedObjectProperties.contains($0.key) || !holdsUnprefixedToken($0.node)
        }
    }

    /// How deep ``holdsUnprefixedToken(_:depth:)`` looks: token files nest groups a few levels.
    private static let unprefixedTokenSearchDepth = 16

    /// Whether an object holds a token written without `$`, itself or in an object under it.
    package static func holdsUnprefixedToken(_ node: JSONNode, depth: Int = 0) -> Bool {
        guard depth < unprefixedTokenSearchDepth, let members = node.members else { return false }
        if let value = members.last(where: { $0.key == "value" }), value.node.value != .null { return true }
        return members.contains { holdsUnprefixedToken($0.node, depth: depth + 1) }
    }

    // MARK: Files with modes

    /// Whether parsed JSON is a DTCG resolver document: it has `resolutionOrder`, or declares the
    /// resolver's `$schema` (`https://www.designtokens.org/schemas/2025.10/resolver.json`).
    package static func isResolverDocument(_ root: JSONNode) -> Bool {
        guard root.members != nil else { return false }
        return root["resolutionOrder"] != nil
            || root["$schema"]?.string?.contains("designtokens.org/schemas/2025.10/resolver") == true
    }

    /// The object of a Figma variables file that holds `variableCollections` and `variables`:
    /// `meta`, as the REST API wraps them, or the file itself; `nil` for other JSON.
    package static func figmaVariables(_ root: JSONNode) -> JSONNode? {
        for candidate in [root["meta"], root].compactMap({ $0 }) {
            if candidate["variableCollections"]?.members != nil, candidate["variables"]?.members != nil {
                return candidate
            }
        }
        return nil
    }

    /// The key of Figma's own per-mode token export (`Light.tokens.json`, `Dark.tokens.json`)
    /// in the document's `$extensions` that names the mode the file holds.
    package static let figmaModeNameKey = "com.figma.modeName"

    /// The Figma mode a token file holds, when it is one of the files Figma's own export writes
    /// per mode: its document-level `$extensions["com.figma.modeName"]`; `nil` for other files.
    package static func figmaModeName(_ root: JSONNode) -> String? {
        guard let name = root["$extensions"]?[figmaModeNameKey]?.string, !name.isEmpty else { return nil }
        return name
    }

    // MARK: AUUTheme

    /// The sections of an AUUTheme file.
    package static let auuThemeSections = ["colors", "images", "appearance"]

    /// Whether parsed JSON is an AUUTheme file: an object with any of the `colors`, `images` and
    /// `appearance` sections. Other top-level keys do not prevent it, nor does a section of the
    /// wrong type: the importer reports them, each at its place.
    package static func isAUUTheme(_ root: JSONNode) -> Bool {
        guard let members = root.members else { return false }
        return members.contains { auuThemeSections.contains($0.key) }
    }

    // MARK: Names

    /// A theme identifier made from a file's name: its last path component without a theme file
    /// extension (`.tokens.json` and `.resolver.json` too), lowercased, words joined with `-` (`Brand Tokens.json` is
    /// `brand-tokens`); `imported` when nothing is left.
    package static func identifier(fromFile file: String?) -> String {
        guard let file, let last = file.split(separator: "/").last else { return "imported" }
        var name = String(last)
        for suffix in [".json", ".plist", ".tokens", ".resolver"] where name.asciiCaseFolded.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        let words = name.asciiCaseFolded.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.isEmpty ? "imported" : words.joined(separator: "-")
    }
}
