internal import InternalPaletteUtilities
import Palette

/// What a reader of theme files may be told, whatever the format: the bounds on the input, the
/// theme's identifier and name, paths mapped to roles or styles, and what AUUTheme's image types
/// mean.
///
/// ```swift
/// var options = ImportOptions(id: "brand")
/// options.mappings = [try ImportOptions.Mapping("colors.orange.500=primary")]
/// let report = ThemeFileFormat.dtcg.decode(bytes, file: "tokens.json", options: options)
/// ```
///
/// The CLI's `palette import` and ``ThemeLoader`` read every format through the one
/// ``ThemeFileFormat/decode(_:file:options:)``, so a file reads the same wherever it is given.
public struct ImportOptions: Sendable {
    /// A path the file names mapped to a role or a style (`--map colors.orange.500=primary`).
    public struct Mapping: Hashable, Sendable, CustomStringConvertible {
        /// What the file calls the value: a DTCG token path, an AUUTheme identifier, an
        /// SDThemeManager constant, or an asset catalog's colour name (`Brand/Blue`).
        public var path: String
        /// A role (`primary`, `palette.primary`), or for DTCG a font style too (`heading`).
        public var target: String

        /// Maps `path` to `target`.
        public init(path: String, target: String) {
            self.path = path
            self.target = target
        }

        /// Reads `PATH=TARGET`.
        ///
        /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` for text without `=` or
        ///   with nothing before it.
        public init(_ entry: String) throws(ThemeError) {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw .invalidValue(value: entry, reason: "a mapping is PATH=ROLE or PATH=STYLE", location: nil)
            }
            self.init(path: parts[0], target: parts[1])
        }

        public var description: String { "\(path)=\(target)" }
    }

    /// The bounds on the input.
    public var limits: FormatLimits
    /// The theme's identifier; by default the file's own, or one made from its name.
    public var id: String?
    /// The theme's name; by default the file's own, or the identifier.
    public var name: String?
    /// Paths mapped to roles (every format but Palette's own) or font styles (DTCG).
    public var mappings: [Mapping]
    /// What AUUTheme's image types 0 and 1 mean; told from the file by default.
    public var auuImageTypes: AUUThemeImporter.ImageTypes
    /// How a file with modes (a DTCG resolver, Tokens Studio themes, Figma variables) is read:
    /// the contexts `--input` chooses, the modifiers named as variants.
    public var modes = ModeOptions()
    /// How design token files are held to DTCG 2025.10: by default
    /// ``DTCGImporter/Conformance-swift.enum/lenient``, which reads what it can of a file with
    /// tokens outside it and warns at each; ``DTCGImporter/Conformance-swift.enum/asDeclared``
    /// refuses them, as `palette validate` and `--strict` do.
    public var conformance: DTCGImporter.Conformance

    /// Creates options; by default the defaults of every reader, and a lenient reading of token
    /// files.
    public init(
        limits: FormatLimits = .default,
        id: String? = nil,
        name: String? = nil,
        mappings: [Mapping] = [],
        auuImageTypes: AUUThemeImporter.ImageTypes = .detect,
        conformance: DTCGImporter.Conformance = .lenient
    ) {
        self.limits = limits
        self.id = id
        self.name = name
        self.mappings = mappings
        self.auuImageTypes = auuImageTypes
        self.conformance = conformance
    }

    /// The problem with the mappings for a file in `format`, or `nil` when they can all be used:
    /// a target that names no role (or, for DTCG, no font style either), or mappings for a
    /// Palette document, which names its roles itself.
    ///
    /// Checked before anything is read, so that a mistyped `--map` is a usage error, not a file's.
    ///
    /// - Returns: ``/Palette/ThemeError/Code/unknownKey`` naming the target
    ///   and the closest name, or `ThemeError.unsupported(feature:reason:location:)`.
    public func mappingProblem(for format: ThemeFileFormat) -> ThemeError? {
        guard !mappings.isEmpty else { return nil }
        if format == .palette {
            return .unsupported(
                feature: "mapping paths to roles",
                reason: "a Palette theme document names its roles itself",
                location: nil
            )
        }
        for mapping in mappings {
            if ColorRole(target: mapping.target) != nil { continue }
            if format.readsTokens, FontStyle(target: mapping.target) != nil { continue }
            let roles = ColorRole.allCases.map(\.rawValue)
            let names = format.readsTokens ? roles + FontStyle.allCases.map(\.rawValue) : roles
            let bare = TokenPath(mapping.target).segments.last.map(String.init) ?? mapping.target
            return .unknownKey(
                key: mapping.target,
                expected: names,
                suggestion: Suggestion.closest(to: bare, in: names),
                location: .init(path: mapping.description)
            )
        }
        return nil
    }

    /// The roles each path is mapped to, keyed as `key` reads a mapping's path; targets that name
    /// no role are left out (``mappingProblem(for:)`` reports them).
    func roles<Key: Hashable>(keyedBy key: (String) -> Key) -> [Key: [ColorRole]] {
        var roles: [Key: [ColorRole]] = [:]
        for mapping in mappings {
            guard let role = ColorRole(target: mapping.target) else { continue }
            let path = key(mapping.path)
            if !(roles[path] ?? []).contains(role) { roles[path, default: []].append(role) }
        }
        return roles
    }

    /// The font styles each token path is mapped to (DTCG's mappings); targets that name a role
    /// or nothing are left out.
    func styles() -> [TokenPath: [FontStyle]] {
        var styles: [TokenPath: [FontStyle]] = [:]
        for mapping in mappings where ColorRole(target: mapping.target) == nil {
            guard let style = FontStyle(target: mapping.target) else { continue }
            let path = TokenPath(mapping.path)
            if !(styles[path] ?? []).contains(style) { styles[path, default: []].append(style) }
        }
        return styles
    }

    /// The report with an error for each mapped path the theme has no token or role at.
    func checkingMappings(_ report: DecodingReport<ThemeDocument>) -> DecodingReport<ThemeDocument> {
        guard let document = report.value, !mappings.isEmpty else { return report }
        let tokens = document.tokens
        var known: Set<String> = []
        known.formUnion(tokens.values(of: ThemeColor.self).keys.map(\.string))
        known.formUnion(tokens.values(of: Dimension.self).keys.map(\.string))
        known.formUnion(tokens.values(of: FontDescriptor.self).keys.map(\.string))
        known.formUnion(tokens.values(of: Double.self).keys.map(\.string))
        for role in ColorRole.allCases where document.palette[role] != nil {
            known.insert(role.tokenPath.string)
        }
        let problems = MappedPaths.unmatched(mappings.map(\.path), known: known)
        guard !problems.isEmpty else { return report }
        var failed = report
        failed.value = nil
        failed.errors += problems
        return failed
    }
}
