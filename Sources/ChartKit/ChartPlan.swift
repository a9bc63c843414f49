/// A chart of any kind, fully laid out: what `--plan` prints and what the emitters turn into
/// a gnuplot program.
///
/// `ChartPipeline.plan(for:)` makes one (its doc comment lists the stages: read, build, lay out,
/// emit, render) from a kind's `RenderablePlan`; everything here asks that plan, so a new kind
/// adds no case here. A caller that needs the kind's own plan casts `base` (`as? LinePlan`).
package struct ChartPlan: Sendable, Equatable {
    /// The kind's own plan.
    package let base: any RenderablePlan

    package init(_ base: some RenderablePlan) {
        self.base = base
    }

    /// Plans are equal when they are the same kind's plan and that plan is equal.
    package static func == (lhs: ChartPlan, rhs: ChartPlan) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// The kind's plan, as the renderer and the `--plan` printer see it.
    private var kind: any RenderablePlan { base }

    /// Final output paths, one per rendered page.
    package var outputs: [String] { kind.outputs }
    package var frame: PlotFrame { kind.frame }
    /// How many pages the whole chart has, rendered or not.
    package var pageCount: Int { kind.pageCount }
    /// Pixel scale of PNG pages (1 unless `--scale`).
    package var pixelScale: Int { kind.figure.pixelScale }
    /// The image format every page is written in.
    package var format: OutputFormat { kind.figure.format }
    package var warnings: [String] { kind.warnings }

    /// The same plan with `notes` (what reading the input found) before its own warnings.
    func warning(first notes: [String]) -> ChartPlan {
        guard !notes.isEmpty else { return self }
        var plan = base
        plan.warnings = notes + plan.warnings
        return ChartPlan(plan)
    }
    /// The `--plan` JSON text.
    package var planJSON: String { kind.json.text() + "\n" }

    /// The gnuplot program writing page i to `outputs[i]`, self-contained (data inline).
    package func program(outputs: [String]) throws -> String { try kind.program(outputs: outputs) }

    /// The gnuplot program with large data blocks as binary files when `placement` says so.
    package func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        kind.program(outputs: outputs, placement: placement)
    }

    /// The same plan with only the pages at `indices` (positions in `pages`), for rendering a
    /// long batch in several gnuplot processes.
    package func pages(_ indices: Range<Int>) -> ChartPlan { kind.selecting(pages: indices) }

    /// Renders every page with `runner`: atomically, or not at all. Long batches are split
    /// over `processes` gnuplot processes (default: two when the machine has two cores). gnuplot's
    /// own warnings go to `warnings` (the library does not print). Large data reaches gnuplot
    /// as binary files in its private folder (`placement`; tests force either way). `prestart`,
    /// a gnuplot started early with the same runner, runs the first batch. `programsReady` is
    /// told when the programs are built, before gnuplot runs them (`Renderer.programsReady`).
    @discardableResult
    package func render(
        with runner: GnuplotRunner, processes: Int = Renderer.defaultProcesses,
        placement: DataPlacement = .automatic, prestart: GnuplotPrestart? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        programsReady: @escaping @Sendable () -> Void = {},
        warnings: (String) -> Void = { _ in }
    ) throws -> [String] {
        var renderer = Renderer(runner: runner, processes: processes)
        renderer.progress = progress
        renderer.prestart = prestart
        renderer.programsReady = programsReady
        return try renderer.render(
            outputs: outputs, width: frame.width * pixelScale, height: frame.height * pixelScale, format: format,
            batchPrograms: { indices, names in pages(indices).program(outputs: names, placement: placement) },
            warnings: warnings)
    }
}
