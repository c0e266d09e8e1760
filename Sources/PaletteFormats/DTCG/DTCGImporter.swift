internal import InternalPaletteUtilities
import Palette

/// Reads design tokens in the DTCG 2025.10 format into a Palette theme document.
///
/// Every rule of the format is checked: names, the properties of tokens and groups, type
/// determination (a token's own `$type`, the nearest group's, or the referenced token's; a type
/// that cannot be determined is an error, never a guess), group `$extends`, `$root` tokens,
/// curly-brace aliases and JSON Pointer `$ref`s (whole values and parts of values, through
/// chains; cycles are errors), every colour space of the colour module with its component
/// ranges, and every type, composites included. Problems are reported all at once, each with its
/// file, line, column and path.
///
/// A file that declares DTCG 2025.10 in its `$schema` is held to it. Other files may use the
/// forms of older drafts and Style Dictionary that designers' tools still write (hex-string
/// colours, `"16px"` dimensions, older type names, typography without every part), read with a
/// warning where the value changes meaning. ``ImportOptions/conformance`` says how strictly:
/// ``Conformance-swift.enum/lenient`` (the default, what `palette import` and ``ThemeLoader`` use)
/// reads what it can of a declared file with tokens outside 2025.10, converting or skipping each
/// with a warning; ``Conformance-swift.enum/asDeclared`` (what `palette validate` uses) refuses
/// them; ``Conformance-swift.enum/strict`` holds every file to 2025.10.
///
/// Tokens become palette roles, font styles or custom tokens as ``DTCGMapping`` says. A token
/// Palette cannot hold (a shadow, a gradient, a dimension in `%`, a font of size 0) is skipped
/// with one warning naming it and why; the rest imports. Units stay as written: `rem` and `em`
/// dimensions stay relative, and typography keeps its line height and letter spacing. When the
/// file does not set every required role and style, the document extends ``extends``
/// (`"default"` unless you choose another) and a warning lists what comes from there.
///
/// The importer reads one theme from the tokens it is given, as every importer does:
/// ``decode(_:file:options:)`` one file, ``decode(files:options:)`` several as one set. A file or
/// folder with modes (a resolver, Tokens Studio's `$themes`, Figma's per-mode files) makes several
/// themes: ``ThemeLoader`` reads them all, and ``ThemeFileFormat/decode(_:file:options:)`` the one
/// that ``ImportOptions/modes`` choose.
///
/// ```swift
/// let options = ImportOptions(id: "brand", conformance: .asDeclared)
/// let report = DTCGImporter().decode(data, file: "brand.tokens.json", options: options)
/// let document = try report.get(file: "brand.tokens.json")
/// ```
public struct DTCGImporter: Sendable {
    /// Which files are held to DTCG 2025.10, and what a token outside it gets.
    public enum Conformance: Sendable {
        /// Files that declare DTCG 2025.10 in `$schema` are held to it: a token outside it is an
        /// error (what `palette validate` and `--strict` check). Other files may use older drafts'
        /// forms.
        case asDeclared
        /// Every file is held to DTCG 2025.10.
        case strict
        /// Everything that can be read is: in a file that declares DTCG 2025.10, a token outside
        /// it is converted where its meaning is certain (an `em` or `dp` length, a 3-digit `hex`
        /// fallback, a colour written as a hex string, a line height given as a length, a
        /// length written as a bare number, a `string` token, a colour object without a `$type`,
        /// a composite's member its type does not have (ignored), tokens written with `value`
        /// and `type`) or skipped, each with one warning at it, and each file gets one
        /// warning that counts them (what `palette import`, `show`, `--themes` and ``ThemeLoader``
        /// do). Other files are read as with ``asDeclared``.
        case lenient
    }

