#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The least-squares line through a series' points (`chart scatter --fit linear`), with its
/// coefficient of determination, computed here so `--plan` and the legend state the numbers the
/// line is drawn from.
///
/// The line is fitted in the chart's own coordinates (`FitSpace`): on log axes in log10 of the
/// values, so it is straight where it is drawn (a power law on log-log axes), and `slope`,
/// `intercept` and `rSquared` are those of that straight line. A point a log axis cannot place
/// (at or below 0, kept by `--y-min`) is left out of the fit, and `count` says how many were in.
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
    /// The coordinates the line is straight in: `slope` and `intercept` are in them.
    package var space: FitSpace

    package init(slope: Double, intercept: Double, rSquared: Double, count: Int, space: FitSpace = .linear) {
        self.slope = slope
        self.intercept = intercept
        self.rSquared = rSquared
        self.count = count
        self.space = space
    }

    /// The fit of `ys` against `xs` over `rows` in `space`; nil with fewer than two distinct x.
    package static func fit(xs: [Double], ys: [Double], rows: [Int], space: FitSpace = .linear) -> LinearFit? {
        var means = Means(space: space)
        for row in rows { means.add(x: xs[row], y: ys[row]) }
        guard var spread = means.spread else { return nil }
        for row in rows { spread.add(x: xs[row], y: ys[row]) }
        return spread.fit
    }

    /// The first pass: how many points and their exact sums of x and y (in `space`).
    struct Means: Sendable {
        let space: FitSpace
        private(set) var count = 0
        private var sumX = ExactSum()
        private var sumY = ExactSum()

        init(space: FitSpace = .linear) {
            self.space = space
        }

        /// Adds the point (`x`, `y`) in data units; one its axes cannot place is left out.
        mutating func add(x: Double, y: Double) {
            let (u, v) = (space.u(x), space.v(y))
            guard u.isFinite, v.isFinite else { return }
            count += 1
            sumX.add(u)
            sumY.add(v)
        }

        /// The second pass about these means; nil with fewer than two points.
        var spread: Spread? {
            guard count >= 2 else { return nil }
            let n = Double(count)
            return Spread(count: count, meanX: sumX.value / n, meanY: sumY.value / n, space: space)
        }
    }

    /// The second pass: exact sums of squares and products about the means.
    struct Spread: Sendable {
        let count: Int
        let meanX: Double
        let meanY: Double
        let space: FitSpace
        private var sxx = ExactSum()
        private var sxy = ExactSum()
        private var syy = ExactSum()

        init(count: Int, meanX: Double, meanY: Double, space: FitSpace = .linear) {
            self.count = count
            self.meanX = meanX
            self.meanY = meanY
            self.space = space
        }

        /// Adds the point (`x`, `y`) in data units, as `Means.add` did (the same points left out).
        mutating func add(x: Double, y: Double) {
            let (u, v) = (space.u(x), space.v(y))
            guard u.isFinite, v.isFinite else { return }
            let dx = u - meanX
            let dy = v - meanY
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
            return LinearFit(slope: slope, intercept: meanY - slope * meanX, rSquared: rSquared, count: count, space: space)
        }
    }

    /// y on the line at `x` (in data units).
    package func value(at x: Double) -> Double { space.y(slope * space.u(x) + intercept) }

    /// The two ends, in data units, of the line across x from `x.lowerBound` to `x.upperBound`,
    /// cut where it leaves `y` widened by `margin` times its own span on each side (in fitted
    /// coordinates, where the line is straight, so its two ends draw it exactly on the chart's
    /// axes); nil when it passes wholly outside. A margin keeps the ends numbers gnuplot can
    /// place (a power law overflows a double at a far enough end) and leaves the border's clip
    /// to gnuplot; 0 cuts at the plot's edges.
    package func ends(x: ClosedRange<Double>, y: ClosedRange<Double>, margin: Double) -> [(x: Double, y: Double)]? {
        var (u0, u1) = (space.u(x.lowerBound), space.u(x.upperBound))
        let (vLow, vHigh) = (space.v(y.lowerBound), space.v(y.upperBound))
        let pad = (vHigh - vLow) * margin
        let (low, high) = (vLow - pad, vHigh + pad)
        guard u0.isFinite, u1.isFinite, low.isFinite, high.isFinite, slope.isFinite, intercept.isFinite else { return nil }
        if slope == 0 {
            guard low <= intercept, intercept <= high else { return nil }
        } else {
            // Where the line crosses `low` and `high`: u = (v − intercept) / slope.
            let (a, b) = ((low - intercept) / slope, (high - intercept) / slope)
            if a.isFinite, b.isFinite {
                (u0, u1) = (max(u0, min(a, b)), min(u1, max(a, b)))
                guard u0 <= u1 else { return nil }
            }
        }
        let ends = [u0, u1].map { u in (x: space.x(u), y: space.y(slope * u + intercept)) }
        return ends.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) ? ends : nil
    }

    /// The equation in data units with r², four significant digits, what the legend says:
    /// `y = 0.0123x + 4.5, r² = 0.87`, and on log axes `y = 3·x^2` (power law),
    /// `y = 2·e^(0.05x)` (exponential) or `y = 1.5·log10(x) + 2` (logarithm).
    package var equation: String {
        let sign = intercept < 0 ? "-" : "+"
        let line: String
        switch space.model {
        case .linear: line = "y = \(Self.short(slope))x \(sign) \(Self.short(Swift.abs(intercept)))"
        case .power: line = "y = \(coefficient)·x^\(Self.short(slope))"
        case .exponential: line = "y = \(coefficient)·e^(\(Self.short(slope * log(10.0)))x)"
        case .logarithmic: line = "y = \(Self.short(slope))·log10(x) \(sign) \(Self.short(Swift.abs(intercept)))"
        }
        return "\(line), r² = \(PrintfText.format("%.2f", rSquared))"
    }

    /// a of `y = a·x^b` and `y = a·e^(bx)`: 10^intercept, or that power itself when it is no
    /// normal double (a power law fitted far from x = 1).
    var coefficient: String {
        let a = pow(10, intercept)
        return a.isNormal ? Self.short(a) : "10^\(Self.short(intercept))"
    }

    /// `value` to four significant digits, without an exponent between 1e-4 and 1e6.
    static func short(_ value: Double) -> String {
        let magnitude = Swift.abs(value)
        if magnitude != 0 && (magnitude < 1e-4 || magnitude >= 1e6) { return PrintfText.format("%.3e", value) }
        if magnitude >= 1e4 { return PrintfText.format("%.0f", value) }
        return PrintfText.format("%.4g", value)
    }
}
