import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// A legend of many long names never squeezes the plot (issue 16 item 7): `--legend right` on
/// 13 series left a plot 45 px wide, `top` one 190 px high. Past about a third of the room the
/// legend moves (right ↔ bottom) or its names are shortened with "…", with a warning.
@Suite struct LegendBudgetTests {
    /// `series` columns of long names, after an x column where the kind reads one (a histogram
    /// would bin it as one more series).
    static func wide(_ series: Int, x: Bool = true) -> String {
        let names = (0..<series).map { "Professional and business services sector employment \($0)" }
        let rows = (0..<30).map { row in (x ? "\(row)," : "") + (0..<series).map { "\(($0 * 7 + row) % 50)" }.joined(separator: ",") }
        return (x ? "x," : "") + names.joined(separator: ",") + "\n" + rows.joined(separator: "\n") + "\n"
    }

    /// The same series as long rows (category, series, value), for a box chart: wide columns
    /// are boxes along x there, with no legend.
    static func long(_ series: Int) -> String {
        let names = (0..<series).map { "Professional and business services sector employment \($0)" }
        let rows = (0..<3).flatMap { category in
            (0..<series).flatMap { s in (0..<4).map { row in "c\(category),\(names[s]),\((s * 7 + row * 3 + category) % 50)" } }
        }
        return "k,s,v\n" + rows.joined(separator: "\n") + "\n"
    }

    static func plotSize(_ plan: [String: Any]) throws -> (width: Int, height: Int) {
        let area = try #require(plan["plotArea"] as? [String: Int])
        return (area["right"]! - area["left"]!, area["bottom"]! - area["top"]!)
    }

    @Test(arguments: ChartKind.all(.axes), [13, 20])
    func plotKeepsTwoThirdsOfItsRoom(kind: ChartKind, series: Int) throws {
        let command = kind.commandName
        let input = kind == .box ? Self.long(series) : Self.wide(series, x: kind.has(.xColumn))
        let columns = kind == .box ? ["--x", "k", "--series", "s", "--value", "v"] : []
        let bare = try Self.plotSize(try CLI.plan([command, "--legend", "none"] + columns, stdin: input))
        for position in ["right", "top"] {
            let plan = try CLI.plan([command, "--legend", position] + columns, stdin: input)
            let plot = try Self.plotSize(plan)
            // At least two thirds of the plot the chart has without a legend, and of the image
            // (800×500) at least 60%: the rest is the axes' own margins.
            #expect(Double(plot.width) >= Double(bare.width) * 2 / 3 && plot.width >= 480, "\(position): \(plot)")
            #expect(Double(plot.height) >= Double(bare.height) * 2 / 3 && plot.height >= 300, "\(position): \(plot)")
            let legend = try #require(plan["legend"] as? [String: Any])
            let names = legend["names"] as? [String] ?? []
            #expect(names.count == series && Set(names).count == series, "names stay distinct")
            #expect(names.allSatisfy { $0.hasPrefix("Profes") && $0.contains("…") && $0.hasSuffix(" \(names.firstIndex(of: $0)!)") })
            let warnings = plan["warnings"] as? [String] ?? []
            #expect(warnings.contains { $0.hasPrefix("the legend of \(series) series would take") && $0.contains("shortened") }, "\(warnings)")
        }
    }

    /// The shortened names are the ones drawn, and the PNG renders with the legend below the plot.
    @Test func shortenedNamesReachTheProgram() throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.wide(13)
        let result = try CLI.run(["line", "--legend", "right", "-o", "l.png"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("moved to the bottom"))
        let plan = try CLI.plan(["line", "--legend", "right", "-o", "l.png"], stdin: input, in: dir)
        let legend = try #require(plan["legend"] as? [String: Any])
        #expect(legend["position"] as? String == "bottom")
        let script = try CLI.run(["line", "--legend", "right", "-o", "l.png", "--emit-script"], stdin: input, in: dir)
        for name in legend["names"] as? [String] ?? [] { #expect(script.stdoutText.contains("title '\(name)'"), "\(name)") }
        #expect(!script.stdoutText.contains("title 'Professional and business services sector employment 1'"))
        let image = try PNGImage.load(path: dir + "/l.png")
        let area = try #require(plan["plotArea"] as? [String: Int])
        // The first series' blue appears in the legend below the plot (past the x title).
        let blue = ((area["bottom"]! + 40)..<image.height).contains { y in
            (0..<image.width).contains { image[$0, y].isNear(hex: "#0072B2", tolerance: 40) }
        }
        #expect(blue)
    }

    /// A legend within its budget is left as asked, names whole, no warning.
    @Test func aSmallLegendIsUntouched() throws {
        let input = "x,alpha,beta,gamma\n1,2,3,4\n2,3,4,5\n"
        for position in ["right", "top", "bottom"] {
            let plan = try CLI.plan(["line", "--legend", position], stdin: input)
            let legend = try #require(plan["legend"] as? [String: Any])
            #expect(legend["position"] as? String == position)
            #expect(legend["names"] == nil)
            #expect((plan["warnings"] as? [String] ?? []).isEmpty)
        }
    }
}
