/// Writes a `--facet` chart's program: per page one image in gnuplot's multiplot mode, each
/// panel its kind's own program placed on it.
///
/// The terminal and output are set once per page; each panel's program (`PanelPlacement`
/// moved its margins and labels onto the image, and left out the terminal and output) follows,
/// with `reset` between panels so no setting of one reaches the next. The title is a label of
/// its own above the grid; the legend a plot of its own over the whole image, after the
/// panels. Text goes through `GnuplotString`, as in every program.
package struct FacetEmitter {
    let plan: FacetPlan

    /// The program writing page i to `outputs[i]`, data blocks where `placement` says.
    func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        var script = ScriptBuilder(theme: plan.figure.theme)
        script.comment("chart \(plan.kind.rawValue) --facet: \(plan.grid.count) panels, \(plan.grid.columns) a row, \(plan.pageCount) page(s)")
        script.line(
            FrameCommands.terminal(
                frame: plan.frame, fontSize: plan.figure.fontSize, format: plan.figure.format, scale: plan.figure.pixelScale, theme: plan.figure.theme
            ))
        script.line("set encoding utf8")
        // Pieces, not one text: a streamed panel's rows stay in its spill until written.
        var pieces: [GnuplotProgram.Piece] = [.text(script.program)]
        var files: [GnuplotDataFile] = []
        for (page, output) in zip(plan.pages, outputs) {
            var head = ScriptBuilder(theme: plan.figure.theme)
            head.comment("page \(page.page): " + page.panels.map(\.key).joined(separator: ", "))
            head.line("set output \(GnuplotString.quoted(output))")
            head.line("set multiplot")
            pieces.append(.text(head.program))
            for (index, panel) in page.panels.enumerated() {
                if index == 0 { pieces.append(.text(titleLine())) }
                let program = panel.plan.program(outputs: ["facet-\(page.page)-\(index + 1).png"], placement: placement)
                pieces += program.pieces + [.text("reset\n")]
                files += program.files
            }
            if let legend = plan.legend { pieces.append(.text(legendLines(legend))) }
            pieces.append(.text("unset multiplot\n"))
        }
        pieces.append(.text("unset output\n"))
        return GnuplotProgram(pieces: pieces, files: files)
    }

    /// The legend drawn by the page itself, over the panels: a plot of nothing (`NaN`, without
    /// border or ticks) whose key is every series' `keyentry`, where the legend's layout put it.
    /// Its plot area is the whole image, so gnuplot lays the key out in the columns planned (a
    /// panel's key is held to the panel's width: six entries a row became two, over the plot).
    private func legendLines(_ legend: FacetLegend) -> String {
        var script = ScriptBuilder(theme: plan.figure.theme)
        script.comment("the legend: every series of the chart")
        script.line("unset border")
        script.line("unset tics")
        script.line("set xrange [0:1]")
        script.line("set yrange [0:1]")
        FrameCommands.key(&script, legend.layout, frame: plan.frame, top: legend.top, left: legend.left)
        script.line("plot " + (["NaN notitle"] + legend.entries.map(\.element)).joined(separator: ", \\\n     "))
        return script.program + "reset\n"
    }

    /// The title's label, centred above the grid where a chart's title goes.
    private func titleLine() -> String {
        guard !plan.title.isEmpty else { return "" }
        var script = ScriptBuilder(theme: plan.figure.theme)
        let size = plan.figure.fontSize * 1.2
        let row = 10 + TextMetrics(fontSize: size).lineHeight / 2
        script.line(
            """
            set label 99 \(GnuplotString.quoted(plan.title)) at screen 0.5, screen \(FrameCommands.fraction(plan.frame.screenY(row))) center \
            front font ',\(GnuplotNumber.literal(size))'\(script.theme.textColorClause)
            """
        )
        return script.program
    }
}

extension FacetPlan {
    package func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        FacetEmitter(plan: self).program(outputs: outputs, placement: placement)
    }
}
