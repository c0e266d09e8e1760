/// Reads SDThemeManager v2 property lists (published as Giotto) into Palette theme
/// documents, with the meaning SDThemeManager's documentation gives every convention.
///
/// - `formatVersion` must be 2. Older plists have none; SDThemeManager gives their format no
///   description, so Palette does not read them and says so.
/// - `Constants` (`FONT_`, `COLOR_`, `DIMENSION_`, and constants that refer to other constants)
///   become tokens at their names: colours, fonts (a `FONT_` name such as `systemBold` is the system
///   font in bold, 17 pt until a style sizes it) and dimensions. A constant `COLOR_<ROLE>`
///   (`COLOR_ERROR`, `COLOR_BACKGROUND`) also sets that palette role, and ``roles`` maps others.
/// - Every other dictionary is a group of styles; each style becomes a ``StyleDefinition``.
///   `_superstyle` lists (comma-separated) are kept in order; property keys are kept as written:
///   key paths (`layer.borderColor`), comma-separated lists, state-prefixed keys
///   (`selected:titleColor`). A property whose value is a dictionary styles that object: it
///   becomes a style of its own, `Style.property`, applied with `style:`.
/// - Values follow SDThemeManager's conventions: `c:`/`color:` colours (RGB, RGBA, RRGGBB, RRGGBBAA),
///   `f:`/`font:` fonts (`NAME,SIZE`, NAME a constant, `system`, `systemBold`, `systemItalic` in any
///   case, or a font name; SIZE a number or a constant), `s:`/`style:` lists, `null`/`nil`,
///   `point:x,y`, `size:w,h`, `rect:x,y,w,h`, `edge:top,left,bottom,right`; a constant's name
///   becomes a ``StyleValue/token(_:_:)`` reference, so styled objects follow theme switches.
///
/// Several files are a cascade (SDThemeManager's alternative themes, then the default): the first file
/// is the theme, and what it does not define comes from the next. Every inconsistency — an
/// undefined constant, a style that names an unknown style, a `_superstyle` cycle — is reported
/// with its place as a warning, and the rest is imported.
public struct GiottoImporter: Sendable {
    /// Constants that also set palette roles, beyond the `COLOR_<ROLE>` convention.
    public var roles: [String: [ColorRole]]
    /// The theme a file extends for the roles and fonts SDThemeManager does not describe.
    public var extends: String
    /// The theme identifier; by default made from the first file's name.
    public var id: String?
    /// The theme name; by default the identifier.
    public var name: String?
    /// Bounds on the input.
    public var limits: ThemeLimits

    /// Creates an importer.
    public init(
        roles: [String: [ColorRole]] = [:],
        extends: String = "default",
        id: String? = nil,
        name: String? = nil,
        limits: ThemeLimits = .default
    ) {
        self.roles = roles
        self.extends = extends
        self.id = id
        self.name = name
        self.limits = limits
    }

    /// The keys of a file that are not groups of styles.
    static let reservedKeys: Set<String> = ["formatVersion", "Constants"]

    /// Reads one file.
    public func decode(plist: [UInt8], file: String? = nil) -> DecodingReport<ThemeDocument> {
        decode(files: [(plist, file)])
    }

    /// Reads a cascade: the theme's file first, then the files it falls back to, in order.
    public func decode(files: [(plist: [UInt8], file: String?)]) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        var roots: [(file: String?, root: JSONNode)] = []
        for (plist, file) in files {
            reader.currentFile = file
            do throws(ThemeError) {
                let root = try PropertyListParser.parse(plist, options: limits.documentParserOptions())
                if checkFormat(root, reader: &reader) { roots.append((file, root)) }
            } catch {
                reader.error(error)
            }
        }
        guard reader.errors.isEmpty, let first = roots.first else { return reader.report(nil) }
        let tables = roots.map { (file: $0.file, constants: Self.constants(in: $0.root, reader: &reader)) }
        var values = GiottoValues(tables: tables)
        let identifier = id ?? DTCGImporter.identifier(fromFile: first.file)
        var document = ThemeDocument(id: identifier, name: name ?? identifier, extends: extends)
        // Nearest file last, so its constants and styles replace the ones it falls back to.
        for table in tables.reversed() {
            for constant in table.constants.keys.sorted() {
                if let value = values.constant(constant, reader: &reader) { add(value, as: constant, to: &document) }
            }
        }
        var styles = GiottoStyles(values: values)
        for (file, root) in roots.reversed() {
            reader.currentFile = file
            styles.read(root, file: file, reader: &reader)
        }
        document.styles = styles.definitions
        styles.check(reader: &reader)
        reader.currentFile = first.file
        LegacyJSON.warnAboutInheritedValues(of: document, root: first.root, reader: &reader)
        return reader.report(document)
    }

    /// `formatVersion` 2, or an error that says what is not supported.
    private func checkFormat(_ root: JSONNode, reader: inout DocumentReader) -> Bool {
        guard root.members != nil else {
            _ = reader.object(root, at: .root, expected: "a dictionary of Constants and style groups")
            return false
        }
        guard let version = root["formatVersion"] else {
            reader.error(
                .unsupportedFormatVersion(
                    version: "none",
                    supported: [2],
                    location: root.location(.root)
                )
            )
            return false
        }
        if case .string(let text) = version.value {
            // A plist editor's default type; SDThemeManager's files give the number.
            reader.error(
                .typeMismatch(
                    expected: "formatVersion as a number, <integer>2</integer>,",
                    found: "the string '\(text)'; change its type to Number (<integer>)",
                    location: version.location(JSONPath.root.appending("formatVersion"))
                )
            )
            return false
        }
        guard case .number(2) = version.value else {
            reader.error(
                .unsupportedFormatVersion(
                    version: JSONWriter.string(version.value, pretty: false),
                    supported: [2],
                    location: version.location(JSONPath.root.appending("formatVersion"))
                )
            )
            return false
        }
        return true
    }

    private static func constants(
        in root: JSONNode,
        reader: inout DocumentReader
    ) -> [String: (node: JSONNode, path: JSONPath)] {
        guard let node = root["Constants"] else { return [:] }
        let path = JSONPath.root.appending("Constants")
        var constants: [String: (node: JSONNode, path: JSONPath)] = [:]
        for member in reader.object(node, at: path) ?? [] {
            let memberPath = path.appending(member.key)
            if constants[member.key] != nil {
                reader.warning(
                    .duplicateDefinition(name: member.key, previous: nil, location: member.keyLocation(memberPath))
                )
            }
            constants[member.key] = (member.node, memberPath)
        }
        return constants
    }

    private func add(_ value: GiottoValues.Constant, as constant: String, to document: inout ThemeDocument) {
        let path = TokenPath(constant)
        switch value {
        case .color(let color):
            document.tokens.colors[path] = color
            for role in roles[constant] ?? Self.conventionalRoles(for: constant) { document.palette[role] = color }
        case .font(let font), .face(let font):
            document.tokens.fonts[path] = font
        case .number(let number):
            document.tokens.dimensions[path] = number
        case .text:
            break
        }
    }

    /// `COLOR_<ROLE>` sets the role: `COLOR_ERROR`, `COLOR_ON_PRIMARY`.
    static func conventionalRoles(for constant: String) -> [ColorRole] {
        guard constant.hasPrefix("COLOR_") else { return [] }
        return DTCGMapping.role(named: String(constant.dropFirst(6))).map { [$0] } ?? []
    }
}
