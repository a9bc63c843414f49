import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `chart heatmap` end to end, through the built binary and real gnuplot: what the PNG shows at
/// each cell (its colour, or the background for an empty one), the colour scale, the bins and
/// the aggregates the plan states, and the text chart.
@Suite struct HeatmapCLITests {
    /// Weather per month with two empty combinations (Mar × fog, Apr × sun).
    static let weather =
        "month,weather,n\n"
        + [
            ("Jan", "rain", 18), ("Jan", "sun", 5), ("Jan", "fog", 1), ("Feb", "rain", 14), ("Feb", "sun", 9), ("Feb", "fog", 2),
            ("Mar", "rain", 20), ("Mar", "sun", 7), ("Apr", "rain", 9), ("Apr", "fog", 3),
        ].map { "\($0),\($1),\($2)\n" }.joined()

    /// The pixel at the centre of each cell of the plan's first page, by (column, row).
    static func centres(_ plan: [String: Any], categories: (Int, Int)) throws -> [[(x: Int, y: Int)]] {
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right, top, bottom) = (Double(area["left"]!), Double(area["right"]!), Double(area["top"]!), Double(area["bottom"]!))
        let (columns, rows) = categories
        return (0..<rows).map { row in
            (0..<columns).map { column in
                let fx = (Double(column) + 0.5) / Double(columns), fy = (Double(row) + 0.5) / Double(rows)  // row 0 at the top
                return (Int((left + fx * (right - left)).rounded()), Int((top + fy * (bottom - top)).rounded()))
            }
        }
    }

    @Test func everyFilledCellHasItsColourAndEmptyCellsAreBackground() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let arguments = ["heatmap", "--value", "n", "--agg", "sum"]
        let plan = try CLI.plan(arguments, stdin: Self.weather)
        let run = try CLI.run(arguments + ["-o", "h.png"], stdin: Self.weather, in: dir)
        try #require(run.status == 0, "\(run.stderr)")
        let image = try PNGImage.load(path: dir + "/h.png")
        let cells = try #require((plan["pages"] as? [[String: Any]])?.first?["cells"] as? [[String: Any]])
        #expect(cells.count == 10)
        let centres = try Self.centres(plan, categories: (4, 3))
        var colours: [String: String] = [:]
        for cell in cells { colours["\(cell["column"]!),\(cell["row"]!)"] = cell["color"] as? String }
        for row in 0..<3 {
            for column in 0..<4 {
                let pixel = image[centres[row][column].x, centres[row][column].y]
                if let colour = colours["\(column),\(row)"] {
                    #expect(InkCheck.isInk(pixel, of: try #require(RGBA(hex: colour))), "cell (\(column), \(row)) is \(pixel), not \(colour)")
                } else {
                    #expect(pixel == RGBA(r: 255, g: 255, b: 255), "empty cell (\(column), \(row)) is \(pixel), not the background")
                }
            }
        }
        // The lowest value is the palette's darkest end, the highest its lightest (viridis).
        #expect(colours["0,2"] == "#440154")
        #expect(colours["2,0"] == "#FDE725")
    }

    /// Aggregates per cell: sum, mean (the default with --value), max and count.
    @Test(arguments: [("sum", 19.0), ("mean", 9.5), ("max", 18.0), ("count", 2.0)])
    func aggregates(_ agg: String, _ expected: Double) throws {
        let input = "k,w,n\nJan,rain,18\nJan,rain,1\nFeb,sun,4\n"
        let arguments = agg == "mean" ? ["heatmap", "--value", "n"] : ["heatmap", "--value", "n", "--agg", agg]
        let plan = try CLI.plan(arguments, stdin: input)
        let cells = try #require((plan["pages"] as? [[String: Any]])?.first?["cells"] as? [[String: Any]])
        #expect(cells.first { $0["column"] as? Int == 0 && $0["row"] as? Int == 0 }?["value"] as? Double == expected)
    }

    /// Values crossing 0 take RdBu centred on 0; --values labels dark cells in white.
    @Test func correlationsDivergeFromZeroWithLabels() throws {
        let input = "v,a,b,c\na,1,-0.1,-0.6\nb,-0.1,1,0.3\n"
        let plan = try CLI.plan(["heatmap", "--values"], stdin: input)
        let color = try #require(plan["color"] as? [String: Any])
        #expect(color["palette"] as? String == "rdbu")
        #expect(color["min"] as? Double == -1 && color["max"] as? Double == 1)
        let cells = try #require((plan["pages"] as? [[String: Any]])?.first?["cells"] as? [[String: Any]])
        let one = try #require(cells.first { $0["value"] as? Double == 1 })
        #expect(one["label"] as? String == "1" && one["lightLabel"] as? Bool == true)
        let pale = try #require(cells.first { $0["value"] as? Double == -0.1 })
        #expect(pale["label"] as? String == "-0.10" && pale["lightLabel"] as? Bool == false)
    }

    /// Time x in 1-minute bins, latency in log-spaced bins, counts coloured in powers of ten.
    @Test func latencyBinsByMinuteAndLogMilliseconds() throws {
        let input =
            "time,ms\n"
            + (0..<600).map { "2024-03-04T10:\(String(format: "%02d", $0 / 60)):\(String(format: "%02d", $0 % 60))Z,\(1 << ($0 % 12))\n" }.joined()
        let plan = try CLI.plan(["heatmap", "--x-bin", "1min", "--y-log", "--color-log"], stdin: input)
        let x = try #require(plan["xBins"] as? [String: Any]), y = try #require(plan["yBins"] as? [String: Any])
        let xEdges = try #require(x["edges"] as? [Double]), yEdges = try #require(y["edges"] as? [Double])
        #expect(xEdges.count == 11 && zip(xEdges.dropFirst(), xEdges).allSatisfy { $0 - $1 == 60 })
        #expect(yEdges.first == 1 && yEdges.contains(10) && yEdges.contains(1000))
        #expect((plan["color"] as? [String: Any])?["log"] as? Bool == true)
    }

    /// The text chart shades cells in four steps with a legend of their ranges; empty cells blank.
    @Test func textChartShadesCells() throws {
        let run = try CLI.run(
            ["heatmap", "--value", "n", "--agg", "sum", "--format-out", "text", "--size", "60x16", "--color", "never"], stdin: Self.weather)
        try #require(run.status == 0, "\(run.stderr)")
        let text = String(decoding: run.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("░ 1–5.75") == true, "\(text)")
        #expect(text.contains("█") && text.contains("░"))
        let fog = try #require(lines.first { $0.hasPrefix(" fog") || $0.hasPrefix("fog") })
        #expect(fog.contains("   "), "the empty Mar × fog cell is blank: \(text)")
    }

    /// A heatmap's colours are its values' scale: `--help` does not list `--palette`, and a user
    /// who types it (either spelling) is told to use `--scheme`, before any data is read.
    @Test func paletteIsRefused() throws {
        let help = String(decoding: try CLI.run(["heatmap", "--help"]).stdout, as: UTF8.self)
        #expect(!help.contains("--palette") && help.contains("--scheme"))
        for palette in [["--palette", "viridis"], ["--palette=tableau10"]] {
            let result = try CLI.run(["heatmap", "--plan"] + palette, stdin: Self.weather)
            #expect(result.status == 64)
            let refusal = "--palette does not apply to heatmap charts: a heatmap has no series; choose the cells' colours with --scheme"
            #expect(result.stderr == "chart: error: \(refusal) (see 'chart --help')\n")
        }
    }
}
