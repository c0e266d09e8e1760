import Foundation
internal import InternalPaletteUtilities

/// Colours, fonts and tokens laid over a theme: the body of a theme document, and what a backend
/// may send with its choice.
///
/// ```json
/// {"theme": "default", "overrides": {"palette": {"primary": "#FF5500"}}}
/// ```
///
/// Roles derived from an overridden role are derived again (see
/// ``ThemePalette/overriding(_:)``).
public struct ThemeOverrides: Equatable, Sendable {
    // The sections in one stored tuple, each read and written through accessors emitted into the code
    // that uses them: a public stored `var` keeps a getter, a setter and a modify accessor in every
    // app that links Palette, the tuple three in all. Set by the initialiser, not at the declaration:
    // a value written there is a function of its own, which every app keeps.
    @usableFromInline var stored:
        (
            palette: [ColorRole: ThemeColor],
            fonts: [FontStyle: FontDescriptor],
            tokens: TokenSet
        )
    /// Colours by role.
    @_alwaysEmitIntoClient public var palette: [ColorRole: ThemeColor] {
        get { stored.palette }
        _modify { yield &stored.palette }
        set { stored.palette = newValue }
    }
    /// Fonts by style.
    @_alwaysEmitIntoClient public var fonts: [FontStyle: FontDescriptor] {
        get { stored.fonts }
        _modify { yield &stored.fonts }
        set { stored.fonts = newValue }
    }
    /// Custom tokens.
    @_alwaysEmitIntoClient public var tokens: TokenSet {
        get { stored.tokens }
        _modify { yield &stored.tokens }
        set { stored.tokens = newValue }
    }

    /// Creates overrides.
    @_alwaysEmitIntoClient public init(
        palette: [ColorRole: ThemeColor] = [:],
        fonts: [FontStyle: FontDescriptor] = [:],
        tokens: TokenSet = TokenSet()
    ) {
        stored = (palette: palette, fonts: fonts, tokens: tokens)
    }

    /// Whether nothing is overridden.
    @_alwaysEmitIntoClient public var isEmpty: Bool { palette.isEmpty && fonts.isEmpty && tokens.isEmpty }

    // Tables compared through one generic copy each, and never inlined into callers.
    /// Two sets of overrides are equal when their colours, fonts and tokens are.
    @inline(never)
    public static func == (lhs: ThemeOverrides, rhs: ThemeOverrides) -> Bool {
        Unspecialized.equal(lhs.palette, rhs.palette) && Unspecialized.equal(lhs.fonts, rhs.fonts)
            && Unspecialized.equal(lhs.tokens, rhs.tokens)
    }

    static let sectionKeys = ["palette", "fonts", "tokens"]

    /// Reads an `overrides` object: `palette`, `fonts` and `tokens` sections.
    @inline(never)
    static func decode(
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader,
        limits: ThemeLimits
    ) -> ThemeOverrides? {
        guard let members = reader.object(node, at: path) else { return nil }
        var overrides = ThemeOverrides()
        for member in members {
            let memberPath = path.appending(member.key)
            if sectionKeys.contains(member.key) {
                overrides.decodeSection(member, at: memberPath, reader: &reader, limits: limits)
            } else {
                reader.unknown(member.key, expected: sectionKeys, at: member.keyLocation(memberPath), asWarning: true)
            }
        }
        // What a reference names may be in the theme the overrides are laid over.
        overrides.followReferences(mayInherit: true, reader: &reader, limits: limits)
        reader.limitTokens(overrides.tokens.count, limits, at: node.location(path))
        return overrides
    }

    /// Reads one of the `palette`, `fonts` and `tokens` sections into these overrides.
    mutating func decodeSection(
        _ member: JSONMember,
        at path: JSONPath,
        reader: inout DocumentReader,
        limits: ThemeLimits
    ) {
        guard let entries = reader.object(member.node, at: path) else { return }
        switch member.key {
        case "palette":
            for entry in entries { decodeRole(entry, at: path.appending(entry.key), reader: &reader) }
        case "fonts":
            for entry in entries { decodeStyle(entry, at: path.appending(entry.key), reader: &reader) }
        default:
            for section in entries {
                if section.key == Self.groupsSection {
                    decodeGroups(section, at: path.appending(section.key), reader: &reader, limits: limits)
                } else {
                    decodeTokens(section, at: path.appending(section.key), reader: &reader, limits: limits)
                }
            }
        }
    }

    private mutating func decodeRole(_ entry: JSONMember, at path: JSONPath, reader: inout DocumentReader) {
        guard let role = reader.named(ColorRole.self, entry.key, at: entry.keyLocation(path), asWarning: true) else {
            return
        }
        if case .color(let color)? = decodeSlot(entry.node, at: path, in: TokenSlot(role), reader: &reader) {
            Unspecialized.update(&palette, role, to: color)
        }
    }

    private mutating func decodeStyle(_ entry: JSONMember, at path: JSONPath, reader: inout DocumentReader) {
        guard let style = reader.named(FontStyle.self, entry.key, at: entry.keyLocation(path), asWarning: true) else {
            return
        }
        if case .font(let font)? = decodeSlot(entry.node, at: path, in: TokenSlot(style), reader: &reader) {
            Unspecialized.update(&fonts, style, to: font)
        }
    }

