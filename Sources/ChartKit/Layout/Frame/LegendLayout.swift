/// Where the legend of a chart with several series goes (`--legend`).
package enum LegendPosition: String, Sendable, Equatable, CaseIterable {
    /// Rows of entries centred between the title and the plot.
    case top
    /// A column (or a few) to the right of the plot.
    case right
    /// Rows of entries at the foot of the image.
    case bottom
    /// No legend.
    case none
}

/// The size and place of an axis chart's legend, decided before gnuplot runs, so the margins
/// reserve exactly the room it takes and gnuplot is told the same grid (`maxcols`/`maxrows`).
///
/// gnuplot lays a key out in columns of equal width (the widest entry), not packed: estimating
/// entries one by one reserved too few rows, and with 13–23 series the legend covered the data.
/// Here a column is as wide as gnuplot makes it: the widest name plus the sample, in gnuplot's
/// own character cells (`h_char`, 0.8 em), rounded up, so our grid is never narrower than its.
/// Entries show the sample first, then the name (`reverse Left`).
///
/// `top` is the default; when it would take more than two rows it moves to the right if a
/// column there fits its budget. No legend takes more than its budget, about a third of the
/// plot's room (30% of the image width on the right, 30% of the plot height on top or bottom):
/// 13 long names on the right left a plot 45 px wide. Past the budget the legend moves (right ↔
/// bottom, where more columns fit), then its names are shortened with "…" (kept distinct), with
/// a warning; a legend that fits nowhere even so is left out, with a warning, rather than
/// leaving a plot too small to read.
package struct LegendLayout: Sendable, Equatable {
    /// Where it ended up (never `.none`).
    package var position: LegendPosition
    /// Entries per row (top, bottom) or columns (right).
    package var columns: Int
    /// Rows of entries.
    package var rows: Int
    /// Pixels it takes: height for top and bottom, width for right (margins included).
    package var extent: Double
    /// Sample length in gnuplot character cells (`samplen`).
    package var sampleLength: Int
    /// The names as drawn, one per series: shortened with "…" when the full names did not fit.
    package var names: [String]
    /// How many names were shortened.
    package var shortened: Int

    /// Share of the image width a right legend may take, and of the plot height a top or bottom one.
    static let budget = 0.3

    /// gnuplot's character cell (`h_char`): measured 7, 8 and 12 px at 8, 10 and 14 pt.
    static func cell(_ metrics: TextMetrics) -> Double { (metrics.fontSize * 0.8).rounded(.up) }

    /// One key column's width in pixels: the widest name (counted in characters, as gnuplot
    /// estimates it, or measured, whichever is wider) plus the sample and gaps.
    ///
    /// Characters are counted as UTF-8 bytes: gnuplot's key estimate made a shortened name's
    /// "…" wider than one cell, so four columns of "series_00_long_…" became three of seven
    /// rows, over the plot. Counting bytes never makes our grid narrower than gnuplot's.
    static func columnWidth(names: [String], metrics: TextMetrics, sampleLength: Int) -> Double {
        let cell = cell(metrics)
        let counted = names.map { Double($0.utf8.count) }.max() ?? 0
        let measured = (names.map { metrics.width(of: $0) }.max() ?? 0) / cell
        return (max(counted, measured) + Double(sampleLength) + 4).rounded(.up) * cell
    }

    /// Entries per row when the legend runs across `available` pixels.
    static func acrossColumns(names: [String], available: Double, metrics: TextMetrics, sampleLength: Int) -> Int {
        let columnWidth = columnWidth(names: names, metrics: metrics, sampleLength: sampleLength)
        return max(1, min(names.count, Int(available / columnWidth)))
    }

    /// Whether gnuplot lays this legend out in the columns planned over a plot `plotWidth`
    /// pixels wide: it divides the plot's width, not the image's, by a column's width
    /// (`do_key_layout`), and puts the entries left over on more rows, over the plot. A legend
    /// on the right has the columns its height needs.
    func fitsAcross(plotWidth: Int, metrics: TextMetrics) -> Bool {
        position == .right || columns <= Self.acrossColumns(names: names, available: Double(plotWidth), metrics: metrics, sampleLength: sampleLength)
    }

    /// Text line height of a legend row.
    static func rowHeight(_ metrics: TextMetrics) -> Double { metrics.lineHeight * 1.1 }

    /// The legend for `names` asked at `requested`, in an image `width` wide whose plot may be up
    /// to `plotHeight` high; nil when there is none (fewer than `minimumNames` names: one series,
    /// `.none`, or no room even with shortened names). `warnings` hears when it moved, was shortened or left out.
    ///
    /// `asked`: the position was given (`--legend top`), not the default; a top legend that
    /// moves to the right then says so, since the run does not draw what was asked for.
    /// `plotWidth`: the plot's width once a first layout knows it (a legend above or below runs
    /// across that, as gnuplot lays it out); nil: the image's less 40 px.
    static func layout(
        names: [String], requested: LegendPosition, asked: Bool = false, width: Int, plotWidth: Int? = nil, plotHeight: Double,
        metrics: TextMetrics, sampleLength: Int, minimumNames: Int = 2, warnings: inout [String]
    ) -> LegendLayout? {
        guard names.count >= max(1, minimumNames), requested != .none else { return nil }
        let available = Double(plotWidth ?? width - 40)
        func across(_ position: LegendPosition, _ drawn: [String]) -> LegendLayout {
            Self.across(position, drawn, names: names, available: available, metrics: metrics, sampleLength: sampleLength)
        }
        func right(_ drawn: [String]) -> LegendLayout {
            Self.right(drawn, names: names, plotHeight: plotHeight, metrics: metrics, sampleLength: sampleLength)
        }
        func at(_ position: LegendPosition, _ drawn: [String]) -> LegendLayout {
            position == .right ? right(drawn) : across(position, drawn)
        }
        func fits(_ legend: LegendLayout) -> Bool {
            legend.extent <= budget * (legend.position == .right ? Double(width) : plotHeight)
        }

        let wanted: LegendPosition
        switch requested {
        case .right, .bottom:
            wanted = requested
        case .top, .none:
            let top = across(.top, names)
            guard top.rows > 2 else { return top }
            let side = right(names)
            if fits(side) {
                if asked { warnings.append(movedRight(top)) }
                return side
            }
            wanted = .top
        }
        let first = at(wanted, names)
        if fits(first) { return first }
        let other: LegendPosition = wanted == .right ? .bottom : .right
        let taken = Self.taken(first, series: names.count, at: wanted)
        let moved = at(other, names)
        if fits(moved) {
            warnings.append("\(taken); moved to the \(other == .right ? "right" : "bottom") to keep the plot readable")
            return moved
        }
        // Shortened names: whichever place keeps them longest (the asked one on a tie).
        let candidates = [wanted, other].compactMap { position in
            shortenedToFit(names, metrics: metrics) { fits(at(position, $0)) }.map { (position, $0) }
        }
        if let best = candidates.max(by: { $0.1.limit < $1.1.limit }) {
            let legend = at(best.0, best.1.names)
            let place = best.0 == wanted ? "" : "moved to the \(best.0 == .right ? "right" : "bottom") and "
            warnings.append(Self.shortenedWarning(taken, place: place, shortened: legend.shortened))
            if let (a, b) = best.1.alike { warnings.append(Self.alikeWarning(legend.names[a], legend.names[b])) }
            return legend
        }
        warnings.append("\(taken), even with its names shortened; left out to keep the plot readable; use a larger --size or fewer series")
        return nil
    }

    /// How much of the image a legend drawn where it was asked would take: the start of every
    /// warning that moves, shortens or leaves it out.
    static func taken(_ legend: LegendLayout, series: Int, at wanted: LegendPosition) -> String {
        let unit = wanted == .right ? "of the image width" : "of the plot height"
        return """
            the legend of \(series) series would take \(Int(legend.extent.rounded())) px \(unit) \
            \(wanted == .right ? "on the right" : "at the \(wanted.rawValue)")
            """
    }

    /// The warning for a legend whose names were shortened to fit (`place` says where it moved,
    /// if it did), kept apart so `layout` stays one screen.
    static func shortenedWarning(_ taken: String, place: String, shortened: Int) -> String {
        """
        \(taken); \(place)\(shortened) name\(shortened == 1 ? "" : "s") shortened with \"…\" to keep the plot readable; use a larger \
        --size to show them in full
        """
    }

    /// The warning for a top legend (`top`, as it would be drawn there) moved to the right.
    static func movedRight(_ top: LegendLayout) -> String {
        """
        --legend top: the legend of \(top.names.count) series would take \(top.rows) rows above the plot (\(top.columns) \
        entr\(top.columns == 1 ? "y" : "ies") a row fit, at most 2 rows stay on top), so it is drawn on the right; to keep it on top use fewer \
        series, a wider --size or shorter names
        """
    }

    /// The warning for two legend entries that read alike even when cut in the middle.
    package static func alikeWarning(_ a: String, _ b: String) -> String {
        """
        the legend entries \(QuotedText.quoted(a)) and \(QuotedText.quoted(b)) read alike even when shortened in the middle; use a larger --size, \
        fewer series or names that differ near their start or end
        """
    }

    /// A legend above or below the plot with `drawn` (the `names`, perhaps shortened), in as
    /// many equal columns as the width holds.
    private static func across(
        _ position: LegendPosition, _ drawn: [String], names: [String], available: Double, metrics: TextMetrics, sampleLength: Int
    ) -> LegendLayout {
        let columns = acrossColumns(names: drawn, available: available, metrics: metrics, sampleLength: sampleLength)
        let rows = (drawn.count + columns - 1) / columns
        return LegendLayout(
            position: position, columns: columns, rows: rows, extent: Double(rows) * rowHeight(metrics) + 8,
            sampleLength: sampleLength, names: drawn, shortened: zip(drawn, names).filter { $0 != $1 }.count)
    }

    /// A legend right of the plot with `drawn`, in as many columns as its height needs.
    private static func right(_ drawn: [String], names: [String], plotHeight: Double, metrics: TextMetrics, sampleLength: Int) -> LegendLayout {
        let fit = max(1, Int(plotHeight / rowHeight(metrics)))
        let columns = (drawn.count + fit - 1) / fit
        let rows = (drawn.count + columns - 1) / columns
        let columnWidth = columnWidth(names: drawn, metrics: metrics, sampleLength: sampleLength)
        return LegendLayout(
            position: .right, columns: columns, rows: rows, extent: Double(columns) * columnWidth + 16,
            sampleLength: sampleLength, names: drawn, shortened: zip(drawn, names).filter { $0 != $1 }.count)
    }

    /// `names` cut to the longest width (in steps of 4 px, down to about four characters) at
    /// which `fits` accepts them, cut by `DistinctNames` so that no two entries read the same
    /// (`alike`: two that no cut at that width keeps apart, which the caller warns of); nil when
    /// no width fits.
    static func shortenedToFit(_ names: [String], metrics: TextMetrics, fits: ([String]) -> Bool) -> (
        names: [String], limit: Double, alike: (Int, Int)?
    )? {
        let widest = names.map { metrics.width(of: $0) }.max() ?? 0
        let narrowest = metrics.width(of: "MMMM…")
        // Cheap test first: if the shortest names do not fit, no longer ones will (only their
        // widths matter here, not whether they stay apart).
        guard widest > narrowest, fits(names.map { metrics.shortened($0, toWidth: narrowest) }) else { return nil }
        let distinct = DistinctNames.pixels(metrics)
        let top = (widest - 4).rounded(.down)
        var limit =
            top - 4
            * Double(
                largestStep(steps: Int(((top - narrowest) / 4).rounded(.down))) { step in
                    fits(names.map { metrics.shortened($0, toWidth: top - 4 * Double(step)) })
                })
        while limit >= narrowest {
            // Widths first (end cuts are as wide as any cut at this limit), then the cuts.
            if fits(names.map { metrics.shortened($0, toWidth: limit) }) {
                let cut = distinct.shortened(names, toWidth: limit)
                if fits(cut.names) { return (cut.names, limit, cut.alike) }
            }
            limit -= 4
        }
        return nil
    }

    /// The fewest 4 px steps down from the widest name at which `fits` holds, of `steps` (at
    /// `steps` it holds: the shortest names fit), found by halving: stepping down 4 px at a time
    /// from a 3,000-character name took minutes. Fitting mostly gets easier as names narrow, but
    /// not always: a legend column is measured in UTF-8 bytes, and a name first cut gains "…"
    /// (3 bytes), so a width just under a name's own may fit worse than the next. Halving then
    /// may land below the first width that fits and cut names further than needed (a valid,
    /// shorter legend, not a wrong one); per stretch between first cuts it would be exact.
    private static func largestStep(steps: Int, fits: (Int) -> Bool) -> Int {
        var (low, high) = (-1, max(0, steps))  // fits(high) holds; fits(low) is not known to
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
