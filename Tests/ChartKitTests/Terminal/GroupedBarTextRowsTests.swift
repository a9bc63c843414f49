import Testing

@testable import ChartKit

/// Grouped horizontal bars as text get a row per bar (issue 33 item 8): 12 regions of 3 series
/// in a 24-row chart drew bars of a group on each other's rows, and half the regions unnamed.
@Suite struct GroupedBarTextRowsTests {
    static let regions = ["North", "South", "East", "West", "Central", "Coast", "Mountain", "Valley", "Lakes", "Plains", "Desert", "Islands"]
    static let csv =
        "region,y2021,y2022,y2023\n"
        + regions.enumerated().map { index, name in "\(name),\(20 + index * 7 % 50),\(35 + index * 11 % 40),\(10 + index * 13 % 60)" }
        .joined(separator: "\n") + "\n"

    static func plan(grows: Bool, rows: Int = 24, stacked: Bool = false) throws -> ChartPlan {
        let figure = FigureOptions(width: 80 * TextChart.cellPixels.width, height: rows * TextChart.cellPixels.height, format: .text)
        var recipe = BarRecipe(x: nil, y: [], figure: figure, paging: PagingOptions(output: "-"))
        (recipe.options.horizontal, recipe.options.growsToFitNames, recipe.options.stacked) = (true, grows, stacked)
        return try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(Array(csv.utf8), name: "regions.csv")))
    }

    /// The chart grows until every bar has a row holding only its series' shade, and every
    /// region is named; a warning says it grew and how to keep a size.
    @Test func everyBarHasARowOfItsOwn() throws {
        let plan = try Self.plan(grows: true)
        let lines = try TextChart(sizedFor: plan, colors: .none).pages(for: plan).joined().split(separator: "\n").map(String.init)
        let shades = Set(TextChart.shades)
        // The plot's rows: after the value axis line (the legend above also shows the shades).
        let plotRows = lines.filter { $0.contains("┤") || $0.contains("│") }
        let barRows = plotRows.map { line in Set(line.filter { shades.contains($0) }) }.filter { !$0.isEmpty }
        #expect(barRows.allSatisfy { $0.count == 1 }, "a row holds two series:\n\(lines.joined(separator: "\n"))")
        #expect(barRows.count == Self.regions.count * 3, "\(barRows.count) bar rows for 36 bars:\n\(lines.joined(separator: "\n"))")
        for region in Self.regions { #expect(lines.contains { $0.contains(region + "┤") }, "\(region) unnamed") }
        #expect(plan.warnings.first?.hasPrefix("the text chart grows to 80x") == true, "\(plan.warnings)")
    }

    /// At a fixed --size the bars share rows, and a warning says so and how to give them room.
    @Test func aFixedSizeWarns() throws {
        let plan = try Self.plan(grows: false)
        #expect(
            plan.warnings.contains(
                """
                12 groups of 3 bars need 48 rows of the text chart for a cell each, and the plot has 20: bars share cells, so some cannot be told \
                apart and some category names are left out; use --page-size 5 or a taller --size
                """
            ), "\(plan.warnings)")
    }

    /// A stack is one bar a category: 12 rows are enough, nothing grows or warns.
    @Test func stackedBarsNeedARowACategory() throws {
        let plan = try Self.plan(grows: true, stacked: true)
        #expect(plan.frame.height == 24 * TextChart.cellPixels.height)
        #expect(!plan.warnings.contains { $0.contains("text chart") }, "\(plan.warnings)")
    }
}
