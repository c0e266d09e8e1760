// Fuzzes ThemeColor(hex:) against an independent reference of the accepted forms.
//
// Invariants: the parser accepts exactly what the reference accepts, with the same components;
// an accepted colour's `hex` is canonical and parses back to an equal colour; a rejected input
// is an `invalidColor` error quoting it.

@testable import Palette

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let expected = referenceBytes(text)
    do {
        let color = try ThemeColor(hex: text)
        fuzzCheck(expected != nil, "'\(text)' was accepted but is not a hex colour")
        if let expected {
            let bytes = color.rgba8
            fuzzCheck(
                [bytes.red, bytes.green, bytes.blue, bytes.alpha] == expected,
                "'\(text)' parsed to \(color.hex), expected \(expected)"
            )
        }
        let canonical = color.hex
        fuzzCheck(isCanonical(canonical), "'\(canonical)' is not #RRGGBB or #RRGGBBAA in upper case")
        let reparsed = try ThemeColor(hex: canonical)
        fuzzCheck(reparsed == color, "'\(canonical)' did not parse back to the same colour")
    } catch {
        fuzzCheck(expected == nil, "'\(text)' was rejected but is a hex colour: \(error)")
        guard error.code == .invalidColor, let value = error.subject else {
            fuzzCheck(false, "'\(text)' was rejected with \(error), not invalidColor")
            return 0
        }
        fuzzCheck(value == text, "the error quotes '\(value)', not the input")
        // Compared as bytes: an input starting with a combining mark joins the quote's character.
        fuzzCheck(error.description.utf8.starts(with: "invalid colour '".utf8), "unexpected message: \(error)")
        // Messages quote a value whole up to 100 characters, else its first 100 and the rest's count.
        let quoted = text.count <= 100 ? text : "\(text.prefix(100))… (\(text.count - 100) more characters)"
        fuzzCheck(containsBytes(error.description, quoted), "the message does not quote the input")
    }
    return 0
}

/// The colour's 8-bit components by the documented rules, written independently of the parser:
/// trim spaces, tabs and line breaks; drop one leading `#`, or else a leading `0x`/`0X`; then
/// exactly 3, 4, 6 or 8 ASCII hex digits.
private func referenceBytes(_ text: String) -> [UInt8]? {
    var scalars = Array(text.unicodeScalars)
    let space: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
    while let first = scalars.first, space.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, space.contains(last) { scalars.removeLast() }
    if scalars.first == "#" {
        scalars.removeFirst()
    } else if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "X" {
        scalars.removeFirst(2)
    }
    var digits: [UInt8] = []
    for scalar in scalars {
        guard scalar.isASCII, let digit = UInt8(String(scalar), radix: 16) else { return nil }
        digits.append(digit)
    }
    switch digits.count {
    case 3: return digits.map { $0 * 17 } + [255]
    case 4: return digits.map { $0 * 17 }
    case 6: return [digits[0] * 16 + digits[1], digits[2] * 16 + digits[3], digits[4] * 16 + digits[5], 255]
    case 8: return stride(from: 0, to: 8, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
    default: return nil
    }
}

private func isCanonical(_ hex: String) -> Bool {
    let utf8 = Array(hex.utf8)
    guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return false }
    return utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) }
}
