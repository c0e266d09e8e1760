import Foundation

/// SHA-256 (FIPS 180-4), fed incrementally, so that a file is hashed as it arrives and is never
/// held in memory twice.
///
/// One implementation on every platform: Linux has no CryptoKit, Palette takes no package
/// dependencies, and one implementation means the NIST test vectors (`SHA256Tests`) check the code
/// every platform runs. It hashes a few hundred megabytes a second in release builds; a theme
/// package is a few megabytes.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(chunk)          // as many times as there are chunks
/// let digest = hash.finalize().hex
/// ```
package struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// The bytes of an incomplete block, waiting for the rest of it.
    private var pending: [UInt8] = []
    /// How many bytes have been hashed.
    private var length: UInt64 = 0

    package init() {
        pending.reserveCapacity(64)
    }

    /// The digest of `bytes`, in lower-case hexadecimal.
    package static func hex(of bytes: some DataProtocol) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize().hex
    }

    /// Hashes `bytes` after everything hashed so far.
    package mutating func update(_ bytes: some DataProtocol) {
        for region in bytes.regions {
            region.withUnsafeBytes { update(raw: $0) }
        }
    }

    /// Hashes the bytes of a buffer after everything hashed so far.
    package mutating func update(raw buffer: UnsafeRawBufferPointer) {
        guard !buffer.isEmpty else { return }
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<taken])
            offset = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { block in compress(blocks: block) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (buffer.count - offset) / 64 * 64
        if whole > 0 {
            compress(blocks: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + whole]))
            offset += whole
        }
        if offset < buffer.count { pending.append(contentsOf: buffer[offset...]) }
    }

    /// The digest of everything hashed: the padding and length are hashed, and the state read out.
    package consuming func finalize() -> Digest {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        tail.withUnsafeBytes { compress(blocks: $0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in state {
            bytes += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8)]
            bytes.append(UInt8(truncatingIfNeeded: word))
        }
        return Digest(bytes: bytes)
    }

    /// A finished digest: 32 bytes.
    package struct Digest: Hashable, Sendable {
        package let bytes: [UInt8]

        /// The digest in lower-case hexadecimal, as manifests and payloads write it.
        package var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(64)
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0F)])
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// Runs the compression function over whole 64-byte blocks.
    private mutating func compress(blocks: UnsafeRawBufferPointer) {
        var schedule = [UInt32](repeating: 0, count: 64)
        var h0 = state[0]
        var h1 = state[1]
        var h2 = state[2]
        var h3 = state[3]
        var h4 = state[4]
        var h5 = state[5]
        var h6 = state[6]
        var h7 = state[7]
        schedule.withUnsafeMutableBufferPointer { w in
            Self.roundConstants.withUnsafeBufferPointer { k in
                var start = 0
                while start < blocks.count {
                    for index in 0..<16 {
                        let base = start + index * 4
                        w[index] =
                            UInt32(blocks[base]) << 24 | UInt32(blocks[base + 1]) << 16
                            | UInt32(blocks[base + 2]) << 8 | UInt32(blocks[base + 3])
                    }
                    for index in 16..<64 {
                        let w15 = w[index - 15]
                        let w2 = w[index - 2]
                        let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                        let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                        w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
                    }
                    var a = h0
                    var b = h1
                    var c = h2
                    var d = h3
                    var e = h4
                    var f = h5
                    var g = h6
                    var h = h7
                    for index in 0..<64 {
                        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let t1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
                        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = s0 &+ majority
                        h = g
                        g = f
                        f = e
                        e = d &+ t1
                        d = c
                        c = b
                        b = a
                        a = t1 &+ t2
                    }
                    h0 &+= a
                    h1 &+= b
                    h2 &+= c
                    h3 &+= d
                    h4 &+= e
                    h5 &+= f
                    h6 &+= g
                    h7 &+= h
                    start += 64
                }
            }
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    /// The bits rotated right by `count` places.
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
