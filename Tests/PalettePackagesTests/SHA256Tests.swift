import Foundation
import Testing

@testable import PalettePackages

/// SHA-256 against the NIST test vectors (FIPS 180-4 examples, and the long-message vector of the
/// NIST Cryptographic Algorithm Validation Program), whole and fed in pieces.
struct SHA256Tests {
    static let vectors: [(message: String, digest: String)] = [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ]

    @Test(arguments: 0..<vectors.count)
    func theNISTVectorsHashToTheirDigests(index: Int) {
        let (message, digest) = Self.vectors[index]
        #expect(SHA256.hex(of: Data(message.utf8)) == digest)
    }

    @Test func oneMillionAsHashToTheNISTDigest() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)) == expected)
        // The same million fed in uneven pieces, as a download arrives.
        var hash = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hash.update(Data(repeating: UInt8(ascii: "a"), count: count))
            fed += count
            piece = piece * 7 % 1_021 + 1
        }
        #expect(hash.finalize().hex == expected)
    }

    @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1_000])
    func feedingInPiecesGivesTheDigestOfTheWhole(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let whole = SHA256.hex(of: bytes)
        for split in Set([0, length / 3, length / 2, max(0, length - 1), length]) {
            var hash = SHA256()
            hash.update(bytes[..<split])
            hash.update(bytes[split...])
            #expect(hash.finalize().hex == whole, "split at \(split) of \(length)")
        }
    }

    @Test func differentBytesGiveDifferentDigests() {
        #expect(SHA256.hex(of: Data("abc".utf8)) != SHA256.hex(of: Data("abd".utf8)))
    }
}
