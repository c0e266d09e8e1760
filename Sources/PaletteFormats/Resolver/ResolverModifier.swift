internal import InternalPaletteUtilities
import Palette

/// A modifier of a resolver document: named contexts, one of which an input chooses, each a list
/// of token sources.
struct ResolverModifier: Sendable {
    /// One context: its name and sources.
    struct Context: Sendable {
        var name: String
        var sources: [ResolverSource]
        var location: ThemeError.Location
    }

    /// Its name: its key under `modifiers`, or an inline modifier's `name`. Inputs name it.
    var name: String
    var contexts: [Context]
    /// The context used when the input does not name one.
    var defaultContext: String?
    var description: String?
    /// `$extensions`, kept as written.
    var extensions: JSONNode?
    /// Where it is defined.
    var location: ThemeError.Location

    /// The context named `name`: the one spelled so, else the only one spelled so in another
    /// letter case (inputs are matched without regard to case, as the Resolver Module advises).
    func context(named name: String) -> Context? {
        if let exact = contexts.first(where: { $0.name == name }) { return exact }
        let folded = name.asciiCaseFolded
        let matches = contexts.filter { $0.name.asciiCaseFolded == folded }
        return matches.count == 1 ? matches.first : nil
    }
}
