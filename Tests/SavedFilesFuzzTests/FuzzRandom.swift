import Foundation

/// The fuzzers' random source: SplitMix64 from a seed, so that a run can be
/// repeated exactly. The seed is `MACHISMO_FUZZ_SEED` (decimal) or a fixed one;
/// each reader's fuzzer mixes its name in, so that they do not share inputs.
struct FuzzRandom: RandomNumberGenerator {
    /// The seed of this run: `MACHISMO_FUZZ_SEED`, else the fixed default.
    static let runSeed: UInt64 =
        ProcessInfo.processInfo.environment["MACHISMO_FUZZ_SEED"].flatMap { UInt64($0) }
        ?? 20_261_121

    /// Inputs per reader: `MACHISMO_FUZZ_COUNT`, else 10,000.
    static let inputCount: Int =
        ProcessInfo.processInfo.environment["MACHISMO_FUZZ_COUNT"].flatMap { Int($0) }
        ?? 10_000

    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The stream for the reader `name` in this run.
    init(reader name: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a: stable from run to run, unlike Hasher
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        state = Self.runSeed ^ hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count`.
    mutating func below(_ count: Int) -> Int { Int.random(in: 0..<count, using: &self) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
