/// The number of decimals the value labels of one series are printed with: the fewest that
/// show every value as precisely as the data gives it, but never finer than one digit past the
/// axis ticks.
///
/// Values read from files are often sums written by another program (`0.30000000000000004`,
/// `173.29999999999998`, `1.4e-17` for a zero): their shortest round-trip decimals are float
/// noise, and taking the precision from them printed `173.3000` and `0.0000`. Rounding every
/// value to the axis precision plus one digit first drops the noise and keeps any digit a
/// reader could compare against the axis; the series then shares the decimals its values still
/// need, so a series of whole numbers prints without a decimal point (`27,036`, not `27,036.0`).
struct ValueLabelPrecision: Sendable, Equatable {
    /// Decimals of the finest axis tick (0 for ticks at 0, 50, 100; 1 for 0, 0.5, 1).
    var axisDecimals: Int
    /// Decimals a label may always have, whatever the axis: a currency's minor units, so
    /// `$12.35` is not rounded to `$12.40` on an axis of whole dollars.
    var minimumLimit: Int

    /// Labels never carry more decimals than this, whatever the axis (a very long label helps no one).
    static let maximumDecimals = 15

    init(axisDecimals: Int, format: AxisFormat = .auto) {
        self.axisDecimals = max(0, min(axisDecimals, Self.maximumDecimals))
        if case let .currency(code) = format { minimumLimit = CurrencyStyle(code: code).minorUnits } else { minimumLimit = 0 }
    }

    /// The precision of labels measured against `axis`, written in `format`: its tick values'
    /// own decimals.
    init(axis: AxisPlan, format: AxisFormat) {
        self.init(axisDecimals: axis.ticks.compactMap { DecimalNumber($0.value)?.neededDecimals }.max() ?? 0, format: format)
    }

    /// The most decimals a label may have: one digit finer than the axis.
    var limit: Int { min(max(axisDecimals + 1, minimumLimit), Self.maximumDecimals) }

    /// The decimals for a series of `values`: the most any value needs once rounded to `limit`
    /// (non-finite values need none).
    func decimals(of values: some Sequence<Double>) -> Int {
        values.reduce(0) { needed, value in
            max(needed, DecimalNumber(value)?.rounded(decimals: limit).neededDecimals ?? 0)
        }
    }
}
