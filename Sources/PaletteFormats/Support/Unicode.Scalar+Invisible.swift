import Palette

extension Unicode.Scalar {
    /// Whether an exporter must not write the scalar as itself into generated text: a control
    /// character, a line or paragraph separator, or an invisible formatting character
    /// (bidirectional controls, zero-width characters) that could hide or reorder what follows.
    var isInvisibleInExport: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
