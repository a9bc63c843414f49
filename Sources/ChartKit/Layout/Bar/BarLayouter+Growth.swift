/// Dense bars on a bigger image: when no `--size` was given and the chart goes to a file, the
/// image grows in the category direction until every category name fits (issue 16 item 9: 19
/// of 38 names were drawn at the default size), instead of dropping names with a warning.
///
/// Only the category direction grows (wider under vertical bars, taller beside horizontal
/// ones), so the value axis keeps its scale, and at most to `growthLimit`: a thousand
/// categories need paging, not a 30,000-pixel image. The plan says so (`grownFrom`) and so does
/// a warning, which also names `--size` for a fixed size.
extension BarLayouter {
    /// The most an image grows: four times the size asked for, and 4000 px (within the largest
    /// PNG at this scale).
    static func growthLimit(of length: Int, scale: Int) -> Int {
        min(length * 4, 4000, FigureOptions.maximumSize.width / max(scale, 1))
    }

    /// The size at which every category name of `slots` per page fits, grown from the figure in
    /// the category direction up to `growthLimit`; nil when the names fit already (or only
    /// every `--x-label-every`-th is asked for) or the image cannot grow.
    ///
    /// Names are one line apart beside horizontal bars, and one line over cos 45° apart when
    /// rotated under vertical ones (`fitVertical`); a pixel of slack absorbs rounding.
    func grownSize(slots: Int, along: Double, rule: CategoryLabelRule, metrics: TextMetrics) -> BarPlanMarks.ImageSize? {
        // A text chart has the cells it was given; names that do not fit are thinned instead.
        guard rule.every > max(1, options.axes.xLabelEvery), options.figure.format != .text else { return nil }
        let perName = options.horizontal ? metrics.lineHeight + 1 : (metrics.lineHeight + 1) / 0.7071
        let grow = Int((Double(slots) * perName * 1.001 + 1 - along).rounded(.up))
        let figure = options.figure
        let length = options.horizontal ? figure.height : figure.width
        let grown = min(length + grow, Self.growthLimit(of: length, scale: figure.pixelScale))
        guard grown > length else { return nil }
        return options.horizontal
            ? BarPlanMarks.ImageSize(width: figure.width, height: grown) : BarPlanMarks.ImageSize(width: grown, height: figure.height)
    }

    /// The plan laid out again at `size`, saying that the image grew and from what.
    func grownPlan(_ chart: BarChart, size: BarPlanMarks.ImageSize, names: Int) throws -> BarPlan {
        var bigger = self
        bigger.options.figure.width = size.width
        bigger.options.figure.height = size.height
        bigger.options.growsToFitNames = false
        var plan = try bigger.layout(chart)
        let from = BarPlanMarks.ImageSize(width: options.figure.width, height: options.figure.height)
        plan.grownFrom = from
        let fits = plan.categoryLabels.every <= max(1, options.axes.xLabelEvery)
        let direction = options.horizontal ? "taller" : "wider"
        if options.figure.format == .text {
            let (columns, rows) = (size.width / TextChart.cellPixels.width, size.height / TextChart.cellPixels.height)
            let asked = from.height / TextChart.cellPixels.height
            plan.warnings.insert(
                """
                the text chart grows to \(columns)x\(rows) cells (from \(columns)x\(asked)) so \
                \(rows < Self.textRowLimit(asked: asked) ? "every bar has" : "more bars have") a row of \
                \(rows < Self.textRowLimit(asked: asked) ? "its" : "their") own; --size COLUMNSxROWS keeps a size
                """,
                at: 0)
            return plan
        }
        plan.warnings.insert(
            """
            the image grows \(direction) to \(size.width)x\(size.height) (from \(from.width)x\(from.height)) so \(fits ? "every" : "more") category \
            name\(fits ? "" : "s") fit\(fits ? "s" : ""); --size WxH keeps a size
            """,
            at: 0)
        return plan
    }
}
