internal import InternalPaletteUtilities
import Palette

/// A choice of one context of a modifier: `--input theme=dark`.
///
/// A DTCG resolver's modifier, a Tokens Studio theme group, a Figma variable collection and the
/// modes of Terrazzo's `$extensions.mode` are all modifiers whose contexts an input chooses. The
/// modifier's name and the context are written as the file writes them and matched without
/// regard to letter case, as the Resolver Module advises:
///
/// ```swift
/// var options = ImportOptions()
/// options.modes.inputs = [try ModeInput("theme=dark_ax")]
/// ```
public struct ModeInput: Hashable, Sendable, CustomStringConvertible {
    /// The modifier's name (`theme`, `Color scheme`, `.Color theme`).
    public var modifier: String
    /// The context chosen (`dark`).
    public var context: String

    /// Chooses `context` of `modifier`.
    public init(modifier: String, context: String) {
        self.modifier = modifier
        self.context = context
    }

    /// Reads `NAME=CONTEXT`; the name may hold spaces and dots, the context anything after the
    /// first `=`.
    ///
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` for text without `=`
    ///   or with nothing on either side of it.
    public init(_ text: String) throws(ThemeError) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .invalidValue(
                value: text,
                reason: "an input is NAME=CONTEXT: a modifier (or theme group, or collection) and one of its contexts",
                location: nil
            )
        }
        self.init(modifier: parts[0], context: parts[1])
    }

    /// `theme=dark`.
    public var description: String { "\(modifier)=\(context)" }

    /// Reads the inputs of a resolver as the Resolver Module writes them: a JSON object of
    /// modifier names to context names (`{"theme": "dark", "size": "large"}`).
    ///
    /// - Throws: ``/Palette/ThemeError`` for text that is not such an object, with every value that
    ///   is not a string (inputs must be strings) named at its place.
    public static func inputs(
        json: some Collection<UInt8>,
        limits: FormatLimits = .default
    ) throws(ThemeError)
        -> [ModeInput]
    {
        let root = try JSONParser.read(Array(json), options: .document(limits.theme, lenient: false))
        var reader = DocumentReader()
        var inputs: [ModeInput] = []
        for member in reader.object(root, at: .root, expected: "an object of modifier names to contexts") ?? [] {
            let path = JSONPath.root.appending(member.key)
            if let context = reader.string(member.node, at: path, expected: "a context's name (inputs are strings)") {
                inputs.append(ModeInput(modifier: member.key, context: context))
            }
        }
        if let problem = reader.problem { throw problem }
        return inputs
    }
}
