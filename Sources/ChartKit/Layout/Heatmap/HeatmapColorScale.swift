#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a heatmap's values map to colours: the palette, the range it spans and the colour bar's
/// ticks, decided once so the image, `--plan`, the text chart and the labels agree.
///
/// A sequential palette spans the values' own range (as matplotlib's and ggplot's defaults), so
/// the lowest cell is the darkest, not the colour of a 0 no cell holds. A diverging palette is
/// centred on 0 (its range symmetric), so white means 0 and the two hues compare like for like.
/// `--color-log` spans the values in powers of ten, and refuses a value at or below 0.
package struct HeatmapColorScale: Sendable, Equatable {
    package var palette: HeatmapPalette
    package var min: Double
    package var max: Double
    package var log: Bool
    /// The colour bar's ticks: nice numbers inside the range (`TickLocator`, `LogTickLocator`).
    package var ticks: [AxisTick]

    package init(range: ClosedRange<Double>, palette chosen: HeatmapPalette?, log: Bool, integers: Bool) throws {
        let crosses = range.lowerBound < 0 && range.upperBound > 0
        palette = chosen ?? (crosses ? .rdbu : .viridis)
        self.log = log
        if log {
            guard range.lowerBound > 0 else {
                throw ChartError.badData(
                    location: nil, column: nil,
                    message:
                        "--color-log spaces colours by powers of ten, which needs every cell's value above 0; "
                        + "the lowest is \(GnuplotNumber.literal(range.lowerBound))"
                )
            }
            let (low, high) =
                range.lowerBound < range.upperBound ? (range.lowerBound, range.upperBound) : (range.lowerBound / 2, range.upperBound * 2)
            (min, max) = (low, high)
            let set = LogTickLocator(labelSpacing: 24).ticks(min: low, max: high, pixels: 300)
            let major = set.major.filter { $0 >= low * (1 - 1e-12) && $0 <= high * (1 + 1e-12) }
            ticks = zip(major, LogTickSet(major: major, minor: []).labels(format: .auto)).map { AxisTick(value: $0, label: $1) }
            return
        }
        if palette.diverging {
            let reach = Swift.max(abs(range.lowerBound), abs(range.upperBound), 1e-300)
            (min, max) = (-reach, reach)
        } else {
            (min, max) = range.lowerBound < range.upperBound ? (range.lowerBound, range.upperBound) : (range.lowerBound - 0.5, range.upperBound + 0.5)
        }
        let set = TickLocator().ticksInside(min...max, count: 5, integers: integers)
        ticks = zip(set.values, LabelFormatter(format: .auto).labels(for: set)).map { AxisTick(value: $0, label: $1) }
    }

    /// Where `value` lies on the palette, 0 at `min` to 1 at `max` (in log10 when `log`).
    package func position(of value: Double) -> Double {
        let (low, high, v) = log ? (log10(min), log10(max), log10(value)) : (min, max, value)
        return high > low ? Swift.max(0, Swift.min(1, (v - low) / (high - low))) : 0.5
    }

    /// The colour of `value` as `#RRGGBB`.
    package func hex(of value: Double) -> String { palette.hex(at: position(of: value)) }
}
