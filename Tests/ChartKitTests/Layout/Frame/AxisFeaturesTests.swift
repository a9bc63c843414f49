import Testing

@testable import ChartKit

/// Every kind draws or refuses every shared frame feature, as its layouter declares
/// (`ChartKind.draws`): a feature it does not draw is a usage error of one shape naming the flag
/// and the kind, whoever calls the library, and one it draws is never refused.
@Suite struct AxisFeaturesTests {
    /// Frame options that set `feature` and nothing else.
    static func frame(setting feature: AxisFeatures) -> AxisFrameOptions {
        var frame = AxisFrameOptions(paging: PagingOptions(output: "c.png"))
        switch feature {
        case .xLabel: frame.figure.xLabel = "x"
        case .yLabel: frame.figure.yLabel = "y"
        case .xFormat: frame.axes.xFormat = .number(decimals: nil)
        case .xDateFormat: frame.axes.xFormat = .date("%Y")
        case .yFormat: frame.axes.yFormat = .thousands
        case .yMin: frame.axes.yMin = 0
        case .yMax: frame.axes.yMax = 100
        case .yRangePage: frame.axes.yScale = .page
        case .yLog: frame.axes.yLog = true
        case .xLog: frame.axes.xLog = true
        case .xLabelEvery: frame.axes.xLabelEvery = 2
        case .grid: frame.axes.grid = true
        case .hlines: frame.axes.hlines = [1]
        case .vlines: frame.axes.vlines = ["2"]
        case .yAxisRight: frame.axes.ySide = .right
        case .legend: frame.axes.legend = .right
        case .y2: frame.axes.y2 = SecondAxisOptions()
        case .highlight: frame.highlight = "2"
        case .pageSize: frame.paging.pagination = .pageSize(2)
        case .pageCount: frame.paging.pagination = .pageCount(2)
        case .pageSelection: frame.paging.selection = .range(1, 1)
        default: Issue.record("no frame option sets \(feature.flag)")
        }
        return frame
    }

    /// `kind`'s recipe with its defaults and `frame` (a pie takes its figure and pages).
    static func recipe(_ kind: ChartKind, frame: AxisFrameOptions, horizontal: Bool = false) -> any ChartRecipe {
        let (figure, paging) = (FigureOptions(), PagingOptions(output: "c.png"))
        func with<Recipe: ChartRecipe>(_ recipe: Recipe, _ change: (inout Recipe) -> Void) -> Recipe {
            var recipe = recipe
            change(&recipe)
            return recipe
        }
        return switch kind {
        case .line: with(LineRecipe(x: nil, y: [], figure: figure, paging: paging)) { $0.options.frame = frame }
        case .bar: with(BarRecipe(x: nil, y: [], figure: figure, paging: paging)) { ($0.options.frame, $0.options.horizontal) = (frame, horizontal) }
        case .pie:
            with(PieRecipe(x: nil, y: [], figure: figure, paging: paging)) { ($0.options.figure, $0.options.paging) = (frame.figure, frame.paging) }
        case .discrete: with(DiscreteRecipe(x: nil, y: [], figure: figure, paging: paging)) { $0.options.frame = frame }
        case .hist: with(HistRecipe(x: nil, y: [], figure: figure, paging: paging)) { $0.options.frame = frame }
        case .scatter: with(ScatterRecipe(x: nil, y: [], figure: figure, paging: paging)) { $0.options.frame = frame }
        case .area: with(TableRecipe<AreaLayouter>(x: nil, y: [], figure: figure, paging: paging)) { $0.options.frame = frame }
        case .box:
            with(TableRecipe<BoxLayouter>(x: nil, y: [], figure: figure, paging: paging)) {
                ($0.options.frame, $0.options.horizontal) = (frame, horizontal)
            }
        case .heatmap: with(TableRecipe<HeatmapLayouter>(x: nil, y: [], figure: figure, paging: paging)) { $0.options.frame = frame }
        }
    }

    /// The usage error planning `recipe` raises, if any.
    static func usageError(_ recipe: any ChartRecipe) -> String? {
        let csv = Array("k,a,b\n1,2,3\n2,3,4\n3,4,5\n".utf8)
        do {
            _ = try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(csv, name: "d.csv")))
            return nil
        } catch let ChartError.usage(message) {
            return message
        } catch {
            return nil
        }
    }

    @Test(arguments: ChartKind.allCases, AxisFeatures.frame.elements)
    func drawnOrRefused(kind: ChartKind, feature: AxisFeatures) {
        let given = Self.frame(setting: feature)
        #expect(given.given == feature, "\(feature.flag) sets \(given.given.elements.map(\.flag))")
        // A pie's options hold a figure and pages only: there is no axis option to set.
        guard kind != .pie || AxisFeatures.given(figure: given.figure, paging: given.paging) == feature else { return }
        let message = Self.usageError(Self.recipe(kind, frame: given))
        if kind.draws.contains(feature) {
            #expect(message?.hasPrefix("\(feature.flag) does not apply to") != true, "\(kind) refused \(feature.flag): \(message ?? "")")
        } else {
            #expect(message == feature.refusal(in: kind))
            #expect(message?.hasPrefix("\(feature.flag) does not apply to \(kind.rawValue) charts") == true)
        }
    }

    /// Horizontal bars draw their value axis at the bottom: `--y-axis right` is refused there
    /// (it was a warning and the chart was drawn without it).
    @Test func horizontalBarsRefuseTheRightAxis() {
        let frame = Self.frame(setting: .yAxisRight)
        #expect(
            Self.usageError(Self.recipe(.bar, frame: frame, horizontal: true))
                == "--y-axis right does not apply to bar charts with --horizontal: the value axis is at the bottom")
        #expect(Self.usageError(Self.recipe(.bar, frame: frame)) == nil)
    }

    /// A kind's reason comes with the message; without one, the feature's.
    @Test func reasonsNameWhatToUse() {
        #expect(AxisFeatures.vlines.refusal(in: .bar) == "--vline does not apply to bar charts; use --hline for a value reference line")
        #expect(AxisFeatures.y2.refusal(in: .discrete) == "--y2 does not apply to discrete charts: a second value axis is drawn on line charts only")
        #expect(AxisFeatures.pageSize.refusal(in: .pie) == "--page-size does not apply to pie charts; use --group to make one pie per page")
        #expect(AxisFeatures.pageCount.refusal(in: .scatter) == "--pages does not apply to scatter charts: every point is on one plot")
    }

    /// Every flag a message names maps back to its member, and every member is in `all`.
    @Test func flagsMapToMembers() {
        for (feature, flag) in AxisFeatures.members where !flag.contains(" ") {
            #expect(AxisFeatures.member(flag: flag) == feature, "\(flag)")
        }
        #expect(AxisFeatures.member(flag: "--y-range") == .yRangePage)
        #expect(AxisFeatures.member(flag: "--y2-log") == .y2)
        #expect(AxisFeatures.all.elements.count == AxisFeatures.members.count)
    }
}
