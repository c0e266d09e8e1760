import Foundation
internal import InternalPaletteUtilities
import Palette

/// Reads binary property lists (`bplist00`) into the positioned tree, by hand.
///
/// Foundation's reader is not used: on Linux it leaks memory on every file it rejects, and a
/// theme file is untrusted input. This reader checks every offset, length and reference against
/// the input before it reads, so a truncated or hostile file gets an error, never a crash; a
/// reference back to an enclosing container is a cycle error, and a file whose shared objects
/// would expand to more than a bounded number of values is refused. Dictionaries keep the order
/// their keys were written in. Binary files have no lines, so locations name the key path only.
struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private let maximumDepth: Int
    /// At most this many values are read, however objects are shared between containers
    /// (``FormatLimits/maximumPropertyListValues``).
    private let maximumValues: Int
    private var offsets: [Int] = []
    private var referenceSize = 1
    private var valuesRead = 0
    private var path: [JSONPath.Component] = []
    private var open: Set<Int> = []

    init(bytes: [UInt8], limits: FormatLimits) {
        self.bytes = bytes
        maximumDepth = limits.maximumDepth
        maximumValues = limits.maximumPropertyListValues
    }

    mutating func parse() throws(ThemeError) -> JSONNode {
        let header = Array("bplist0".utf8)
        guard bytes.count >= 8 + 32, bytes.starts(with: header) else {
            throw failure("a binary property list needs its 8-byte header and 32-byte trailer")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        // Values too large for `Int` fail the checks below like any other that does not fit.
        let objectCount = (try? unsigned(at: trailer + 8, size: 8)) ?? Int.max
        let topObject = (try? unsigned(at: trailer + 16, size: 8)) ?? Int.max
        let tableOffset = (try? unsigned(at: trailer + 24, size: 8)) ?? Int.max
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw failure(
                "the trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes; is the file cut short?"
            )
        }
        guard objectCount >= 1, objectCount <= trailer / max(1, offsetSize),
            tableOffset >= 8, tableOffset <= trailer - objectCount * offsetSize
        else {
            throw failure("the trailer's object table does not fit in the file; is the file cut short?")
        }
        offsets.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            let offset = try unsigned(at: tableOffset + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableOffset else { throw failure("object \(index) lies outside the file") }
            offsets.append(offset)
        }
        return try object(topObject, depth: 0)
    }

    private mutating func object(_ reference: Int, depth: Int) throws(ThemeError) -> JSONNode {
        guard reference >= 0, reference < offsets.count else {
            throw failure("a reference to object \(reference), of \(offsets.count)")
        }
        guard depth <= maximumDepth else {
            throw .nestingTooDeep(limit: maximumDepth, location: ThemeError.Location(path: JSONPath(path).description))
        }
        valuesRead += 1
        guard valuesRead <= maximumValues else {
            throw .limitExceeded(
                what: "the values a binary property list expands to",
                limit: maximumValues,
                location: nil
            )
        }
        let start = offsets[reference]
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        let value: JSONValue
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: value = .bool(false)
            case 0x09: value = .bool(true)
            case 0x00: value = .null
            default: throw failure("unknown object marker 0x\(String(marker, radix: 16))")
            }
        case 0x1:
            let size = 1 << low
            guard size <= 16 else { throw failure("an integer of \(size) bytes") }
            value = .number(try integer(at: start + 1, size: size))
        case 0x2:
            value = .number(try real(at: start + 1, size: 1 << low))
        case 0x3:
            guard marker == 0x33 else { throw failure("a date must be 8 bytes") }
            let seconds = try real(at: start + 1, size: 8)
            // About ±3,000 years from 2001: any real date, and no overflow when formatting.
            guard abs(seconds) < 1e11 else { throw failure("a date \(seconds) seconds from 2001") }
            value = .string(Date(timeIntervalSinceReferenceDate: seconds).formatted(.iso8601))
        case 0x4:
            let (count, body) = try length(low, after: start)
            value = .string(Data(try slice(body, count)).base64EncodedString())
        case 0x5:
            let (count, body) = try length(low, after: start)
            value = .string(String(decoding: try slice(body, count), as: UTF8.self))
        case 0x6:
            let (count, body) = try length(low, after: start)
            let raw = Array(try slice(body, count * 2))
            let units = stride(from: 0, to: raw.count, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            value = .string(String(decoding: units, as: UTF16.self))
        case 0xA, 0xC:
            let (count, body) = try length(low, after: start)
            let references = try self.references(at: body, count: count)
            value = .array(
                try container(reference) { reader throws(ThemeError) in
                    var elements: [JSONNode] = []
                    for (index, element) in references.enumerated() {
                        reader.path.append(.index(index))
                        elements.append(try reader.object(element, depth: depth + 1))
                        reader.path.removeLast()
                    }
                    return elements
                }
            )
        case 0xD:
            let (count, body) = try length(low, after: start)
            let keys = try references(at: body, count: count)
            let values = try references(at: body + count * referenceSize, count: count)
            value = .object(
                try container(reference) { reader throws(ThemeError) in
                    var members: [JSONMember] = []
                    for (key, element) in zip(keys, values) {
                        guard let name = try reader.object(key, depth: depth + 1).string else {
                            throw reader.failure("a dictionary key that is not a string")
                        }
                        reader.path.append(.key(name))
                        members.append(JSONMember(key: name, node: try reader.object(element, depth: depth + 1)))
                        reader.path.removeLast()
                    }
                    return members
                }
            )
        default:
            throw failure("unknown object marker 0x\(String(marker, radix: 16))")
        }
        return JSONNode(value, line: 0, column: 0)
    }

    /// Reads a container's contents, refusing a container that contains itself.
    private mutating func container<Result>(
        _ reference: Int,
        _ read: (inout BinaryPropertyListReader) throws(ThemeError) -> Result
    ) throws(ThemeError) -> Result {
        guard open.insert(reference).inserted else { throw failure("a container that contains itself") }
        defer { open.remove(reference) }
        return try read(&self)
    }

    /// An object's count (in its marker, or in the integer after it when the marker says 0xF)
    /// and where its contents start.
    private func length(_ low: Int, after start: Int) throws(ThemeError) -> (count: Int, body: Int) {
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else {
            throw failure("a length that is not an integer")
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8 else { throw failure("a length of \(size) bytes") }
        let count = try unsigned(at: start + 2, size: size)
        guard count <= bytes.count else { throw failure("a length of \(count), longer than the file") }
        return (count, start + 2 + size)
    }

    private func references(at offset: Int, count: Int) throws(ThemeError) -> [Int] {
        var references: [Int] = []
        references.reserveCapacity(count)
        for index in 0..<count {
            references.append(try unsigned(at: offset + index * referenceSize, size: referenceSize))
        }
        return references
    }

    private func slice(_ offset: Int, _ count: Int) throws(ThemeError) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, count <= bytes.count - offset else {
            throw failure("an object runs past the end of the file")
        }
        return bytes[offset..<(offset + count)]
    }

    /// A big-endian unsigned integer that fits in `Int`.
    private func unsigned(at offset: Int, size: Int) throws(ThemeError) -> Int {
        var result: UInt64 = 0
        for byte in try slice(offset, size) { result = result << 8 | UInt64(byte) }
        guard result <= UInt64(Int.max) else { throw failure("an offset or count too large to use") }
        return Int(result)
    }

    /// A big-endian integer: 1, 2 and 4 bytes are unsigned, 8 signed, 16 a signed 128-bit value
    /// (how Foundation writes unsigned values above `Int64.max`), read when it fits in 64 bits.
    private func integer(at offset: Int, size: Int) throws(ThemeError) -> Double {
        let raw = try slice(offset, size)
        let low = raw.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        switch size {
        case 16:
            let high = raw.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            if high == 0 { return Double(low) }
            // A negative value that fits in 64 bits has its high half all ones.
            guard high == .max, Int64(bitPattern: low) < 0 else { throw failure("an integer beyond 64 bits") }
            return Double(Int64(bitPattern: low))
        case 8: return Double(Int64(bitPattern: low))
        default: return Double(low)
        }
    }

    private func real(at offset: Int, size: Int) throws(ThemeError) -> Double {
        let raw = try slice(offset, size)
        let bits = raw.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let number: Double
        switch size {
        case 4: number = Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case 8: number = Double(bitPattern: bits)
        default: throw failure("a real of \(size) bytes")
        }
        guard number.isFinite else { throw failure("a real that is not a finite number") }
        return number
    }

    private func failure(_ reason: String) -> ThemeError {
        .malformedInput(
            reason: "not a readable binary property list: \(reason)",
            location: path.isEmpty ? nil : ThemeError.Location(path: JSONPath(path).description)
        )
    }
}
