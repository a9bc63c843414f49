/// Tick positions for a numeric axis, kept apart from their labels so that the same values
/// can be drawn by gnuplot, listed by `--plan` and formatted by `LabelFormatter`.
///
/// Every value was built as an integer times a power of ten and converted to `Double` once, so
/// `String(describing:)` of a value is the short decimal (`0.3`, never `0.30000000000000004`).
/// The axis range may be set to `[min(lower, dataMin), max(upper, dataMax)]`.
package struct TickSet: Equatable, Sendable {
    /// Tick positions, strictly ascending.
    package var values: [Double]
    /// Distance between neighbouring ticks (0 when there are fewer than two).
    package var step: Double
    /// Digits after the decimal point needed to show every value exactly: 0 for 2, 4, 6;
    /// 1 for 2.5; 2 for 0.25. Never negative.
    package var decimals: Int

    package init(values: [Double], step: Double, decimals: Int) {
        self.values = values
        self.step = step
        self.decimals = max(0, decimals)
    }

    /// The first tick (0 when there are none).
    package var lower: Double { values.first ?? 0 }
    /// The last tick (0 when there are none).
    package var upper: Double { values.last ?? 0 }
}
