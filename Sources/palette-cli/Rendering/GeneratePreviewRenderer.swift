import PaletteFormats

/// `palette generate`'s preview: the four palettes side by side, a swatch and hex per role, with
/// each variant's lowest text contrast under its name. Fits 100 columns with swatches.
struct GeneratePreviewRenderer {
    let style: TerminalStyle

    func render(_ theme: GeneratedTheme) -> String {
        let variants = ThemeVariant.allCases
        let roleWidth = ColorRole.allCases.map(\.rawValue.count).max() ?? 0
        let swatchWidth = style.isEnabled ? 3 : 0
        let cellWidth = 19
        var header = "".padded(to: roleWidth)
        var worst = style.dim("lowest ratio".padded(to: roleWidth))
        for variant in variants {
            let name =
                variant.contrast == .standard
                ? variant.appearance.rawValue : "\(variant.appearance.rawValue), increased"
            header += "  " + style.bold(name) + String(repeating: " ", count: max(0, cellWidth - name.count))
            let audit = ContrastAudit(
                palette: theme.palette(for: variant.appearance, contrast: variant.contrast),
                fontStyles: theme.fontStyles
            )
            let ratio = audit.results.filter { $0.pair.kind == .text }.map(\.ratio).min() ?? 0
            let text = "\(ThemeTextRenderer.formatRatio(ratio)) \(variant.contrast.level.rawValue)"
            worst += "  " + style.dim(text.padded(to: cellWidth))
        }
        var lines = [
            style.bold(theme.name) + "  " + style.dim("(\(theme.id))"), "", header,
            worst,
        ]
        for role in ColorRole.allCases {
            var line = role.rawValue.padded(to: roleWidth)
            for variant in variants {
                let color = theme.palette(for: variant.appearance, contrast: variant.contrast)[role]
                let swatch = swatchWidth > 0 ? style.swatch(color, width: swatchWidth) + " " : ""
                let visible = (swatchWidth > 0 ? swatchWidth + 1 : 0) + color.hex.count
                line += "  " + swatch + color.hex + String(repeating: " ", count: max(0, cellWidth - visible))
            }
            lines.append(line)
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") + "\n"
    }
}
