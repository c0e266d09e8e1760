// PaletteFormats adds to Palette every theme file format but Palette's own JSON: an app that
// imports PaletteFormats sees all of Palette too, as swift-collections' umbrella module does.
@_exported import Palette
