#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Value labels (`--values`): their text, their place at or beyond each bar end, and the rule
/// that keeps them apart.
///
/// A label goes inside its bar end when the text fits there, else just beyond it. On vertical
/// bars, labels that would touch a neighbour written level are written upright instead (rotated
/// 90°, one line tall across the bars); any label that still touches one already placed is left
/// out and counted, so two numbers are never printed into one ("22,318.022,100.0").
extension BarLayouter {
    /// The decimals of value labels: one per series and one for the stack totals.
    struct LabelDecimals {
        var series: [Int]
        var totals: Int
    }

    /// Value labels of one page and how many were left out: `thin` stacked segments too thin for
    /// their text, `overlapping` labels that would touch another.
    struct PlacedValueLabels {
        var labels: [BarValueLabel]
        var thin = 0
        var overlapping = 0
        var omitted: Int { thin + overlapping }
    }

    /// Pixels kept clear between two value labels.
    static let labelGap = 2.0

    /// The decimals of value labels drawn against `axis`: each series (and the stack totals)
    /// shares the fewest decimals that show its values as the data gives them, at most one
    /// digit finer than the axis ticks (see `ValueLabelPrecision`), so float noise in a sum
    /// never reaches a label and a series of whole numbers has no decimal point.
    func labelDecimals(_ context: Context, axis: AxisPlan) -> LabelDecimals {
        let precision = ValueLabelPrecision(axis: axis, format: options.axes.yFormat)
        let chart = context.chart
        let series = chart.series.map { precision.decimals(of: $0.values) }
        guard options.stacked && chart.series.count > 1 else { return LabelDecimals(series: series, totals: 0) }
        let totals = (0..<chart.count).lazy.map { row in chart.series.reduce(0.0) { $0 + $1.values[row] } }
        return LabelDecimals(series: series, totals: precision.decimals(of: totals))
    }

    func valueText(_ value: Double, decimals: Int) -> String {
        LabelFormatter(format: options.axes.yFormat).valueLabel(for: value, decimals: decimals)
    }

    /// The value labels of `bars` against `axis`, with `pixels` along the value axis and
    /// `slotPixels` per category: level when no two touch, else upright (vertical bars only),
    /// then any that still touch are left out.
    func placedValueLabels(_ context: Context, bars: [BarRectangle], axis: AxisPlan, pixels: Double, slotPixels: Double) -> PlacedValueLabels {
        let ppu = pixels / max(axis.max - axis.min, .leastNormalMagnitude)
        let decimals = labelDecimals(context, axis: axis)
        var placed = valueLabels(context, bars: bars, pixelsPerUnit: ppu, slotPixels: slotPixels, decimals: decimals, upright: false)
        var kept = separated(placed.labels, metrics: context.metrics, ppu: ppu, slotPixels: slotPixels)
        if !options.horizontal && kept.count < placed.labels.count {
            placed = valueLabels(context, bars: bars, pixelsPerUnit: ppu, slotPixels: slotPixels, decimals: decimals, upright: true)
            kept = separated(placed.labels, metrics: context.metrics, ppu: ppu, slotPixels: slotPixels)
        }
        placed.overlapping = placed.labels.count - kept.count
        placed.labels = kept
        return placed
    }

