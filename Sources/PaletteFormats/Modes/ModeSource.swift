import Palette

/// A file with modes, as ``ModePlan`` and ``ModeImport`` read it: its modifiers, and the token
/// sources any choice of their contexts merges.
///
/// A DTCG resolver (``ResolverModes``), Tokens Studio's themes (``TokensStudioModes``), a Figma
/// variables file (``FigmaVariables``), Figma's per-mode token files (``FigmaModeFiles``), tokens with Terrazzo's `$extensions.mode`
/// (``ExtensionModes``) and Palette's own per-variant token files (``VariantFileModes``) are each
/// one.
protocol ModeSource {
    /// The identifier of the theme the file is when it makes one: written in the file, or made
    /// from its name.
    var id: String { get }
    /// The theme's name.
    var name: String { get }
    /// Whether ``id`` was made from the file's name rather than written in it.
    var isNamedAfterFile: Bool { get }
    /// The modifiers, in the file's order.
    var modifiers: [ModeModifier] { get }
    /// Where the file lists its modifiers, for an input that names none of them.
    var modifiersLocation: ThemeError.Location? { get }
    /// How a modifier that is no variants and that no input chooses is read.
    var unchosen: UnchosenModifier { get }
    /// The sources one choice of contexts merges (by modifier name; a modifier left out of
    /// `choices` reads as ``unchosen`` says).
    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources
}

/// How a file reads a modifier that no input chooses and that is no variants.
enum UnchosenModifier: Sendable {
    /// Its default; without one, each context is a theme of its own (a resolver's modifier).
    case defaultElseThemes
    /// Its default; without one, its first context (a Tokens Studio theme group).
    case defaultElseFirst
    /// None of its contexts: the values written outside them (`$value` beside `$extensions.mode`).
    case base
}

/// The token sources of one choice of contexts, in the form the DTCG importer reads.
enum ModeSources {
    /// Whole files, as a set of token files is read (Tokens Studio's sets, per-variant files).
    case files([TokenSetMember])
    /// Token trees already placed (a resolver's merged sources, Figma's variables as tokens).
    case trees([DTCGTokenTree.Source])
}
