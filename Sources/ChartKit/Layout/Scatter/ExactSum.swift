/// A sum of `Double`s rounded once, at the end (Shewchuk's partials, as Python's `math.fsum`):
/// the same result whatever order the terms come in.
///
/// `chart scatter --fit linear` sums the points of a whole read in x order and those of a
/// streamed read in input order; with a plainly accumulated sum the two fits would differ in
/// their last bits, and `--plan` with them. Exact sums also keep large, cancelling terms
/// (epoch-second x) from losing the small ones.
struct ExactSum: Sendable {
    /// Non-overlapping partial sums, smallest magnitude first; their exact sum is the total.
    private var partials: [Double] = []
    /// The sum of infinite and NaN terms (and of an overflowed total), kept apart as IEEE adds them.
    private var special = 0.0

    init() {}

    /// Adds `value` exactly.
    mutating func add(_ value: Double) {
        guard value.isFinite else {
            special += value
            return
        }
        var x = value
        var kept = 0
        for index in partials.indices {
            var y = partials[index]
            if abs(x) < abs(y) { swap(&x, &y) }
            let high = x + y
            let low = y - (high - x)
            if low != 0 {
                partials[kept] = low
                kept += 1
            }
            x = high
        }
        guard x.isFinite else {  // the running total overflowed: it is infinite, as a plain sum's
            special += x
            partials.removeAll()
            return
        }
        partials.removeSubrange(kept...)
        partials.append(x)
    }

    /// The exact sum of the finite values of `columns`, rounded once.
    static func of(_ columns: [[Double]]) -> Double {
        var sum = ExactSum()
        for column in columns {
            for value in column where value.isFinite { sum.add(value) }
        }
        return sum.value
    }

    /// The exact sum rounded to the nearest `Double` (ties to even).
    var value: Double {
        guard special == 0 else { return special }
        var count = partials.count
        guard count > 0 else { return 0 }
        count -= 1
        var high = partials[count]
        var low = 0.0
        while count > 0 {
            let x = high
            count -= 1
            let y = partials[count]
            high = x + y
            low = y - (high - x)
            if low != 0 { break }
        }
        // Half-way between two doubles: the partials below decide which way the tie rounds.
        if count > 0 && ((low < 0 && partials[count - 1] < 0) || (low > 0 && partials[count - 1] > 0)) {
            let y = low * 2
            let x = high + y
            if y == x - high { high = x }
        }
        return high
    }
}
