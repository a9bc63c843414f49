/// What the facet layout reads and changes of one panel's plan, whatever its kind: its value
/// range and x axis, its place on the image, the labels of an inner panel and the entries of
/// the one legend.
///
/// Every axis kind's plan (`AxisKindPlan`) conforms once, here, so a kind that takes `--facet`
/// adds nothing for it: the panel is the kind's own plan, laid out by its own layouter.
package protocol FacetPanelPlan: RenderablePlan {
    /// The value axis of the panel's one page.
    var facetValueAxis: AxisPlan? { get }
    /// The x axis of the panel's one page; setting it shares another panel's x.
    var facetXAxis: AxisPlan? { get set }
    /// Whether x is a number or a time (so one range can hold every panel), not categories.
    var facetContinuousX: Bool { get }
    /// The panel's sum of values (`--facet-sort total`): values drawn, or a histogram's count.
    var facetTotal: Double { get }
    /// The names of the panel's series, in its own order.
    var facetSeriesNames: [String] { get }
    /// Moves the panel onto the grid's image at `placement`.
    mutating func place(_ placement: PanelPlacement)
    /// Leaves out the value axis's labels and title (`value`) and the x axis's (`x`): an inner
    /// panel of a shared grid, whose outer panels carry them.
    mutating func hideLabels(value: Bool, x: Bool)
    /// Leaves out the x tick labels that would reach past the panel's own edges (3 px in, as a
    /// chart's own labels stay): the shared x axis given after the panel was laid out
    /// (`facetXAxis`) may put a label at an end the panel's frame kept no room for, which the
    /// next panel or the image's edge would cut.
    mutating func hideXLabelsOutsidePanel()
    /// Takes `legend` (laid out for the whole image) as its own, so its `keyEntries` carry the
    /// names as that legend draws them (shortened where it had to).
    mutating func showLegend(_ legend: LegendLayout)
    /// The panel's legend as `keyentry` elements, styled as its marks (`AxisMarksEmitter.keyEntries`).
    var keyEntries: [KeyEntry] { get }
}

extension AxisKindPlan: FacetPanelPlan {
    package var facetValueAxis: AxisPlan? { pages.first?.y }

    package var facetXAxis: AxisPlan? {
        get { pages.first?.x }
        set {
            guard let newValue else { return }
            for index in pages.indices { pages[index].x = newValue }
        }
    }

    package var facetContinuousX: Bool {
        if chart is BarChart || chart is DiscreteChart { return false }
        return (chart as? LineChart)?.x.kind != .category
    }

    /// The sum of every finite value, exact (`ExactSum`): a streamed panel adds its values in
    /// input order, a whole read's in x order, and `--facet-sort total` must order them alike.
    package var facetTotal: Double {
        if let total = (chart as? LineChart)?.reduction?.valueTotal { return total }
        if let line = chart as? LineChart { return ExactSum.of(line.series.map(\.values)) }
        if let bar = chart as? BarChart { return ExactSum.of(bar.series.map(\.values)) }
        if let hist = chart as? HistChart { return Double(hist.valueCount) }
        if let discrete = chart as? DiscreteChart { return Double(discrete.slotValues.count) }
        return 0
    }

    package var facetSeriesNames: [String] { (chart as? any AxisChartTexts)?.seriesNames ?? [] }

    package mutating func place(_ placement: PanelPlacement) {
        layout.frame.panel = placement
    }

    package mutating func hideLabels(value: Bool, x: Bool) {
        for index in pages.indices {
            if value { pages[index].y.ticks = pages[index].y.ticks.map { AxisTick(value: $0.value, label: "") } }
            if x { pages[index].x.ticks = pages[index].x.ticks.map { AxisTick(value: $0.value, label: "") } }
        }
        if value { layout.yLabel = "" }
        if x {
            layout.xLabel = ""
        }
    }

    package mutating func hideXLabelsOutsidePanel() {
        guard layout.xLabelAngle == 0 else { return }  // rotated labels end at their tick: the frame kept room for them
        let (frame, metrics) = (layout.frame, TextMetrics(fontSize: figure.fontSize))
        for index in pages.indices {
            let axis = pages[index].x
            guard axis.max > axis.min else { continue }
            pages[index].x.ticks = axis.ticks.map { tick in
                guard !tick.label.isEmpty else { return tick }
                let x = Double(frame.left) + axis.fraction(of: tick.value) * Double(frame.plotWidth)
                let half = metrics.width(of: tick.label) / 2
                return x - half < 3 || x + half > Double(frame.width - 4) ? AxisTick(value: tick.value, label: "") : tick
            }
        }
    }

    package mutating func showLegend(_ legend: LegendLayout) {
        layout.legend = legend
    }

    package var keyEntries: [KeyEntry] { Marks.Emitter().keyEntries(self) }
}
