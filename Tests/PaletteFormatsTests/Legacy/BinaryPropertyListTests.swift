import Foundation
import InternalPaletteUtilities
import Palette
import Testing

@testable import PaletteFormats

/// Binary property lists: the same themes as their XML form, and hostile files refused.
struct BinaryPropertyListTests {
    private let limits = FormatLimits.default

    /// SDThemeManager's plist written in binary by Foundation.
    private func binaryExample() throws -> [UInt8] {
        let object = try PropertyListSerialization.propertyList(
            from: Data(sdThemeManagerDefaultPlist.utf8),
            format: nil
        )
        return Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    }

    @Test func aBinaryThemeImportsAsItsXMLFormDoes() throws {
        let binary = try binaryExample()
        #expect(binary.starts(with: Array("bplist00".utf8)))
        let fromBinary = try GiottoImporter().decode(files: [(binary, "theme_default.plist")]).get()
        let fromXML = try GiottoImporter().decode(files: [
            (Array(sdThemeManagerDefaultPlist.utf8), "theme_default.plist")
        ])
        .get()
        #expect(fromBinary.tokens == fromXML.tokens)
        // Foundation writes a dictionary's keys in hash order; compare styles regardless of order.
        #expect(normalized(fromBinary.styles) == normalized(fromXML.styles))
        #expect(fromBinary.palette == fromXML.palette)
        #expect(ThemeFileFormat.detect(binary) == .giotto)
    }

