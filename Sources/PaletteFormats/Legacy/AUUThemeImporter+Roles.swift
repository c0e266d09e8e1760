internal import InternalPaletteUtilities
import Palette

/// How AUUTheme identifiers meet Palette's palette roles.
extension AUUThemeImporter {
    /// The roles an identifier sets: those ``roles`` lists for it, and the role a `color.<role>`
    /// identifier names.
    ///
    /// `color.<role>` is where Palette keeps a role's colour (`color.primary`), so an identifier
    /// of that form can only mean the role; the role name may be in any letter case, as
    /// ``ColorRole/init(name:)`` reads it (`color.Primary`, `COLOR.ON_PRIMARY`).
    ///
    /// - Parameter identifier: An identifier of the file's `colors` section.
    /// - Returns: The roles, in the order they are set.
    func roles(for identifier: TokenPath) -> [ColorRole] {
        var mapped = roles[identifier] ?? []
        if let role = Self.conventionalRole(of: identifier), !mapped.contains(role) { mapped.append(role) }
        return mapped
    }

    /// The role a `color.<role>` identifier names, in any letter case.
    static func conventionalRole(of identifier: TokenPath) -> ColorRole? {
        ColorRole(path: identifier)
    }

    /// Warns, once per file, that the palette roles the file does not set answer from the
    /// extended theme where AUUTheme answered the file's fallback.
    ///
    /// AUUTheme looks `color.background.tableview` up as `color.background`, then `color`, then
    /// `__default__`: with `{"color": "ff0000"}` it answers red. In Palette `color.background` is
    /// the background role, which a theme always has (from the theme it extends when the file does
    /// not set it), so it answers first. Palette keeps that, so that code written for Palette gets
    /// a legible palette, and says so here, listing the role paths whose answer differs.
    static func warnAboutRolesLeftToFallback(
        in document: ThemeDocument,
        root: JSONNode,
        reader: inout DocumentReader
    ) {
        guard let extends = document.extends, let fallback = fallback(of: document, root: root) else { return }
        let left = ColorRole.allCases.filter { document.palette[$0] == nil }.map { "'\($0.tokenPath)'" }
        guard !left.isEmpty else { return }
        reader.warning(
            .unsupported(
                feature: "AUUTheme fallback for palette roles",
                reason: """
                    \(fallback.name) (\(fallback.color.hex)) is AUUTheme's answer for every identifier the file \
                    does not define, but Palette answers the palette roles the file does not set, and every \
                    identifier under them, from '\(extends)': \(left.summarisedForMessage(limit: 3)); to keep \
                    AUUTheme's answer, define them in 'colors' or map an identifier to them with the importer's \
                    roles (palette import --map IDENTIFIER=ROLE)
                    """,
                location: fallback.location
            )
        )
    }

    /// The colour an AUUTheme role path would have fallen back to: the file's `color`, else its
    /// `__default__`, else the importer's ``defaultColor``; with where it is defined.
    private static func fallback(
        of document: ThemeDocument,
        root: JSONNode
    ) -> (name: String, color: ThemeColor, location: ThemeError.Location)? {
        let colorsPath = JSONPath.root.appending("colors")
        let members = root["colors"]?.members ?? []
        for key in ["color", TokenPath.catchAll.string] {
            guard let color = document.tokens[ThemeColor.self, TokenPath(key)] else { continue }
            let location =
                members.last(where: { TokenPath($0.key).string == key }).map {
                    $0.keyLocation(colorsPath.appending($0.key))
                } ?? root.location(.root)
            let name =
                members.contains { TokenPath($0.key).string == key }
                ? "the file's '\(key)'" : "the importer's defaultColor"
            return (name, color, location)
        }
        return nil
    }
}
