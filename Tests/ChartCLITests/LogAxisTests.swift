import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Log axes end to end (issue 19): the PNG puts 10^k on the 10^k tick, a value at or below 0
/// is an error at its cell, horizontal bars start at the axis floor, `--follow` draws one.
@Suite struct LogAxisTests {
    /// Flat stretches at 10, 100 and 1000 between 1 and 10000.
    static let steps = "x,v\n1,1\n2,10\n3,10\n4,100\n5,100\n6,1000\n7,1000\n8,10000\n"

    /// The pixel row of value `v` on the plan's log value axis, from its plot area.
    static func row(_ v: Double, plan: [String: Any]) throws -> Double {
        let area = try #require(plan["plotArea"] as? [String: Int])
        let y = try #require((plan["pages"] as? [[String: Any]])?.first?["y"] as? [String: Any])
        let (low, high) = (log10(try #require(y["min"] as? Double)), log10(try #require(y["max"] as? Double)))
        let (top, bottom) = (Double(area["top"] ?? 0), Double(area["bottom"] ?? 0))
        return bottom - (log10(v) - low) / (high - low) * (bottom - top)
    }

    /// The mean row of the pixels in column `x` that `matches`, within `window` rows of `near`.
    static func inkRow(_ png: PNGImage, x: Int, near: Double, window: Int = 6, matches: (RGBA) -> Bool) -> Double? {
        let rows = (Int(near) - window...Int(near) + window).filter { $0 >= 0 && $0 < png.height && matches(png[x, $0]) }
        return rows.isEmpty ? nil : Double(rows.reduce(0, +)) / Double(rows.count)
    }

    /// A point at 10^k is drawn on the 10^k tick, within a pixel: the line's flat stretch at
    /// 10, 100 and 1000 and the tick mark left of the plot both sit on the row the plan gives.
    @Test func pointsSitOnTheirPowerOfTenTicks() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["line", "data.csv", "--y-log", "-o", "c.png"]
        try Self.steps.write(toFile: dir + "/data.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let y = try #require(page["y"] as? [String: Any])
        #expect(y["scale"] as? String == "log")
        let labels = try #require(y["ticks"] as? [[String: Any]]).compactMap { $0["label"] as? String }
        #expect(["1", "10", "100", "1k", "10k"].allSatisfy(labels.contains), "\(labels)")
        let png = try PNGImage.load(path: dir + "/c.png")
        let geometry = try PlotGeometry(plan: plan)
        let left = Int(geometry.left)
        for (k, x) in [(1.0, 2.5), (2.0, 4.5), (3.0, 6.5)] {
            let expected = try Self.row(pow(10, k), plan: plan)
            let column = geometry.pixel(x, 1).0
            let line = try #require(Self.inkRow(png, x: column, near: expected) { $0.isNear(hex: "#0072B2") }, "no line near row \(expected)")
            #expect(abs(line - expected) <= 1, "10^\(Int(k)): line at row \(line), tick row \(expected)")
            let tick = try #require(
                Self.inkRow(png, x: left - 3, near: expected, window: 3) { !$0.isWhite && $0.r < 160 }, "no tick mark near row \(expected)")
            #expect(abs(tick - expected) <= 1, "10^\(Int(k)): tick mark at row \(tick), expected \(expected)")
            #expect(abs(tick - line) <= 1, "10^\(Int(k)): point at row \(line), its tick at row \(tick)")
        }
    }

    /// Zero on a log axis: exit 65 naming the cell; with --y-min it is left out with a warning.
    /// (A histogram's value axis holds counts, not cells; bars at or below `--y-min` are drawn
    /// without length rather than left out.)
    @Test(arguments: ChartKind.all(.yLog, .cellsOnValueAxis))
    func zeroIsAnErrorAtItsCell(_ kind: ChartKind) throws {
        let dir = try TemporaryDirectory.make()
        // x 1, 2, 3: names on a category axis, numbers on a scatter's.
        try "n,v\n1,5\n2,0\n3,7\n".write(toFile: dir + "/z.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run([kind.commandName, "z.csv", "--y-log", "-o", "z.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("z.csv:3:3") && result.stderr.contains("\"v\""), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/z.png"))
        guard !kind.has(.bars) else { return }
        let cut = try CLI.run([kind.commandName, "z.csv", "--y-log", "--y-min", "1", "-o", "z.png"], in: dir)
        #expect(cut.status == 0, "\(cut.stderr)")
        #expect(cut.stderr.contains("1 point at or below 0 left out"), "\(cut.stderr)")
    }

    /// Antibiotic MICs across five decades as horizontal bars: every bar starts at the axis
    /// floor (the plot's left edge), whatever its value.
    @Test func horizontalBarsStartAtTheFloor() throws {
        let dir = try TemporaryDirectory.make()
        let data = "drug,mic\nCiprofloxacin,0.008\nColistin,0.25\nVancomycin,1\nGentamicin,4\nAmpicillin,64\n"
        let args = ["bar", "--horizontal", "--y-log", "--size", "600x400", "-o", "b.png"]
        let result = try CLI.run(args, stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let axis = try #require(page["valueAxis"] as? [String: Any])
        #expect(axis["scale"] as? String == "log")
        #expect(axis["min"] as? Double == 0.001 && axis["max"] as? Double == 100)
        let bars = try #require(page["bars"] as? [[String: Any]])
        #expect(bars.allSatisfy { $0["from"] as? Double == 0.001 }, "\(bars)")
        let area = try #require(plan["plotArea"] as? [String: Int])
        let png = try PNGImage.load(path: dir + "/b.png")
        let column = (area["left"] ?? 0) + 3
        let inked = ((area["top"] ?? 0)...(area["bottom"] ?? 0)).filter { png[column, $0].isNear(hex: "#0072B2") }.count
        #expect(Double(inked) > 0.5 * Double((area["bottom"] ?? 0) - (area["top"] ?? 0)), "bars do not start at the floor")
    }

    /// `--y-range` is the name; `--y-scale` still works with one warning, silent under -q.
    @Test func yScaleIsDeprecated() throws {
        let dir = try TemporaryDirectory.make()
        let old = try CLI.run(["line", "--y-scale", "page", "--page-size", "2", "-o", "o.png"], stdin: Self.steps, in: dir)
        #expect(old.status == 0)
        #expect(old.stderr == "chart: warning: --y-scale is deprecated; write --y-range (same values)\n", "\(old.stderr)")
        let quiet = try CLI.run(["line", "--y-scale", "page", "--page-size", "2", "-q", "-o", "q.png"], stdin: Self.steps, in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let new = try CLI.run(["line", "--y-range", "page", "--page-size", "2", "-o", "n.png"], stdin: Self.steps, in: dir)
        #expect(new.status == 0 && new.stderr.isEmpty, "\(new.stderr)")
    }

    /// `--x-log` is a line flag for numeric x: elsewhere, and on a text x, it is refused (64).
    @Test func xLogIsRefusedWhereItCannotApply() throws {
        let dir = try TemporaryDirectory.make()
        let bar = try CLI.run(["bar", "--x-log", "-o", "b.png"], stdin: "a,1\nb,2\n", in: dir)
        #expect(bar.status == 64 && bar.stderr.contains("--x-log"), "\(bar.stderr)")
        let text = try CLI.run(["line", "--x-log", "-o", "t.png"], stdin: "k,v\na,1\nb,2\n", in: dir)
        #expect(text.status == 64 && text.stderr.contains("--x-log"), "\(text.stderr)")
        let ok = try CLI.plan(["line", "--x-log", "--y-log"], stdin: Self.steps, in: dir)
        let x = try #require((ok["pages"] as? [[String: Any]])?.first?["x"] as? [String: Any])
        #expect(x["scale"] as? String == "log")
    }

    /// `--y-range page`: each page's log axis runs over the whole decades of its own rows (and
    /// the row joining it to the next); SVG and PDF with a theme draw it too.
    @Test func pagesFormatsAndThemesCarryTheLogAxis() throws {
        let dir = try TemporaryDirectory.make()
        let data = "x,v\n1,1\n2,3\n3,5\n4,200\n5,900\n6,4000\n"
        let plan = try CLI.plan(["line", "--y-log", "--y-range", "page", "--page-size", "3"], stdin: data, in: dir)
        let axes = try #require(plan["pages"] as? [[String: Any]]).compactMap { $0["y"] as? [String: Any] }
        #expect(axes.map { $0["min"] as? Double } == [1, 100])
        #expect(axes.map { $0["max"] as? Double } == [1000, 10_000])
        #expect(axes.allSatisfy { $0["scale"] as? String == "log" })
        for output in ["c.svg", "c.pdf"] {
            let result = try CLI.run(["line", "--y-log", "--theme", "dark", "-o", output], stdin: data, in: dir)
            #expect(result.status == 0, "\(output): \(result.stderr)")
        }
    }

    /// `chart line --follow --y-log` draws each page on its own log axis and ends cleanly.
    @Test func followDrawsALogAxis() throws {
        let dir = try TemporaryDirectory.make()
        let live = try LiveChart(
            ["line", "--follow", "--y-log", "--page-size", "4", "--refresh", "0.2", "-o", "f.png", "--size", "400x300"], in: dir)
        defer { live.kill() }
        try live.write(Self.steps)
        #expect(live.closeAndWait() == 0, "\(live.stderr)")
        #expect(CLI.files(in: dir) == ["f-001.png", "f-002.png"], "\(CLI.files(in: dir))")
    }
}
