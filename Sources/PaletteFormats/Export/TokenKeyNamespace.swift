internal import InternalPaletteUtilities
import Palette

/// Typed keys for custom tokens, as a Swift namespace of nested enums: `color.brand.accent`, a
/// colour, is `Tokens.Color.Brand.accent`, a ``/Palette/ColorToken`` that a theme reads without
/// parsing or looking up a string.
///
/// Each key is declared once, however many theme files (or variants, or extended themes) define
/// its token, and remembers where each did. Names follow ``TokenKeyNames``. A token that cannot
/// have a key of its own is a ``problems`` entry and is left out, so the namespace always
/// compiles:
///
/// - two paths whose keys would have the same name (`brand.accent-hover`, `brand.accent_hover`),
///   or whose groups would (`brand-accent.x`, `brandAccent.y`);
/// - a key whose name is also a group's (`spacing.2` and `spacing.2.x` both make `_2`; a key
///   `color.brand` beside the group of `color.brand.accent` does not: they are `brand` and `Brand`);
/// - one path with two kinds (a colour and a dimension), which one key cannot read;
/// - a segment with no letter or digit to make a name of.
///
/// A group named after a module (`palette.blue.500` gives `Palette.Blue._500`) hides nothing the
/// source needs: keys are read through a file-scope function (``GeneratedTokenKind/keyAlias``), and
/// beside such a group they take their type from it.
package struct TokenKeyNamespace: Sendable {
    /// Where a token is defined: its file, and its place in the file when known.
    package struct Place: Hashable, Sendable {
        package var file: String?
        package var location: ThemeError.Location?

        package init(file: String?, location: ThemeError.Location? = nil) {
            self.file = file
            self.location = location
        }
    }

    /// A token to make a key for.
    package struct Token: Sendable {
        package var path: TokenPath
        package var kind: TokenKind
        package var place: Place

        package init(path: TokenPath, kind: TokenKind, place: Place) {
            self.path = path
            self.kind = kind
            self.place = place
        }
    }

    /// One declared key.
    package struct Key: Sendable {
        package let path: TokenPath
        package let kind: TokenKind
        /// Every place that defines the token, in the order given.
        package fileprivate(set) var places: [Place]
        /// The groups the key is in, outermost first, as Swift names.
        package let groups: [String]
        /// The constant's Swift name.
        package let name: String

        /// The key as code names it: `Tokens.Color.Brand.accent`.
        func qualifiedName(in namespace: String) -> String {
            ([namespace] + groups + [name]).joined(separator: ".")
        }
    }

    /// A token left without a key, and why.
    package struct Problem: Sendable {
        /// The path of the token left without a key.
        package let path: TokenPath
        /// The problem, located at the token it concerns.
        package let error: ThemeError
        /// Whether no one file defines both tokens of the problem: what a target's registry
        /// reports, each file's own problems being its own command's to report.
        package let isAcrossFiles: Bool
    }

    /// The namespace's name as code writes it: `Tokens`, `AcmeTheme.Tokens`.
    package let name: String
    /// Every key declared, refused ones too, by index.
    private(set) var declared: [Key] = []
    /// Every token that has no key, and why; empty when every token has one.
    package private(set) var problems: [Problem] = []

    /// A group: its nested groups and its keys, by Swift name.
    struct Group: Sendable {
        /// Each nested group's path segment, the group's index, and the first key inside it.
        var groups: [String: (segment: Substring, index: Int, firstKey: Int)] = [:]
        /// Each key's index in ``keys``.
        var keys: [String: Int] = [:]
    }

    /// The groups; the first is the namespace itself.
    private(set) var tree: [Group] = [Group()]

    /// The namespace `name` of keys for `tokens`.
    package init(name: String, tokens: [Token]) {
        self.name = name
        var order: [TokenSlot] = []
        var merged: [TokenSlot: [Place]] = [:]
        for token in tokens where !token.path.string.isEmpty {
            let slot = TokenSlot(token.kind, token.path)
            // Roles and font styles have typed access of their own (`palette.primary`).
            guard slot.role == nil, slot.style == nil else { continue }
            if merged[slot] == nil { order.append(slot) }
            if merged[slot]?.contains(token.place) != true { merged[slot, default: []].append(token.place) }
        }
        for slot in order {
            add(path: slot.path, kind: slot.kind, places: merged[slot] ?? [])
        }
    }

    /// Declares the key of one token, or records why it has none.
    private mutating func add(path: TokenPath, kind: TokenKind, places: [Place]) {
        let segments = path.segments
        guard let last = segments.last else { return }
        // Check the whole path before declaring anything, so a refused token leaves no group.
        var groupNames: [String] = []
        var isRenamed = false
        var group: Int? = 0
        var scope = [name]
        for segment in segments.dropLast() {
            let plainName = TokenKeyNames.group(for: segment)
            var groupName = plainName ?? TokenKeyNames.scalarName(of: segment, isType: true)
            if let current = group {
                groupName = distinctName(groupName, for: segment, in: current, amongGroups: true)
            }
            isRenamed = isRenamed || groupName != plainName
            groupNames.append(groupName)
            scope.append(groupName)
            guard let current = group else { continue }
            let described = scope.joined(separator: ".")
            if let other = tree[current].keys[groupName] {
                return clash(path, places, "its group '\(described)' is also the typed key of", with: other)
            }
            guard let existing = tree[current].groups[groupName] else {
                group = nil
                continue
            }
            if existing.segment != segment {
                return clash(path, places, "its group '\(described)' is also the group of", with: existing.firstKey)
            }
            group = existing.index
        }
        let plainKey = TokenKeyNames.key(for: last)
        var keyName = plainKey ?? TokenKeyNames.scalarName(of: last, isType: false)
        if let current = group {
            keyName = distinctName(keyName, for: last, in: current, amongGroups: false)
            let described = (scope + [keyName]).joined(separator: ".")
            if let existing = tree[current].groups[keyName] {
                return clash(path, places, "its typed key '\(described)' is also the group of", with: existing.firstKey)
            }
            if let other = tree[current].keys[keyName] {
                guard declared[other].path != path else { return kindClash(path, kind, places, with: other) }
                return clash(path, places, "its typed key '\(described)' is also the typed key of", with: other)
            }
        }
        if isRenamed || keyName != plainKey {
            let described = ([name] + groupNames + [keyName]).joined(separator: ".")
            renames.append(Rename(path: path, name: described, place: places.first))
        }
        let index = declared.count
        declared.append(Key(path: path, kind: kind, places: places, groups: groupNames, name: keyName))
        var parent = 0
        for (segment, groupName) in zip(segments, groupNames) {
            if let existing = tree[parent].groups[groupName] {
                parent = existing.index
            } else {
                tree.append(Group())
                tree[parent].groups[groupName] = (segment, tree.count - 1, index)
                parent = tree.count - 1
            }
        }
        tree[parent].keys[keyName] = index
    }

    /// The keys, in the order their tokens were first given.
    package var keys: [Key] { declared }

    /// A key whose name is not its path's words: a segment that differs from another only in
    /// letter case, or one with no letter or digit (see ``TokenKeyNames``).
    package struct Rename: Sendable {
        /// The token's path.
        package let path: TokenPath
        /// The key as code names it.
        package let name: String
        /// Where the token is defined, when known.
        package let place: Place?

        /// The rename as a warning: what the key is called, and why.
        package var warning: ThemeWarning {
            ThemeWarning(
                .unsupported(
                    feature: "token path '\(path.string.clippedForMessage)'",
                    reason:
                        "its typed key is '\(name)': a segment that differs from another only in letter case, "
                        + "or that has no letter or digit, is named by the rule of 'Themes at build time'",
                    location: place?.location ?? place?.file.map { ThemeError.Location(file: $0) }
                )
            )
        }
    }

    /// Every key named otherwise than by its path's words, and its name.
    package private(set) var renames: [Rename] = []

    /// `base`, or when a sibling group (or key) already has that name for a segment that differs
    /// from `segment` only in letter case, `base_2` (or the next number free): `brand.Accent` beside
    /// `brand.accent` gives `accent_2`, in the order the tokens come.
    private func distinctName(_ base: String, for segment: Substring, in group: Int, amongGroups: Bool) -> String {
        let plain = base.trimmingCharacters(in: ["`"])
        var candidate = base
        var number = 2
        while true {
            let taken: Substring? =
                amongGroups
                ? tree[group].groups[candidate]?.segment
                : tree[group].keys[candidate].flatMap { declared[$0].path.segments.last }
            guard let taken, taken != segment, taken.lowercased() == segment.lowercased() else { return candidate }
            candidate = plain + TokenKeyNames.caseSeparator + "\(number)"
            number += 1
        }
    }

    private mutating func fail(_ path: TokenPath, _ places: [Place], _ reason: String) {
        problems.append(
            Problem(path: path, error: Self.error(path, places.first, reason + "; rename it"), isAcrossFiles: false)
        )
    }

    private mutating func clash(_ path: TokenPath, _ places: [Place], _ reason: String, with other: Int) {
        record(path, places, reason, other: declared[other], then: "rename one of them")
    }

    private mutating func kindClash(_ path: TokenPath, _ kind: TokenKind, _ places: [Place], with other: Int) {
        let existing = declared[other]
        let reason =
            "it is a \(Self.noun(kind)) here and a \(Self.noun(existing.kind))"
            + Self.describe(existing.places.first, besides: places.first, inWords: true)
            + "; a typed key reads one kind, so rename one of them"
        problems.append(
            Problem(
                path: path,
                error: Self.error(path, places.first, reason),
                isAcrossFiles: Self.isAcrossFiles(places, existing.places)
            )
        )
    }

    private mutating func record(
        _ path: TokenPath,
        _ places: [Place],
        _ reason: String,
        other: Key,
        then advice: String
    ) {
        let place = Self.describe(other.places.first, besides: places.first, inWords: false)
        let text = "\(reason) '\(other.path.string.clippedForMessage)'\(place.isEmpty ? "" : " (\(place))"); \(advice)"
        problems.append(
            Problem(
                path: path,
                error: Self.error(path, places.first, text),
                isAcrossFiles: Self.isAcrossFiles(places, other.places)
            )
        )
    }

    private static func error(_ path: TokenPath, _ place: Place?, _ reason: String) -> ThemeError {
        .unsupported(
            feature: "token path '\(path.string.clippedForMessage)'",
            reason: reason,
            location: place?.location ?? place?.file.map { ThemeError.Location(file: $0) }
        )
    }

    private static func isAcrossFiles(_ places: [Place], _ others: [Place]) -> Bool {
        Set(places.map(\.file)).isDisjoint(with: others.map(\.file))
    }

    /// Where `place` is, for a message about a token at `origin`: `12:7` in the same file,
    /// `acme.palette.json:12:7` in another, the file alone when the line is not known; in words,
    /// ` at 12:7` and ` in acme.palette.json:12:7`. Empty when nothing is known.
    static func describe(_ place: Place?, besides origin: Place?, inWords: Bool) -> String {
        guard let place else { return "" }
        var position = ""
        if let line = place.location?.line {
            position = "\(line)" + (place.location?.column.map { ":\($0)" } ?? "")
        }
        guard let file = place.file, file != origin?.file else {
            return inWords && !position.isEmpty ? " at " + position : position
        }
        let name = (file.split(separator: "/").last.map(String.init) ?? file).clippedForMessage
        let text = position.isEmpty ? name : "\(name):\(position)"
        return inWords ? " in " + text : text
    }

    /// A kind as a message names it: `colour`, `dimension`, `font`, `number`, `image`.
    static func noun(_ kind: TokenKind) -> String {
        GeneratedTokenKind.of(kind).noun
    }
}