    private func normalized(_ styles: [StyleDefinition]) -> [String] {
        styles.map { style in
            "\(style.name) < \(style.superstyles): "
                + style.properties.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ", ")
        }.sorted()
    }

    @Test func dictionariesKeepTheOrderTheirKeysWereWrittenIn() throws {
        // {"b": "1", "a": "2"}: keys b then a, written by hand since Foundation sorts by hash.
        let file = BinaryPropertyList.build(
            objects: [[0xD2, 1, 2, 3, 4], [0x51, 0x62], [0x51, 0x61], [0x51, 0x31], [0x51, 0x32]],
            top: 0
        )
        let node = try PropertyListParser.parse(file, limits: limits)
        #expect(node.members?.map(\.key) == ["b", "a"])
        #expect(node.members?.map(\.node.value) == [.string("1"), .string("2")])
    }

    @Test func integersOfSixteenBytesReadAsTheSixtyFourBitValuesTheyHold() throws {
        // Foundation writes unsigned values above Int64.max as 16-byte integers, high half zero.
        let unsigned = BinaryPropertyList.build(
            objects: [[0x14] + Array(repeating: 0, count: 8) + Array(repeating: 0xFF, count: 8)],
            top: 0
        )
        #expect(try PropertyListParser.parse(unsigned, limits: limits).value == .number(Double(UInt64.max)), "not -1")
        let negative = BinaryPropertyList.build(objects: [[0x14] + Array(repeating: 0xFF, count: 15) + [0xF9]], top: 0)
        #expect(try PropertyListParser.parse(negative, limits: limits).value == .number(-7))
        let huge = BinaryPropertyList.build(objects: [[0x14, 0x7F] + Array(repeating: 0, count: 15)], top: 0)
        #expect(throws: ThemeError.self) { try PropertyListParser.parse(huge, limits: limits) }
    }

    @Test func everyValueKindReadsAsFoundationWritesIt() throws {
        let date = Date(timeIntervalSinceReferenceDate: 86_400)
        let object: [String: Any] = [
            "string": "Bonjour", "unicode": "Grüße ✓", "int": 42, "negative": -7, "big": 1 << 40,
            "real": 0.25, "true": true, "false": false, "data": Data([1, 2, 3]), "date": date,
            "array": ["a", 1], "nested": ["key": ["deep": "value"]],
        ]
        let bytes = Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        let node = try PropertyListParser.parse(bytes, limits: limits)
        let members = Dictionary(uniqueKeysWithValues: (node.members ?? []).map { ($0.key, $0.node.value) })
        #expect(members["string"] == .string("Bonjour"))
        #expect(members["unicode"] == .string("Grüße ✓"), "UTF-16 strings")
        #expect(members["int"] == .number(42))
        #expect(members["negative"] == .number(-7), "8-byte integers are signed")
        #expect(members["big"] == .number(Double(1 << 40)))
        #expect(members["real"] == .number(0.25))
        #expect(members["true"] == .bool(true))
        #expect(members["false"] == .bool(false))
        #expect(members["data"] == .string("AQID"), "data as base64, as in XML")
        #expect(members["date"] == .string("2001-01-02T00:00:00Z"))
        #expect(members["array"]?.elementsDescription == ["a", "1.0"])
        #expect(node.members?.count == object.count)
    }

    @Test func everyTruncationIsAnErrorNotACrash() throws {
        let binary = try binaryExample()
        for length in 0..<binary.count {
            #expect(throws: ThemeError.self) {
                try PropertyListParser.parse(Array(binary.prefix(length)), limits: limits)
            }
        }
    }

    @Test func everySingleByteCorruptionIsReadOrRefused() throws {
        let binary = try binaryExample()
        var refused = 0
        for index in binary.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                var corrupt = binary
                corrupt[index] = value
                do { _ = try PropertyListParser.parse(corrupt, limits: limits) } catch { refused += 1 }
            }
        }
        #expect(refused > 0)
    }

    @Test func aContainerThatContainsItselfIsACycleError() {
        // Object 0 is an array whose one element is object 0.
        let file = BinaryPropertyList.build(objects: [[0xA1, 0x00]], top: 0)
        #expect {
            try PropertyListParser.parse(file, limits: limits)
        } throws: { error in
            (error as? ThemeError)?.message.contains("contains itself") == true
        }
    }

    @Test func sharedObjectsThatExpandWithoutBoundAreRefused() throws {
        // Each array holds the next one twice: 40 levels would expand to 2^40 values.
        let levels = 30
        var objects: [[UInt8]] = (0..<levels).map { level in [0xA2, UInt8(level + 1), UInt8(level + 1)] }
        objects.append([0x51, UInt8(ascii: "x")])
        let file = BinaryPropertyList.build(objects: objects, top: 0)
        #expect {
            try PropertyListParser.parse(file, limits: limits)
        } throws: { error in
            let error = error as? ThemeError
            return error?.code == .limitExceeded && error?.limit == FormatLimits.default.maximumPropertyListValues
        }
        // The bound is the one passed down: a tighter one refuses a smaller expansion.
        var tight = FormatLimits.default
        tight.maximumPropertyListValues = 1_000
        let small = BinaryPropertyList.build(
            objects: (0..<12).map { level in [0xA2, UInt8(level + 1), UInt8(level + 1)] } + [
                [0x51, UInt8(ascii: "x")]
            ],
            top: 0
        )
        #expect(throws: ThemeError.self) { try PropertyListParser.parse(small, limits: tight) }
        #expect(try PropertyListParser.parse(small, limits: limits).value != .null)
    }

    @Test func badTrailersAndReferencesSayWhatIsWrong() {
        let cases: [([UInt8], String)] = [
            (BinaryPropertyList.build(objects: [[0x51, 0x41]], top: 5), "reference to object 5"),
            (BinaryPropertyList.build(objects: [[0xA1, 0x09]], top: 0), "reference to object 9"),
            (BinaryPropertyList.build(objects: [[0x5F, 0x10, 0xFF]], top: 0), "longer than the file"),
            (BinaryPropertyList.build(objects: [[0x5F, 0x10, 0x28]], top: 0), "past the end"),
            (BinaryPropertyList.build(objects: [[0x6F, 0x10, 0x15]], top: 0), "past the end"),
            (BinaryPropertyList.build(objects: [[0x70]], top: 0), "unknown object marker 0x70"),
            (
                BinaryPropertyList.build(objects: [[0xD1, 0x01, 0x01], [0x10, 0x01]], top: 0),
                "key that is not a string"
            ),
            (BinaryPropertyList.build(objects: [[0x23, 0x7F, 0xF0, 0, 0, 0, 0, 0, 0]], top: 0), "not a finite number"),
            (Array("bplist00".utf8) + [UInt8](repeating: 0, count: 32), "trailer"),
        ]
        for (file, expected) in cases {
            #expect {
                try PropertyListParser.parse(file, limits: limits)
            } throws: { error in
                (error as? ThemeError)?.message.contains(expected) == true
            }
        }
    }
}

/// Builds binary property lists object by object, for tests of what Foundation never writes.
enum BinaryPropertyList {
    /// A `bplist00` file with these encoded objects (1-byte references), the first at `top`.
    static func build(objects: [[UInt8]], top: Int) -> [UInt8] {
        var file = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(file.count)
            file += object
        }
        let tableOffset = file.count
        for offset in offsets { file += bigEndian(offset, size: 2) }
        file += [0, 0, 0, 0, 0, 0, 2, 1]
        file += bigEndian(objects.count, size: 8) + bigEndian(top, size: 8) + bigEndian(tableOffset, size: 8)
        return file
    }

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}

extension JSONValue {
    /// An array's elements as short strings, for comparisons.
    fileprivate var elementsDescription: [String] {
        guard case .array(let elements) = self else { return [] }
        return elements.map { element in
            switch element.value {
            case .string(let string): string
            case .number(let number): "\(number)"
            default: "?"
            }
        }
    }
}
