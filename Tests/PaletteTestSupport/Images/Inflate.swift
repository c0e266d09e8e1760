/// DEFLATE decompression (RFC 1951) inside a zlib stream (RFC 1950): what a PNG's image data is.
///
/// Foundation on Linux has no PNG decoder and no zlib API, so the browser tests read screenshots
/// with this. It follows the RFC's decoder in the manner of zlib's `puff.c`: canonical Huffman
/// codes decoded one bit at a time, stored, fixed and dynamic blocks, a 32 KiB window, and the
/// stream's Adler-32 checked. Malformed input throws; it never traps.
package enum Inflate {
    /// What is wrong with a stream.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let description: String

        package init(_ description: String) {
            self.description = description
        }
    }

    /// The bytes a zlib stream holds, its checksum verified; at most `limit` bytes.
    package static func zlib(_ data: [UInt8], limit: Int = 256 << 20) throws -> [UInt8] {
        guard data.count >= 6 else { throw Failure("a zlib stream is at least 6 bytes") }
        let method = data[0] & 0x0F
        let window = data[0] >> 4
        guard method == 8, window <= 7 else { throw Failure("not a deflate stream (method \(method))") }
        guard (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else { throw Failure("bad zlib header check") }
        guard data[1] & 0x20 == 0 else { throw Failure("a preset dictionary is not supported") }
        var reader = BitReader(data, start: 2)
        let output = try raw(&reader, limit: limit)
        let end = reader.alignedByteIndex
        guard end + 4 <= data.count else { throw Failure("the stream ends before its checksum") }
        let expected = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard adler32(output) == expected else { throw Failure("Adler-32 mismatch") }
        return output
    }

    /// The Adler-32 checksum of `bytes`.
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    /// Decompresses raw DEFLATE blocks from `reader` until the last block.
    static func raw(_ reader: inout BitReader, limit: Int) throws -> [UInt8] {
        var output: [UInt8] = []
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored(&reader, into: &output, limit: limit)
            case 1:
                try codes(
                    &reader,
                    into: &output,
                    limit: limit,
                    lengths: Huffman.fixedLengths,
                    distances: Huffman.fixedDistances
                )
            case 2:
                let (lengths, distances) = try dynamicTables(&reader)
                try codes(&reader, into: &output, limit: limit, lengths: lengths, distances: distances)
            default: throw Failure("block type 3 is reserved")
            }
        }
        return output
    }

    private static func stored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int) throws {
        var index = reader.alignedByteIndex
        let bytes = reader.bytes
        guard index + 4 <= bytes.count else { throw Failure("a stored block ends early") }
        let length = Int(bytes[index]) | Int(bytes[index + 1]) << 8
        let complement = Int(bytes[index + 2]) | Int(bytes[index + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure("a stored block's length check fails") }
        index += 4
        guard index + length <= bytes.count else { throw Failure("a stored block ends early") }
        guard output.count + length <= limit else { throw Failure("the output is larger than \(limit) bytes") }
        output += bytes[index..<index + length]
        reader = BitReader(bytes, start: index + length)
    }

    /// Base lengths and extra bits of length codes 257...285.
    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Base distances and extra bits of distance codes 0...29.
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func codes(
        _ reader: inout BitReader,
        into output: inout [UInt8],
        limit: Int,
        lengths: Huffman,
        distances: Huffman
    ) throws {
        while true {
            let symbol = try lengths.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw Failure("the output is larger than \(limit) bytes") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < lengthBase.count else { throw Failure("invalid length code \(symbol)") }
            let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
            let distanceCode = try distances.decode(&reader)
            guard distanceCode < distanceBase.count else { throw Failure("invalid distance code \(distanceCode)") }
            let distance = distanceBase[distanceCode] + (try reader.bits(distanceExtra[distanceCode]))
            guard distance <= output.count else { throw Failure("a distance reaches before the start") }
            guard output.count + length <= limit else { throw Failure("the output is larger than \(limit) bytes") }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// The order code-length code lengths are given in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure("too many codes") }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure("a repeat with no length before it") }
                lengths += repeatElement(previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure("code lengths run past their count") }
        guard lengths[256] > 0 else { throw Failure("no end-of-block code") }
        return (
            try Huffman(lengths: Array(lengths[..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...]))
        )
    }
}

/// Reads a byte array's bits, least significant first, as DEFLATE packs them.
struct BitReader {
    let bytes: [UInt8]
    private var index: Int
    private var buffer = 0
    private var count = 0

    init(_ bytes: [UInt8], start: Int) {
        self.bytes = bytes
        index = start
    }

    /// The next `needed` bits (at most 16) as a number.
    mutating func bits(_ needed: Int) throws -> Int {
        while count < needed {
            guard index < bytes.count else { throw Inflate.Failure("the stream ends early") }
            buffer |= Int(bytes[index]) << count
            index += 1
            count += 8
        }
        let value = buffer & ((1 << needed) - 1)
        buffer >>= needed
        count -= needed
        return value
    }

    /// The index of the next whole byte, dropping the bits left of the current one.
    var alignedByteIndex: Int {
        index - count / 8
    }
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [Int] = []

    init(lengths: [Int]) throws {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else { throw Inflate.Failure("an over-subscribed Huffman code") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    /// The next symbol.
    func decode(_ reader: inout BitReader) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - count < first { return symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Inflate.Failure("a code that the Huffman table does not have")
    }

    static let fixedLengths: Huffman = {
        let lengths =
            [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8)
        return (try? Huffman(lengths: lengths)) ?? Huffman()
    }()

    static let fixedDistances: Huffman = (try? Huffman(lengths: [Int](repeating: 5, count: 30))) ?? Huffman()

    private init() {}
}