    /// Which tokens are roles and styles; ``ImportOptions/mappings`` add to it.
    public var mapping: DTCGMapping
    /// The theme a file that lacks required roles or styles extends; `nil` makes that an error.
    public var extends: String?
    /// The bounds on the input, the theme's identifier and name (when `nil`, the file's
    /// `$extensions["org.palette"]` `id` and `name`, else a name made from the file name), and
    /// which files are held to DTCG 2025.10: the ``ImportOptions`` files are read with
    /// (``decode(_:file:options:)``, ``decode(files:options:)``) set them.
    var limits: FormatLimits = .default
    var id: String?
    var name: String?
    var conformance: Conformance = .lenient
    /// Whether a path that is a token in one source and a group in another is an error, as it
    /// is once a resolver's sources are merged (files of one set are not held to it).
    var refusesMergedCollisions = false

    /// The `$extensions` key under which Palette keeps what DTCG does not describe.
    public static let extensionKey = "org.palette"

    /// Creates an importer; what every format's reader is told (the theme's identifier and name,
    /// bounds, mapped paths, conformance) is given to ``decode(_:file:options:)``.
    public init(mapping: DTCGMapping = .default, extends: String? = "default") {
        self.mapping = mapping
        self.extends = extends
    }

    func decode(
        _ sources: [DTCGTokenTree.Source],
        first: DTCGTokenTree.Source,
        reader: inout DocumentReader
    ) -> ThemeDocument? {
        let root = first.root
        let file = first.file
        let treeMark = reader.errors.count
        let tree = DTCGTokenTree(sources: sources, limits: limits, reader: &reader)
        if refusesMergedCollisions { tree.reportMergedCollisions(reader: &reader) }
        reader.currentFile = file
        if tree.tokens.count > limits.maximumTokenCount {
            reader.error(
                .limitExceeded(
                    what: "\(tree.tokens.count) tokens",
                    limit: limits.maximumTokenCount,
                    location: root.location(.root)
                )
            )
            return nil
        }
        var values = DTCGValueReader(tree: tree, limits: limits)
        values.isLenient = conformance == .lenient
        if values.isLenient { skipOffSpecMembers(since: treeMark, tally: &values.tally, reader: &reader) }
        for (file, count) in tree.dottedNames {
            values.tally.convert(OffSpecTally.dottedName, file: file, count: count)
        }
        let settings = root["$extensions"]?[Self.extensionKey]
        let identifier = id ?? settings?["id"]?.string ?? FileShape.identifier(fromFile: file)
        var document = ThemeDocument(id: identifier, name: name ?? settings?["name"]?.string ?? identifier)
        // The slots each token's value went to, by token path, for references to it.
        var filled: [String: [TokenSlot]] = [:]
        var styles: [PlacedStyle] = []
        // Tokens of files only referenced (Style Dictionary's `include`) are read where used.
        for token in tree.tokens where !tree.sources[token.source].isReferenceOnly {
            reader.currentFile = token.file
            // In a lenient reading, a token whose type or value cannot be read is skipped.
            let offSpec = values.isLenient
            var mark = reader.errors.count
            let type: DTCGType
            switch values.type(of: token, reader: &reader) {
            case nil:
                if offSpec { skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader) }
                continue
            case .unknown(let name) where Self.offSpecKinds[name] != nil:
                if let value = offSpecValue(of: token, named: name, values: &values, reader: &reader) {
                    filled[token.path] = place(value, of: token, in: &document, reader: &reader)
                    // `string` is the one such type files that declare DTCG 2025.10 use: a conversion.
                    if name == Self.stringTypeName {
                        values.tally.convert(name, file: token.file)
                        reader.warning(Self.stringConversion(token, value: value))
                    }
                }
                continue
            case .unknown(Self.compositionTypeName) where !token.isStrict:
                if let style = composition(token, tree: tree, values: &values, document: &document, reader: &reader) {
                    styles.append(style)
                }
                continue
            case .unknown(let name):
                skip(token, feature: "token type '\(name)'", because: "Palette has no such tokens", reader: &reader)
                continue
            case .undetermined(let reason):
                skip(token, feature: "token without a type", because: reason, reader: &reader)
                continue
            case .known(let known): type = known
            }
            // Older drafts wrote the composites Palette has no tokens for in shapes of their own.
            if !token.isStrict, !Self.importedTypes.contains(type) {
                skip(
                    token,
                    feature: "token type '\(token.type ?? type.rawValue)'",
                    because: "Palette has no such tokens",
                    reader: &reader
                )
                continue
            }
            let warningMark = reader.warnings.count
            mark = reader.errors.count
            let counted = values.tally
            values.unreadableReference = nil
            if let text = autoLineHeight(of: token, as: type, values: &values) {
                filled[token.path] = place(text, of: token, in: &document, reader: &reader)
                continue
            }
            if let multiple = multiValue(of: token, as: type, values: &values, reader: &reader) {
                if let text = multiple {
                    filled[token.path] = place(text, of: token, in: &document, reader: &reader)
                } else if offSpec, reader.errors.count > mark {
                    skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
                } else if reader.errors.count == mark {
                    leaveOut(
                        token,
                        since: warningMark,
                        feature: "value",
                        because: "a length it lists could not be read",
                        reader: &reader
                    )
                }
                continue
            }
            let read = values.value(of: token, as: type, reader: &reader)
            if offSpec, reader.errors.count > mark {
                // What was converted in a token that is skipped is not counted as converted.
                values.tally = counted
                skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
                continue
            }
            guard let value = read else {
                // Every token left out is counted as one: a reference to a token without a value,
                // whose problem was reported there, or a value whose problem was a warning.
                if reader.errors.count == mark {
                    let isReference = token.reference != nil || token.value?.string?.hasPrefix("{") == true
                    let reason =
                        if let failed = values.unreadableReference, failed != token.path {
                            "it refers to " + UnreadableToken.leftOut(failed) + " (its problem is reported there)"
                        } else if isReference {
                            "it refers to a token that has no value"
                        } else {
                            "it, or a token it refers to, could not be read (see the warnings before this one)"
                        }
                    leaveOut(
                        token,
                        since: warningMark,
                        feature: isReference ? "reference" : "value",
                        because: reason,
                        reader: &reader
                    )
                }
                continue
            }
            if type == .typography, Self.styleExtension(of: token.node) != nil {
                let font = paletteValue(of: value, type: type, token: token, reader: &reader)
                if let style = style(of: token, typography: font, tree: tree, reader: &reader) { styles.append(style) }
            } else {
                mark = reader.errors.count
                let tokenValue = paletteValue(of: value, type: type, token: token, reader: &reader)
                if offSpec, reader.errors.count > mark {
                    values.tally = counted
                    skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
                } else if let tokenValue {
                    filled[token.path] = place(tokenValue, of: token, in: &document, reader: &reader)
                } else {
                    // Nor is what was converted in a token Palette has no place for (a shadow).
                    values.tally = counted
                    if reader.errors.count == mark {
                        leaveOut(
                            token,
                            since: warningMark,
                            feature: "value",
                            because: "Palette has no place for it (see the warning at it)",
                            reader: &reader
                        )
                    }
                }
            }
        }
        for warning in values.conventions.warnings { reader.warning(warning) }
        for file in values.modifiedColors.values { values.tally.convert(OffSpecTally.colorModifier, file: file) }
        if values.isLenient { summarise(values.tally, of: tree, reader: &reader) }
        reader.currentFile = file
        let mapped = Set(mapping.roles.keys.map(\.string) + mapping.styles.keys.map(\.string)).sorted()
        for problem in MappedPaths.unmatched(mapped, known: Set(tree.tokens.map(\.palettePath.string))) {
            reader.error(problem)
        }
        keepReferences(of: tree, filled: filled, in: &document)
        keepMemberReferences(of: tree, filled: filled, in: &document)
        keepGroupMetadata(of: tree, in: &document)
        document.extensions = Self.passedOn(root["$extensions"])
        document.styles = Self.inFileOrder(styles + groupStyles(of: tree, reader: &reader))
        reader.currentFile = file
        readImages(from: settings, into: &document, reader: &reader)
        readTextAndBooleans(from: settings, into: &document, reader: &reader)
        completeRequiredValues(of: &document, settings: settings, root: root, reader: &reader)
        return document
    }

    /// The types whose tokens Palette imports: every type of DTCG 2025.10.
    static let importedTypes = Set(DTCGType.allCases)

    /// Records the one warning about a token that was not imported.
    func skip(_ token: DTCGTokenTree.Token, feature: String, because reason: String, reader: inout DocumentReader) {
        reader.warning(
            UnreadableToken.warning(feature: feature, because: reason, path: token.path, location: token.location)
        )
    }

    /// Records the one warning about a token that was not imported, unless a warning recorded since
    /// there were `mark` already says so: a token left out for a problem recorded as a plain warning
    /// is counted as left out all the same.
    private func leaveOut(
        _ token: DTCGTokenTree.Token,
        since mark: Int,
        feature: String,
        because reason: String,
        reader: inout DocumentReader
    ) {
        let said = reader.warnings[min(mark, reader.warnings.count)...].contains {
            UnreadableToken.isUnreadable($0, path: token.path)
        }
        if !said { skip(token, feature: feature, because: reason, reader: &reader) }
    }

    /// Puts a value where the mapping says: a role, a style, and a custom token unless its path
    /// is the role's or style's own; with the token's metadata. Returns the slots it went to,
    /// including a role or style Palette's exporter marked as inherited, which the document
    /// leaves to the theme it extends.
    func place(
        _ value: TokenValue,
        of token: DTCGTokenTree.Token,
        in document: inout ThemeDocument,
        reader: inout DocumentReader
    ) -> [TokenSlot] {
        let path = token.palettePath
        let isInherited = token.extensions?[Self.extensionKey]?["inherited"]?.value == .bool(true)
        var slots: [TokenSlot] = []
        for role in mapping.roles(for: path) {
            guard case .color(let color) = value else {
                reader.warning(
                    .invalidValue(
                        value: path.string,
                        reason: "this path names the role '\(role.rawValue)' but the token is not a colour",
                        location: token.location
                    )
                )
                continue
            }
            if !isInherited { document.palette[role] = color }
            slots.append(TokenSlot(role))
        }
        for style in mapping.styles(for: path) {
            guard case .font(let font) = value else {
                reader.warning(
                    .invalidValue(
                        value: path.string,
                        reason: "this path names the style '\(style.rawValue)' but the token is not typography",
                        location: token.location
                    )
                )
                continue
            }
            if !isInherited { document.fonts[style] = font }
            slots.append(TokenSlot(style))
        }
        if ThemeOverrides.reservedOwner(of: path, kind: value.kind) == nil {
            document.tokens[path] = value
            slots.append(TokenSlot(value.kind, path))
        }
        if !isInherited {
            let metadata = Self.metadata(of: token)
            for slot in slots { metadata.apply(to: &document.tokens, at: slot.path) }
        }
        return slots
    }

    /// Images, which DTCG has no type for, travel under `$extensions["org.palette"].images`.
    private func readImages(from settings: JSONNode?, into document: inout ThemeDocument, reader: inout DocumentReader)
    {
        readExtensionSection("images", of: settings, into: &document, reader: &reader) { node, path, reader, _ in
            reader.image(node, at: path).map(TokenValue.image)
        }
    }

    private func completeRequiredValues(
        of document: inout ThemeDocument,
        settings: JSONNode?,
        root: JSONNode,
        reader: inout DocumentReader
    ) {
        let missing = document.unsetRequiredTokenPaths
        if let declared = settings?["extends"]?.string {
            document.extends = declared
        } else if !missing.isEmpty {
            if let extends {
                document.extends = extends
                reader.warning(
                    .inheritedValues(keys: missing, from: extends, mappable: true, location: root.location(.root))
                )
            } else {
                for key in missing { reader.error(.missingKey(key: key, location: root.location(.root))) }
            }
        }
    }

}
