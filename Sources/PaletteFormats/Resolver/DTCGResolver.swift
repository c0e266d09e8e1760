import Foundation
package import InternalPaletteUtilities
import Palette

/// A DTCG 2025.10 resolver document (the Resolver Module, `*.resolver.json`), read and checked:
/// sets of token sources, modifiers whose contexts an input chooses between, and the order in
/// which they are merged.
///
/// ```json
/// {
///   "version": "2025.10",
///   "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
///   "modifiers": {
///     "theme": {
///       "contexts": {
///         "light": [{ "$ref": "light.tokens.json" }],
///         "dark": [{ "$ref": "dark.tokens.json" }]
///       },
///       "default": "light"
///     }
///   },
///   "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
/// }
/// ```
///
/// Reading checks everything the Resolver Module says a tool must refuse, each problem with its
/// file, line, column and JSON path: a `version` other than `2025.10`, a set without `sources`, a
/// modifier without contexts or whose `default` is none of them, a reference into
/// `resolutionOrder`, a set or a modifier that references a modifier, an inline item without a
/// `type` or `name` or with a name used twice, references in a cycle, and references to what is
/// not there. What the specification itself writes inconsistently is read with a warning:
/// `context` for `contexts` (its examples), a modifier of one context (it says tools *should*
/// refuse one), a fragment without its leading `/` (`modes.json#dark`). With `isStrict` those are
/// errors too, as `palette validate` reports them.
///
/// Resolving one choice of contexts (`sources(for:files:reader:)`) merges the sources of
/// `resolutionOrder` in order, the last definition of a token winning, and reads aliases only
/// after the merge. ``/PaletteFormats/ThemeFileFormat/decode(_:file:options:)`` and
/// ``/PaletteFormats/ThemeLoader`` turn a resolver into themes: a modifier of appearances and
/// contrasts becomes an adaptive theme's variants, any other modifier separate themes.
public struct DTCGResolver: Sendable {
    /// A modifier as inputs see it: its name, its contexts and its default.
    public struct Modifier: Hashable, Sendable {
        /// The name an input gives it (`theme`).
        public var name: String
        /// Its contexts, in the order written (`light`, `dark`).
        public var contexts: [String]
        /// The context used when an input does not choose one; `nil` when an input must.
        public var defaultContext: String?
        /// Its `description`.
        public var description: String?
    }

    /// The version of the Resolver Module this reader reads.
    public static let version = "2025.10"

    /// The document's `name`.
    public let name: String?
    /// The document's `description`.
    public let description: String?
    /// The file the document was read from, as given.
    public let file: String?
    /// The steps of `resolutionOrder`, each set and modifier resolved.
    let steps: [ResolutionStep]
    /// The sets under `sets`, which sources reference, by name.
    let sets: [String: ResolverSet]
    /// Where `resolutionOrder` is, which names the modifiers inputs may choose.
    let orderLocation: ThemeError.Location?
    /// The document's `$extensions`, kept as written.
    package let extensions: JSONNode?
    /// The sets `resolutionOrder` does not use, in the file's order: their tokens are read nowhere.
    let unusedSets: [String]

    /// The modifiers `resolutionOrder` uses, in its order: what inputs choose between.
    public var modifiers: [Modifier] {
        var seen: Set<String> = []
        return steps.compactMap { step in
            guard case .modifier(let modifier) = step, seen.insert(modifier.name).inserted else { return nil }
            return Modifier(
                name: modifier.name,
                contexts: modifier.contexts.map(\.name),
                defaultContext: modifier.defaultContext,
                description: modifier.description
            )
        }
    }

    /// The definitions of the modifiers `resolutionOrder` uses, in its order.
    var modifierDefinitions: [ResolverModifier] {
        var seen: Set<String> = []
        return steps.compactMap { step in
            guard case .modifier(let modifier) = step, seen.insert(modifier.name).inserted else { return nil }
            return modifier
        }
    }

    init(
        name: String?,
        description: String?,
        file: String?,
        steps: [ResolutionStep],
        sets: [String: ResolverSet],
        orderLocation: ThemeError.Location?,
        extensions: JSONNode?,
        unusedSets: [String] = []
    ) {
        self.name = name
        self.description = description
        self.file = file
        self.steps = steps
        self.sets = sets
        self.orderLocation = orderLocation
        self.extensions = extensions
        self.unusedSets = unusedSets
    }

    /// Reads a resolver document, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: Its path: the files it references are found beside it, and no reference may
    ///     leave its folder. Without a path, only sources written in the document can be read.
    ///   - limits: The bounds on the document and the files it references.
    ///   - isStrict: Whether what the specification says a tool *should* refuse is an error
    ///     rather than a warning.
    public static func read(
        _ bytes: some Collection<UInt8>,
        file: String?,
        limits: FormatLimits = .default,
        isStrict: Bool = false
    ) -> DecodingReport<DTCGResolver> {
        var files = ResolverFiles(resolver: file, limits: limits)
        return read(
            ParsedThemeFile(bytes: Array(bytes), path: file, limits: limits),
            isStrict: isStrict,
            files: &files
        )
    }

    /// Reads a parsed resolver document; external definitions it references are read through
    /// `files`.
    static func read(
        _ parsed: ParsedThemeFile,
        isStrict: Bool,
        files: inout ResolverFiles
    ) -> DecodingReport<
        DTCGResolver
    > {
        if let problem = parsed.readingProblem { return DecodingReport(value: nil, errors: [problem]) }
        guard let root = parsed.root else {
            return DecodingReport(
                value: nil,
                errors: [
                    .wrongFormat(
                        expected: "a DTCG resolver document",
                        found: "a property list",
                        location: .init(file: parsed.path, path: "")
                    )
                ]
            )
        }
        var parser = ResolverParser(root: root, file: parsed.path, isStrict: isStrict, limits: parsed.limits)
        let resolver = parser.read(files: &files)
        return parser.reader.report(resolver)
    }
}
