/// The marks of one axis kind: the only part of an axis chart's plan (and, as `PageMarks`, of
/// its pages) that differs from kind to kind, with the kind's model, options, emitter and
/// `--plan` members.
///
/// The rest of the plan (chart, options, frame layout, pages with their rows, axes, reference
/// lines and highlight, warnings) is `AxisKindPlan`'s, the same for every axis kind; so are the
/// frame of its program (`AxisChartEmitter`) and of its `--plan` document (`AxisKindPlan.json`).
package protocol AxisMarks: Sendable, Equatable {
    associatedtype Chart: Sendable, Equatable
    associatedtype Options: AxisKindOptions, Equatable
    associatedtype PageMarks: Sendable, Equatable
    /// Writes the marks of each page; the frame around them is `AxisChartEmitter`'s.
    associatedtype Emitter: AxisMarksEmitter where Emitter.Marks == Self
    /// The kind's own members of the `--plan` document, which the frame places among its own.
    static func json(_ plan: AxisKindPlan<Self>) -> AxisKindJSON
    /// The kind's own members of a page's `--plan` object.
    static func json(_ page: AxisPagePlan<PageMarks>, of plan: AxisKindPlan<Self>) -> AxisKindJSON.Page
}

/// Everything decided about an axis chart before any gnuplot text is written: what `--plan`
/// prints and what the emitters draw, so the two cannot disagree. `LinePlan`, `BarPlan` and
/// `DiscretePlan` are this plan with their kind's marks, read as the plan's own members.
package struct AxisKindPlan<Marks: AxisMarks>: AxisChartPlan, MarksLookup, Sendable, Equatable {
    package var chart: Marks.Chart
    package var options: Marks.Options
    /// Plot area, texts and legend, from the shared axis frame.
    package var layout: AxisChartLayout
    /// What only this kind decides for the whole chart.
    package var marks: Marks
    /// The pages to render.
    package var pages: [AxisPagePlan<Marks.PageMarks>]
    /// Things the user may want to know that do not stop the chart (printed unless `--quiet`).
    package var warnings: [String]

    package mutating func updateAxes(_ update: (inout AxisPlan) -> Void) {
        for index in pages.indices {
            update(&pages[index].x)
            update(&pages[index].y)
            if var y2 = pages[index].y2 {
                update(&y2)
                pages[index].y2 = y2
            }
        }
    }
}

/// One rendered page of an axis chart: its rows, axes, reference lines, highlight and output,
/// the same for every kind, and the kind's marks on it, read as the page's own members.
package struct AxisPagePlan<Marks: Sendable & Equatable>: MarksLookup, Sendable, Equatable {
    /// 1-based page number.
    package var page: Int
    package var output: String
    /// The rows (line), slots (discrete) or categories (bar) on this page.
    package var rows: Range<Int>
    /// The x (category) axis and the value axis.
    package var x: AxisPlan
    package var y: AxisPlan
    /// Vertical reference lines that fall inside this page's window.
    package var vlines: [Double] = []
    /// The `--highlight` marker, on the page holding its row.
    package var highlight: HighlightPlan? = nil
    /// What only this kind draws on the page.
    package var marks: Marks
    /// The right-hand value axis (`--y2`); nil: none.
    package var y2: AxisPlan? = nil
}
