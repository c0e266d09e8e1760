// Fuzzes the font model's decoding: FontDescriptor, FontWeight and FontTraits from JSON, and
// the string forms behind them (FontFamily(string:), FontWeight(name:), FontTraits(name:)).
//
// Invariants: whatever decodes is in range (size 1...1000, weight 1...1000) and encodes to JSON
// that decodes to an equal value; the string parsers agree with the descriptors they produce.

import Foundation

@testable import Palette

private let decoder = JSONDecoder()
private let encoder = JSONEncoder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFonts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    if let descriptor = try? decoder.decode(FontDescriptor.self, from: bytes) {
        fuzzCheck((1...1000).contains(descriptor.size), "size \(descriptor.size) decoded")
        roundTrip(descriptor)
        _ = descriptor.description
    }
    if let weight = try? decoder.decode(FontWeight.self, from: bytes) {
        fuzzCheck((1...1000).contains(weight.rawValue), "weight \(weight.rawValue) decoded")
        roundTrip(weight)
    }
    if let traits = try? decoder.decode(FontTraits.self, from: bytes) {
        fuzzCheck(FontTraits(traits.names.compactMap(FontTraits.init(name:))) == traits, "trait names lose bits")
        roundTrip(traits)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let family = try? FontFamily(string: text) {
        fuzzCheck((try? FontFamily(string: family.stringValue)) == family, "'\(family.stringValue)' does not reparse")
    }
    if let weight = try? FontWeight(name: text) {
        let named = weight.name.flatMap { try? FontWeight(name: $0) }
        fuzzCheck(weight.name == nil || named == weight, "the name of weight \(weight.rawValue) does not reparse")
    }
    if let trait = FontTraits(name: text) {
        fuzzCheck(trait.names.count == 1, "one name gave \(trait.names)")
    }
    return 0
}

private func roundTrip<Value: Codable & Equatable>(_ value: Value) {
    do {
        let encoded = try encoder.encode(value)
        let decoded = try decoder.decode(Value.self, from: encoded)
        fuzzCheck(decoded == value, "\(value) did not survive encoding")
    } catch {
        fuzzCheck(false, "\(value) does not round-trip: \(error)")
    }
}
