/// What the user can say about an axis chart's frame whatever its marks: the figure (size,
/// titles, theme, format), the axes (formats, ranges, reference lines, legend), the pages and
/// the highlighted x.
///
/// Every axis kind's options hold one (`AxisKindOptions`), so a shared flag has one home and a
/// new kind gets every one of them, to draw or to refuse, instead of a copy that may miss one.
package struct AxisFrameOptions: Sendable, Equatable {
    package var figure: FigureOptions
    package var axes: AxisOptions
    package var paging: PagingOptions
    /// `--highlight X`: the x (category, slot, number or date) to mark; kinds without a
    /// highlight refuse it.
    package var highlight: String?

    package init(figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions, highlight: String? = nil) {
        self.figure = figure
        self.axes = axes
        self.paging = paging
        self.highlight = highlight
    }

    /// The frame features these options set (`AxisFeatures.given`).
    package var given: AxisFeatures {
        AxisFeatures.given(figure: figure, axes: axes, paging: paging, highlight: highlight)
    }

    /// Refuses every set feature that `kind` does not draw (`AxisFeatures.refuse`): the one
    /// refusal of the axis kinds, made by the frame before any layout.
    func refuseUndrawn(_ drawn: AxisFeatures, kind: ChartKind) throws {
        try AxisFeatures.refuse(given, drawn: drawn, kind: kind)
    }

    /// These options with every text the user typed made drawable (emoji replaced; see
    /// `DrawableText`); replacements in the figure's texts are told to `cleaner`.
    func drawable(_ cleaner: inout DrawableText.Cleaner) -> AxisFrameOptions {
        var options = self
        options.figure = figure.drawable(&cleaner)
        options.axes.y2?.label = cleaner.clean(axes.y2?.label, place: "the right-axis title")
        options.axes.vlines = axes.vlines.map { DrawableText.cleaned($0).text }
        options.highlight = highlight.map { DrawableText.cleaned($0).text }
        return options
    }
}

/// The options of a kind drawn on the shared axis frame: the frame's, with the kind's own beside
/// them. The frame's read as the kind's own (`options.figure`, `options.axes`).
package protocol AxisKindOptions: Sendable {
    var frame: AxisFrameOptions { get set }
}

extension AxisKindOptions {
    package var figure: FigureOptions {
        get { frame.figure }
        set { frame.figure = newValue }
    }
    package var axes: AxisOptions {
        get { frame.axes }
        set { frame.axes = newValue }
    }
    package var paging: PagingOptions {
        get { frame.paging }
        set { frame.paging = newValue }
    }
    package var highlight: String? {
        get { frame.highlight }
        set { frame.highlight = newValue }
    }
}
