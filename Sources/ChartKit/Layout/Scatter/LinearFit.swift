/// The least-squares line through a series' points (`chart scatter --fit linear`), with its
/// coefficient of determination, computed here so `--plan` and the legend state the numbers the
/// line is drawn from.
///
/// Sums are taken about the means (two passes), which keeps x of 1e9 (epoch seconds) from
/// cancelling the way the one-pass Σx² − (Σx)²/n form does.
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
        guard rows.count >= 2 else { return nil }
        let n = Double(rows.count)
        var meanX = 0.0
        var meanY = 0.0
        for row in rows {
            meanX += xs[row]
            meanY += ys[row]
        }
        meanX /= n
        meanY /= n
        var sxx = 0.0
        var sxy = 0.0
        var syy = 0.0
        for row in rows {
            let dx = xs[row] - meanX
            let dy = ys[row] - meanY
            sxx += dx * dx
            sxy += dx * dy
            syy += dy * dy
        }
        guard sxx > 0, sxx.isFinite, sxy.isFinite, syy.isFinite else { return nil }
        let slope = sxy / sxx
        let rSquared = syy > 0 ? min(1, (sxy * sxy) / (sxx * syy)) : 1
        return LinearFit(slope: slope, intercept: meanY - slope * meanX, rSquared: rSquared, count: rows.count)
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
