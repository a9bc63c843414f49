/// An axis kind's marks as text: the frame (`TextAxisFrame`) is shared, the kind draws its
/// marks into it and names its legend symbols.
package protocol TextMarks: AxisMarks {
    /// Page `page` of `plan` as lines of text.
    static func textPage(_ page: AxisPagePlan<PageMarks>, of plan: AxisKindPlan<Self>, in chart: TextChart) -> [String]
    /// The legend `textPage` draws on `page`: each series' symbol, name and colour (none
    /// without a legend). A `--facet` text chart draws the whole input's above its panels.
    static func textLegend(_ page: AxisPagePlan<PageMarks>, of plan: AxisKindPlan<Self>, in chart: TextChart) -> [TextAxisFrame.Entry]
}

extension TextMarks {
    /// None: a kind whose legend is not its series (heatmap's shades).
    package static func textLegend(_ page: AxisPagePlan<PageMarks>, of plan: AxisKindPlan<Self>, in chart: TextChart) -> [TextAxisFrame.Entry] {
        []
    }
}

extension AxisKindPlan: TextDrawablePlan where Marks: TextMarks {
    package func textPages(in chart: TextChart) -> [(number: Int, lines: [String])] {
        pages.map { ($0.page, Marks.textPage($0, of: self, in: chart)) }
    }

    package func textLegend(in chart: TextChart) -> [TextAxisFrame.Entry] {
        pages.first.map { Marks.textLegend($0, of: self, in: chart) } ?? []
    }

    /// The frame for one page: this plan's title and axis titles, the page's axes (`swapped`
    /// for horizontal bars: the category axis up the left, first category at the top). Text and
    /// axes keep the terminal's own colour: a theme's dark text would vanish on a dark terminal.
    func textFrame(for page: AxisPagePlan<Marks.PageMarks>, in chart: TextChart, legend: [TextAxisFrame.Entry], swapped: Bool = false)
        -> TextAxisFrame
    {
        var left = swapped ? page.x : page.y
        if swapped { (left.min, left.max) = (left.max, left.min) }
        return TextAxisFrame(
            columns: chart.columns, rows: chart.rows, title: title, left: left, bottom: swapped ? page.y : page.x,
            leftTitle: swapped ? xLabel : yLabel, bottomTitle: swapped ? yLabel : xLabel, legend: legend,
            axisColor: nil, textColor: nil, right: swapped ? nil : page.y2, rightTitle: swapped ? "" : layout.y2Label)
    }

    /// The legend of the series `names` when the plan shows one, each with its symbol (by default
    /// its marker) and colour. The plan decides, as for the image: `--legend none` leaves it out
    /// of the text chart too (it used to be drawn whenever several series shared the chart).
    func textLegend(_ names: [String], symbol: ((Int) -> Character)? = nil, color: (Int) -> String?) -> [TextAxisFrame.Entry] {
        guard showsLegend else { return [] }
        return names.indices.map {
            TextAxisFrame.Entry(symbol: symbol?($0) ?? marker($0), name: legendName($0, names[$0]), color: color($0))
        }
    }

    /// Series `index`'s marker: by its place among the whole image's series (`Theme.seriesSlot`),
    /// so a `--facet` panel marks a series as the one legend does, whatever the panel's order.
    func marker(_ index: Int) -> Character {
        TextChart.marker(figure.theme.seriesSlot(index))
    }

    /// The `--highlight` marker: a solid vertical line of dots at its x, and its texts (the x's
    /// name, then each series' value in the series' colour) in the plot's top rows beside it, on
    /// the side the image puts them. Drawn last, over the marks, as the image draws it in front.
    func drawHighlight(_ page: AxisPagePlan<Marks.PageMarks>, on frame: inout TextAxisFrame, in chart: TextChart) {
        guard let highlight = page.highlight else { return }
        let x = frame.x(highlight.x)
        guard x.isFinite else { return }
        for y in (frame.plotTop * 4)..<((frame.plotTop + frame.plotRows) * 4) { frame.canvas.dot(x: TextCanvas.index(x), y: y, color: nil) }
        let column = TextCanvas.index(x) / 2
        let lines = [(highlight.title, String?.none)] + highlight.entries.map { ($0.text, chart.color($0.color)) }
        for (offset, (text, color)) in lines.enumerated() where offset < frame.plotRows {
            // A blank cell between the text and the marker, cleared of any mark under it.
            let padded = highlight.labelsLeft ? text + " " : " " + text
            let width = TerminalWidth.columns(of: padded)
            let start = highlight.labelsLeft ? column - width : column + 1
            let first = Swift.max(frame.plotLeft, Swift.min(start, frame.plotLeft + frame.plotColumns - width))
            frame.canvas.write(padded, column: first, row: frame.plotTop + offset, color: color)
        }
    }

    /// Dashed vertical reference lines (`--vline`) across the plot.
    func drawReferenceLines(_ page: AxisPagePlan<Marks.PageMarks>, on frame: inout TextAxisFrame, in chart: TextChart) {
        let color: String? = nil
        for value in page.vlines {
            let x = frame.x(value)
            guard x.isFinite else { continue }
            let top = Double(frame.plotTop * 4)
            let bottom = Double((frame.plotTop + frame.plotRows) * 4 - 1)
            var y = top
            while y <= bottom {
                frame.canvas.dot(x: TextCanvas.index(x), y: Int(y), color: color)
                y += 2
            }
        }
    }
}
