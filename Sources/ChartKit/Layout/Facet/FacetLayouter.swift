/// Lays out small multiples (`--facet COL`): one panel per distinct value of a column, in a
/// grid on one image, built once over the axis frame for every kind that takes it.
///
/// The input is read whole and cut by key (`FacetSplit`), or, for a kind that streams its
/// panels (`FacetStreamingRecipe`: hist; the long file of line, area, scatter, box or discrete,
/// through `ChartPipeline.streamedFacetSplit`), read batch by batch into a model or a stream
/// per panel. Each
/// panel is the kind's own chart, laid out by the kind's own layouter at the panel's size
/// (`FacetableRecipe.panel`), so a panel draws exactly what the kind draws. Shared scales
/// (`--facet-scale`, default both) are made in three steps: the whole data laid out at the
/// panel size gives the shared x axis (and a histogram's bins); each panel laid out on its own
/// gives its value range; the union of those is pinned as every panel's `--y-min`/`--y-max`,
/// and each panel is laid out again.
/// Categories (bar, discrete, text x) keep each panel's own x. Then the inner panels of a
/// shared grid lose their tick labels and axis titles, and every panel is placed on the image
/// (`PanelPlacement`); `FacetEmitter` wraps their programs in one multiplot. The one legend is
/// the whole input's (`FacetLegend`), laid out for the whole image as the chart without
/// `--facet` would lay out its own, and drawn by each page over its panels: a panel's own key
/// would list only its series, and gnuplot wraps a key to the panel's width.
package struct FacetLayouter {
    package var facet: FacetOptions

    package init(_ facet: FacetOptions) {
        self.facet = facet
    }

    /// The plan of `request`, whose kind must take `--facet`.
    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        let kind = type(of: request.chart).kind
        guard kind.has(.facets), let recipe = request.chart as? any FacetableRecipe else {
            throw ChartError.usage("--facet does not apply to \(kind.article) \(kind.rawValue) chart")
        }
        return ChartPlan(try plan(recipe, request, in: pipeline))
    }

    private func plan(_ recipe: some FacetableRecipe, _ request: ChartRequest, in pipeline: ChartPipeline) throws -> FacetPlan {
        let (figure, paging) = (recipe.options.figure, recipe.options.paging)
        try refuse(recipe, request)
        let split = try self.split(recipe, request, in: pipeline)
        let part = { (input: ChartInput, settings: FacetPanelSettings) throws -> ChartPlan in
            var panelRequest = request
            panelRequest.input = input
            return try recipe.panel(settings).plan(for: panelRequest, in: pipeline)
        }
        var cleaner = DrawableText.Cleaner()
        let title = cleaner.clean(figure.title, place: "the title") ?? ""
        let wholeLegend = try legend(recipe, split, part, figure: figure)
        let grid = try self.grid(count: split.keys.count, figure: figure, title: title, legend: wholeLegend)
        var settings = FacetPanelSettings(width: grid.panelWidth, height: grid.panelHeight)
        let whole = try part(split.whole, settings)
        if facet.scale.sharesX { settings.bins = whole }
        let seriesOrder = facetPlan(whole)?.facetSeriesNames ?? []
        let legend = wholeLegend.flatMap { Self.entries(of: whole, $0, gridWidth: grid.columns * grid.panelWidth) }
        var legendSource: ChartPlan?
        if figure.format == .text, recipe.options.axes.legend != .none {
            var kept = settings
            kept.keepsLegend = true
            legendSource = try part(split.whole, kept)
        }
        let laidOut = try panels(split, part, settings: settings, seriesOrder: seriesOrder)
        let ordered = try order(laidOut)
        let canvas = PlotFrame(width: figure.width, height: figure.height, left: 0, right: figure.width - 1, top: 0, bottom: figure.height - 1)
        let wholeX = facetPlan(whole).flatMap { $0.facetContinuousX && facet.scale.sharesX ? $0.facetXAxis : nil }
        let selected = try (paging.selection ?? (paging.output == "-" ? .range(1, 1) : .all)).pages(among: grid.pageCount) { _ in
            "; each page holds up to \(grid.perPage) panels (a larger --size holds more)"
        }
        let outputs = try OutputNaming(output: paging.output).paths(for: selected, totalPages: grid.pageCount, format: figure.format)
        let pages = try zip(selected, outputs).map { page, output in
            FacetPagePlan(
                page: page, output: output,
                panels: try grid.panels(onPage: page).enumerated().map { slot, index in
                    try placed(ordered[index], slot: slot, on: grid, page: page, x: wholeX, canvas: canvas)
                })
        }
        let warnings = Self.distinct(laidOut.flatMap { facetPlan($0.plan)?.warnings ?? [] }) + cleaner.warnings
        return FacetPlan(
            options: facet, grid: grid, kind: type(of: recipe).kind, frame: canvas, figure: figure, title: title, legend: legend,
            legendSource: legendSource, pages: pages, pageCount: grid.pageCount, warnings: warnings + Self.pagesWarning(grid, figure: figure))
    }

    /// Each panel laid out by the kind: its series in their whole-image slots (so a series keeps
    /// one colour in every panel), then, with shared value axes, again on the union of the
    /// panels' value ranges.
    private func panels(
        _ split: FacetSplit, _ part: (ChartInput, FacetPanelSettings) throws -> ChartPlan, settings: FacetPanelSettings, seriesOrder: [String]
    ) throws -> [(key: String, plan: ChartPlan)] {
        var settings = settings
        var panels = try zip(split.keys, split.parts).map { key, input in
            settings.title = key
            settings.seriesSlots = nil
            var plan = try Self.inPanel(key) { try part(input, settings) }
            let slots = Self.slots(of: facetPlan(plan)?.facetSeriesNames ?? [], in: seriesOrder)
            if let slots {
                settings.seriesSlots = slots
                plan = try Self.inPanel(key) { try part(input, settings) }
            }
            return (key: key, input: input, slots: slots, plan: plan)
        }
        try requireOnePage(panels.map(\.plan))
        if facet.scale.sharesY, panels.count > 1, let range = Self.union(panels.compactMap { facetPlan($0.plan)?.facetValueAxis }) {
            settings.valueRange = range
            for index in panels.indices {
                settings.title = panels[index].key
                settings.seriesSlots = panels[index].slots
                panels[index].plan = try Self.inPanel(panels[index].key) { try part(panels[index].input, settings) }
            }
        }
        return panels.map { ($0.key, $0.plan) }
    }

    /// The panels' data: built batch by batch by a kind that streams them (`FacetStreamingRecipe`;
    /// a line or area chart's long file, `LineFacetStreams`; a box chart's, `BoxFacetBatchBuilder`;
    /// a scatter chart's, `ScatterFacetStreams`; a discrete graph's, `DiscreteFacetStreams`), else the table read whole and cut by key;
    /// either way checked first (`refuseDrawnColumn`).
    private func split(_ recipe: some FacetableRecipe, _ request: ChartRequest, in pipeline: ChartPipeline) throws -> FacetSplit {
        let check = { (table: DataTable) in try refuseDrawnColumn(recipe, request, table: table) }
        if let split = try (recipe as? any FacetStreamingRecipe)?.facetSplit(request, by: facet.column, in: pipeline, check: check) {
            return split
        }
        if let line = recipe as? LineRecipe,
            let split = try line.streamedFacetSplit(request, by: facet.column, builder: line.checkedBuilder, in: pipeline, check: check)
        {
            return split
        }
        if let box = recipe as? BoxRecipe, let split = try box.streamedFacetSplit(request, by: facet.column, in: pipeline, check: check) {
            return split
        }
        if let scatter = recipe as? ScatterRecipe, let split = try scatter.streamedFacetSplit(request, by: facet.column, in: pipeline, check: check) {
            return split
        }
        if let discrete = recipe as? DiscreteRecipe,
            let split = try discrete.streamedFacetSplit(request, by: facet.column, in: pipeline, check: check)
        {
            return split
        }
        if let area = recipe as? TableRecipe<AreaLayouter>,
            let split = try area.streamedFacetSplit(request, by: facet.column, builder: area.stackingBuilder, in: pipeline, check: check)
        {
            return split
        }
        let table = try pipeline.table(for: request)
        try refuseDrawnColumn(recipe, request, table: table)
        let pairs = request.series.flatMap { key in recipe.splitsOverX ? (x: recipe.seriesX, key: key) : nil }
        return try FacetSplit(table, column: facet.column, pairs: pairs)
    }

    /// The warning for panels drawn on more than one page (none on one).
    static func pagesWarning(_ grid: FacetGrid, figure: FigureOptions) -> [String] {
        guard grid.pageCount > 1 else { return [] }
        return [
            """
            --facet makes \(grid.count) panels, more than fit at --size \(figure.width)x\(figure.height) at \
            \(FacetOptions.minimumPanel.width)x\(FacetOptions.minimumPanel.height) px or more each: drawn \(grid.perPage) a page on \
            \(grid.pageCount) pages; use a larger --size or fewer panels for one image
            """
        ]
    }

    /// Refuses what a panel cannot draw: pages within a panel, and columns named by position.
    private func refuse(_ recipe: some FacetableRecipe, _ request: ChartRequest) throws {
        if recipe.options.paging.pagination != .single {
            throw ChartError.usage("--facet draws each panel on one page; leave out --page-size and --pages")
        }
        let positional =
            recipe.positionalColumns + (request.series.map { $0.isIndex ? [$0] : [] } ?? []) + (facet.column.isIndex ? [facet.column] : [])
        if !positional.isEmpty {
            throw ChartError.usage("--facet needs columns named by their header, not by position (the panels' tables leave out the facet column)")
        }
    }

    /// Refuses a facet column that is also a column the chart draws (`--x`, `--y`, `--value`,
    /// `--low`, `--high`, `--series`): each panel's table leaves the facet column out, so the
    /// panel would say that column does not exist, which reads as a typo in a name that is right.
    private func refuseDrawnColumn(_ recipe: some FacetableRecipe, _ request: ChartRequest, table: DataTable) throws {
        let column = try table.columnIndex(facet.column)
        let drawn = recipe.namedColumns + (request.series.map { [(flag: "--series", column: $0)] } ?? [])
        if let shared = drawn.first(where: { (try? table.columnIndex($0.column)) == column }) {
            throw ChartError.usage(
                """
                --facet \(table.displayName(ofColumn: column)) is also the \(shared.flag) column, which the panels draw; facet by \
                another column (each panel leaves the facet column out)
                """)
        }
    }

    /// The legend for the whole image (the chart laid out whole at its size, so it goes where
    /// and wraps as that chart's would: top, right or bottom) and its top edge.
    private func legend(
        _ recipe: some FacetableRecipe, _ split: FacetSplit, _ part: (ChartInput, FacetPanelSettings) throws -> ChartPlan, figure: FigureOptions
    ) throws -> (legend: LegendLayout, top: Int)? {
        guard recipe.options.axes.legend != .none, figure.format != .text else { return nil }
        var settings = FacetPanelSettings(width: figure.width, height: figure.height, title: figure.title)
        settings.keepsLegend = true
        guard let whole = try part(split.whole, settings).base as? any AxisChartPlan, let legend = whole.layout.legend else { return nil }
        return (legend, whole.layout.legendTop)
    }

    /// The legend placed beside a grid `gridWidth` wide, with the entries of `whole` (all the
    /// panels' data at a panel's size, so styled as a panel draws them) under its names.
    static func entries(of whole: ChartPlan, _ legend: (legend: LegendLayout, top: Int), gridWidth: Int) -> FacetLegend? {
        guard var plan = whole.base as? any FacetPanelPlan else { return nil }
        plan.showLegend(legend.legend)
        return FacetLegend(layout: legend.legend, top: legend.top, left: legend.legend.position == .right ? gridWidth : 0, entries: plan.keyEntries)
    }

    /// The grid: the image's less the title and the legend's room, or for a text chart one
    /// column of panels stacked, each at least 12 rows.
    private func grid(count: Int, figure: FigureOptions, title: String, legend: (legend: LegendLayout, top: Int)?) throws -> FacetGrid {
        let extent = legend.map { Int($0.legend.extent.rounded(.up)) } ?? 0
        var (band, width, height) = (Self.titleBand(title, fontSize: figure.fontSize), figure.width, figure.height)
        switch legend?.legend.position {
        case .top?: band = (legend?.top ?? 0) + extent
        case .right?: width -= extent
        case .bottom?: height -= extent
        case .none?, nil: break
        }
        return try grid(count: count, figure: figure, band: band, width: width, height: height)
    }

    private func grid(count: Int, figure: FigureOptions, band: Int, width: Int, height: Int) throws -> FacetGrid {
        if figure.format == .text {
            let rows = max(12, figure.height / TextChart.cellPixels.height / count)
            var grid = FacetGrid(count: count, width: figure.width, height: rows * TextChart.cellPixels.height * count, top: 0, columns: 1)
            grid.perPage = count
            grid.rows = count
            return grid
        }
        let minimum = FacetOptions.minimumPanel
        if width < minimum.width || height - band < minimum.height {
            // Refused here, naming the user's --size: a panel laid out smaller fails naming its own size, which no flag set.
            let beside = band > 0 ? " below the title and legend" : width < figure.width || height < figure.height ? " beside the legend" : ""
            throw ChartError.usage(
                """
                --size \(figure.width)x\(figure.height) is too small for --facet panels: each needs \(minimum.width)x\(minimum.height) px\
                \(beside); use a larger --size
                """)
        }
        let grid = FacetGrid(count: count, width: width, height: height, top: band, columns: facet.columns)
        if grid.panelWidth < FacetOptions.minimumPanel.width {
            throw ChartError.usage(
                """
                --facet-cols \(grid.columns) makes panels \(grid.panelWidth) px wide at --size \(figure.width)x\(figure.height); \
                a panel needs \(FacetOptions.minimumPanel.width) px: use fewer columns or a wider --size
                """)
        }
        return grid
    }

    /// The panel `panel` in cell `slot` of `page`: placed, its inner labels hidden on a shared
    /// grid, the shared x given.
    private func placed(_ panel: (key: String, plan: ChartPlan), slot: Int, on grid: FacetGrid, page: Int, x: AxisPlan?, canvas: PlotFrame)
        throws -> FacetPanel
    {
        guard var plan = facetPlan(panel.plan) else { throw ChartError.internal("a --facet panel is not an axis chart") }
        let cell = grid.cell(slot)
        let onPage = grid.panels(onPage: page).count
        if let x {
            plan.facetXAxis = x
            plan.hideXLabelsOutsidePanel()
        }
        if onPage > 1 {
            let below = slot + grid.columns < onPage
            plan.hideLabels(value: facet.scale.sharesY && cell.column > 0, x: facet.scale.sharesX && x != nil && below)
        }
        plan.place(PanelPlacement(canvasWidth: canvas.width, canvasHeight: canvas.height, left: cell.left, top: cell.top))
        return FacetPanel(key: panel.key, plan: ChartPlan(plan))
    }

    /// The panels in `--facet-sort` order.
    private func order(_ panels: [(key: String, plan: ChartPlan)]) throws -> [(key: String, plan: ChartPlan)] {
        switch facet.sort {
        case .appearance: return panels
        case .name: return panels.sorted { FacetSort.precedes($0.key, $1.key) }
        case .total:
            let totals = panels.map { facetPlan($0.plan)?.facetTotal ?? 0 }
            return panels.indices.sorted { totals[$0] > totals[$1] || totals[$0] == totals[$1] && $0 < $1 }.map { panels[$0] }
        }
    }

    private func facetPlan(_ plan: ChartPlan) -> (any FacetPanelPlan)? { plan.base as? any FacetPanelPlan }

    private func requireOnePage(_ plans: [ChartPlan]) throws {
        if plans.contains(where: { $0.pageCount > 1 }) {
            throw ChartError.usage("--facet draws each panel on one page; leave out --page-size and --pages")
        }
    }

    /// Each of a panel's series' place among the whole image's (`names` in `order`), so that it
    /// takes the colour, dash and marker it has in every panel and the legend; nil when they
    /// are the same places (or a name is not among them).
    static func slots(of names: [String], in order: [String]) -> [Int]? {
        let index = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        let slots = names.compactMap { index[$0] }
        guard slots.count == names.count, slots != Array(slots.indices) else { return nil }
        return slots
    }

    /// `body`, a panel's plan, with a data error that names no cell said to be the panel's: a
    /// panel whose values are all empty (or cannot be drawn) while the others can is refused,
    /// and without its name the message reads as if the whole input were empty.
    static func inPanel<T>(_ key: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let ChartError.badData(location, column, message) where location == nil {
            throw ChartError.badData(location: nil, column: column, message: "--facet panel \(QuotedText.quoted(key)): \(message)")
        }
    }

    /// The rows above the grid that the title takes (none without one).
    static func titleBand(_ title: String, fontSize: Double) -> Int {
        title.isEmpty ? 0 : Int((10 + TextMetrics(fontSize: fontSize * 1.2).lineHeight + 6).rounded(.up))
    }

    /// The range holding every axis's.
    static func union(_ axes: [AxisPlan]) -> ClosedRange<Double>? {
        guard let low = axes.map(\.min).min(), let high = axes.map(\.max).max(), low < high else { return nil }
        return low...high
    }

    static func distinct(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}

extension FacetSort {
    /// Name order: numbers by value before text, text by its characters.
    static func precedes(_ a: String, _ b: String) -> Bool {
        switch (Double(a), Double(b)) {
        case let (x?, y?): return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return a < b
        }
    }
}
