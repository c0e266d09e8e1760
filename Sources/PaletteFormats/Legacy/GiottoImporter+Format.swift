internal import InternalPaletteUtilities
import Palette

/// Which property lists are SDThemeManager themes, decided by their structure.
///
/// SDThemeManager's loader reads a plist with `formatVersion` 2 as `Constants` plus groups of
/// styles: every other top-level key must hold a dictionary. A plist without `formatVersion` it
/// reads as its first format, a flat list of constants. So:
///
/// 1. `formatVersion` 2 (a number): a theme.
/// 2. Theme-shaped (a `Constants` dictionary, or only dictionaries at the top whose entries are
///    styles: dictionaries or `s:` references) with another or no `formatVersion`: a theme in a
///    version Palette does not read, and the error says so.
/// 3. No `formatVersion` and only constants at the top (`COLOR_`, `FONT_`, `DIMENSION_` names, or
///    `c:`/`f:` values): the first format, read as `Constants` with a warning, as SDThemeManager
///    reads it.
/// 4. Anything else (a UFO font's `metainfo.plist`, an `Info.plist`, a SwiftTheme theme) is not
///    an SDThemeManager theme file, and the error names what it looks like.
extension GiottoImporter {
    /// How a file's entries are laid out.
    enum Layout {
        /// Format 2: `Constants`, `DynamicConstants` and groups of styles.
        case groups
        /// The first format: every entry is a constant.
        case flatConstants
    }

    /// The keys of a file that are not groups of styles: `formatVersion`, `Constants` and
    /// `DynamicConstants` (in any letter case, as R.objc reads it).
    static func isReserved(_ key: String) -> Bool {
        key == "formatVersion" || key == "Constants" || key.asciiCaseFolded == "dynamicconstants"
    }

    /// The layout of a parsed file, or `nil` with an error that says why it cannot be read.
    func layout(of root: JSONNode, reader: inout DocumentReader) -> Layout? {
        guard let members = root.members else {
            reader.error(Self.notATheme(root))
            return nil
        }
        let versionPath = JSONPath.root.appending("formatVersion")
        let version = root["formatVersion"]
        if case .number(2)? = version?.value { return .groups }
        if let version, case .string(let text) = version.value {
            // A plist editor's default type; SDThemeManager's files give the number.
            reader.error(
                .typeMismatch(
                    expected: "formatVersion as a number, <integer>2</integer>,",
                    found: "the string '\(text.clippedForMessage)'; change its type to Number (<integer>)",
                    location: version.location(versionPath)
                )
            )
            return nil
        }
        if Self.isThemeShaped(members) {
            reader.error(
                .unsupportedFormatVersion(
                    version: version.map { JSONWriter.string($0.value, pretty: false) } ?? "none",
                    supported: [2],
                    location: version?.location(versionPath) ?? root.location(.root)
                )
            )
            return nil
        }
        if version == nil, Self.isFlatConstants(members) {
            reader.warning(
                .interpreted(
                    what: "a property list without formatVersion",
                    as: """
                        SDThemeManager's first format: every entry is a constant, as SDThemeManager v2 reads \
                        such files; add <key>formatVersion</key><integer>2</integer> and a Constants dictionary \
                        to write styles
                        """,
                    location: root.location(.root)
                )
            )
            return .flatConstants
        }
        reader.error(Self.notATheme(root))
        return nil
    }

    private static func notATheme(_ root: JSONNode) -> ThemeError {
        .wrongFormat(
            expected: "an SDThemeManager theme file (formatVersion 2, Constants and groups of styles)",
            found: FileLook.propertyList(root),
            location: root.location(.root)
        )
    }

    /// A `Constants` dictionary, or dictionaries only at the top whose entries are styles.
    private static func isThemeShaped(_ members: [JSONMember]) -> Bool {
        if members.contains(where: { $0.key == "Constants" && $0.node.members != nil }) { return true }
        // A `formatVersion` alone (a UFO font's metainfo.plist) says nothing of a theme.
        let groups = members.filter { $0.key != "formatVersion" }
        guard !groups.isEmpty else { return false }
        return groups.allSatisfy { group in
            guard let entries = group.node.members else { return false }
            return isReserved(group.key) || entries.allSatisfy { isStyleReference($0.node) || $0.node.members != nil }
        }
    }

    /// Entries that are all constants: scalar values, with SDThemeManager's names or conventions.
    private static func isFlatConstants(_ members: [JSONMember]) -> Bool {
        guard !members.isEmpty, members.allSatisfy({ $0.node.members == nil && !isArray($0.node) }) else {
            return false
        }
        return members.contains { member in
            GiottoValues.constantKind(named: member.key) != nil
                || member.node.string.map {
                    GiottoValues.body(of: $0, prefixes: ["c:", "color:", "f:", "font:"]) != nil
                } == true
        }
    }

    /// `s:NAME` or `style:NAME`: a style given as other styles.
    static func isStyleReference(_ node: JSONNode) -> Bool {
        node.string.map { GiottoValues.body(of: $0, prefixes: ["s:", "style:"]) != nil } ?? false
    }

    private static func isArray(_ node: JSONNode) -> Bool {
        if case .array = node.value { return true }
        return false
    }
}
