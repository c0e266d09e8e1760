import Testing

@testable import InternalPaletteUtilities

/// The UTF-8 check the parsers use instead of `String(validating:as:)`, which iOS 15 and
/// macOS 12 do not have: it must accept exactly the well-formed byte sequences.
struct WellFormedUTF8Tests {
    @Test(
        arguments: [
            ("ASCII", Array("plain".utf8), "plain"),
            ("two, three and four bytes", Array("é€🎨".utf8), "é€🎨"),
            ("a replacement character written in the input", Array("a\u{FFFD}b".utf8), "a\u{FFFD}b"),
            ("NUL", [0x61, 0x00, 0x62], "a\u{0}b"),
            ("empty", [], ""),
        ] as [(String, [UInt8], String)]
    )
    func wellFormedBytesAreTheirText(label: String, bytes: [UInt8], text: String) {
        #expect(String(wellFormedUTF8: bytes) == text, "\(label)")
    }

    @Test(
        arguments: [
            ("a stray continuation byte", [0x61, 0x80]),
            ("an overlong '/'", [0xC0, 0xAF]),
            ("an overlong three-byte form", [0xE0, 0x80, 0xAF]),
            ("a UTF-16 surrogate", [0xED, 0xA0, 0x80]),
            ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("a truncated sequence", [0xE2, 0x82]),
            ("bytes never used", [0xFF, 0xFE]),
        ] as [(String, [UInt8])]
    )
    func malformedBytesAreRefused(label: String, bytes: [UInt8]) {
        #expect(String(wellFormedUTF8: bytes) == nil, "\(label)")
    }
}
