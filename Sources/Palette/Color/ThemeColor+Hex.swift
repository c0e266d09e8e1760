extension ThemeColor {
    /// Creates a colour from a hex string.
    ///
    /// Accepts `RGB`, `RGBA`, `RRGGBB` and `RRGGBBAA` digits, in any letter case, with or without
    /// a `#` or `0x` prefix; whitespace around the string is ignored. Short forms repeat each
    /// digit, so `#F80` is `#FF8800`.
    ///
    /// ```swift
    /// try ThemeColor(hex: "#1F5FBF")
    /// try ThemeColor(hex: "0xffffff")
    /// try ThemeColor(hex: "f80c")       // #FF8800CC
    /// ```
    ///
    /// - Parameter hex: The colour's hex string.
    /// - Throws: ``ThemeError/Code/invalidColor`` quoting the input when it is
    ///   not one of those forms.
    public init(hex: String) throws(ThemeError) {
        guard let color = Self.parseHex(hex) else {
            throw .invalidColor(value: hex, location: nil)
        }
        self = color
    }

    /// The canonical hex form: `#RRGGBB` for an opaque colour, `#RRGGBBAA` otherwise, upper case.
    ///
    /// Hex is sRGB. For a Display P3 or extended-range colour it is the colour's *sRGB
    /// rendering*, ``mapped(into:)`` sRGB with CSS Color 4's gamut mapping: the closest colour a
    /// screen without Display P3 shows, and the fallback a file that holds the wide colour
    /// writes beside it.
    ///
    /// ```swift
    /// ThemeColor(displayP3Red: 1, green: 0, blue: 0).hex   // "#FF0B0C"
    /// ```
    public var hex: String {
        let color = sRGBRendering
        var digits: [UInt8] = [UInt8(ascii: "#")]
        digits.reserveCapacity(9)
        for component in color.isOpaque
            ? [color.red, color.green, color.blue] : [color.red, color.green, color.blue, color.alpha]
        {
            let byte = Self.byte(component)
            digits.append(Self.hexDigits[Int(byte >> 4)])
            digits.append(Self.hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The colour at the precision Palette writes it.
    ///
    /// An sRGB colour is rounded to 8 bits per component: exactly what its ``hex`` says. A
    /// Display P3 colour stays in Display P3, each component and its opacity rounded to
    /// thousandths, the precision Xcode's colour sets write (`"0.925"`). An extended-range sRGB colour is
    /// returned as it is.
    package var quantized: ThemeColor {
        switch colorSpace {
        case .sRGB:
            let (red, green, blue, alpha) = rgba8
            return ThemeColor(red8: red, green8: green, blue8: blue, alpha8: alpha)
        case .displayP3:
            func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
            return ThemeColor(
                displayP3Red: thousandths(red),
                green: thousandths(green),
                blue: thousandths(blue),
                alpha: thousandths(alpha)
            )
        case .extendedSRGB:
            return self
        }
    }

    /// The sRGB rendering's components as 8-bit values, rounded to nearest: what ``hex`` says.
    package var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let color = sRGBRendering
        return (Self.byte(color.red), Self.byte(color.green), Self.byte(color.blue), Self.byte(color.alpha))
    }

    /// The colour itself when it is sRGB, else ``mapped(into:)`` sRGB.
    var sRGBRendering: ThemeColor {
        colorSpace == .sRGB ? self : mapped(into: .sRGB)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// A component in `0...1` as the nearest 8-bit value.
    @_alwaysEmitIntoClient package static func byte(_ component: Double) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded())
    }

    /// Parses the hex forms without throwing; `nil` for anything else.
    package static func parseHex(_ text: String) -> ThemeColor? {
        var utf8 = Substring(text).utf8[...]
        while let first = utf8.first, isSpace(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, isSpace(last) { utf8 = utf8.dropLast() }
        if utf8.first == UInt8(ascii: "#") {
            utf8 = utf8.dropFirst()
        } else if utf8.count > 2, utf8.first == UInt8(ascii: "0"),
            let x = utf8.dropFirst().first, x | 0x20 == UInt8(ascii: "x")
        {
            utf8 = utf8.dropFirst(2)
        }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in utf8 {
            guard nibbles.count < 8, let value = nibble(byte) else { return nil }
            nibbles.append(value)
        }
        switch nibbles.count {
        case 3, 4:
            let expanded = nibbles.map { $0 << 4 | $0 }
            return ThemeColor(
                red8: expanded[0],
                green8: expanded[1],
                blue8: expanded[2],
                alpha8: expanded.count == 4 ? expanded[3] : 255
            )
        case 6, 8:
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            return ThemeColor(
                red8: bytes[0],
                green8: bytes[1],
                blue8: bytes[2],
                alpha8: bytes.count == 4 ? bytes[3] : 255
            )
        default:
            return nil
        }
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
