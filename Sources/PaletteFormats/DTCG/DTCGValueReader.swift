internal import InternalPaletteUtilities
import Palette

/// Reads the values of a DTCG token tree: determines each token's type, follows its
/// references, and checks its value against the rules of its type, recording every problem
/// with its file and place.
///
/// Files that declare DTCG 2025.10 are held to it. Other files may also use the forms of older
/// drafts and Style Dictionary (hex-string colours, `"16px"` dimensions, `"300ms"` durations,
/// older type names, typography without every part), which are read, with a warning where the
/// value changes meaning. Each token is read once, however many tokens refer to it.
struct DTCGValueReader {
    let tree: DTCGTokenTree
    /// The bounds the file is read under: the alias chain, math expressions.
    let limits: FormatLimits
    /// How many references one value may pass through (``/Palette/ThemeLimits/maximumAliasChain``).
    var maximumChain: Int { limits.maximumAliasChain }
    /// Values by token path; `nil` for a token that failed.
    var values: [String: DTCGValue?] = [:]
    /// Types by token path; `nil` for a token whose type could not be told.
    var types: [String: DTCGTypeResolution?] = [:]
    /// The references being followed, innermost last: `{a.b}` for tokens, `#/…` for pointers.
    var chain: [String] = []
    /// Paths of tokens that composite values used through references.
    private(set) var usedAliases: Set<String> = []
    /// The first token a value being read refers to that could not be read before (its problem
    /// reported at it, not again); the importer clears it before each token.
    var unreadableReference: String?
    /// Older type names already warned about, each once.
    var warnedTypeNames: Set<String> = []
    /// What the files of formats before DTCG's prefixes leave to convention: see
    /// `DTCGValueReader+Conventions.swift`.
    var conventions = OlderFormatConventions()
    /// Whether what DTCG 2025.10 refuses in a file that declares it is converted, where its
    /// meaning is certain, with a warning (``DTCGImporter/Conformance-swift.enum/lenient``).
    var isLenient = false
    /// The conversions a lenient reading made, for the warning that counts them.
    var tally = OffSpecTally()
    /// Tokens Studio's multi-value lengths read so far, by token path: the text token each is, or
    /// `nil` for one that could not be read (see `DTCGImporter.multiValue(of:as:values:reader:)`).
    var multiValues: [String: TokenValue?] = [:]
    /// The colour tokens whose Tokens Studio modifier was computed, with their files.
    var modifiedColors: [String: String?] = [:]
    /// The paths of Tokens Studio's `AUTO` line height tokens read as text tokens, each counted once.
    var autoLineHeights: Set<String> = []

    init(tree: DTCGTokenTree, limits: FormatLimits) {
        self.tree = tree
        self.limits = limits
    }

    /// Where a value being read is: its node, its JSON path, its file, and whether the file is
    /// held to DTCG 2025.10.
    struct Site {
        var node: JSONNode
        var path: JSONPath
        var source: Int
        var file: String?
        var isStrict: Bool

        var location: ThemeError.Location { node.location(path, file: file) }

        /// The site of a member of this object.
        func member(_ member: JSONMember) -> Site {
            Site(node: member.node, path: path.appending(member.key), source: source, file: file, isStrict: isStrict)
        }

        /// The site of an element of this array.
        func element(_ node: JSONNode, at index: Int) -> Site {
            Site(node: node, path: path.appending(index: index), source: source, file: file, isStrict: isStrict)
        }
    }

    /// The value of a token of `type` (its own type: callers check references against it).
    mutating func value(of token: DTCGTokenTree.Token, as type: DTCGType, reader: inout DocumentReader) -> DTCGValue? {
        let key = token.path
        if let cached = values[key] {
            if cached == nil, unreadableReference == nil { unreadableReference = key }
            return cached
        }
        guard enter("{\(key)}", at: token.location, reader: &reader) else { return nil }
        let outerUnits = conventions.enter(token, source: tree.sources[token.source])
        defer {
            chain.removeLast()
            conventions.units = outerUnits
        }
        var result: DTCGValue?
        if let pointer = token.reference {
            result = follow(pointer: pointer, as: type, from: Self.referenceSite(of: token), reader: &reader)
        } else if token.value != nil {
            result = read(type, Self.valueSite(of: token), reader: &reader)
        } else {
            reader.error(.missingKey(key: "$value", location: token.location))
        }
        if type == .color, case .color(let color)? = result, let modifier = Self.colorModifier(of: token) {
            result = modified(color, of: token, by: modifier, reader: &reader).map(DTCGValue.color)
        }
        if values[key] == nil { values[key] = .some(result) }
        return result
    }

