internal import InternalPaletteUtilities
import Palette

/// Reads SwiftTheme's themes, property lists and JSON, into Palette theme documents.
///
/// A SwiftTheme theme is a dictionary of values that an app reads by key path
/// (`ThemeColorPicker(keyPath: "Global.backgroundColor")`): groups, per screen or for the whole
/// app (`Global`), of strings and numbers, and a top-level `UIStatusBarStyle`. Every value becomes
/// a custom token at its own key path, so that `Global.backgroundColor` is read in Palette as
/// `theme.color("Global.backgroundColor")`:
///
/// - `#RGB`, `#RRGGBB` and `#RRGGBBAA` strings are colours (`#FBB` is `#FFBBBB`).
/// - `"NAME,SIZE"` strings (`"PingFangSC-Medium,16"`) are fonts: a PostScript name is read as its
///   family, weight and traits (`PostScriptFontName`), any other name as a family.
/// - Numbers (`buttonAlpha`) are number tokens.
/// - Strings under a key that names an image (`iconImage`, `backImage`) are images: a name is a
///   bundled image, a path (`images/icon_theme.png`) a file in the theme's folder, as SwiftTheme's
///   downloaded themes have them.
/// - Other strings, `UIStatusBarStyle` among them, are text tokens (``/Palette/TextToken``); text
///   in braces (`{LightContent}`), which a Palette document would read as a reference, is kept in
///   the token's extensions under `org.palette.string`, with a warning.
///
/// The usual names also set palette roles (``defaultRoles``) when they stand at the top or in
/// `Global`; ``roles`` maps other key paths; a role's or font style's own path (`color.primary`,
/// `font.body`) sets it, as in a Palette document. A value that is none of these (an array, a
/// `true`, a `#` string that is no colour, an image path that leaves the theme's folder) is left
/// out with a warning at it (``UnreadableToken``), and the rest imports. The document extends
/// ``extends`` for the roles and font styles the file does not set.
public struct SwiftThemeImporter: Sendable {
    /// Key paths that also set palette roles, beyond the usual names of ``defaultRoles``.
    public var roles: [TokenPath: [ColorRole]]
    /// The theme a file extends for the roles and fonts it does not set.
    public var extends: String
    /// The theme's identifier (by default made from the file name: `Night.plist` gives `night`)
    /// and name, and the bounds on the input: the ``ImportOptions`` a file is read with
    /// (``decode(_:file:options:)``) set them.
    var id: String?
    var name: String?
    var limits: FormatLimits = .default

    /// The roles the usual names set, at the top of a theme or in its `Global` group:
    /// `backgroundColor` the background, `textColor` the text on it, `barTintColor` (the
    /// navigation bar's colour) the primary colour and `barTextColor` the text on it, `tintColor`
    /// the highlight, `separatorColor` the outline; and the names of SwiftTheme's first demo
    /// (`navigationBackgroundColor`, `navigationTintColor`, `labelTextColor`).
    public static let defaultRoles: [String: [ColorRole]] = [
        "backgroundColor": [.background],
        "textColor": [.onBackground],
        "labelTextColor": [.onBackground],
        "barTintColor": [.primary],
        "navigationBackgroundColor": [.primary],
        "barTextColor": [.onPrimary],
        "navigationTintColor": [.onPrimary],
        "tintColor": [.highlight],
        "separatorColor": [.outline],
    ]

    /// The group whose usual names set roles, beside the top of the theme.
    static let globalGroup = "Global"

    /// Creates an importer; what every format's reader is told (the theme's identifier and name,
    /// bounds, mapped key paths) is given to ``decode(_:file:options:)``.
    public init(roles: [TokenPath: [ColorRole]] = [:], extends: String = "default") {
        self.roles = roles
        self.extends = extends
    }

