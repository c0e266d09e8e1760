internal import InternalPaletteUtilities
import Palette

/// Reads SDThemeManager v2 property lists (published as Giotto) into Palette theme
/// documents, with the meaning SDThemeManager's documentation gives every convention.
///
/// - `formatVersion` must be 2. A plist without one that holds only constants is SDThemeManager's
///   first format and is read as its `Constants`, as SDThemeManager does; any other plist is
///   refused, saying what it looks like (<doc:MigratingFromLegacyThemes> gives the rule).
/// - `Constants` (`FONT_`, `COLOR_`, `DIMENSION_`, and constants that refer to other constants)
///   become tokens at their names: colours, fonts (a `FONT_` name such as `systemBold` is the system
///   font in bold, 17 pt until a style sizes it), dimensions and text (text in braces is kept in the
///   token's extensions, as ``SwiftThemeImporter`` keeps it). A constant `COLOR_<ROLE>`
///   (`COLOR_ERROR`, `COLOR_BACKGROUND`) also sets that palette role, and ``roles`` maps others.
/// - `DynamicConstants` declares the constants an app sets at run time (`modifyConstant:withValue:`);
///   they are constants like the others, with the plist's values as their defaults (R.objc reads
///   them so), and `Constants` wins where both define a name.
/// - Every other dictionary is a group of styles; each style becomes a ``/Palette/StyleDefinition``.
///   `_superstyle` lists (comma-separated) are kept in order; property keys are kept as written:
///   key paths (`layer.borderColor`), comma-separated lists, state-prefixed keys
///   (`selected:titleColor`). A property whose value is a dictionary styles that object: it
///   becomes a style of its own, `Style.property`, applied with `style:`. A style given as
///   `s:NAME` (`"Header": "s:Title"`) is that style, as `themeStyleForKey:` resolves it: a
///   style that inherits from the named ones and adds nothing.
/// - Values follow SDThemeManager's conventions: `c:`/`color:` colours (RGB, RGBA, RRGGBB, RRGGBBAA),
///   `f:`/`font:` fonts (`NAME,SIZE`, NAME a constant, `system`, `systemBold`, `systemItalic` in any
///   case, or a font name, PostScript names read by `PostScriptFontName`; SIZE a number or a
///   constant), `s:`/`style:` lists, `null`/`nil`,
///   `point:x,y`, `size:w,h`, `rect:x,y,w,h`, `edge:top,left,bottom,right`; a constant's name
///   becomes a ``/Palette/StyleValue/token(_:_:)`` reference, so styled objects follow theme switches.
///
/// Several files are a cascade (SDThemeManager's alternative themes, then the default): the first file
/// is the theme, and what it does not define comes from the next. A constant, style or property
/// that cannot be read (a colour that is no colour, a constant cycle, a value that names a
/// constant that could not be read) is left out with a warning at it (``UnreadableToken``); every
/// other inconsistency (a style that names an unknown style, a `_superstyle` cycle) is reported
/// with its place as a warning; the rest is imported.
public struct GiottoImporter: Sendable {
    /// Constants that also set palette roles, beyond the `COLOR_<ROLE>` convention.
    public var roles: [String: [ColorRole]]
    /// The theme a file extends for the roles and fonts SDThemeManager does not describe.
    public var extends: String
    /// The theme's identifier (by default made from the first file's name) and name, and the
    /// bounds on the input: the ``ImportOptions`` files are read with
    /// (``decode(_:file:options:)``) set them.
    var id: String?
    var name: String?
    var limits: FormatLimits = .default

    /// Creates an importer; what every format's reader is told (the theme's identifier and name,
    /// bounds, mapped constants) is given to ``decode(_:file:options:)``.
    public init(roles: [String: [ColorRole]] = [:], extends: String = "default") {
        self.roles = roles
        self.extends = extends
    }

