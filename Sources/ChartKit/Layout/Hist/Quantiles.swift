/// Exact quantiles of a list of values by selection (no sort of the whole list).
///
/// The method is numpy's default (`linear`, Hyndman & Fan type 7): the quantile q of n sorted
/// values x₀…xₙ₋₁ is x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]) with h = q·(n − 1). The two order
/// statistics are found by quickselect, which reorders `values` (a caller's copy).
enum Quantiles {
    /// The q-quantile (0…1) of `values` (not empty), reordering them.
    static func value(of values: inout [Double], at q: Double) -> Double {
        let h = q * Double(values.count - 1)
        let below = Int(h.rounded(.down))
        let low = select(&values, below)
        guard below + 1 < values.count, h > Double(below) else { return low }
        // The next order statistic is the smallest value right of `below` after selection.
        var high = values[below + 1]
        for value in values[(below + 1)...] where value < high { high = value }
        return low + (h - Double(below)) * (high - low)
    }

    /// The k-th smallest of `values` (0-based), leaving smaller ones left of k and larger right.
    static func select(_ values: inout [Double], _ k: Int) -> Double {
        var low = 0, high = values.count - 1
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        while low < high {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pivot = values[low + Int((state >> 33) % UInt64(high - low + 1))]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j {
                high = j
            } else if k >= i {
                low = i
            } else {
                return values[k]
            }
        }
        return values[k]
    }
}
