/// The least-squares line through a series' points (`chart scatter --fit linear`), with its
/// coefficient of determination, computed here so `--plan` and the legend state the numbers the
/// line is drawn from.
///
/// Sums are taken about the means (two passes), which keeps x of 1e9 (epoch seconds) from
/// cancelling the way the one-pass Σx² − (Σx)²/n form does. Every sum is exact (`ExactSum`), so
/// the fit does not depend on the order the points come in: a streamed input, read in input
/// order, fits the line a whole read fits in x order, bit for bit.
package struct LinearFit: Sendable, Equatable {
    package var slope: Double
    package var intercept: Double
    /// r²: the share of the variance of y the line explains (1 when y is constant on the line).
    package var rSquared: Double
    /// The points it was fitted to.
    package var count: Int

    package init(slope: Double, intercept: Double, rSquared: Double, count: Int) {
        self.slope = slope
        self.intercept = intercept
        self.rSquared = rSquared
        self.count = count
    }

    /// The fit of `ys` against `xs` over `rows`; nil with fewer than two distinct x.
    package static func fit(xs: [Double], ys: [Double], rows: [Int]) -> LinearFit? {
        var means = Means()
        for row in rows { means.add(x: xs[row], y: ys[row]) }
        guard var spread = means.spread else { return nil }
        for row in rows { spread.add(x: xs[row], y: ys[row]) }
        return spread.fit
    }

    /// The first pass: how many points and their exact sums of x and y.
    struct Means: Sendable {
        private(set) var count = 0
        private var sumX = ExactSum()
        private var sumY = ExactSum()

        mutating func add(x: Double, y: Double) {
            count += 1
            sumX.add(x)
            sumY.add(y)
        }

        /// The second pass about these means; nil with fewer than two points.
        var spread: Spread? {
            guard count >= 2 else { return nil }
            let n = Double(count)
            return Spread(count: count, meanX: sumX.value / n, meanY: sumY.value / n)
        }
    }

    /// The second pass: exact sums of squares and products about the means.
    struct Spread: Sendable {
        let count: Int
        let meanX: Double
        let meanY: Double
        private var sxx = ExactSum()
        private var sxy = ExactSum()
        private var syy = ExactSum()

        init(count: Int, meanX: Double, meanY: Double) {
            self.count = count
            self.meanX = meanX
            self.meanY = meanY
        }

        mutating func add(x: Double, y: Double) {
            let dx = x - meanX
            let dy = y - meanY
            sxx.add(dx * dx)
            sxy.add(dx * dy)
            syy.add(dy * dy)
        }

        /// The line; nil when every x is the same (or a sum is not finite).
        var fit: LinearFit? {
            let (sxx, sxy, syy) = (sxx.value, sxy.value, syy.value)
            guard sxx > 0, sxx.isFinite, sxy.isFinite, syy.isFinite else { return nil }
            let slope = sxy / sxx
            let rSquared = syy > 0 ? min(1, (sxy * sxy) / (sxx * syy)) : 1
            return LinearFit(slope: slope, intercept: meanY - slope * meanX, rSquared: rSquared, count: count)
        }
    }

    /// y on the line at `x`.
    package func value(at x: Double) -> Double { slope * x + intercept }

    /// `y = 0.0123x + 4.5, r² = 0.87`: four significant digits, what the legend says.
    package var equation: String {
        let sign = intercept < 0 ? "-" : "+"
        return "y = \(Self.short(slope))x \(sign) \(Self.short(Swift.abs(intercept))), r² = \(PrintfText.format("%.2f", rSquared))"
    }

    /// `value` to four significant digits, without an exponent between 1e-4 and 1e6.
    static func short(_ value: Double) -> String {
        let magnitude = Swift.abs(value)
        if magnitude != 0 && (magnitude < 1e-4 || magnitude >= 1e6) { return PrintfText.format("%.3e", value) }
        if magnitude >= 1e4 { return PrintfText.format("%.0f", value) }
        return PrintfText.format("%.4g", value)
    }
}
