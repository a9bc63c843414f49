/// The order that sorts x positions ascending with equal ones in row order, found by a
/// least-significant-digit radix sort of the values' bits instead of a comparison sort.
///
/// Why: `LineChartBuilder.sortedByX` compared rows through a closure that read `xs` by index
/// (a bounds check and a cache miss per comparison, 20 comparisons a row at a million rows):
/// a quarter of a million-point scatter's own time (`perf`, issue 37 item 6). A radix sort is
/// stable by construction, so the order is the comparison sort's to the row, and it reads the
/// keys in order. The key is the IEEE 754 total order of the value, with -0 taken as 0 (the
/// comparison sort held them equal); an x that is NaN has no place in that sort, so the caller
/// keeps the comparison sort for it.
enum StableXOrder {
    /// Below this many rows the comparison sort is as fast (a digit's 2,048 counters cost more).
    static let minimumRows = 2_048

    /// The rows of `xs` in ascending order of x, equal ones in row order; nil when some x is NaN
    /// or the rows are too few or too many for the radix sort to pay.
    static func order(of xs: [Double]) -> [Int]? {
        guard xs.count >= minimumRows, xs.count < Int(Int32.max) else { return nil }
        var keys = [UInt64](repeating: 0, count: xs.count)
        for (row, x) in xs.enumerated() {
            if x.isNaN { return nil }
            let bits = (x == 0 ? 0.0 : x).bitPattern
            keys[row] = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
        }
        var rows = [Int32](unsafeUninitializedCapacity: xs.count) { buffer, initialized in
            for row in 0..<xs.count { buffer[row] = Int32(row) }
            initialized = xs.count
        }
        var (spareKeys, spareRows) = (keys, rows)
        for shift in stride(from: 0, to: 64, by: 11) {
            if pass(shift: UInt64(shift), keys: &keys, rows: &rows, intoKeys: &spareKeys, rows: &spareRows) {
                swap(&keys, &spareKeys)
                swap(&rows, &spareRows)
            }
        }
        return rows.map(Int.init)
    }

    /// One stable counting pass on the 11-bit digit at `shift`, into the spare arrays; false
    /// (nothing moved) when every key has the same digit there, as the high digits often do.
    private static func pass(
        shift: UInt64, keys: inout [UInt64], rows: inout [Int32], intoKeys spareKeys: inout [UInt64], rows spareRows: inout [Int32]
    ) -> Bool {
        var starts = [Int](repeating: 0, count: 2_049)
        keys.withUnsafeBufferPointer { keys in
            for key in keys { starts[Int((key >> shift) & 2_047) + 1] += 1 }
        }
        if starts.contains(keys.count) { return false }
        for digit in 1...2_048 { starts[digit] += starts[digit - 1] }
        keys.withUnsafeBufferPointer { keys in
            rows.withUnsafeBufferPointer { rows in
                spareKeys.withUnsafeMutableBufferPointer { outKeys in
                    spareRows.withUnsafeMutableBufferPointer { outRows in
                        for index in 0..<keys.count {
                            let digit = Int((keys[index] >> shift) & 2_047)
                            let at = starts[digit]
                            starts[digit] = at + 1
                            (outKeys[at], outRows[at]) = (keys[index], rows[index])
                        }
                    }
                }
            }
        }
        return true
    }
}
