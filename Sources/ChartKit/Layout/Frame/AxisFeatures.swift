/// The shared flags a chart kind may draw or refuse: one member per user-settable field of the
/// frame (`FigureOptions`' axis titles, `AxisOptions`, `PagingOptions`, the highlight) and the
/// column flags that only some kinds read.
///
/// Each kind declares the set it draws (`AxisKindLayouter.draws`, `ChartKind.draws`); the frame
/// refuses every other member that is set (`refuse(_:drawn:kind:)`), with one message shape.
/// So a flag a new kind forgets to declare is refused, never silently ignored, and the command's
/// "unknown option" message for a flag another kind takes (`RefusedFlags`) reads the same
/// declaration.
package struct AxisFeatures: OptionSet, Sendable, Hashable {
    package let rawValue: UInt32

    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    package static let xLabel = AxisFeatures(rawValue: 1 << 0)
    package static let yLabel = AxisFeatures(rawValue: 1 << 1)
    /// `--x-format` with a number format (not `date:`).
    package static let xFormat = AxisFeatures(rawValue: 1 << 2)
    /// `--x-format date:…`.
    package static let xDateFormat = AxisFeatures(rawValue: 1 << 3)
    package static let yFormat = AxisFeatures(rawValue: 1 << 4)
    package static let yMin = AxisFeatures(rawValue: 1 << 5)
    package static let yMax = AxisFeatures(rawValue: 1 << 6)
    /// `--y-range page`: each page fits its own value axis.
    package static let yRangePage = AxisFeatures(rawValue: 1 << 7)
    package static let yLog = AxisFeatures(rawValue: 1 << 8)
    package static let xLog = AxisFeatures(rawValue: 1 << 9)
    package static let xLabelEvery = AxisFeatures(rawValue: 1 << 10)
    package static let grid = AxisFeatures(rawValue: 1 << 11)
    package static let hlines = AxisFeatures(rawValue: 1 << 12)
    package static let vlines = AxisFeatures(rawValue: 1 << 13)
    /// `--y-axis right`.
    package static let yAxisRight = AxisFeatures(rawValue: 1 << 14)
    package static let legend = AxisFeatures(rawValue: 1 << 15)
    package static let y2 = AxisFeatures(rawValue: 1 << 16)
    package static let highlight = AxisFeatures(rawValue: 1 << 17)
    package static let pageSize = AxisFeatures(rawValue: 1 << 18)
    package static let pageCount = AxisFeatures(rawValue: 1 << 19)
    package static let pageSelection = AxisFeatures(rawValue: 1 << 20)
    /// `--x`: the x (category) column. Not part of the frame options: the builder reads it.
    package static let xColumn = AxisFeatures(rawValue: 1 << 21)
    /// `--y`: the value columns, as above.
    package static let yColumn = AxisFeatures(rawValue: 1 << 22)

    /// Each member with the flag that sets it, in the order messages and tests list them.
    package static let members: [(feature: AxisFeatures, flag: String)] = [
        (.xLabel, "--x-label"), (.yLabel, "--y-label"), (.xFormat, "--x-format"), (.xDateFormat, "--x-format date:"),
        (.yFormat, "--y-format"), (.yMin, "--y-min"), (.yMax, "--y-max"), (.yRangePage, "--y-range page"), (.yLog, "--y-log"),
        (.xLog, "--x-log"), (.xLabelEvery, "--x-label-every"), (.grid, "--grid"), (.hlines, "--hline"), (.vlines, "--vline"),
        (.yAxisRight, "--y-axis right"), (.legend, "--legend"), (.y2, "--y2"), (.highlight, "--highlight"), (.pageSize, "--page-size"),
        (.pageCount, "--pages"), (.pageSelection, "--page"), (.xColumn, "--x"), (.yColumn, "--y"),
    ]

    /// Every member.
    package static let all = AxisFeatures(members.map(\.feature))
    /// The members the frame's options carry (not the column flags, which the builders read).
    package static let frame = all.subtracting([.xColumn, .yColumn])
    /// What every axis kind's frame draws whatever its marks.
    package static let axisFrame: AxisFeatures = [
        .xLabel, .yLabel, .xFormat, .yFormat, .yMin, .yMax, .yLog, .xLabelEvery, .grid, .hlines, .yAxisRight, .legend,
        .pageSelection, .xColumn, .yColumn,
    ]
    /// Cutting the data into pages, and fitting each page's value axis.
    package static let pages: AxisFeatures = [.pageSize, .pageCount, .yRangePage]

    /// The single members of this set, in `members` order.
    package var elements: [AxisFeatures] { Self.members.map(\.feature).filter(contains) }

    /// The flag of a single member (of the first, for a set).
    package var flag: String { Self.members.first { contains($0.feature) }?.flag ?? "" }

    /// The member that `flag` (as the user typed it, `--y-axis` or `--page-size`) sets, if any;
    /// flags whose member is one of their values (`--y-range page`) map to that member, and the
    /// right axis's own flags (`--y2-log`) to `y2`.
    package static func member(flag: String) -> AxisFeatures? {
        switch flag {
        case "--y-range": .yRangePage
        case "--y-axis": .yAxisRight
        case _ where flag.hasPrefix("--y2-"): .y2
        default: members.first { $0.flag == flag }?.feature
        }
    }

    /// Why a kind that does not draw this member refuses it, when the kind says nothing more:
    /// the text after the kind's name in `refusal(in:)`.
    package var defaultReason: String {
        switch self {
        case .y2: ": a second value axis is drawn on line charts only"
        case .xLog: "; use --y-log for a log value axis"
        case .vlines: "; use --hline for a value reference line"
        default: ""
        }
    }

    /// The one message a refusal of this member by `kind` reads: the flag (`typed`, where the
    /// user gave one of the member's other flags, `--y2-log`), the kind, then the kind's reason
    /// (`ChartRecipe.refusalReason`) or the member's.
    package func refusal(in kind: ChartKind, typed: String? = nil) -> String {
        "\(typed ?? flag) does not apply to \(kind.rawValue) charts\(kind.recipe.refusalReason(self) ?? defaultReason)"
    }

    /// The frame members set in these options (a default value sets none).
    package static func given(figure: FigureOptions, axes: AxisOptions = AxisOptions(), paging: PagingOptions, highlight: String? = nil)
        -> AxisFeatures
    {
        var given: AxisFeatures = []
        let flags: [(AxisFeatures, Bool)] = [
            (.xLabel, figure.xLabel != nil), (.yLabel, figure.yLabel != nil),
            (.xDateFormat, { if case .date = axes.xFormat { true } else { false } }()),
            (
                .xFormat,
                {
                    switch axes.xFormat {
                    case .auto, .date: false;
                    default: true
                    }
                }()
            ),
            (.yFormat, axes.yFormat != .auto), (.yMin, axes.yMin != nil), (.yMax, axes.yMax != nil),
            (.yRangePage, axes.yScale == .page), (.yLog, axes.yLog), (.xLog, axes.xLog), (.xLabelEvery, axes.xLabelEvery != 1),
            (.grid, axes.grid), (.hlines, !axes.hlines.isEmpty), (.vlines, !axes.vlines.isEmpty), (.yAxisRight, axes.ySide == .right),
            (.legend, axes.legendAsked || axes.legend != .top), (.y2, axes.y2 != nil), (.highlight, highlight != nil),
            (.pageSize, { if case .pageSize = paging.pagination { true } else { false } }()),
            (.pageCount, { if case .pageCount = paging.pagination { true } else { false } }()),
            (.pageSelection, paging.selection != nil),
        ]
        for (feature, set) in flags where set { given.insert(feature) }
        return given
    }

    /// Refuses the first member of `given` that `drawn` lacks, with `refusal(in:)`'s message (a
    /// usage error), so a shared flag is drawn or refused, never silently ignored.
    package static func refuse(_ given: AxisFeatures, drawn: AxisFeatures, kind: ChartKind) throws {
        if let undrawn = given.subtracting(drawn).elements.first { throw ChartError.usage(undrawn.refusal(in: kind)) }
    }
}