    /// A value of `type` at a site (a token's `$value`, or a part of a composite value),
    /// following the reference it may be: a curly-brace alias or a JSON Pointer reference. Parts
    /// of values of single-value types (a colour's `alpha`) are read by `resolveRaw(_:part:reader:)`.
    mutating func read(_ type: DTCGType, _ site: Site, reader: inout DocumentReader) -> DTCGValue? {
        if !site.isStrict, type == .number, case .string(let text) = site.node.value,
            let computed = oklchNumber(text, at: site, reader: &reader)
        {
            return computed.map(DTCGValue.number)
        }
        if !site.isStrict, case .string(let text) = site.node.value, Self.mathTypes.contains(type) {
            switch TokenMath.read(text, limits: limits) {
            case .notMath: break
            case .expression(let expression):
                return evaluate(expression, text: text, as: type, at: site, reader: &reader)
            case .unsupported(let reason):
                leaveOut(feature: "math '\(text)'", because: reason, at: site, reader: &reader)
                return nil
            }
        }
        if case .string(let text) = site.node.value {
            if type == .color, let color = aliasWithHexAlpha(text, site, reader: &reader) {
                return color.map(DTCGValue.color)
            }
            if type == .fontFamily, let stack = aliasStack(text, site, reader: &reader) {
                return stack.map(DTCGValue.fontFamily)
            }
            switch AliasSyntax.alias(in: text) {
            case .path(let names):
                return follow(alias: names, text: text, as: type, from: site, reader: &reader)
            case .malformed where Self.isCSSShorthand(text, of: type, at: site):
                break  // `{size.line} solid {color.line}`: a shorthand's first word is a reference.
            case .malformed(let reason):
                reader.error(.unresolvedReference(reference: text, reason: reason, location: site.location))
                return nil
            case .none: break
            }
        }
        if let pointer = Self.pointerReference(in: site.node) {
            return follow(pointer: pointer, as: type, from: site, reader: &reader)
        }
        switch type {
        case .color: return color(site, reader: &reader).map(DTCGValue.color)
        case .dimension: return dimension(site, reader: &reader).map(DTCGValue.dimension)
        case .number: return number(site, reader: &reader).map(DTCGValue.number)
        case .fontWeight: return fontWeight(site, reader: &reader).map(DTCGValue.fontWeight)
        case .duration: return duration(site, reader: &reader).map(DTCGValue.duration)
        case .cubicBezier: return cubicBezier(site, reader: &reader).map(DTCGValue.cubicBezier)
        case .fontFamily: return fontFamily(site, reader: &reader).map(DTCGValue.fontFamily)
        case .strokeStyle: return strokeStyle(site, reader: &reader).map(DTCGValue.strokeStyle)
        case .border: return border(site, reader: &reader)
        case .transition: return transition(site, reader: &reader)
        case .shadow: return shadow(site, reader: &reader).map(DTCGValue.shadow)
        case .gradient: return gradient(site, reader: &reader).map(DTCGValue.gradient)
        case .typography: return typography(site, reader: &reader).map(DTCGValue.typography)
        }
    }

    /// The site of a token's `$value`.
    static func valueSite(of token: DTCGTokenTree.Token) -> Site {
        Site(
            node: token.value ?? token.node,
            path: token.jsonPath.appending(token.valueKey),
            source: token.source,
            file: token.file,
            isStrict: token.isStrict
        )
    }

    /// The pointer of a JSON Pointer reference object, `{"$ref": "#/…"}`.
    static func pointerReference(in node: JSONNode) -> String? {
        guard let members = node.members, members.count == 1, members[0].key == "$ref" else { return nil }
        return members[0].node.string
    }