    /// Reads what a role, style or token is set to, bare or wrapped with metadata
    /// (``TokenMetadata/unwrap(_:at:reader:)``): a reference, recorded for
    /// ``followReferences(mayInherit:reader:limits:)``, or a value of the slot's kind, which it
    /// returns. Either way the metadata goes to the slot's path.
    @inline(never)
    private mutating func decodeSlot(
        _ node: JSONNode,
        at path: JSONPath,
        in slot: TokenSlot,
        reader: inout DocumentReader
    ) -> TokenValue? {
        let (node, valuePath, metadata) = TokenMetadata.unwrap(node, at: path, reader: &reader)
        metadata.apply(to: &tokens, at: slot.path)
        if let memberAliases = metadata.memberAliases { tokens.memberAliases[slot] = memberAliases }
        guard !readReference(node, at: valuePath, in: slot, reader: &reader) else { return nil }
        return Self.tokenValue(of: slot.kind, node, at: valuePath, reader: &reader)
    }

    /// The section of `tokens` with the metadata of paths that hold no value (token groups).
    static let groupsSection = "groups"

    /// `{"color.brand": {"description": "Brand colours", "deprecated": true}}`: the metadata
    /// of groups.
    private mutating func decodeGroups(
        _ section: JSONMember,
        at path: JSONPath,
        reader: inout DocumentReader,
        limits: ThemeLimits
    ) {
        for entry in reader.object(section.node, at: path) ?? [] {
            let entryPath = path.appending(entry.key)
            guard let tokenPath = Self.tokenPath(of: entry, at: entryPath, limits: limits, reader: &reader),
                let members = reader.object(entry.node, at: entryPath, expected: "an object of a group's metadata")
            else { continue }
            var metadata = TokenMetadata()
            for member in members where !metadata.read(member, at: entryPath.appending(member.key), reader: &reader) {
                reader.unknown(
                    member.key,
                    expected: TokenMetadata.groupKeys,
                    at: member.keyLocation(entryPath.appending(member.key)),
                    asWarning: true
                )
            }
            metadata.apply(to: &tokens, at: tokenPath)
        }
    }

    private mutating func decodeTokens(
        _ section: JSONMember,
        at path: JSONPath,
        reader: inout DocumentReader,
        limits: ThemeLimits
    ) {
        guard let kind = TokenKind.allCases.first(where: { $0.sectionName == section.key }) else {
            let names = TokenKind.allCases.map(\.sectionName) + [Self.groupsSection]
            reader.unknown(section.key, expected: names, at: section.keyLocation(path), asWarning: true)
            return
        }
        guard let entries = reader.object(section.node, at: path) else { return }
        for entry in entries {
            let entryPath = path.appending(entry.key)
            guard let tokenPath = Self.tokenPath(of: entry, at: entryPath, limits: limits, reader: &reader) else {
                continue
            }
            if let owner = Self.reservedOwner(of: tokenPath, kind: kind) {
                reader.error(
                    .invalidValue(
                        value: entry.key,
                        reason: "this path is the \(owner); set it in that section",
                        location: entry.node.location(entryPath)
                    )
                )
                continue
            }
            if let value = decodeSlot(entry.node, at: entryPath, in: TokenSlot(kind, tokenPath), reader: &reader) {
                Self.store(value, at: tokenPath, in: &tokens)
            }
        }
    }

    /// The token path an entry of `tokens` is keyed by, or `nil` and an error at the key when the
    /// path is longer than `limits` allow or names nothing. Not inlined: tokens and groups share it.
    @inline(never)
    private static func tokenPath(
        of entry: JSONMember,
        at path: JSONPath,
        limits: ThemeLimits,
        reader: inout DocumentReader
    ) -> TokenPath? {
        let location = entry.keyLocation(path)
        if let problem = limits.pathProblem("a token path", length: entry.key.utf8.count, at: location) {
            reader.error(problem)
            return nil
        }
        let tokenPath = TokenPath(entry.key)
        guard !tokenPath.string.isEmpty else {
            let reason = "a token path needs at least one name"
            reader.error(.invalidValue(value: entry.key, reason: reason, location: location))
            return nil
        }
        return tokenPath
    }

    /// Puts `value` in `tokens` at `path`, under its kind. Not inlined: the set's setter is a
    /// switch over every store, which each place that sets a token would otherwise copy.
    @inline(never)
    static func store(_ value: TokenValue, at path: TokenPath, in tokens: inout TokenSet) {
        tokens[path] = value
    }

    /// The role or style a token path stands for, if it is one (`color.primary`, `font.body`).
    package static func reservedOwner(of path: TokenPath, kind: TokenKind) -> String? {
        let slot = TokenSlot(kind, path)
        if let role = slot.role { return "palette role '\(role.rawValue)'" }
        if let style = slot.style { return "font style '\(style.rawValue)'" }
        return nil
    }

    static func tokenValue(
        of kind: TokenKind,
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader
    ) -> TokenValue? {
        switch kind {
        case .color:
            return reader.color(node, at: path).map(TokenValue.color)
        case .font:
            return reader.font(node, at: path).map(TokenValue.font)
        case .number:
            return reader.number(node, at: path).map(TokenValue.number)
        case .image:
            return reader.image(node, at: path).map(TokenValue.image)
        case .dimension:
            return reader.dimension(node, at: path).map(TokenValue.dimension)
        default:
            return reader.designValue(of: kind, node, at: path)
        }
    }
}
