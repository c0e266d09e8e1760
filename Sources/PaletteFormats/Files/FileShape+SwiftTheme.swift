package import InternalPaletteUtilities
import Palette

extension FileShape {
    // MARK: SwiftTheme

    /// How deep SwiftTheme's groups are looked into: its themes nest a level or two.
    static let swiftThemeDepth = 8

    /// Whether a parsed file, JSON or a property list, is a SwiftTheme theme: a dictionary whose
    /// values are strings and numbers, in groups read by key path, with a `#` hex colour or a
    /// `UIStatusBarStyle`, and with a group (`Global`) or the status bar style at the top.
    ///
    /// What marks another format makes it none: a backend payload (``isBackendPayload(_:)``), `formatVersion`,
    /// `Constants`, `_superstyle` and
    /// SDThemeManager's `c:`, `f:` and `s:` values, DTCG's `$` keys and tokens' `value`. Lists are
    /// allowed (and skipped when read); colours in them are no evidence.
    package static func isSwiftTheme(_ root: JSONNode) -> Bool {
        // A backend payload may hold colours in its overrides.
        guard let members = root.members, !members.isEmpty, !isBackendPayload(root) else { return false }
        let hasStatusBar = members.contains { $0.key == "UIStatusBarStyle" && $0.node.string != nil }
        guard hasStatusBar || members.contains(where: { $0.node.members != nil }) else { return false }
        var hasColor = false
        guard isSwiftThemeGroup(members, depth: 0, hasColor: &hasColor) else { return false }
        return hasColor || hasStatusBar
    }

    /// The keys that only other formats' dictionaries have.
    private static let otherFormatsKeys: Set<String> = ["formatVersion", "Constants", "_superstyle", "value"]

    /// The value prefixes of SDThemeManager's conventions.
    private static let sdThemePrefixes = ["c:", "color:", "f:", "font:", "s:", "style:"]

    private static func isSwiftThemeGroup(_ members: [JSONMember], depth: Int, hasColor: inout Bool) -> Bool {
        guard depth < swiftThemeDepth else { return false }
        for member in members {
            if member.key.hasPrefix("$") || otherFormatsKeys.contains(member.key) { return false }
            switch member.node.value {
            case .object(let inner):
                guard isSwiftThemeGroup(inner, depth: depth + 1, hasColor: &hasColor) else { return false }
            case .string(let text):
                let folded = text.asciiCaseFolded
                if sdThemePrefixes.contains(where: { folded.hasPrefix($0) }) { return false }
                if !hasColor, text.hasPrefix("#"), ThemeColor.parseHex(text) != nil { hasColor = true }
            case .number, .bool, .null, .array: continue
            }
        }
        return true
    }
}
