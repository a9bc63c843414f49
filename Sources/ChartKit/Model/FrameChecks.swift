/// What the frame a chart is drawn in asks of its cells, for the model builder to check one by
/// one: read from the kind's options in one place (`AxisRecipe.checkedBuilder`).
///
/// A flag such as `--y-log` used to reach the builder through a second copy that each command,
/// the `--follow` path and the library's `Chart` made by hand; one that forgot lost the cell's
/// location in the error (or drew a chart without the refused points). Here the builder cannot
/// be handed the flags apart from the options that draw them.
package struct FrameChecks: Sendable, Equatable {
    /// Refuse a value at or below 0, naming its cell: a log value axis (`--y-log`) with no
    /// `--y-min` to cut such values off.
    package var valuesAboveZero = false
    /// Refuse a numeric x at or below 0, naming its cell (`--x-log`; a histogram's values,
    /// whose bins are spaced on the log x axis).
    package var xAboveZero = false
    /// Refuse a `--y2` series value at or below 0, naming its cell (`--y2-log` with no `--y2-min`).
    package var y2AboveZero = false
    /// A stack of areas (`chart area --stacked`, `--percent`): refuse a value below 0, naming
    /// its cell. Set by `AreaLayouter` from its options; a streamed read checks it batch by batch.
    package var stacking = AreaStacking.overlap
    /// How the x will be paged: a bar chart's category limit is per page (`ChartLimits`).
    package var pagination = Pagination.single

    /// No checks: the frame of a chart drawn on linear axes on one page.
    package init() {}

    /// The checks `frame` asks for.
    package init(_ frame: AxisFrameOptions) {
        let axes = frame.axes
        valuesAboveZero = axes.yLog && axes.yMin == nil
        xAboveZero = axes.xLog
        y2AboveZero = axes.y2.map { $0.log && $0.min == nil } ?? false
        pagination = frame.paging.pagination
    }
}
