/// Category names as they can be drawn, measured once per chart and fitted to the room the
/// frame gives them: level, rotated 45°, thinned or cut with "…", never overlapping.
///
/// Which names fit depends on the plot's length, but their widths and shortened forms do not.
/// Measuring every name again at each step of the margin iteration made a million categories
/// cost about ten passes over all their text. Bars and any kind whose marks sit in category
/// slots share this rule through `CategoryContent`.
struct CategoryNames {
    /// The names as given and the widest of them (level names under a vertical chart).
    var full: [String]
    var fullWidest: Double = 0
    /// The names cut to `maxWidth` with "…" (rotated, or beside a horizontal chart), how many
    /// were cut, and the widest after cutting.
    var cut: [String] = []
    var cutCount = 0
    var cutWidest: Double = 0
    var maxWidth: Double
    /// Calendar names when the categories are dates.
    var calendar: CalendarCategoryNames?
    /// Names down the side (thinned by line height) instead of along the bottom (by width).
    var horizontal: Bool
    /// The `--x-label-every` asked for (at least 1).
    var labelEvery: Int
    var metrics: TextMetrics

    /// `categories` measured for a chart of `figure`'s size: names beside a horizontal chart are
    /// cut beyond 35% of the width; rotated names beyond the length that takes 30% of the
    /// height. `times` (epoch seconds, one per category) makes them calendar names, in the
    /// `--x-format date:` form when one was given.
    init(
        _ categories: [String], times: [Double]?, format: AxisFormat, horizontal: Bool, labelEvery: Int, figure: FigureOptions,
        metrics: TextMetrics
    ) {
        calendar = times.map { times in
            CalendarCategoryNames(times: times, pattern: { if case let .date(form) = format { form } else { nil } }(), metrics: metrics)
        }
        let categories = calendar?.full ?? categories
        maxWidth =
            horizontal
            ? Double(figure.width) * 0.35
            : max(metrics.width(of: "MM…"), Double(figure.height) * 0.3 / 0.7071 - metrics.lineHeight)
        full = categories
        self.horizontal = horizontal
        self.labelEvery = max(1, labelEvery)
        self.metrics = metrics
        cut.reserveCapacity(categories.count)
        for name in categories {
            let width = metrics.width(of: name)
            fullWidest = max(fullWidest, width)
            guard width > maxWidth else {
                cut.append(name)
                cutWidest = max(cutWidest, width)
                continue
            }
            let shortened = metrics.shortened(name, toWidth: maxWidth)
            cut.append(shortened)
            if shortened != name { cutCount += 1 }
            cutWidest = max(cutWidest, metrics.width(of: shortened))
        }
    }

    /// The names as drawn in slots `slotPixels` apart, the rule that fitted them and the
    /// pixels they take across the category axis. Names down the side are cut beyond 35% of
    /// the width and thinned when rows are closer than a line.
    func fitted(slotPixels: Double) -> (names: [String], rule: CategoryLabelRule, extent: Double) {
        guard horizontal else { return fittedAlongBottom(slotPixels: slotPixels) }
        let needed = Int(((metrics.lineHeight + 1) / max(slotPixels, 0.001)).rounded(.up))
        let rule = CategoryLabelRule(angle: 0, every: max(labelEvery, needed), shortened: cutCount, maxWidth: maxWidth)
        return (cut, rule, cutWidest)
    }

    /// Names along the bottom: level when the widest fits its slot; otherwise rotated 45°,
    /// thinned when even rotated names would touch, and cut with "…" when a rotated name would
    /// take more than 30% of the image height. Dates that do not all fit level are named level
    /// at the start of each calendar period instead (years, quarters, months, weeks), when some
    /// period fits.
    private func fittedAlongBottom(slotPixels: Double) -> (names: [String], rule: CategoryLabelRule, extent: Double) {
        if fullWidest + 8 <= slotPixels * Double(labelEvery) {
            return (full, CategoryLabelRule(angle: 0, every: labelEvery), metrics.lineHeight + 6)
        }
        if labelEvery == 1, let naming = calendar?.fitting(slotPixels: slotPixels) {
            return (naming.labels, CategoryLabelRule(angle: 0, every: 1, calendar: true), metrics.lineHeight + 6)
        }
        let spacing = slotPixels * 0.7071
        let every = max(labelEvery, Int(((metrics.lineHeight + 1) / max(spacing, 0.001)).rounded(.up)))
        let extent = (cutWidest + metrics.lineHeight * 0.5) * 0.7071 + 8
        return (cut, CategoryLabelRule(angle: 45, every: every, shortened: cutCount, maxWidth: maxWidth), extent)
    }
}
