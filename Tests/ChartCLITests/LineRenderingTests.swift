import ChartTestSupport
import Foundation
import Testing

/// `chart line` end to end: real gnuplot, PNGs decoded with libpng.
@Suite struct LineRenderingTests {
    /// A line from (0,0) to (10,10) lights the diagonal of the plot area and nothing else there.
    @Test func diagonalLineLightsTheDiagonal() throws {
        let dir = try TemporaryDirectory.make()
        let data = "x,y\n0,0\n5,5\n10,10\n"
        let result = try CLI.run(["line", "-o", "a.png", "--size", "640x480"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let image = try PNGImage.load(path: dir + "/a.png")
        #expect(image.width == 640 && image.height == 480)

        let plan = try CLI.plan(["line", "-o", "a.png", "--size", "640x480"], stdin: data, in: dir)
        let geometry = try PlotGeometry(plan: plan)
        let pixel = geometry.pixel
        func lit(_ px: Int, _ py: Int) -> Bool {
            for dx in -2...2 { for dy in -2...2 where image[px + dx, py + dy].isNear(hex: "#0072B2") { return true } }
            return false
        }
        for step in 1..<20 {
            let v = Double(step) * 0.5
            let (px, py) = pixel(v, v)
            #expect(lit(px, py), "no line pixel near (\(v), \(v)) → (\(px), \(py))")
        }
        // The opposite corners of the data square stay empty.
        let (ax, ay) = pixel(8, 2)
        let (bx, by) = pixel(2, 8)
        #expect(!lit(ax, ay) && !lit(bx, by))
        #expect(image.count { $0.isNear(hex: "#0072B2", tolerance: 30) } > 300)
    }

    @Test func sameInputGivesSameBytes() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["line", CLI.example("metrics.csv"), "--page-size", "300", "--page", "2"]
        #expect(try CLI.run(args + ["-o", "one.png"], in: dir).status == 0)
        #expect(try CLI.run(args + ["-o", "two.png"], in: dir).status == 0)
        let one = FileManager.default.contents(atPath: dir + "/one-002.png")
        #expect(one != nil && one == FileManager.default.contents(atPath: dir + "/two-002.png"))
    }

    @Test func pngOnStandardOutput() throws {
        let result = try CLI.run(["line", "-o", "-", "--size", "300x200"], stdin: "1\n2\n3\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Array(result.stdout.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try PNGImage.load(data: result.stdout)
        #expect(image.width == 300 && image.height == 200)
    }

    @Test func noOutputFlagWritesToAPipe() throws {
        let result = try CLI.run(["line", "--size", "320x240"], stdin: "x,y\n1,2\n2,3\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGImage.load(data: result.stdout).width == 320)
    }

    /// Two series get two palette colours; the dashed one still shows its colour.
    @Test func seriesGetDistinctColours() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", CLI.example("sales.csv"), "--dashed", "previous", "-o", "s.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/s.png")
        #expect(image.count { $0.isNear(hex: "#0072B2", tolerance: 20) } > 200)
        #expect(image.count { $0.isNear(hex: "#E69F00", tolerance: 20) } > 100)
    }

    /// The seed's sales chart, exactly as the issue writes it: right axis, dashed previous,
    /// a currency format that does not apply to month names (a warning, not a failure).
    @Test func issueSalesCommandWorks() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(
            [
                "line", CLI.example("sales.csv"), "--x", "month", "--y", "current,previous", "--dashed", "previous",
                "--y-axis", "right", "--x-format", "currency:INR", "--x-label-every", "3", "--title", "Sales", "-o", "sales.png",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "chart: warning: --x-format does not apply to text x values (column \"month\"); ignored\n")
        #expect(try PNGImage.load(path: dir + "/sales.png").width == 800)
        let quiet = try CLI.run(["line", CLI.example("sales.csv"), "--x-format", "currency:INR", "-q", "-o", "q.png"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    /// Text from data and flags is drawn, never executed.
    @Test func hostileTextRunsNothing() throws {
        let dir = try TemporaryDirectory.make()
        let data = "name,`touch pwned-data`\n`touch pwned-x`,1\nEOD,2\n\"it's\nsystem(\"\"touch pwned-sys\"\")\",3\n"
        let result = try CLI.run(
            ["line", "--title", "`touch pwned-title` \" ' @{x}_^", "--y-label", "EOD\nplot x", "-o", "h.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["h.png"])
    }

    @Test func timeAxisFromISODates() throws {
        let plan = try CLI.plan(["line", CLI.example("temperature.csv"), "-o", "t.png"])
        #expect(plan["xKind"] as? String == "time")
        let ticks = ((plan["pages"] as? [[String: Any]])?.first?["x"] as? [String: Any])?["ticks"] as? [[String: Any]] ?? []
        #expect(ticks.count >= 3)
        #expect(ticks.allSatisfy { !($0["label"] as? String ?? "").isEmpty })
    }

    @Test func jsonNullsAreGaps() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", CLI.example("steps.json"), "--points", "-o", "steps.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// `--plan` and `--emit-script` print to stdout and write no file.
    @Test func planAndScriptRenderNothing() throws {
        let dir = try TemporaryDirectory.make()
        let script = try CLI.run(["line", CLI.example("sales.csv"), "--title", "it's", "-o", "s.png", "--emit-script"], in: dir)
        #expect(script.status == 0, "\(script.stderr)")
        let text = String(decoding: script.stdout, as: UTF8.self)
        #expect(text.hasPrefix("# chart line"))
        // Run by hand, the program writes the -o path (EmitScriptTests).
        #expect(text.contains("set output 's.png'") && !text.contains("page-001") && text.contains("'it''s'"))
        let plan = try CLI.run(["line", CLI.example("sales.csv"), "-o", "s.png", "--plan"], in: dir)
        #expect(plan.status == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(plan.stdout)) as? [String: Any])?["chart"] as? String == "line")
        #expect(CLI.files(in: dir).isEmpty)
    }
}
