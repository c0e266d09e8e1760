/// A PNG image decoded to 8-bit RGBA pixels: enough of the format (ISO/IEC 15948) to read the
/// screenshots a browser writes.
///
/// Reads 8-bit greyscale, greyscale with alpha, RGB and RGBA images, not interlaced, through all
/// five filters; checks the signature, every chunk's CRC-32 and the zlib stream's Adler-32.
/// Anything else (palettes, 16-bit channels, Adam7) is refused with a ``Failure``, never misread.
package struct PNGImage {
    package let width: Int
    package let height: Int
    /// Red, green, blue and alpha of each pixel, row by row.
    package let rgba: [UInt8]

    /// What is wrong with a file.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let description: String

        package init(_ description: String) {
            self.description = description
        }
    }

    /// A pixel's colour.
    package struct Pixel: Equatable, CustomStringConvertible {
        package var red: UInt8
        package var green: UInt8
        package var blue: UInt8
        package var alpha: UInt8

        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
        package var description: String {
            let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
            return "#"
                + channels.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        }

        /// The largest difference between the two in any of red, green and blue.
        package func distance(to other: Pixel) -> Int {
            max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
        }
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a PNG file's bytes.
    ///
    /// - Throws: ``Failure`` naming what the file has that this reader does not take, or what is
    ///   broken; ``Inflate/Failure`` for broken image data.
    package init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: Self.signature) else { throw Failure("not a PNG file: no signature") }
        var index = Self.signature.count
        var header: [UInt8]?
        var data: [UInt8] = []
        var ended = false
        while index + 12 <= bytes.count, !ended {
            let length = bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - index - 12 else { throw Failure("a chunk runs past the end of the file") }
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            let body = Array(bytes[index + 8..<index + 8 + length])
            let stored = bytes[index + 8 + length..<index + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard Self.crc32(Array(bytes[index + 4..<index + 8 + length])) == stored else {
                throw Failure("the CRC of chunk '\(type)' does not match")
            }
            switch type {
            case "IHDR": header = body
            case "IDAT": data += body
            case "IEND": ended = true
            case "PLTE": throw Failure("palette images are not supported")
            default: break
            }
            index += 12 + length
        }
        guard ended else { throw Failure("the file ends before its IEND chunk") }
        guard let header, header.count == 13 else { throw Failure("no valid IHDR chunk") }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let (depth, colorType, interlace) = (header[8], header[9], header[12])
        guard width > 0, height > 0, width <= 20_000, height <= 20_000 else {
            throw Failure("a size of \(width)×\(height) is out of range")
        }
        guard depth == 8 else { throw Failure("bit depth \(depth) is not supported; 8 is") }
        guard interlace == 0 else { throw Failure("interlaced images are not supported") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure("colour type \(colorType) is not supported")
        }
        let stride = width * channels
        let raw = try Inflate.zlib(data, limit: (stride + 1) * height)
        guard raw.count == (stride + 1) * height else { throw Failure("the image data has the wrong size") }
        let rows = try Self.unfiltered(raw, stride: stride, height: height, bytesPerPixel: channels)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<width * height {
            let source = pixel * channels
            let target = pixel * 4
            switch channels {
            case 1, 2:
                rgba[target] = rows[source]
                rgba[target + 1] = rows[source]
                rgba[target + 2] = rows[source]
                if channels == 2 { rgba[target + 3] = rows[source + 1] }
            default:
                rgba[target] = rows[source]
                rgba[target + 1] = rows[source + 1]
                rgba[target + 2] = rows[source + 2]
                if channels == 4 { rgba[target + 3] = rows[source + 3] }
            }
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * 4
        return Pixel(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
    }

    /// The rows with their filters undone (filter types 0 to 4: none, sub, up, average, Paeth).
    static func unfiltered(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let input = row * (stride + 1) + 1
            let start = row * stride
            for column in 0..<stride {
                let left = column >= bytesPerPixel ? Int(output[start + column - bytesPerPixel]) : 0
                let up = row > 0 ? Int(output[start - stride + column]) : 0
                let upLeft =
                    row > 0 && column >= bytesPerPixel ? Int(output[start - stride + column - bytesPerPixel]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4: predicted = paeth(left, up, upLeft)
                default: throw Failure("unknown filter type \(filter) on row \(row)")
                }
                output[start + column] = UInt8(truncatingIfNeeded: Int(raw[input + column]) + predicted)
            }
        }
        return output
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb, pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        return crc
    }
}