    /// Labels: inside the bar end when the text fits there, else just beyond it. Stacked
    /// segments are labelled inside when they fit (else counted as thin), and each stack gets
    /// its total beyond its end. `upright` writes them rotated by 90° (vertical bars).
    private func valueLabels(
        _ context: Context, bars: [BarRectangle], pixelsPerUnit ppu: Double, slotPixels: Double,
        decimals: LabelDecimals, upright: Bool
    ) -> PlacedValueLabels {
        let metrics = context.metrics
        let pad = Self.labelPad
        let stacked = options.stacked && context.chart.series.count > 1
        // Along the value axis the text's width when written along it (horizontal bars, or
        // upright), else its height; across, the other one.
        let alongIsWidth = options.horizontal || upright
        func text(_ value: Double, decimals: Int) -> (text: String, width: Double) {
            context.labelTexts.entry(value, decimals: decimals, make: { valueText(value, decimals: decimals) }, width: metrics.width(of:))
        }
        func along(_ label: (text: String, width: Double)) -> Double { alongIsWidth ? label.width : metrics.lineHeight }
        func across(_ label: (text: String, width: Double)) -> Double {
            alongIsWidth ? Self.thickness(of: metrics, upright: upright) : label.width + 4
        }
        var result = PlacedValueLabels(labels: [])
        for bar in bars {
            let measured = text(bar.value, decimals: decimals.series[bar.series])
            let text = measured.text
            let lengthPixels = abs(bar.to - bar.from) * ppu
            let thicknessPixels = (bar.slotHigh - bar.slotLow) * slotPixels
            let fitsInside = lengthPixels >= along(measured) + 2 * pad && thicknessPixels >= across(measured)
            let center = (bar.slotLow + bar.slotHigh) / 2
            if stacked {
                guard fitsInside else { result.thin += 1; continue }
                // On a hatched segment (mostly background) the text takes the annotation colour.
                let color = context.seriesFills[bar.series] == .solid ? Self.textColor(on: bar.color) : options.figure.theme.annotation
                result.labels.append(
                    BarValueLabel(
                        text: text, slot: center, value: (bar.from + bar.to) / 2, anchor: .center, inside: true,
                        color: color, angle: upright ? 90 : 0))
                continue
            }
            // A hatched bar's own text would cross its hatch lines: its value goes beyond it.
            let solid = context.seriesFills[bar.series] == .solid
            result.labels.append(
                label(
                    text: text, slot: center, end: bar.to, positive: bar.to >= bar.from, inside: fitsInside && solid,
                    along: along(measured), ppu: ppu, barColor: bar.color, upright: upright))
        }
        if stacked {
            result.labels += totalLabels(bars, ppu: ppu, upright: upright) { total in
                let measured = text(total, decimals: decimals.totals)
                return (measured.text, along(measured))
            }
        }
        return result
    }

    /// The total above (or below) each stack, written beyond its end.
    ///
    /// One stack per row, its bars consecutive (`rectangles` writes them row by row): filtering
    /// every bar per row made a page of n stacks cost n² steps. `measure` gives a total's text
    /// and its length along the value axis.
    private func totalLabels(
        _ bars: [BarRectangle], ppu: Double, upright: Bool, measure: (Double) -> (text: String, along: Double)
    ) -> [BarValueLabel] {
        var labels: [BarValueLabel] = []
        var start = bars.startIndex
        while start < bars.endIndex {
            let row = bars[start].category
            let end = bars[start...].firstIndex { $0.category != row } ?? bars.endIndex
            let rowBars = bars[start..<end]
            start = end
            let first = rowBars[rowBars.startIndex]
            let total = rowBars.reduce(0.0) { $0 + $1.value }
            let top = rowBars.map { max($0.from, $0.to) }.max() ?? options.baseline
            let bottom = rowBars.map { min($0.from, $0.to) }.min() ?? options.baseline
            let positive = top > options.baseline || bottom >= options.baseline
            let measured = measure(total)
            labels.append(
                label(
                    text: measured.text, slot: (first.slotLow + first.slotHigh) / 2, end: positive ? top : bottom,
                    positive: positive, inside: false, along: measured.along, ppu: ppu, barColor: first.color,
                    upright: upright))
        }
        return labels
    }

    private func label(
        text: String, slot: Double, end: Double, positive: Bool, inside: Bool, along: Double, ppu: Double,
        barColor: String, upright: Bool
    ) -> BarValueLabel {
        let pad = Self.labelPad
        let sign: Double = positive ? 1 : -1
        let value: Double
        let anchor: BarValueLabel.Anchor
        if options.horizontal || upright {
            // The text runs along the value axis: it starts (or, inside, ends) a pad from the end.
            value = end + sign * (inside ? -pad : pad) / ppu
            anchor = (positive == inside) ? .right : .left
        } else {
            let offset = (pad + along / 2) / ppu
            value = end + sign * (inside ? -offset : offset)
            anchor = .center
        }
        return BarValueLabel(
            text: text, slot: slot, value: value, anchor: anchor, inside: inside,
            color: inside ? Self.textColor(on: barColor) : options.figure.theme.annotation, angle: upright ? 90 : 0)
    }

