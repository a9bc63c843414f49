/// Deterministic jitter for `--points`: a value's offset across its box from a hash of where it
/// is (series, category, index in the box), so a chart's bytes are the same every run and a
/// value keeps its place when other boxes change.
enum BoxJitter {
    /// An offset in −1…1 for the value at `index` of the box of `series` in `category`.
    static func offset(series: Int, category: Int, index: Int) -> Double {
        // SplitMix64 over the three numbers: well spread, no state, the same on every machine.
        var z = UInt64(truncatingIfNeeded: series) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(truncatingIfNeeded: category) &* 0xBF58_476D_1CE4_E5B9
        z ^= UInt64(truncatingIfNeeded: index) &* 0x94D0_49BB_1331_11EB
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53) * 2 - 1
    }
}
