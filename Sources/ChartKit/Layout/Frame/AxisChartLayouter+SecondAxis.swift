/// The right-hand value axis (`--y2`): one per selected page beside the left one, shared or per
/// page as `--y-range` says, with its ticks on the left axis's grid lines under `--grid`.
extension AxisChartLayouter {
    /// Each selected page's right axis (nil without `--y2`), matching `valueAxes` (the left axis
    /// of the same pages), and a warning when `--grid` cannot serve both axes.
    func secondAxes(
        _ content: AxisChartContent, pages: AxisPages, pixels: Int, matching valueAxes: [AxisPlan]
    ) throws -> (axes: [AxisPlan], warning: String?)? {
        guard let options = axes.y2 else { return nil }
        let all = 0..<content.rowCount
        let whole = content.y2Span(all)
        let spans: [ClosedRange<Double>?] =
            switch axes.yScale {
            case .shared: Array(repeating: whole, count: pages.selected.count)
            case .page:
                pages.selected.indices.map { index in
                    let rows = pages.rows(ofSelected: index)
                    return content.y2Span(rows.lowerBound..<min(content.rowCount, rows.upperBound + content.pageOverlap)) ?? whole
                }
            }
        let unaligned = axes.grid ? Self.unalignedReason(options, yLog: axes.yLog) : nil
        var warning = unaligned.map(Self.gridWarning)
        var result: [AxisPlan] = []
        for (index, span) in spans.enumerated() {
            if axes.grid && unaligned == nil,
                let aligned = AlignedAxis.axis(matching: valueAxes[index], span: span, format: options.format, integers: content.y2IntegerValues)
            {
                result.append(aligned)
                continue
            }
            if axes.grid && warning == nil { warning = Self.gridWarning("the left axis has fewer than two evenly spaced ticks") }
            result.append(try options.valueAxisLayout.axis(for: span, pixels: pixels, integers: content.y2IntegerValues))
        }
        return (result, warning)
    }

    /// Why the right axis's ticks cannot be placed on the left axis's grid lines; nil: they can.
    static func unalignedReason(_ options: SecondAxisOptions, yLog: Bool) -> String? {
        if options.log || yLog { return "a log axis's ticks cannot line up with another axis's" }
        if options.min != nil || options.max != nil { return "--y2-min/--y2-max fix the right axis's range" }
        return nil
    }

    /// The warning that `--grid` draws the left axis's lines only, and `why`.
    static func gridWarning(_ why: String) -> String {
        "--grid draws the left axis's grid lines only; the right axis's (--y2) ticks do not sit on them: \(why)"
    }

    /// `--y2` needs the left value axis (the right side holds the second one), and on a log
    /// right axis (`--y2-log`) values above 0 unless `--y2-min` cuts them off (with a warning).
    func checkSecondAxis(_ content: AxisChartContent, warnings: inout [String]) throws {
        guard let options = axes.y2 else { return }
        if axes.ySide == .right { throw ChartError.usage("--y-axis right cannot go with --y2: the right side holds the --y2 axis") }
        guard options.log else { return }
        let count = content.y2NonPositiveCount()
        guard count > 0 else { return }
        guard let floor = options.min else {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    \(Self.counted(count, "value")) at or below 0 cannot be placed on a log axis (--y2-log); --y2-min cuts \
                    \(count == 1 ? "it" : "them") off
                    """
            )
        }
        warnings.append(
            "\(Self.counted(count, "point")) at or below 0 left out: a log axis (--y2-log) starts at --y2-min \(GnuplotNumber.literal(floor))")
    }

    /// "1 point", "3 points".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
