import Palette

/// How a file with modes is read: the contexts inputs choose, which modifiers are variants, and
/// how strictly the Resolver Module is held to.
///
/// A file with modes (a DTCG resolver, Tokens Studio's `$themes.json`, a Figma variables file,
/// tokens with Terrazzo's `$extensions.mode`, Palette's own per-variant token files) becomes
/// themes: a modifier whose contexts are appearances and contrasts (`light`, `dark`, `dark_ax`,
/// `light-hc`, …) becomes an adaptive theme's variants, and each other modifier's contexts
/// separate themes, unless it has a default (or, for a Tokens Studio theme group, a first theme),
/// which is read. An input fixes a modifier to one context, whatever it is:
///
/// ```swift
/// var loader = ThemeLoader()
/// loader.modes.inputs = [try ModeInput("brand=acme")]
/// loader.modes.variantModifiers = [try VariantModifier("theme:default=light,inverted=dark")]
/// ```
public struct ModeOptions: Hashable, Sendable {
    /// The contexts chosen (`--input NAME=CONTEXT`).
    public var inputs: [ModeInput]
    /// Modifiers named as the variants, with the variant of each context their names do not say
    /// (`--variant-modifier`).
    public var variantModifiers: [VariantModifier]
    /// Whether what the Resolver Module says a tool *should* refuse (a modifier of one context,
    /// `context` written for `contexts`), and a modifier with no default that no input chooses
    /// (which it *must* refuse), are errors rather than warnings, as `palette validate` and
    /// `--strict` report them. Otherwise such a modifier makes a theme of each of its contexts.
    public var isStrict: Bool

    /// Creates options; by default no input, variants recognised by their names, and the
    /// specification's inconsistencies read with a warning.
    public init(inputs: [ModeInput] = [], variantModifiers: [VariantModifier] = [], isStrict: Bool = false) {
        self.inputs = inputs
        self.variantModifiers = variantModifiers
        self.isStrict = isStrict
    }
}
