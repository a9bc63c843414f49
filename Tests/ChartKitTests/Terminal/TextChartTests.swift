import ChartTestSupport
import Testing

@testable import ChartKit

/// Text charts drawn from the plan: golden pages per kind and mode, and the lengths that carry
/// values (bar eighths, pie shares).
@Suite struct TextChartTests {
    static let cases: [(name: String, kind: ChartKind, csv: String, tweak: @Sendable (inout any ChartRecipe) -> Void)] = [
        ("line", .line, "day,sales,returns\n1,3,1\n2,5,2\n3,4,2\n4,7,3\n5,6,1\n", { _ in }),
        ("line-gaps", .line, "x,a\n1,1\n2,\n3,3\n4,2\n", { _ in }),
        ("bar", .bar, "k,v\nnorth,3\nsouth,5.5\neast,-2\n", { _ in }),
        ("bar-grouped", .bar, "k,a,b\nQ1,3,2\nQ2,5,4\nQ3,4,6\n", { _ in }),
        (
            "bar-horizontal-stacked", .bar, "k,a,b\nQ1,3,2\nQ2,5,4\n",
            { recipe in
                guard var bar = recipe as? BarRecipe else { return }
                bar.options.horizontal = true
                bar.options.stacked = true
                recipe = bar
            }
        ),
        (
            "bar-values", .bar, "k,v,w\nnorth,3,1\nsouth,5,2\neast,-2,4\n",
            { recipe in
                guard var bar = recipe as? BarRecipe else { return }
                bar.options.showValues = true
                recipe = bar
            }
        ),
        (
            "bar-horizontal-stacked-values", .bar, "k,v,w\nnorth,3,1\nsouth,5,2\neast,-2,4\n",
            { recipe in
                guard var bar = recipe as? BarRecipe else { return }
                (bar.options.showValues, bar.options.horizontal, bar.options.stacked) = (true, true, true)
                recipe = bar
            }
        ),
        (
            "line-y2", .line, "year,wheat,wages\n1600,40,5\n1650,45,6\n1700,35,7\n1750,30,8\n1800,80,11\n",
            { recipe in
                guard var line = recipe as? LineRecipe else { return }
                line.builder.y2 = [.name("wages")]
                line.options.frame.axes.y2 = SecondAxisOptions()
                line.options.frame.axes.grid = true
                recipe = line
            }
        ),
        (
            "line-highlight", .line, "day,sales,returns\n1,3,1\n2,5,2\n3,4,2\n4,7,3\n5,6,1\n",
            { recipe in
                guard var line = recipe as? LineRecipe else { return }
                line.options.frame.highlight = "4"
                recipe = line
            }
        ),
        (
            "discrete-highlight", .discrete, "d,lo,hi\nMon,1,3\nTue,2,5\nWed,4,4\n",
            { recipe in
                guard var discrete = recipe as? DiscreteRecipe else { return }
                discrete.options.frame.highlight = "Tue"
                recipe = discrete
            }
        ),
        ("pie", .pie, "k,v\nrent,40\nfood,25\n東京,35\n", { _ in }),
        ("discrete", .discrete, "d,lo,hi\nMon,1,3\nTue,2,5\nWed,4,4\n", { _ in }),
        ("hist", .hist, "ms\n" + (1...40).map { String($0 * $0 % 23) }.joined(separator: "\n") + "\n", { _ in }),
        ("scatter", .scatter, "x,a,b\n1,2,1\n2,5,3\n3,4,2\n4,1,4\n5,3,5\n", { _ in }),
    ]

