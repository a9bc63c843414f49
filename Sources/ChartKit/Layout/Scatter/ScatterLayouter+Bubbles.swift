/// `chart scatter --size-by`: the chart's points without a size made absent, and the scale.
extension ScatterLayouter {
    /// `chart` with every point whose size cell is empty made absent (skipped, counted in the
    /// scale), and the bubble scale of the rest; `chart` itself and nil without sizes. A
    /// density image is refused: it has no sizes.
    static func bubbles(_ chart: LineChart, options: ScatterOptions, warnings: inout [String]) throws -> (LineChart, BubbleScale?) {
        guard let sizes = chart.sizes else { return (chart, nil) }
        if options.density == .on {
            throw ChartError.usage("--density draws points per pixel, which has no bubble sizes: drop --density or --size-by")
        }
        var trimmed = chart
        var skipped = 0
        var drawn: [Double] = []
        for s in chart.series.indices {
            var absent = chart.series[s].absent ?? Array(repeating: false, count: chart.count)
            for row in drawnRows(chart.series[s]) {
                let size = sizes.values[row]
                if size.isFinite {
                    drawn.append(size)
                } else {
                    absent[row] = true
                    skipped += 1
                }
            }
            trimmed.series[s].absent = absent.contains(true) ? absent : nil
        }
        // Without one size there is nothing to scale the bubbles by, and every point skipped left
        // gnuplot a plot with no data (exit 70).
        if drawn.isEmpty && skipped > 0 {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    column \(QuotedText.quoted(sizes.name)): no point has a size: the --size-by cell of every point is empty (fill it in, or drop \
                    --size-by)
                    """
            )
        }
        let scale = BubbleScale(column: sizes.name, values: drawn, skippedEmpty: skipped)
        if scale.clamped > 0 {
            warnings.append(
                """
                \(scale.clamped) of the \(drawn.count) bubbles of \(QuotedText.quoted(sizes.name)) \(scale.clamped == 1 ? "is" : "are") too small \
                to see at their true area (the largest is \(GnuplotNumber.literal(scale.maxValue))): drawn at the smallest marker size
                """
            )
        }
        if options.figure.format == .text {
            warnings.append("a text chart draws every bubble as one marker size; the sizes of \(QuotedText.quoted(sizes.name)) are in --plan")
        }
        return (trimmed, scale)
    }
}
