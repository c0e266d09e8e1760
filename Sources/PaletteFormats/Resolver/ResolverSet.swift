internal import InternalPaletteUtilities
import Palette

/// A set of a resolver document: token sources read together, always (unlike a modifier's).
struct ResolverSet: Sendable {
    /// Its name: its key under `sets`, or an inline set's `name`.
    var name: String
    var sources: [ResolverSource]
    var description: String?
    /// `$extensions`, kept as written.
    var extensions: JSONNode?
    /// Where it is defined.
    var location: ThemeError.Location
}