    /// Pushes a reference onto the chain; `false` (and an error for each token in the loop) when
    /// it is already being followed, or when the chain is too long.
    mutating func enter(
        _ reference: String,
        at location: @autoclosure () -> ThemeError.Location,
        reader: inout DocumentReader
    ) -> Bool {
        if let start = chain.firstIndex(of: reference) {
            let loop = Array(chain[start...]).map(Self.display)
            for (offset, key) in chain[start...].enumerated() {
                guard key.hasPrefix("{"), let token = tree.token(at: String(key.dropFirst().dropLast())) else {
                    continue
                }
                let rotated = Array(loop[offset...] + loop[..<offset]) + [loop[offset]]
                let site = token.value == nil ? Self.referenceSite(of: token) : Self.valueSite(of: token)
                reader.error(.referenceCycle(kind: "alias", chain: rotated, location: site.location))
                values[token.path] = .some(nil)
            }
            if !reference.hasPrefix("{") {
                reader.error(
                    .referenceCycle(kind: "reference", chain: loop + [Self.display(reference)], location: location())
                )
            }
            return false
        }
        guard chain.count < maximumChain else {
            reader.error(
                .limitExceeded(
                    what: "the reference chain from '\(Self.display(chain.first ?? reference))'",
                    limit: maximumChain,
                    location: location()
                )
            )
            return false
        }
        chain.append(reference)
        return true
    }

    /// A chain entry as messages show it: a token's path, or a pointer.
    static func display(_ key: String) -> String {
        key.hasPrefix("{") ? String(key.dropFirst().dropLast()) : key
    }

    /// Records that a composite value used a token through a reference.
    mutating func noteUse(of path: String) {
        usedAliases.insert(path)
    }

    /// The members of an object value by name, when the value is an object with every required
    /// member. A member the type does not have is an error (a warning in files of older drafts).
    mutating func fields(
        _ site: Site,
        of type: DTCGType,
        required: [String],
        optional: [String] = [],
        reader: inout DocumentReader
    ) -> [String: Site]? {
        let known = required + optional
        guard let members = site.node.members else {
            let parts = known.map { "'\($0)'" }.joined(separator: ", ")
            Self.mismatch(site, expected: "\(type.noun) object (\(parts))", &reader)
            return nil
        }
        var fields: [String: Site] = [:]
        var valid = true
        for member in members {
            if known.contains(member.key) {
                fields[member.key] = site.member(member)
                continue
            }
            let problem = ThemeError.unknownKey(
                key: member.key,
                expected: known,
                suggestion: Suggestion.closest(to: member.key, in: known),
                location: member.keyLocation(site.path.appending(member.key)).inFile(site.file)
            )
            // A lenient reading ignores a member the type does not have, with a warning, as
            // files of older drafts have it: the token keeps the members it has.
            Self.report(problem, asWarning: !site.isStrict || isLenient, &reader)
            if site.isStrict, isLenient { tally.convert(OffSpecTally.ignoredMember, file: site.file) }
            valid = valid && (!site.isStrict || isLenient)
        }
        for key in required where fields[key] == nil {
            reader.error(.missingKey(key: key, location: site.location))
            valid = false
        }
        return valid ? fields : nil
    }

    // MARK: Problems

    /// The path of the token whose value is being read (the innermost, when a reference is being
    /// followed).
    var tokenBeingRead: String? {
        chain.last { $0.hasPrefix("{") }.map(Self.display)
    }

    /// Records that the token being read is left out because a value at `site` cannot be read:
    /// the one warning ``UnreadableToken`` makes, so that it is counted and `palette import`
    /// refuses the file unless told to skip it. A file's reader that finds no token being read
    /// records a plain warning, and the importer the token's.
    func leaveOut(feature: String, because reason: String, at site: Site, reader: inout DocumentReader) {
        guard let path = tokenBeingRead else {
            reader.warning(.unsupported(feature: feature, reason: reason, location: site.location))
            return
        }
        reader.warning(UnreadableToken.warning(feature: feature, because: reason, path: path, location: site.location))
    }

    /// Records a problem: an error, or a warning when `asWarning`.
    static func report(_ problem: ThemeError, asWarning: Bool = false, _ reader: inout DocumentReader) {
        if asWarning { reader.warning(problem) } else { reader.error(problem) }
    }

    /// Records that a site holds the wrong kind of JSON value.
    static func mismatch(_ site: Site, expected: String, _ reader: inout DocumentReader) {
        reader.error(
            .typeMismatch(expected: expected, found: site.node.value.typeDescription, location: site.location)
        )
    }

    /// Records that a site's value breaks a rule of the format.
    static func invalid(_ site: Site, _ value: String, _ rule: String, _ reader: inout DocumentReader) {
        reader.error(.invalidValue(value: value, reason: rule, location: site.location))
    }
}
