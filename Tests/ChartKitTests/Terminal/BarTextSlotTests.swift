import Testing

@testable import ChartKit

/// A text bar is drawn on the row (or column) its category's name is written beside: with 20
/// horizontal bars in 22 rows, the slots are 1.05 rows apart and 0.84 rows wide, so the last
/// bars used to land a row low, the second-to-last name (VT) showed no bar and an unnamed row
/// below the axis labels held the last bar.
@Suite struct BarTextSlotTests {
    static let values = [263, 3, 205, 4, 1, 5, 100, 1, 16, 34, 94, 32, 97, 102, 11, 6, 209, 5, 13, 65]
    static let names = (0..<20).map { "S" + String(UnicodeScalar(UInt8(65 + $0))) }

    static func lines(rows: Int, horizontal: Bool, columns: Int = 80) throws -> [String] {
        let csv = "state,airports\n" + zip(names, values).map { "\($0),\($1)" }.joined(separator: "\n") + "\n"
        let figure = FigureOptions(width: columns * TextChart.cellPixels.width, height: rows * TextChart.cellPixels.height, format: .text)
        var recipe = BarRecipe(x: nil, y: [], figure: figure, paging: PagingOptions(output: "-"))
        recipe.options.horizontal = horizontal
        let plan = try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(Array(csv.utf8), name: "airports.csv")))
        return try TextChart(sizedFor: plan, colors: .none).pages(for: plan).joined().split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    /// The length of the bar on `line` in cells (whole blocks and eighths).
    static func length(_ line: Substring) -> Double {
        let eighths: [Character: Double] = ["▏": 1, "▎": 2, "▍": 3, "▌": 4, "▋": 5, "▊": 6, "▉": 7, "█": 8, "▐": 4, "▕": 1]
        return line.reduce(0) { $0 + (eighths[$1] ?? 0) } / 8
    }

    /// Every category's tick row (`┤`, named or not where names are thinned) holds a bar as
    /// long as its value says (to a cell), in order, at every height from a row a bar to a few
    /// rows a bar; a named row holds its own category's bar.
    @Test(arguments: [26, 27, 30, 41, 47, 61])
    func eachBarIsBesideItsName(rows: Int) throws {
        let lines = try Self.lines(rows: rows, horizontal: true)
        let chart = lines.joined(separator: "\n")
        let ticked = lines.filter { $0.contains("┤") }.map { $0.split(separator: "┤", maxSplits: 1, omittingEmptySubsequences: false) }
        try #require(ticked.count == Self.values.count, "\(ticked.count) tick rows for 20 bars:\n\(chart)")
        let longest = ticked.map { Self.length($0[1]) }.max() ?? 0
        for (index, parts) in ticked.enumerated() {
            let expected = Double(Self.values[index]) / 263 * longest
            #expect(
                abs(Self.length(parts[1]) - expected) <= 1, "row \(index + 1) has \(Self.length(parts[1])) cells for \(Self.values[index]):\n\(chart)"
            )
            let name = String(parts[0].filter { $0 != " " })
            #expect(name.isEmpty || name == Self.names[index], "row \(index + 1) is named \(name), not \(Self.names[index])")
        }
    }
}
