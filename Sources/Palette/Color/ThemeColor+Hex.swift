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
    /// - Throws: ``ThemeError/invalidColor(value:location:)`` quoting the input when it is
    ///   not one of those forms.
    public init(hex: String) throws(ThemeError) {
        guard let color = Self.parseHex(hex) else {
            throw .invalidColor(value: hex, location: nil)
        }
        self = color
    }

    /// The canonical hex form: `#RRGGBB` for an opaque colour, `#RRGGBBAA` otherwise, upper case.
    public var hex: String {
        var digits: [UInt8] = [UInt8(ascii: "#")]
        digits.reserveCapacity(9)
        for component in isOpaque ? [red, green, blue] : [red, green, blue, alpha] {
            let byte = Self.byte(component)
            digits.append(Self.hexDigits[Int(byte >> 4)])
            digits.append(Self.hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The colour rounded to 8 bits per component: exactly what its ``hex`` says.
    public var quantized: ThemeColor {
        let (red, green, blue, alpha) = rgba8
        return ThemeColor(red8: red, green8: green, blue8: blue, alpha8: alpha)
    }

    /// The components as 8-bit values, rounded to nearest.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    static func byte(_ component: Double) -> UInt8 {
        UInt8((component * 255).rounded())
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
