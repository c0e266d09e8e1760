package import InternalPaletteUtilities

/// Reads typed values out of parsed JSON, recording every problem with its path and position
/// instead of stopping at the first.
package struct DocumentReader {
    /// The errors recorded; a reader that skips part of its input may take some back.
    package var errors: [ThemeError]
    package private(set) var warnings: [ThemeWarning]
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    /// The file being read, given to every problem recorded without one (inputs read from
    /// several files set it as they go).
    package var currentFile: Optional<String>
    /// Where each reference read so far was written, for problems found when it is followed.
    var referenceSites: [TokenSlot: ThemeError.Location]

    /// Every problem recorded, so a value read twice (a DTCG token, and a composite that
    /// aliases it) is reported once.
    /// Inserted into through the standard library's one generic copy, not one for `ThemeError`.
    private var recorded: Set<ThemeError>

    /// A reader that has recorded nothing yet.
    package init() {
        // Assigned here, not at each declaration: a value written there is a function of its own,
        // which every app keeps.
        errors = []
        warnings = []
        referenceSites = [:]
        recorded = []
        currentFile = nil
    }

    // The recording functions are never inlined: readers call them at every problem they find,
    // and each call site would otherwise carry its own copy of the deduplication.
    @inline(never)
    package mutating func error(_ error: ThemeError) {
        let located = error.inFile(currentFile)
        if Unspecialized.insert(located, into: &recorded) { errors.append(located) }
    }

    /// The errors recorded, as one error: the error itself when there is one, a document of
    /// them when there are several, `nil` when there are none.
    package var problem: ThemeError? { ThemeError.combining(errors) }

    @inline(never)
    package mutating func warning(_ warning: ThemeError) {
        let located = warning.inFile(currentFile)
        if Unspecialized.insert(located, into: &recorded) { warnings.append(ThemeWarning(located)) }
    }

    /// Records a warning another reader recorded.
    package mutating func warning(_ warning: ThemeWarning) {
        self.warning(warning.problem)
    }

    /// Reports a name that is none of `expected`, with the closest one as a suggestion: a warning
    /// unless the name is needed to read the value.
    @inline(never)
    package mutating func unknown(
        _ name: String,
        expected: [String],
        at location: ThemeError.Location,
        asWarning: Bool
    ) {
        let problem = ThemeError.unknownKey(
            key: name,
            expected: expected,
            suggestion: Suggestion.closest(to: name, in: expected),
            location: location
        )
        if asWarning { warning(problem) } else { error(problem) }
    }

    /// An error at `location` when `count` tokens are more than `limits` allow.
    mutating func limitTokens(_ count: Int, _ limits: ThemeLimits, at location: @autoclosure () -> ThemeError.Location)
    {
        guard count > limits.maximumTokenCount else { return }
        error(.limitExceeded(what: "\(count) tokens", limit: limits.maximumTokenCount, location: location()))
    }

    /// The case `name` names (as ``NamedCases/named(_:)`` reads names), or `nil` and an unknown
    /// name listing every case, reported as ``unknown(_:expected:at:asWarning:)`` reports one.
    /// One copy serves every kind of name (it runs once per name a document writes).
    @_semantics("optimize.sil.specialize.generic.never")
    package mutating func named<Case: NamedCases>(
        _: Case.Type,
        _ name: String,
        at location: ThemeError.Location,
        asWarning: Bool
    ) -> Case? {
        if let named = Case.named(name) { return named }
        unknown(name, expected: Case.allCases.map(\.rawValue), at: location, asWarning: asWarning)
        return nil
    }

    /// The problems in document order (file by file, then by line and column) with the value
    /// when there are no errors.
    package func report<Value>(_ value: Value?) -> DecodingReport<Value> {
        DecodingReport(
            value: errors.isEmpty ? value : nil,
            errors: Self.inDocumentOrder(errors),
            warnings: Self.inDocumentOrder(warnings.map(\.problem)).asWarnings
        )
    }

    private static func inDocumentOrder(_ problems: [ThemeError]) -> [ThemeError] {
        var files: [String?] = []
        for problem in problems where !files.contains(problem.location?.file) { files.append(problem.location?.file) }
        // Indices sorted through the one unspecialised sort: a sort of the problems themselves
        // would copy the standard library's sort for them.
        let order = Unspecialized.sorted(Array(problems.indices)) { left, right in
            let (a, b) = (problems[left].location, problems[right].location)
            let fileA = files.firstIndex(of: a?.file) ?? 0
            let fileB = files.firstIndex(of: b?.file) ?? 0
            if fileA != fileB { return fileA < fileB }
            let positionA = (a?.line ?? 0, a?.column ?? 0)
            let positionB = (b?.line ?? 0, b?.column ?? 0)
            return positionA != positionB ? positionA < positionB : left < right
        }
        return order.map { problems[$0] }
    }

    /// The members of an object, or `nil` (and an error, or a warning for readers that skip what
    /// they cannot read) when the node is something else.
    package mutating func object(
        _ node: JSONNode,
        at path: JSONPath,
        expected: String = "an object",
        asWarning: Bool = false
    ) -> [JSONMember]? {
        expect(node.members, in: node, at: path, expected: expected, asWarning: asWarning)
    }

    /// An array's elements, or `nil` (and an error or a warning) when the node is something else.
    package mutating func array(
        _ node: JSONNode,
        at path: JSONPath,
        expected: String = "an array",
        asWarning: Bool = false
    ) -> [JSONNode]? {
        expect(node.elements, in: node, at: path, expected: expected, asWarning: asWarning)
    }

    /// A string, or `nil` (and an error or a warning) when the node is something else.
    package mutating func string(
        _ node: JSONNode,
        at path: JSONPath,
        expected: String = "a string",
        asWarning: Bool = false
    ) -> String? {
        expect(node.string, in: node, at: path, expected: expected, asWarning: asWarning)
    }

    /// A finite number.
    mutating func number(_ node: JSONNode, at path: JSONPath, expected: String = "a number") -> Double? {
        expect(node.number, in: node, at: path, expected: expected, asWarning: false)
    }

    /// `value`, what `node` holds of the type a reader asked for, or `nil` and a type mismatch
    /// when it holds none (``mismatch(_:at:expected:asWarning:)``).
    private mutating func expect<Value>(
        _ value: Value?,
        in node: JSONNode,
        at path: JSONPath,
        expected: String,
        asWarning: Bool
    ) -> Value? {
        if value == nil { mismatch(node, at: path, expected: expected, asWarning: asWarning) }
        return value
    }

    /// Reports that `node` is not what was expected, saying what it is instead: an error, or a
    /// warning for readers that skip what they cannot read.
    @inline(never)
    package mutating func mismatch(_ node: JSONNode, at path: JSONPath, expected: String, asWarning: Bool) {
        let problem = node.mismatch(at: path, expected: expected)
        if asWarning { warning(problem) } else { error(problem) }
    }

    /// The one member of an object whose key says what the value is (`{"bundled": "logo"}`), or
    /// `nil` and an error breaking `rule` when the object has none or several.
    @inline(never)
    mutating func soleMember(_ members: [JSONMember], of node: JSONNode, at path: JSONPath, rule: String) -> JSONMember?
    {
        guard members.count == 1, let member = members.first else {
            let keys = members.map(\.key).joined(separator: ", ")
            error(.invalidValue(value: keys, reason: rule, location: node.location(path)))
            return nil
        }
        return member
    }

    mutating func color(_ node: JSONNode, at path: JSONPath) -> ThemeColor? {
        guard let text = string(node, at: path, expected: "a colour string such as \"#1D4ED8\"") else { return nil }
        guard let color = ThemeColor.parseCSSText(text) else {
            error(.invalidColor(value: text, location: node.location(path)))
            return nil
        }
        return color
    }

    /// An image: `{"bundled": name}`, `{"file": path}`, `{"color": hex}` or `{"url": string}`.
    package mutating func image(_ node: JSONNode, at path: JSONPath) -> ImageAsset? {
        guard let members = object(node, at: path, expected: "an image object such as {\"bundled\": \"logo\"}"),
            let member = soleMember(
                members,
                of: node,
                at: path,
                rule: "an image has exactly one of 'bundled', 'file', 'color' or 'url'"
            )
        else { return nil }
        let memberPath = path.appending(member.key)
        guard ImageAsset.documentKeys.contains(member.key) else {
            unknown(member.key, expected: ImageAsset.documentKeys, at: member.keyLocation(memberPath), asWarning: false)
            return nil
        }
        if member.key == "color" {
            return color(member.node, at: memberPath).map(ImageAsset.solidColor)
        }
        guard let text = string(member.node, at: memberPath) else { return nil }
        do throws(ThemeError) {
            switch member.key {
            case "bundled":
                guard !text.isEmpty else {
                    throw .invalidValue(value: text, reason: "a bundled image needs a name", location: nil)
                }
                return .bundled(name: text)
            case "file": return try .file(relativePath: text)
            default: return try .remote(string: text)
            }
        } catch {
            self.error(error.located(member.node.location(memberPath)))
            return nil
        }
    }

}
