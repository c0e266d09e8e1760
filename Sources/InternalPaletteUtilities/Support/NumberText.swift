/// Numbers as Palette writes them for people and files: one rule, so a size, a ratio or a
/// component reads the same in a message, a theme file and an export.
@usableFromInline package enum NumberText {
    /// A number without a trailing `.0` when it is whole: `17`, `17.5`, `0.25`.
    package static func plain(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// `value` rounded to `places` decimals (at most 6), without trailing zeros: `0.071`, `4.5`,
    /// `-0.25`. A value too large to round that way (or not finite) is written as ``plain(_:)``
    /// writes it.
    @usableFromInline package static func decimal(_ value: Double, places: Int) -> String {
        let places = min(max(places, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return plain(value) }
        let whole = Int64(scaled)
        let magnitude = whole.magnitude
        var fraction = String(magnitude % UInt64(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        let sign = whole < 0 ? "-" : ""
        return sign + "\(magnitude / UInt64(scale))" + (fraction.isEmpty ? "" : ".\(fraction)")
    }

    /// A contrast ratio as `4.5:1`, to two decimals.
    @_alwaysEmitIntoClient package static func ratio(_ value: Double) -> String {
        "\(decimal(value, places: 2)):1"
    }
}
