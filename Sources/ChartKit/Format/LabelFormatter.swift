#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the tick labels of one axis in an `AxisFormat`, with one precision for every label
/// on the axis, and exact decimal text: no float noise, and never "-0".
///
/// Numbers are printed from their exact decimal digits (see `DecimalNumber`), rounded half away
/// from zero; non-finite values print as `nan`, `inf` and `-inf`.
package struct LabelFormatter: Sendable {
    package let format: AxisFormat

    package init(format: AxisFormat) {
        self.format = format
    }

    /// Labels for numeric ticks, all with the same precision; the default format groups the
    /// thousands of an axis that reaches five digits (single values, such as a pie's or a bar's
    /// value labels, stay plain: each would decide alone, `27,036` beside `1200`).
    package func labels(for ticks: TickSet) -> [String] {
        if format == .auto, Self.scientific(ticks.values, decimals: ticks.decimals) == nil, Self.groupsDigits(ticks.values) {
            return ticks.values.map { Self.plain($0, decimals: ticks.decimals, separator: ",") }
        }
        return labels(ticks.values, decimals: ticks.decimals)
    }

    /// Labels for time ticks: `.auto` uses the ticks' default pattern and `.date` its own; a
    /// numeric format writes the epoch seconds as numbers.
    package func labels(for ticks: TimeTickSet) -> [String] {
        switch format {
        case .auto:
            let pattern = DatePattern(unchecked: ticks.defaultFormat)
            return ticks.values.map { pattern.format(epochSeconds: $0) ?? Self.plain($0, decimals: 0) }
        case .date, .number, .thousands, .si, .percent, .currency:
            let decimals = ticks.values.compactMap { DecimalNumber($0)?.neededDecimals }.max() ?? 0
            return labels(ticks.values, decimals: min(decimals, 15))
        }
    }

    /// One value at the given precision, e.g. for a highlight marker or a bar value. With `.si`
    /// the prefix is chosen from the value itself; `.auto` writes a plain number.
    package func label(for value: Double, decimals: Int) -> String {
        labels([value], decimals: decimals)[0]
    }

    /// A value label (a bar's `--values` text): the value rounded to `decimals` first, then
    /// written like `label(for:decimals:)`, so a value that rounds to nothing prints `0` at
    /// that precision instead of switching to scientific notation (`1.4e-17`, a sum's noise).
    package func valueLabel(for value: Double, decimals: Int) -> String {
        guard let number = DecimalNumber(value) else { return Self.nonFinite(value) }
        return label(for: number.rounded(decimals: max(0, decimals)).doubleValue, decimals: decimals)
    }

    private func labels(_ values: [Double], decimals: Int) -> [String] {
        let decimals = max(0, decimals)
        switch format {
        case .auto:
            return Self.scientific(values, decimals: decimals) ?? values.map { Self.plain($0, decimals: decimals) }
        case .number(decimals: nil):
            return values.map { Self.plain($0, decimals: decimals) }
        case let .number(decimals: fixed?):
            return values.map { Self.plain($0, decimals: fixed) }
        case .thousands:
            return values.map { Self.plain($0, decimals: decimals, separator: ",") }
        case .si:
            return Self.si(values, decimals: decimals)
        case .percent:
            let shifted = max(0, decimals - 2)
            return values.map { value in
                guard let number = DecimalNumber(value) else { return Self.nonFinite(value) }
                return number.shifted(by: 2).text(decimals: shifted) + "%"
            }
        case let .currency(code):
            let style = CurrencyStyle(code: code)
            let places = style.decimals(forAxis: decimals)
            return values.map { value in
                guard let number = DecimalNumber(value) else { return Self.nonFinite(value) }
                return style.text(number, decimals: places)
            }
        case let .date(pattern):
            let pattern = DatePattern(unchecked: pattern)
            return values.map { pattern.format(epochSeconds: $0) ?? Self.plain($0, decimals: 0) }
        }
    }

    /// Labels like `1.5e-12` with one exponent for the axis, when plain decimals would be
    /// unreadable (below 1e-4 or from 1e15 on) and a short mantissa says everything; nil when
    /// plain text is better (e.g. 1e15 + 2, whose units digit matters).
    static func scientific(_ values: [Double], decimals: Int) -> [String]? {
        let largest = values.map { abs($0) }.filter(\.isFinite).max() ?? 0
        guard largest > 0, largest < 1e-4 || largest >= 1e15 else { return nil }
        let exponent = Int(log10(largest).rounded(.down))
        let suffix = "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
        func text(_ value: Double, _ places: Int) -> String {
            guard let number = DecimalNumber(value) else { return nonFinite(value) }
            return value == 0 ? "0" : number.shifted(by: -exponent).text(decimals: places) + suffix
        }
        // The fewest mantissa digits that still read back as every tick exactly.
        func exact(_ labels: [String]) -> Bool {
            zip(values, labels).allSatisfy { value, label in !value.isFinite || value == 0 || Double(label) == value }
        }
        for places in 0...4 {
            let labels = values.map { text($0, places) }
            if exact(labels) { return labels }
        }
        // A narrow span far from 1 (1e-100 to 1.000001e-100) needs more mantissa digits; plain
        // decimals would need a hundred, which left no room for the plot (exit 64 blaming
        // --size). Seventeen significant digits read back as any double, so this always ends
        // with labels; they are used when shorter than plain ones (1e15 + 2 stays plain).
        for places in 5...16 {
            let labels = values.map { text($0, places) }
            guard exact(labels) else { continue }
            let plainWidth = values.map { plain($0, decimals: decimals).count }.max() ?? 0
            return (labels.map(\.count).max() ?? 0) < plainWidth ? labels : nil
        }
        return nil
    }

    /// The smallest |value| from which the default format groups the digits of a whole axis.
    static let groupingThreshold = 10_000.0

    /// Whether the default format groups thousands (`150,000`): when some |value| reaches five
    /// digits, where "150000" and "15000" are hard to tell apart at a glance. Four-digit values
    /// alone stay plain, as style guides write them (and years, `2024`, read as years); an axis
    /// that groups groups every label (`5,000 10,000`). `--y-format number` turns it off.
    static func groupsDigits(_ values: [Double]) -> Bool {
        values.contains { $0.isFinite && abs($0) >= groupingThreshold }
    }

    static func plain(_ value: Double, decimals: Int, separator: String? = nil) -> String {
        DecimalNumber(value)?.text(decimals: decimals, separator: separator) ?? nonFinite(value)
    }

    static func nonFinite(_ value: Double) -> String {
        value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
    }

    private static let siPrefixes: [Int: String] = [
        -24: "y", -21: "z", -18: "a", -15: "f", -12: "p", -9: "n", -6: "µ", -3: "m",
        0: "", 3: "k", 6: "M", 9: "G", 12: "T", 15: "P", 18: "E", 21: "Z", 24: "Y",
    ]

    /// SI labels as people write them (`200`, `400`, … `1k`, `1.2k`), because one prefix for the
    /// whole axis wrote `0.2k … 1.0k`: each label takes the prefix of its own magnitude, and only
    /// the decimals it needs at the axis's precision (no `1.0k`). On an axis reaching 1 or more no
    /// label takes a prefix below one (`0.5`, not `500m`); on an axis below 1 the submultiple
    /// prefixes follow each value as the multiples do (`500µ`, `1m`, `1.5m`).
    private static func si(_ values: [Double], decimals: Int) -> [String] {
        let numbers = values.map { DecimalNumber($0)?.rounded(decimals: decimals) }
        let largest = numbers.compactMap { $0 }.filter { !$0.isZero }.map(\.magnitude).max()
        let floor = (largest ?? 0) >= 0 ? 0 : -24
        return zip(values, numbers).map { value, number in
            guard let number else { return nonFinite(value) }
            if number.isZero { return "0" }
            let power = min(24, max(floor, Int((Double(number.magnitude) / 3).rounded(.down)) * 3))
            let scaled = number.shifted(by: -power)
            let places = min(scaled.neededDecimals, max(0, decimals + power))
            if scaled.rounded(decimals: places).isZero { return "0" }
            return scaled.text(decimals: places) + (siPrefixes[power] ?? "")
        }
    }
}