    static func pages(_ index: Int, colors: TextColors, columns: Int = 60, rows: Int = 16) throws -> [String] {
        let item = cases[index]
        let figure = FigureOptions(
            width: columns * TextChart.cellPixels.width, height: rows * TextChart.cellPixels.height, title: "T", format: .text)
        var recipe: any ChartRecipe = item.kind.recipe.init(x: nil, y: [], figure: figure, paging: PagingOptions(output: "-"))
        item.tweak(&recipe)
        let plan = try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(Array(item.csv.utf8), name: "t.csv")))
        return try TextChart(columns: columns, rows: rows, colors: colors).pages(for: plan)
    }

    @Test(arguments: cases.indices, [TextColors.none, .trueColor])
    func goldenPages(_ index: Int, colors: TextColors) throws {
        let text = try Self.pages(index, colors: colors).joined()
        let name = "text/\(Self.cases[index].name)\(colors == .none ? "" : "-color").txt"
        let outcome = Golden.check(text, named: name)
        #expect(outcome == .matches, "\(outcome)")
        if colors == .none { #expect(!text.contains("\u{1B}")) }
    }

    /// `--values` in text writes every value the plan labels when the bars leave room, each once.
    @Test func barValuesAreThePlans() throws {
        for name in ["bar-values", "bar-horizontal-stacked-values"] {
            let index = try #require(Self.cases.firstIndex { $0.name == name })
            let text = try Self.pages(index, colors: .none, columns: 70, rows: 20).joined()
            let drawn = text.split(whereSeparator: { !"-0123456789".contains($0) }).map(String.init)
            for label in ["3", "1", "5", "2", "-2", "4"] { #expect(drawn.contains(label), "\(name): \(label) not written\n\(text)") }
        }
    }

    /// A value is written in a cell its bar fills or just beyond the bar's last drawn cell, never
    /// on the baseline's half-filled row (a budget's 180 was written there when the image's
    /// inside position, a few pixels below the top, was rounded to cells).
    @Test func barValuesSitOnTheirBars() throws {
        let figure = FigureOptions(width: 70 * TextChart.cellPixels.width, height: 18 * TextChart.cellPixels.height, format: .text)
        var recipe = BarRecipe(x: nil, y: [], figure: figure, paging: PagingOptions(output: "-"))
        recipe.options.showValues = true
        let csv = "segment,amount\nRent,1200\nFood,450\nTransport,180\nUtilities,140\nPhone,95\nSavings,300\nGym,60\nFun,25\n"
        let plan = try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(Array(csv.utf8), name: "b.csv")))
        let lines = try TextChart(columns: 70, rows: 18, colors: .none).pages(for: plan).joined().split(separator: "\n").map(String.init)
        let baseline = try #require(lines.first { $0.hasPrefix("   0┤") })
        #expect(!baseline.dropFirst(5).contains { $0.isNumber }, "a value on the baseline row:\n\(lines.joined(separator: "\n"))")
        let written = lines.joined(separator: " ").split(whereSeparator: { !$0.isNumber }).map(String.init)
        for value in ["1200", "450", "180", "140", "95", "300", "60", "25"] { #expect(written.contains(value), "\(value) not written") }
    }

    /// `--highlight` in text writes the plan's highlight texts, beside a marker line.
    @Test func highlightTextsAreThePlans() throws {
        for name in ["line-highlight", "discrete-highlight"] {
            let index = try #require(Self.cases.firstIndex { $0.name == name })
            let text = try Self.pages(index, colors: .none).joined()
            let expected = name == "line-highlight" ? ["4", "sales: 7", "returns: 3"] : ["Tue", "lo: 2", "hi: 5"]
            for line in expected { #expect(text.contains(" \(line)"), "\(name): \(line) not written\n\(text)") }
        }
    }

    /// Every line fits the width in terminal columns, wide names included.
    @Test(arguments: cases.indices)
    func linesFitTheWidth(_ index: Int) throws {
        for page in try Self.pages(index, colors: .none, columns: 40, rows: 12) {
            for line in page.split(separator: "\n") { #expect(TerminalWidth.columns(of: String(line)) <= 40, "\(line)") }
        }
    }

    /// A slice with a share always gets a cell, taken from the longest (issue 33's data-ink rule:
    /// 0.1% of 80 columns used to round to none).
    @Test(arguments: [
        ([50.0, 25, 25], 10, [5, 3, 2]), ([33.3, 33.3, 33.4], 20, [7, 6, 7]), ([100.0], 7, [7]), ([0.1, 99.9], 80, [1, 79]),
        ([0.001, 0.001, 99.998], 5, [1, 1, 3]),
    ])
    func pieLengthsAddUpToTheBar(_ percents: [Double], _ total: Int, _ expected: [Int]) {
        let lengths = PiePlan.lengths(percents, total: total)
        #expect(lengths.reduce(0, +) == total)
        #expect(lengths == expected)
    }

    /// A bar's length in cells is its value's to an eighth of a cell.
    @Test func barEndsInTheRightEighth() {
        let cover = BarPlanMarks.cover(from: 2.375, to: 5)
        #expect(cover.map(\.cell) == [2, 3, 4])
        #expect(cover[0].amount == 0.625 && !cover[0].lowSide)
        #expect(cover[1].amount == 1)
        let top = BarPlanMarks.cover(from: 1, to: 1.5)
        #expect(top.count == 1 && top[0].lowSide && top[0].amount == 0.5)
    }
}
