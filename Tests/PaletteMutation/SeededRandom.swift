/// SplitMix64: a small generator whose sequence depends only on its seed, so every mutant can be
/// made again from the seed a failure names.
///
/// Shared by the mutation test and the theme-files fuzz target's mutator (Scripts/fuzz compiles
/// this folder into it), so it imports nothing.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A seed for a named thing: FNV-1a over its UTF-8, so a document's mutants do not depend on
    /// where it sits in a list.
    package static func seed(for name: String, salt: UInt64 = 0) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ salt
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