    /// Reads a SwiftTheme theme already parsed.
    package func read(_ parsed: ParsedThemeFile) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        reader.currentFile = parsed.path
        let root: JSONNode
        switch parsed.content {
        case .json(let json, _): root = json
        case .propertyList(.success(let plist)): root = plist
        case .propertyList(.failure(let error)), .malformed(let error), .unreadable(let error):
            reader.error(error)
            return reader.report(nil)
        }
        guard FileShape.isSwiftTheme(root) else {
            reader.error(
                .wrongFormat(
                    expected: ThemeFileFormat.swifttheme.expectation,
                    found: parsed.propertyList == nil
                        ? FileLook.json(root, limits: limits) : FileLook.propertyList(root),
                    location: root.location(.root)
                )
            )
            return reader.report(nil)
        }
        let identifier = id ?? FileShape.identifier(fromFile: parsed.path)
        var document = ThemeDocument(id: identifier, name: name ?? identifier, extends: extends)
        readGroup(root, under: nil, at: .root, into: &document, reader: &reader)
        LegacyJSON.refuseWhenNothingWasRead(document, root: root, reader: &reader)
        LegacyJSON.warnAboutInheritedValues(of: document, root: root, reader: &reader)
        return reader.report(document)
    }

    /// Reads every value of a group, and the groups in it, as tokens under `prefix`.
    private func readGroup(
        _ node: JSONNode,
        under prefix: TokenPath?,
        at path: JSONPath,
        into document: inout ThemeDocument,
        reader: inout DocumentReader
    ) {
        for member in node.members ?? [] {
            let memberPath = path.appending(member.key)
            let read = LegacyJSON.entry(member, under: prefix, at: memberPath, limits: limits, reader: &reader) { _ in
                SwiftThemeValue(member.node, key: member.key)
            }
            guard let (tokenPath, value) = read else { continue }
            if member.node.members != nil {
                readGroup(member.node, under: tokenPath, at: memberPath, into: &document, reader: &reader)
                continue
            }
            let location = member.node.location(memberPath)
            switch value {
            case .color(let color):
                for role in roles(for: tokenPath, key: member.key, isTopOrGlobal: isTopOrGlobal(prefix)) {
                    document.palette[role] = color
                }
                LegacyJSON.place(.color(color), at: tokenPath, in: &document)
            case .font(let font): LegacyJSON.place(.font(font), at: tokenPath, in: &document)
            case .number(let number): LegacyJSON.place(.number(number), at: tokenPath, in: &document)
            case .image(let name):
                do throws(ThemeError) {
                    LegacyJSON.place(.image(try SwiftThemeValue.image(name)), at: tokenPath, in: &document)
                } catch {
                    reader.warning(UnreadableToken.warning(error.located(location), path: tokenPath.string))
                }
            case .text(let text):
                LegacyJSON.placeText(text, at: tokenPath, in: &document, location: location, reader: &reader)
            case .unreadable(let reason):
                reader.warning(
                    UnreadableToken.warning(
                        // The location says where; the feature does not say it again.
                        feature: !location.path.isEmpty ? "value" : "value at '\(tokenPath)'",
                        because: reason,
                        path: tokenPath.string,
                        location: location
                    )
                )
            }
        }
    }

    /// Whether a group is the top of the theme or its `Global` group.
    private func isTopOrGlobal(_ prefix: TokenPath?) -> Bool {
        prefix == nil || prefix?.string == Self.globalGroup
    }

    /// The roles a colour sets: those ``roles`` maps its key path to, the one its path stands for
    /// (`color.primary`, as in a Palette document), and those its usual name (``defaultRoles``)
    /// sets at the top or in `Global`.
    /// A role that ``roles`` maps a key path to is that path's alone: neither another path that
    /// stands for it nor a usual name sets it. Between a path and a usual name that set one role,
    /// the later in the file wins.
    func roles(for path: TokenPath, key: String, isTopOrGlobal: Bool) -> [ColorRole] {
        var mapped = roles[path] ?? []
        var others: [ColorRole] = ColorRole(path: path).map { [$0] } ?? []
        if isTopOrGlobal { others += Self.defaultRoles[key] ?? [] }
        guard !others.isEmpty else { return mapped }
        let taken = Set(roles.values.joined())
        for role in others where !mapped.contains(role) && !taken.contains(role) {
            mapped.append(role)
        }
        return mapped
    }
}
