/// `chart scatter --size-by`: the chart's points without a size made absent, and the scale.
extension ScatterLayouter {
    /// `chart` with every point whose size cell is empty made absent (skipped, counted in the
    /// scale), and the bubble scale of the rest; `chart` itself and nil without sizes, or with
    /// the scale a streamed chart counted (`streamed`: its chart holds only some rows, and the
    /// markers come from its spill). A density image is refused: it has no sizes.
    static func bubbles(
        _ chart: LineChart, streamed: BubbleScale? = nil, options: ScatterOptions, warnings: inout [String]
    ) throws -> (LineChart, BubbleScale?) {
        if let streamed {
            try check(streamed, options: options, warnings: &warnings)
            return (chart, streamed)
        }
        guard let sizes = chart.sizes else { return (chart, nil) }
        var trimmed = chart
        var skipped = 0
        var drawn: [Double] = []
        var ranges: [ClosedRange<Double>?] = []
        for s in chart.series.indices {
            var absent = chart.series[s].absent ?? Array(repeating: false, count: chart.count)
            var range: ClosedRange<Double>?
            for row in drawnRows(chart.series[s]) {
                let size = sizes.values[row]
                if size.isFinite {
                    drawn.append(size)
                    range = range.map { min($0.lowerBound, size)...max($0.upperBound, size) } ?? size...size
                } else {
                    absent[row] = true
                    skipped += 1
                }
            }
            trimmed.series[s].absent = absent.contains(true) ? absent : nil
            ranges.append(range)
        }
        var scale = BubbleScale(column: sizes.name, values: drawn, skippedEmpty: skipped)
        scale.seriesRanges = ranges
        try check(scale, options: options, warnings: &warnings)
        return (trimmed, scale)
    }

    /// What every bubble chart says or refuses: `--density` (no sizes to draw), no point with a
    /// size (gnuplot would have no data: exit 70), bubbles raised to the minimum marker, and a
    /// text chart's one marker size.
    private static func check(_ scale: BubbleScale, options: ScatterOptions, warnings: inout [String]) throws {
        if options.density == .on {
            throw ChartError.usage("--density draws points per pixel, which has no bubble sizes: drop --density or --size-by")
        }
        if scale.drawnCount == 0 && scale.skippedEmpty > 0 {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    column \(QuotedText.quoted(scale.column)): no point has a size: the --size-by cell of every point is empty (fill it in, or drop \
                    --size-by)
                    """
            )
        }
        if scale.clamped > 0 {
            let (count, verb) = (scale.drawnCount, scale.clamped == 1 ? "is" : "are")
            warnings.append(
                """
                \(scale.clamped) of the \(count) bubbles of \(QuotedText.quoted(scale.column)) \(verb) too small to see at their true area (the \
                largest is \(GnuplotNumber.literal(scale.maxValue))): drawn at the smallest marker size
                """
            )
        }
        if options.figure.format == .text {
            warnings.append("a text chart draws every bubble as one marker size; the sizes of \(QuotedText.quoted(scale.column)) are in --plan")
        }
    }
}
