// PaletteFormats adds to Palette every theme file format but Palette's own JSON: an app that
// imports PaletteFormats sees all of Palette too, as swift-collections' umbrella module does, and
// PaletteDesign's generator, diff and contrast fixes, which its previews and the tools it serves use.
@_exported import Palette
@_exported import PaletteDesign
