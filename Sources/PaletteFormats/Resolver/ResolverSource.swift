internal import InternalPaletteUtilities
import Palette

/// One source of tokens in a resolver document's set or modifier context: a set of the document,
/// a token file (or a group of one), or tokens written in place.
struct ResolverSource: Sendable {
    enum Kind: Sendable {
        /// `{"$ref": "#/sets/NAME"}`: that set's sources, in order.
        case set(String)
        /// A token file, by its path relative to the file that names it, with the names of a JSON
        /// Pointer to the group read from it (`nil` for the whole file).
        case file(path: String, pointer: [String]?)
        /// Tokens written in place, or reached by a pointer into the resolver document: the group
        /// and where it is.
        case tokens(JSONNode, path: JSONPath)
    }

    var kind: Kind
    /// Where the source is written: its object, or its `$ref`.
    var location: ThemeError.Location
    /// The file the source is written in, which a file path is relative to.
    var file: String?
    /// The members written beside `$ref`, which replace the referenced object's members of the
    /// same name (the Resolver Module's shallow override).
    var overrides: [JSONMember] = []
}
