import Palette

extension DTCGValueReader {
    /// A shadow as Tokens Studio writes its `boxShadow` (in files that do not declare DTCG
    /// 2025.10): `{"x", "y", "blur", "spread", "color", "type"}`, where `type` is `dropShadow` or
    /// `innerShadow` (an inset shadow); `blur` and `spread` are 0 when absent.
    mutating func tokensStudioShadow(_ site: Site, reader: inout DocumentReader) -> DTCGShadow? {
        guard
            let fields = fields(
                site,
                of: .shadow,
                required: ["color", "x", "y"],
                optional: ["blur", "spread", "type"],
                reader: &reader
            )
        else { return nil }
        let zero = DTCGDimension(value: 0, unit: "px")
        let color = color(part: fields["color"], reader: &reader)
        let offsetX = dimension(part: fields["x"], reader: &reader)
        let offsetY = dimension(part: fields["y"], reader: &reader)
        let blur = fields["blur"] == nil ? zero : dimension(part: fields["blur"], reader: &reader)
        let spread = fields["spread"] == nil ? zero : dimension(part: fields["spread"], reader: &reader)
        var inset: Bool? = false
        if let typeSite = fields["type"] {
            let plain = resolveRaw(typeSite, part: "a shadow", reader: &reader)
            switch plain?.node.string {
            case "dropShadow": inset = false
            case "innerShadow": inset = true
            default:
                if let plain { Self.mismatch(plain, expected: "'dropShadow' or 'innerShadow'", &reader) }
                inset = nil
            }
        }
        guard let color, let offsetX, let offsetY, let blur, let spread, let inset else { return nil }
        return DTCGShadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }
}
