/// A discrete graph read from a long input without holding it: each batch is made into the
/// slots a whole read makes of those rows (`DiscreteChartBuilder.plots(from:)`, every check
/// included), which go to a `DiscreteSpill`; the chart read back from it is the whole read's.
///
/// Slots are rows in input order, so a batch's slots follow the last batch's and nothing is
/// sorted. What only the whole input decides is decided by the first batch and checked on every
/// later one: the plots (the default value columns are the mostly numeric ones), their names,
/// the x column's title and what its titles are read as (numbers, dates and their reading, or
/// text). A batch that decides otherwise is refused (`Refusal`), and the input is read whole
/// (`ChartPipeline.readLongBatches`), as is one that fails: the whole read then gives its chart
/// or its error exactly.
package final class DiscreteStream {
    private let builder: DiscreteChartBuilder
    private let folder: String
    private var spill: DiscreteSpill?
    /// The first batch's chart: the shape every later batch must have.
    private var first: DiscreteChart?

    /// Why a batch cannot join the stream.
    struct Refusal: Error {
        var reason: String
    }

    /// Slots its spill gathers before a write (`DiscreteSpill.panelFlushSlots` for a `--facet` panel's).
    private let flushSlots: Int

    init(builder: DiscreteChartBuilder, temporaryFolder: String, flushSlots: Int = DiscreteSpill.blockSlots) {
        self.builder = builder
        folder = temporaryFolder
        self.flushSlots = flushSlots
    }

    /// Slots read so far.
    var count: Int { spill?.count ?? 0 }

    /// Adds a batch's rows as slots, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws {
        let batch = try builder.plots(from: table)
        let spill = try self.spill ?? start(batch)
        guard let first else { throw Refusal(reason: "no first batch") }
        guard batch.plots.map(\.name) == first.plots.map(\.name), batch.slotKind == first.slotKind, batch.xTitle == first.xTitle,
            batch.valueTitle == first.valueTitle, batch.slots.isNumbered == first.slots.isNumbered
        else { throw Refusal(reason: "a batch reads its columns otherwise than the first") }
        // Slots numbered 1, 2, … are titled by the chart read back (`chart()`): no title is kept.
        let numbered = batch.slots.isNumbered
        let values = batch.slotValues.count == batch.count ? batch.slotValues.array : []
        let points = batch.plots.map(\.points.array)
        try batch.slots.forEachUTF8(from: skipping) { row, title in
            let value = numbered ? Double(spill.count + 1) : values.isEmpty ? .nan : values[row]
            try spill.append(title: numbered ? UnsafeBufferPointer(start: nil, count: 0) : title, value: value, row: row, of: points)
        }
    }

    /// The spill, made for the first batch's plots (refused when no file can be made).
    private func start(_ batch: DiscreteChart) throws -> DiscreteSpill {
        guard let spill = DiscreteSpill(folder: folder, plots: batch.plots.count, flushSlots: flushSlots) else {
            throw Refusal(reason: "no temporary file in \(folder)")
        }
        (self.spill, first) = (spill, batch)
        return spill
    }

    /// The chart of every slot, read back from the spill: what a whole read's builder makes.
    func chart() throws -> DiscreteChart {
        guard let spill, let first else { throw ChartError.internal("a streamed discrete graph without slots") }
        try spill.flush()
        let plots = first.plots.indices.map { p in
            DiscretePlot(name: first.plots[p].name, column: DiscretePoints(spill: spill, field: DiscreteSpill.Field.plot(p)))
        }
        var chart = DiscreteChart(titles: .spilled(spill), slotKind: first.slotKind, plots: plots, xTitle: first.xTitle)
        if first.slots.isNumbered { chart.slots = .numbered(spill.count) }
        if first.slotValues.count == first.count { chart.slotValues = SlotColumn(spill: spill, field: DiscreteSpill.Field.value) }
        (chart.valueTitle, chart.spill) = (first.valueTitle, spill)
        try DiscreteChartBuilder.requireAPoint(in: chart.plots)
        return chart
    }
}