    /// How thick a line of text is across its run: a line's height (with leading) for level
    /// text beside horizontal bars, as before; one em for upright text, whose neighbours sit
    /// beside it rather than above it, so the leading is not needed between them.
    static func thickness(of metrics: TextMetrics, upright: Bool) -> Double {
        upright ? metrics.em : metrics.lineHeight
    }

    /// White on dark bars, near-black on light ones (relative luminance above 0.5).
    static func textColor(on hex: String) -> String {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let r = Double((value >> 16) & 0xFF) / 255, g = Double((value >> 8) & 0xFF) / 255, b = Double(value & 0xFF) / 255
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return luminance > 0.5 ? "#222222" : "#FFFFFF"
    }

    /// A label's box: `slot` across the bars, `value` along them, each as (low, high).
    struct LabelBox {
        var slot: (low: Double, high: Double)
        var value: (low: Double, high: Double)
    }

    /// The label's extent along the value axis in value units, where the axis must make room:
    /// offsets are pixels over `ppu`, so a degenerate axis (ppu infinite) adds nothing rather
    /// than NaN.
    func valueExtent(of label: BarValueLabel, metrics: TextMetrics, ppu: Double) -> (low: Double, high: Double) {
        let along = (options.horizontal || label.angle != 0 ? metrics.width(of: label.text) : metrics.lineHeight) / ppu
        switch label.anchor {
        case .left: return (label.value, label.value + along)
        case .right: return (label.value - along, label.value)
        case .center: return (label.value - along / 2, label.value + along / 2)
        }
    }

    /// The label's box in pixels (both axes increasing with slot and value; only distances
    /// between boxes matter). Non-finite coordinates (values near the limits of a double)
    /// give a box that touches nothing.
    func box(of label: BarValueLabel, metrics: TextMetrics, ppu: Double, slotPixels: Double) -> LabelBox {
        let width = metrics.width(of: label.text), height = metrics.lineHeight
        let alongIsWidth = options.horizontal || label.angle != 0
        let along = alongIsWidth ? width : height
        let across = alongIsWidth ? Self.thickness(of: metrics, upright: label.angle != 0) : width
        let slot = label.slot * slotPixels, value = label.value * ppu
        let valueRange: (Double, Double)
        switch label.anchor {
        case .left: valueRange = (value, value + along)
        case .right: valueRange = (value - along, value)
        case .center: valueRange = (value - along / 2, value + along / 2)
        }
        return LabelBox(slot: (slot - across / 2, slot + across / 2), value: valueRange)
    }

    /// `labels` without those that would touch one kept before them (in category order, so the
    /// first of two neighbours stays): labels are swept along the category axis and each is
    /// compared only with the kept labels that reach its start, so a page of n labels costs
    /// about n steps, not n².
    func separated(_ labels: [BarValueLabel], metrics: TextMetrics, ppu: Double, slotPixels: Double) -> [BarValueLabel] {
        let gap = Self.labelGap
        let boxes = labels.map { box(of: $0, metrics: metrics, ppu: ppu, slotPixels: slotPixels) }
        let start = boxes.map { $0.slot.low.isFinite ? $0.slot.low : 0 }
        let order = labels.indices.sorted { start[$0] != start[$1] ? start[$0] < start[$1] : $0 < $1 }
        var kept: [Int] = []
        var widest = 0.0
        var keep = [Bool](repeating: false, count: labels.count)
        for index in order {
            let mine = boxes[index]
            var touches = false
            for other in kept.reversed() {
                let theirs = boxes[other]
                // Kept boxes start at or before this one; none starting more than the widest box
                // earlier can reach it.
                if start[other] < start[index] - widest - gap { break }
                if theirs.slot.high + gap > mine.slot.low && mine.slot.high + gap > theirs.slot.low
                    && theirs.value.high + gap > mine.value.low && mine.value.high + gap > theirs.value.low
                {
                    touches = true
                    break
                }
            }
            guard !touches else { continue }
            kept.append(index)
            keep[index] = true
            let span = mine.slot.high - mine.slot.low
            if span.isFinite { widest = max(widest, span) }
        }
        return labels.indices.filter { keep[$0] }.map { labels[$0] }
    }
}
