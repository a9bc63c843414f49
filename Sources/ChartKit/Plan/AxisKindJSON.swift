/// An axis kind's own members of its `--plan` document.
///
/// The frame writes the rest (`AxisKindPlan.json`: kind, size, plot area, legend, pages with
/// their rows, axes and highlight, warnings, theme) and places these among its own, so a kind
/// writes only what its marks decided, and every kind's document has the frame's shape.
package struct AxisKindJSON {
    package typealias Members = [(String, JSONDocument)]

    /// The kind, the document's first member.
    var kind: ChartKind
    /// Right after the image size (bar's `grownFrom`).
    var sized: Members = []
    /// Between the plot area and the legend: what the kind decided for the whole chart.
    var marks: Members
    /// Right after the legend (bar's `categoryLabels`).
    var afterLegend: Members = []

    /// A page's own members, placed among the frame's page number, output, rows and axes.
    package struct Page {
        /// What the page's rows are (`rows`, `slots`, `categories`, `bins`): its first and last
        /// are written 1-based under this name.
        var rowsName: String
        /// The rows as `--plan` counts them, when not the page's own (line: the input's rows).
        var rows: Range<Int>? = nil
        /// Between the rows and the axes.
        var marks: Members = []
        /// The names of the two axes (bar: `categoryAxis` and `valueAxis`).
        var axisNames = (x: "x", y: "y")
        /// After the axes, before the highlight.
        var afterAxes: Members = []
    }

    /// `[{"name", "color", …}]`: each series' (or plot's) name and colour, the members every
    /// kind lists first, then what `more` adds for series `index`.
    static func series(_ names: [String], color: (Int) -> String, _ more: (_ index: Int) -> Members) -> JSONDocument {
        .array(names.enumerated().map { index, name in .object([("name", .string(name)), ("color", .string(color(index)))] + more(index)) })
    }
}
