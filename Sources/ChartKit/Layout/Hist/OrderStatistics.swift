/// Exact quantiles of values too many to copy into memory (a streamed `chart hist`, whose
/// values are partly in a temporary file): radix selection over passes that read them back.
///
/// Each value is mapped to a 64-bit key in the same order (its bits, sign-flipped). A first pass
/// counts the values by the key's top 20 bits; the bucket holding each rank wanted is found from
/// the running counts. A bucket small enough (at most `collectLimit` values) is collected in the
/// next pass and the rank selected within it (`Quantiles.select`); a larger one is counted again
/// by its next 16 bits. So memory stays a few MB however many values there are, passes are
/// usually two, and the result is the exact order statistic, the one a sort would give: the
/// same formula as `Quantiles.value` then gives the same quantile, bit for bit.
enum OrderStatistics {
    /// Values a bucket may hold to be collected rather than counted again.
    static let collectLimit = 1 << 20

    /// The q-quantiles (0…1) of the values of `chart` inside `range`, each `transform`ed before
    /// interpolating (`log10` for log-spaced bins: the order is the same, the interpolation not).
    static func quantiles(
        _ qs: [Double], of chart: HistChart, range: ClosedRange<Double>?, transform: (Double) -> Double = { $0 },
        collectLimit: Int = collectLimit
    ) throws -> [Double] {
        var count = range == nil ? chart.valueCount : 0
        if range != nil { try forEach(chart, range: range) { count += $0.count } }
        guard count > 0 else { return qs.map { _ in .nan } }
        // Each quantile's rank below it, and the fraction of the way to the next (0: none needed).
        let positions = qs.map { q in
            let h = q * Double(count - 1)
            let below = Int(h.rounded(.down))
            return (below: below, fraction: below + 1 < count && h > Double(below) ? h - Double(below) : 0)
        }
        let ranks = Set(positions.flatMap { $0.fraction > 0 ? [$0.below, $0.below + 1] : [$0.below] })
        let statistics = try select(Array(ranks), of: chart, range: range, count: count, collectLimit: collectLimit)
        func statistic(_ rank: Int) throws -> Double {
            guard let value = statistics[rank] else { throw ChartError.internal("the order statistic of rank \(rank) was not selected") }
            return transform(value)
        }
        return try positions.map { position in
            let low = try statistic(position.below)
            guard position.fraction > 0 else { return low }
            return low + position.fraction * (try statistic(position.below + 1) - low)
        }
    }

    /// Which keys a search has narrowed a rank to: those starting with `prefix` (`bits` long),
    /// `size` of them, the rank `rank` among them.
    private struct Search {
        /// The rank asked for, among all the values.
        let wanted: Int
        var rank: Int
        var prefix: UInt64 = 0
        var bits = 0
        var size: Int
    }

    /// The `ranks`-th smallest (0-based) of the `count` values inside `range`.
    static func select(_ ranks: [Int], of chart: HistChart, range: ClosedRange<Double>?, count: Int, collectLimit: Int = collectLimit)
        throws -> [Int: Double]
    {
        var searches = ranks.map { Search(wanted: $0, rank: $0, size: count) }
        var found: [Int: Double] = [:]
        while !searches.isEmpty {
            searches.removeAll { search in
                if search.bits == 64 { found[search.wanted] = decode(search.prefix) }  // every key equal
                return search.bits == 64
            }
            let groups = Array(Set(searches.map { Group(prefix: $0.prefix, bits: $0.bits, collect: $0.size <= collectLimit) }))
            guard !groups.isEmpty else { break }
            let steps = groups.map { $0.collect ? 0 : min($0.bits == 0 ? 20 : 16, 64 - $0.bits) }
            let result = try pass(groups, steps: steps, chart: chart, range: range)
            let counts = result.counts
            var collected = result.collected
            searches = searches.compactMap { search in
                let index = groups.firstIndex(of: Group(prefix: search.prefix, bits: search.bits, collect: search.size <= collectLimit))!
                if groups[index].collect {
                    found[search.wanted] = Quantiles.select(&collected[index], search.rank)
                    return nil
                }
                var narrowed = search, before = 0, bucket = 0
                while before + counts[index][bucket] <= search.rank {
                    before += counts[index][bucket]
                    bucket += 1
                }
                narrowed.rank -= before
                narrowed.prefix = search.prefix << UInt64(steps[index]) | UInt64(bucket)
                narrowed.bits += steps[index]
                narrowed.size = counts[index][bucket]
                return narrowed
            }
        }
        return found
    }

    /// One pass over the values: for each group, its values counted by their next `steps` bits
    /// (a flat array per group) or collected. Unsafe buffers in the loop: it runs once per value.
    private static func pass(_ groups: [Group], steps: [Int], chart: HistChart, range: ClosedRange<Double>?) throws
        -> (counts: [[Int]], collected: [[Double]])
    {
        var collected = groups.map { _ in [Double]() }
        let offsets = steps.indices.map { index in (0..<index).reduce(0) { $0 + (groups[$1].collect ? 0 : 1 << steps[$1]) } }
        let total = offsets.last.map { $0 + (groups[groups.count - 1].collect ? 0 : 1 << steps[groups.count - 1]) } ?? 0
        var flat = [Int](repeating: 0, count: total)
        let prefixes = groups.map(\.prefix), bits = groups.map { UInt64($0.bits) }, collects = groups.map(\.collect)
        let shifts = steps.map { UInt64(64 - $0) }
        try flat.withUnsafeMutableBufferPointer { counts in
            if groups.count == 1, !collects[0], bits[0] == 0 {  // the first pass: every value counted
                let shift = shifts[0]
                try forEach(chart, range: range) { block in
                    for value in block { counts[Int(key(value) >> shift)] += 1 }
                }
                return
            }
            try forEach(chart, range: range) { block in
                for value in block {
                    let key = self.key(value)
                    for index in 0..<prefixes.count where bits[index] == 0 || key >> (64 - bits[index]) == prefixes[index] {
                        if collects[index] {
                            collected[index].append(value)
                        } else {
                            counts[offsets[index] + Int((key << bits[index]) >> shifts[index])] += 1
                        }
                    }
                }
            }
        }
        let counts = groups.indices.map { index in
            groups[index].collect ? [] : Array(flat[offsets[index]..<(offsets[index] + (1 << steps[index]))])
        }
        return (counts, collected)
    }

    /// One set of keys read in a pass: collected, or counted by their next bits.
    private struct Group: Hashable {
        var prefix: UInt64
        var bits: Int
        var collect: Bool
    }

    /// Calls `body` with every value's block, values outside `range` left out.
    private static func forEach(_ chart: HistChart, range: ClosedRange<Double>?, _ body: (UnsafeBufferPointer<Double>) throws -> Void) throws {
        for series in chart.series {
            try series.forEachBlock { block in
                guard let range else { return try body(block) }
                let inside = block.filter { range.contains($0) }
                try inside.withUnsafeBufferPointer { try body($0) }
            }
        }
    }

    /// `value`'s bits, ordered as the values are (−0 as +0).
    static func key(_ value: Double) -> UInt64 {
        let bits = (value + 0.0).bitPattern
        return bits >> 63 == 1 ? ~bits : bits | 1 << 63
    }

    static func decode(_ key: UInt64) -> Double {
        Double(bitPattern: key >> 63 == 1 ? key & ~(1 << 63) : ~key)
    }
}
