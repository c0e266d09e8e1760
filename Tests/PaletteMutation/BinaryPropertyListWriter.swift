internal import InternalPaletteUtilities
import Palette

/// Writes trees as binary property lists (`bplist00`), and damages their layout where binary
/// readers trust it: the trailer's sizes, counts and offsets, the offset table, objects' markers.
///
/// Objects are written in order, each once (no sharing): a container, then what it holds.
/// Integers take 1, 2, 4 or 8 bytes, and 16 for those above `Int64.max`, as Foundation writes them.
package enum BinaryPropertyListWriter {
    private indirect enum Object {
        case null
        case bool(Bool)
        case integer(signed: Int64?, unsigned: UInt64)
        case real(Double)
        case string(String)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    package static func write(_ mutant: Mutant) -> [UInt8] {
        var objects: [Object] = []
        _ = flatten(mutant.tree, at: [], numberText: mutant.numberText, into: &objects)
        let referenceSize = objects.count < 1 << 8 ? 1 : objects.count < 1 << 16 ? 2 : 4
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            encode(object, referenceSize: referenceSize, into: &bytes)
        }
        let tableOffset = bytes.count
        let offsetSize = tableOffset < 1 << 8 ? 1 : tableOffset < 1 << 16 ? 2 : 4
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += bigEndian(UInt64(objects.count), size: 8) + bigEndian(0, size: 8)
        bytes += bigEndian(UInt64(tableOffset), size: 8)
        return bytes
    }

    private static func flatten(
        _ value: JSONValue,
        at position: StructureMutator.Position,
        numberText: (position: StructureMutator.Position, text: String)?,
        into objects: inout [Object]
    ) -> Int {
        let index = objects.count
        if let numberText, numberText.position == position {
            let text = numberText.text
            if let signed = Int64(text) {
                objects.append(.integer(signed: signed, unsigned: UInt64(bitPattern: signed)))
            } else if let unsigned = UInt64(text) {
                objects.append(.integer(signed: nil, unsigned: unsigned))
            } else {
                // 1e400 is infinity here: a real that is not a finite number.
                objects.append(.real(Double(text) ?? .nan))
            }
            return index
        }
        switch value {
        case .null: objects.append(.null)
        case .bool(let flag): objects.append(.bool(flag))
        case .number(let number):
            if let whole = Int64(exactly: number) {
                objects.append(.integer(signed: whole, unsigned: UInt64(bitPattern: whole)))
            } else {
                objects.append(.real(number))
            }
        case .string(let text): objects.append(.string(text))
        case .array(let elements):
            objects.append(.null)
            let references = elements.enumerated().map {
                flatten($0.element.value, at: position + [$0.offset], numberText: numberText, into: &objects)
            }
            objects[index] = .array(references)
        case .object(let members):
            objects.append(.null)
            var keys: [Int] = []
            var values: [Int] = []
            for (offset, member) in members.enumerated() {
                keys.append(flatten(.string(member.key), at: [-1], numberText: nil, into: &objects))
                values.append(
                    flatten(member.node.value, at: position + [offset], numberText: numberText, into: &objects)
                )
            }
            objects[index] = .dictionary(keys: keys, values: values)
        }
        return index
    }

    private static func encode(_ object: Object, referenceSize: Int, into bytes: inout [UInt8]) {
        switch object {
        case .null: bytes.append(0x00)
        case .bool(let flag): bytes.append(flag ? 0x09 : 0x08)
        case .integer(let signed, let unsigned): bytes += integer(signed: signed, unsigned: unsigned)
        case .real(let number): bytes += [0x23] + bigEndian(number.bitPattern, size: 8)
        case .string(let text):
            if text.unicodeScalars.allSatisfy(\.isASCII) {
                bytes += header(0x5, count: text.utf8.count) + Array(text.utf8)
            } else {
                let units = Array(text.utf16)
                bytes += header(0x6, count: units.count)
                for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            }
        case .array(let references):
            bytes += header(0xA, count: references.count)
            for reference in references { bytes += bigEndian(UInt64(reference), size: referenceSize) }
        case .dictionary(let keys, let values):
            bytes += header(0xD, count: keys.count)
            for reference in keys + values { bytes += bigEndian(UInt64(reference), size: referenceSize) }
        }
    }

    /// A marker with the count in its low nibble, or 0xF and the count as an integer object.
    private static func header(_ kind: UInt8, count: Int) -> [UInt8] {
        guard count >= 15 else { return [kind << 4 | UInt8(count)] }
        return [kind << 4 | 0x0F] + integer(signed: Int64(count), unsigned: UInt64(count))
    }

    private static func integer(signed: Int64?, unsigned: UInt64) -> [UInt8] {
        guard let signed else { return [0x14] + bigEndian(0, size: 8) + bigEndian(unsigned, size: 8) }
        switch signed {
        case 0...0xFF: return [0x10] + bigEndian(unsigned, size: 1)
        case 0...0xFFFF: return [0x11] + bigEndian(unsigned, size: 2)
        case 0...0xFFFF_FFFF: return [0x12] + bigEndian(unsigned, size: 4)
        default: return [0x13] + bigEndian(unsigned, size: 8)
        }
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    // MARK: Damage

    /// A change to a written binary property list's layout.
    package enum Damage: CaseIterable, Sendable {
        case offsetSize, referenceSize, objectCount, topObject, tableOffset, offsetEntry, marker

        /// Extreme values for a field of the trailer or the offset table.
        package static let values: [UInt64] = [0, 1, 7, 9, 0xFF, 1 << 31, 1 << 32, 1 << 62, 1 << 63, .max]
    }

    /// `bytes` with `damage` done, using `value` for the field (or the marker's count) and `index`
    /// to pick an object (and a marker's kind); the bytes unchanged when they hold no trailer.
    package static func damaged(_ bytes: [UInt8], _ damage: Damage, value: UInt64, index: Int) -> [UInt8] {
        guard bytes.count >= 40 else { return bytes }
        var bytes = bytes
        let trailer = bytes.count - 32
        func put(_ value: UInt64, at offset: Int, size: Int) {
            let encoded = bigEndian(value, size: size)
            for (delta, byte) in encoded.enumerated() where offset + delta < bytes.count {
                bytes[offset + delta] = byte
            }
        }
        let offsetSize = Int(bytes[trailer + 6])
        // The fuzz target's mutator damages files the fuzzer made, so nothing here is trusted.
        let recorded = bytes[(trailer + 8)..<(trailer + 16)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let count = Int(min(recorded, UInt64(bytes.count)))
        let tableOffset = trailer - count * offsetSize
        switch damage {
        case .offsetSize: bytes[trailer + 6] = UInt8(truncatingIfNeeded: value)
        case .referenceSize: bytes[trailer + 7] = UInt8(truncatingIfNeeded: value)
        case .objectCount: put(value, at: trailer + 8, size: 8)
        case .topObject: put(value, at: trailer + 16, size: 8)
        case .tableOffset: put(value, at: trailer + 24, size: 8)
        case .offsetEntry:
            guard count > 0, (1...8).contains(offsetSize), tableOffset >= 8 else { return bytes }
            put(value, at: tableOffset + (index % count) * offsetSize, size: offsetSize)
        case .marker:
            // An object's marker: another kind, or a length that says "read the count next".
            guard count > 0, (1...8).contains(offsetSize), tableOffset >= 8 else { return bytes }
            let entry = tableOffset + (index % count) * offsetSize
            let offset = Int(bytes[entry..<(entry + offsetSize)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
            guard offset < trailer else { return bytes }
            let kinds: [UInt8] = [0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0xA, 0xD]
            let low = value == 0 ? 0x0F : UInt8(truncatingIfNeeded: value) & 0x0F
            bytes[offset] = kinds[index % kinds.count] << 4 | low
        }
        return bytes
    }
}
