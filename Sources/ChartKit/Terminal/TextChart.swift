/// Draws a chart's plan as Unicode text for a terminal or a CI log: the same pages, ticks,
/// labels, title and legend as the image, in `columns`×`rows` cells, with no gnuplot.
///
/// Lines and points are braille dots (2×4 to a cell), bars eighth blocks, discrete ranges
/// vertical strokes of dots, and a pie a bar of shares with a legend (lengths compare shares
/// more exactly than a disc of 80×24 cells could). Colour comes only as `colors` says; without
/// it, series are told apart by their legend symbol: a marker along each line, a shade per bar
/// series, a letter per slice.
package struct TextChart: Sendable {
    package var columns: Int
    package var rows: Int
    package var colors: TextColors

    package init(columns: Int = 80, rows: Int = 24, colors: TextColors = .none) {
        self.columns = columns
        self.rows = rows
        self.colors = colors
    }

    /// A text chart the size `plan` was laid out at (`cellPixels` a cell).
    package init(sizedFor plan: ChartPlan, colors: TextColors) {
        self.init(columns: plan.frame.width / Self.cellPixels.width, rows: plan.frame.height / Self.cellPixels.height, colors: colors)
    }

    /// The cell size the image layout is made at when a chart is drawn as text, so the plan's
    /// ticks are as dense as the cells can show: about one 10-point character.
    package static let cellPixels = (width: 8, height: 16)

    /// Markers along lines (and legend symbols) by series, when several series share a chart.
    static let markers: [Character] = ["●", "■", "▲", "◆", "○", "□", "△", "◇", "+", "×"]
    /// Series `index`'s marker.
    static func marker(_ index: Int) -> Character { markers[index % markers.count] }

    /// Bar fills by series when there is no colour to tell them apart.
    static let shades: [Character] = ["█", "▓", "▒", "░"]

    /// One text per page of `plan`, each ending in a newline; a header names the page when
    /// the chart has several.
    package func pages(for plan: ChartPlan) throws -> [String] {
        guard let drawable = plan.base as? any TextDrawablePlan else {
            throw ChartError.usage("this chart kind cannot be drawn as text yet; write a png, svg or pdf")
        }
        let pages = drawable.textPages(in: self)
        return pages.map { page in
            let header = plan.pageCount > 1 ? "── page \(page.number) of \(plan.pageCount) ──\n" : ""
            return header + page.lines.joined(separator: "\n") + "\n"
        }
    }

    /// The warning when, without colour, a bar or hist text chart has more series than shades:
    /// series 5 would be drawn in series 1's shade and read as it, with nothing else to tell
    /// them apart. Nil with colour (each series its own) or when every series has a shade.
    package func repeatedShadeWarning(for plan: ChartPlan) -> String? {
        guard colors == .none, let shaded = plan.base as? any TextShadedPlan else { return nil }
        let count = shaded.shadedSeriesCount
        guard count > Self.shades.count else { return nil }
        let shared = count - Self.shades.count
        return
            """
            \(count) series and \(Self.shades.count) shades: without colour the text chart draws the last \
            \(shared == 1 ? "series" : "\(shared) series") in the shade\(shared == 1 ? "" : "s") of the first, so they read alike; use --color \
            always, or at most \(Self.shades.count) series
            """
    }

    /// `hex` when colour is on, else nil (nothing is coloured).
    func color(_ hex: String) -> String? {
        colors == .none ? nil : hex
    }
}

/// A plan whose text chart tells series apart by a shade per series when there is no colour
/// (bars and histogram bins), so more series than shades repeat one.
package protocol TextShadedPlan {
    var shadedSeriesCount: Int { get }
}

/// The marks of a kind whose text chart shades its series (`TextShadedPlan`).
package protocol TextShadedMarks: AxisMarks {
    static func seriesCount(_ chart: Chart) -> Int
}

extension AxisKindPlan: TextShadedPlan where Marks: TextShadedMarks {
    package var shadedSeriesCount: Int { Marks.seriesCount(chart) }
}

extension BarPlanMarks: TextShadedMarks {
    package static func seriesCount(_ chart: BarChart) -> Int { chart.series.count }
}

extension HistPlanMarks: TextShadedMarks {
    package static func seriesCount(_ chart: HistChart) -> Int { chart.series.count }
}

/// A plan that can be drawn as text: each page's lines, colour escapes included.
package protocol TextDrawablePlan {
    func textPages(in chart: TextChart) -> [(number: Int, lines: [String])]
    /// The legend the plan's pages draw (none by default): what a `--facet` text chart draws once above its panels.
    func textLegend(in chart: TextChart) -> [TextAxisFrame.Entry]
}

extension TextDrawablePlan {
    package func textLegend(in chart: TextChart) -> [TextAxisFrame.Entry] { [] }
}
