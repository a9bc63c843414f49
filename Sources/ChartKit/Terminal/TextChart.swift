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

    /// `hex` when colour is on, else nil (nothing is coloured).
    func color(_ hex: String) -> String? {
        colors == .none ? nil : hex
    }
}

/// A plan that can be drawn as text: each page's lines, colour escapes included.
package protocol TextDrawablePlan {
    func textPages(in chart: TextChart) -> [(number: Int, lines: [String])]
}