    /// Reads a cascade of files already parsed, the theme's file first.
    package func read(_ files: [ParsedThemeFile]) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        var roots: [(file: String?, root: JSONNode, layout: Layout)] = []
        for parsed in files {
            reader.currentFile = parsed.path
            if case .unreadable(let error) = parsed.content {
                reader.error(error)
                continue
            }
            if let mismatch = ThemeFileFormat.giotto.mismatch(parsed, limits: limits) {
                reader.error(mismatch)
                continue
            }
            switch parsed.content {
            case .propertyList(.success(let root)):
                if let layout = layout(of: root, reader: &reader) { roots.append((parsed.path, root, layout)) }
            case .propertyList(.failure(let error)):
                reader.error(error)
            case .json, .malformed, .unreadable:
                continue  // the mismatch above reported it
            }
        }
        guard reader.errors.isEmpty, let first = roots.first else { return reader.report(nil) }
        let tables = roots.map { root in
            reader.currentFile = root.file
            return (file: root.file, constants: constants(in: root.root, layout: root.layout, reader: &reader))
        }
        var values = GiottoValues(tables: tables)
        let identifier = id ?? FileShape.identifier(fromFile: first.file)
        var document = ThemeDocument(id: identifier, name: name ?? identifier, extends: extends)
        // Nearest file last, so its constants set the roles they share with the ones it falls back
        // to; a constant is added once, with the nearest file's value, in that file's turn.
        for (index, table) in tables.enumerated().reversed() {
            for constant in table.constants.keys.sorted()
            where !tables[..<index].contains(where: { $0.constants[constant] != nil }) {
                guard let value = values.constant(constant, reader: &reader) else { continue }
                add(value, as: constant, to: &document, values: values, reader: &reader)
            }
        }
        for warning in values.warnings { reader.warning(warning) }
        var styles = GiottoStyles(values: values, limits: limits)
        for (file, root, layout) in roots.reversed() where layout == .groups {
            reader.currentFile = file
            styles.read(root, file: file, reader: &reader)
        }
        document.styles = styles.definitions
        styles.check(reader: &reader)
        reader.currentFile = first.file
        LegacyJSON.refuseWhenNothingWasRead(document, root: first.root, reader: &reader)
        LegacyJSON.warnAboutInheritedValues(of: document, root: first.root, reader: &reader)
        return reader.report(document)
    }

    /// The constants of one file: `Constants`, then `DynamicConstants` (constants the app sets at
    /// run time with `modifyConstant:withValue:`, declared with a value in the plist, as R.objc
    /// reads them), or every entry of a file in the first format.
    private func constants(
        in root: JSONNode,
        layout: Layout,
        reader: inout DocumentReader
    ) -> [String: (node: JSONNode, path: JSONPath)] {
        let sections: [(node: JSONNode, path: JSONPath)] =
            switch layout {
            case .flatConstants: [(root, .root)]
            case .groups:
                // `Constants` first: it is what SDThemeManager reads, so a dynamic constant of the
                // same name does not replace it.
                (root.members ?? []).filter { $0.key != "formatVersion" && Self.isReserved($0.key) }
                    .sorted { ($0.key == "Constants" ? 0 : 1) < ($1.key == "Constants" ? 0 : 1) }
                    .map { ($0.node, JSONPath.root.appending($0.key)) }
            }
        var constants: [String: (node: JSONNode, path: JSONPath)] = [:]
        for (node, path) in sections {
            for member in reader.object(node, at: path) ?? [] {
                let memberPath = path.appending(member.key)
                if let problem = Self.nameProblem(member, at: memberPath, limits: limits) {
                    reader.warning(UnreadableToken.warning(problem, path: member.key.clippedForMessage))
                    continue
                }
                if let previous = constants[member.key], previous.path.components.first != memberPath.components.first {
                    reader.warning(
                        .invalidValue(
                            value: member.key,
                            reason: "\(previous.path) defines this constant; its value there is used",
                            location: member.keyLocation(memberPath)
                        )
                    )
                    continue
                }
                if constants[member.key] != nil {
                    reader.warning(
                        .duplicateDefinition(name: member.key, previous: nil, location: member.keyLocation(memberPath))
                    )
                }
                constants[member.key] = (member.node, memberPath)
            }
        }
        return constants
    }

    /// Why a constant's name cannot be a token path: it has none (`.`), or it is longer than
    /// ``/Palette/ThemeLimits/maximumPathLength``.
    private static func nameProblem(_ member: JSONMember, at path: JSONPath, limits: FormatLimits) -> ThemeError? {
        let location = member.keyLocation(path)
        if let problem = limits.pathProblem("a constant's name", length: member.key.utf8.count, at: location) {
            return problem
        }
        guard TokenPath(member.key).string.isEmpty else { return nil }
        return .invalidValue(value: member.key, reason: "a constant needs a name", location: location)
    }

    private func add(
        _ value: GiottoValues.Constant,
        as constant: String,
        to document: inout ThemeDocument,
        values: GiottoValues,
        reader: inout DocumentReader
    ) {
        let path = TokenPath(constant)
        // A constant named like a role or a style (`color.primary`) sets it, as in a Palette
        // document, and is not also a token at the role's own path, which a document could not hold.
        switch value {
        case .color(let color):
            LegacyJSON.place(.color(color), at: path, in: &document)
            var named = Self.conventionalRoles(for: constant)
            if let role = ColorRole(path: path), !named.contains(role) { named.append(role) }
            for role in roles[constant] ?? named { document.palette[role] = color }
        case .font(let font), .face(let font):
            LegacyJSON.place(.font(font), at: path, in: &document)
        case .number(let number):
            document.tokens[path] = .dimension(Dimension(number))
        case .text(let text):
            // Text a style does not use is still the theme's: a text token an app reads by name.
            // Text under a name that promises another kind (R.objc's `DynamicConstants` describe
            // the colour the app sets in words) is no value of it; `check` reported it.
            guard GiottoValues.promisedKind(of: constant) == nil else { return }
            guard let (file, location) = values.place(of: constant) else { return }
            reader.currentFile = file
            LegacyJSON.placeText(text, at: path, in: &document, location: location, reader: &reader)
        }
    }

    /// `COLOR_<ROLE>` sets the role: `COLOR_ERROR`, `COLOR_ON_PRIMARY`.
    static func conventionalRoles(for constant: String) -> [ColorRole] {
        guard constant.hasPrefix("COLOR_") else { return [] }
        return ColorRole(name: String(constant.dropFirst(6))).map { [$0] } ?? []
    }
}
