internal import InternalPaletteUtilities
import Palette

/// What a file looks like, for the message about a file read as a format it is not in:
/// `not an SDThemeManager theme file: it looks like a UFO font's metainfo.plist`.
enum FileLook {
    /// A parsed JSON file, named by the format it is in or by its shape.
    static func json(_ root: JSONNode, limits: FormatLimits) -> String {
        if let format = ThemeFileFormat.detect(root: root, limits: limits) { return format.expectation }
        guard let members = root.members else { return "JSON with \(root.value.typeDescription) at the top" }
        let keys = Set(members.map(\.key))
        if FileShape.isBackendPayload(root) { return "a backend payload ({\"theme\": …})" }
        if !keys.isDisjoint(with: FileShape.tokensStudioFileKeys) {
            return "a Tokens Studio file ('$themes', '$metadata')"
        }
        if keys.contains("source"), keys.contains("platforms") {
            return "a Style Dictionary configuration ('source', 'platforms')"
        }
        return shape(members, container: "a JSON object")
    }

    /// A parsed property list that is not an SDThemeManager theme, named by what it is for.
    static func propertyList(_ root: JSONNode) -> String {
        guard let members = root.members else { return "a property list with \(root.value.typeDescription) at the top" }
        let keys = members.map(\.key)
        let set = Set(keys)
        if set.contains("formatVersion"), set.isSubset(of: ["creator", "formatVersion", "formatVersionMinor"]) {
            let keys = set.contains("creator") ? "'creator', 'formatVersion'" : "'formatVersion' alone"
            return "a UFO font's metainfo.plist (\(keys)), which is no theme"
        }
        if set.contains("unitsPerEm") || (set.contains("familyName") && set.contains("styleName")) {
            return "a UFO font's fontinfo.plist ('familyName', 'unitsPerEm')"
        }
        if let key = keys.first(where: { $0.hasPrefix("CFBundle") || $0.hasPrefix("LSRequires") }) {
            return "an app or bundle Info.plist ('\(key.clippedForMessage)')"
        }
        if set.contains("PreferenceSpecifiers") { return "a Settings bundle's Root.plist ('PreferenceSpecifiers')" }
        if let key = keys.first(where: { $0.hasPrefix("com.apple.") }) {
            return "an entitlements file ('\(key.clippedForMessage)')"
        }
        if FileShape.isSwiftTheme(root) { return ThemeFileFormat.swifttheme.expectation }
        return shape(members, container: "a property list")
    }

    /// `a JSON object with the keys 'a', 'b', 'c', …`, or `an empty JSON object`.
    private static func shape(_ members: [JSONMember], container: String) -> String {
        guard !members.isEmpty else {
            return "an empty " + container.split(separator: " ").dropFirst().joined(separator: " ")
        }
        let listed = members.prefix(3).map { "'\($0.key.clippedForMessage)'" }.joined(separator: ", ")
        let more = members.count > 3 ? ", …" : ""
        return "\(container) with the key\(members.count == 1 ? "" : "s") \(listed)\(more)"
    }
}
