#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How category names fit under (or beside) their bars: level, rotated, thinned or shortened
/// with an ellipsis, never overlapping; the rule applied is reported in `--plan`.
extension BarLayouter {
    /// One tick per slot on the page; every `every`-th named, the rest marks only. When slots
    /// are narrower than 4 px, only named slots get a mark: a mark per slot drew a solid black
    /// band under 1,000 bars.
    func categoryAxisFor(rows: Range<Int>, slots: Int, names: [String], every: Int, slotPixels: Double) -> AxisPlan {
        let marksEverySlot = slotPixels >= 4
        let ticks = rows.compactMap { row -> AxisTick? in
            let slot = row - rows.lowerBound
            // A slot left unnamed by calendar naming is marked only where every slot is.
            if slot % every == 0, !names[row].isEmpty || marksEverySlot { return AxisTick(value: Double(slot), label: names[row]) }
            return marksEverySlot ? AxisTick(value: Double(slot), label: "") : nil
        }
        return AxisPlan(min: -0.5, max: Double(slots) - 0.5, ticks: ticks)
    }

    /// The category names as they can be drawn, measured once per chart: which names fit
    /// depends on the plot's length, but their widths and shortened forms do not. (Measuring
    /// every name again at each step of the margin iteration made a million categories cost
    /// about ten passes over all their text.)
    struct MeasuredNames {
        /// The names as given and the widest of them (level names under vertical bars).
        var full: [String]
        var fullWidest: Double
        /// The names cut to `maxWidth` with "…" (rotated, or beside horizontal bars), how many
        /// were cut, and the widest after cutting.
        var cut: [String]
        var cutCount: Int
        var cutWidest: Double
        var maxWidth: Double
    }

    /// `categories` measured for this chart's orientation and size: horizontal names are cut
    /// beyond 35% of the width; rotated names beyond the length that takes 30% of the height.
    func measuredNames(_ categories: [String], metrics: TextMetrics) -> MeasuredNames {
        let maxWidth =
            options.horizontal
            ? Double(options.figure.width) * 0.35
            : max(metrics.width(of: "MM…"), Double(options.figure.height) * 0.3 / 0.7071 - metrics.lineHeight)
        var names = MeasuredNames(full: categories, fullWidest: 0, cut: [], cutCount: 0, cutWidest: 0, maxWidth: maxWidth)
        names.cut.reserveCapacity(categories.count)
        for name in categories {
            let width = metrics.width(of: name)
            names.fullWidest = max(names.fullWidest, width)
            guard width > maxWidth else {
                names.cut.append(name)
                names.cutWidest = max(names.cutWidest, width)
                continue
            }
            let cut = Self.shortened(name, toWidth: maxWidth, metrics: metrics)
            names.cut.append(cut)
            if cut != name { names.cutCount += 1 }
            names.cutWidest = max(names.cutWidest, metrics.width(of: cut))
        }
        return names
    }

    /// The category names as drawn along `along` pixels of category axis, the rule that fitted
    /// them and the pixels they take across it (below vertical bars; horizontal names are cut
    /// beyond 35% of the width and thinned when rows are too close).
    func categoryNames(_ context: Context, along: Double) -> (names: [String], rule: CategoryLabelRule, extent: Double) {
        let slotPixels = along / Double(context.slotsPerPage)
        let metrics = context.metrics
        let names = context.names
        guard options.horizontal else { return fitVertical(names, calendar: context.calendar, slotPixels: slotPixels, metrics: metrics) }
        let needed = Int(((metrics.lineHeight + 1) / max(slotPixels, 0.001)).rounded(.up))
        let rule = CategoryLabelRule(
            angle: 0, every: max(1, options.axes.xLabelEvery, needed),
            shortened: names.cutCount, maxWidth: names.maxWidth)
        return (names.cut, rule, names.cutWidest)
    }

    /// Names under vertical bars: level when the widest fits its slot; otherwise rotated 45°,
    /// thinned when even rotated names would touch, and cut with "…" when a rotated name
    /// would take more than 30% of the image height. Returns the names and the pixels they
    /// take below the plot. Dates that do not all fit level are named level at the start of
    /// each calendar period instead (years, quarters, months, weeks), when some period fits.
    func fitVertical(_ names: MeasuredNames, calendar: CalendarCategoryNames? = nil, slotPixels: Double, metrics: TextMetrics) -> (
        names: [String], rule: CategoryLabelRule, extent: Double
    ) {
        let userEvery = max(1, options.axes.xLabelEvery)
        if names.fullWidest + 8 <= slotPixels * Double(userEvery) {
            return (names.full, CategoryLabelRule(angle: 0, every: userEvery), metrics.lineHeight + 6)
        }
        if userEvery == 1, let naming = calendar?.fitting(slotPixels: slotPixels) {
            return (naming.labels, CategoryLabelRule(angle: 0, every: 1, calendar: true), metrics.lineHeight + 6)
        }
        let spacing = slotPixels * 0.7071
        let every = max(userEvery, Int(((metrics.lineHeight + 1) / max(spacing, 0.001)).rounded(.up)))
        let extent = (names.cutWidest + metrics.lineHeight * 0.5) * 0.7071 + 8
        return (names.cut, CategoryLabelRule(angle: 45, every: every, shortened: names.cutCount, maxWidth: names.maxWidth), extent)
    }

    /// `text` cut to at most `width` pixels, ending in "…" when cut.
    static func shortened(_ text: String, toWidth width: Double, metrics: TextMetrics) -> String {
        metrics.shortened(text, toWidth: width)
    }

    /// What to tell the user when `slots` categories crowd `along` pixels: bars under 2 px wide
    /// (with the `--page-size` that gives 4 px bars), or names thinned to fit (with the `--size`
    /// that names every one; the `--x-label-every` they asked for is no surprise).
    func densityWarnings(slots: Int, along: Double, series: Int, rule: CategoryLabelRule, metrics: TextMetrics) -> [String] {
        let barPixels = barThickness(slotPixels: along / Double(slots), series: series)
        if barPixels < 2 {
            let fit = max(1, Int(barThickness(slotPixels: along, series: series) / 4))
            return [
                "\(slots) categories on one page leave each bar \(PrintfText.format("%.1f", barPixels)) px wide; use --page-size \(fit) (4 px bars) or a larger --size"
            ]
        }
        guard rule.every > max(1, options.axes.xLabelEvery) else { return [] }
        let perName = (metrics.lineHeight + 1) * (rule.angle == 0 ? 1 : 1.42)
        let grow = Int((Double(slots) * perName - along).rounded(.up))
        let figure = options.figure
        let size = options.horizontal ? "\(figure.width)x\(figure.height + grow)" : "\(figure.width + grow)x\(figure.height)"
        let ordinal = rule.every == 2 ? "nd" : rule.every == 3 ? "rd" : "th"
        return ["only every \(rule.every)\(ordinal) of \(slots) category names fits; --size \(size) (or --page-size) names them all"]
    }
}
