import ChartTestSupport
import Foundation
import Testing

/// Inputs that used to hang or break gnuplot: huge names, huge angles.
@Suite struct PathologicalInputTests {
    /// A 100 KB category name is shortened with "…" in linear-ish time and the chart renders.
    @Test(arguments: [false, true])
    func hugeCategoryNameRendersQuickly(horizontal: Bool) throws {
        let dir = try TemporaryDirectory.make()
        let name = String(repeating: "Republic of ", count: 8_500)
        let data = "k,v\n\(name),3\nb,5\n"
        let args = ["bar", "-o", "b.png"] + (horizontal ? ["--horizontal"] : [])
        let result = try CLI.run(args, stdin: data, in: dir, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        // CPU time, not wall-clock: the quadratic shortening this guards took minutes.
        #expect(result.cpuSeconds < 15, "used \(result.cpuSeconds) s of CPU")
        let image = try PNGImage.load(path: dir + "/b.png")
        #expect(image.width == 800 && image.height == 500)
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let labels = try #require(plan["categoryLabels"] as? [String: Any])
        #expect(labels["shortened"] as? Int == 1)
    }

    /// `--start-angle 1e12` renders (it looped forever) and angles beyond ±720 are reduced
    /// modulo 360, so gnuplot accepts the arcs; the picture equals the one for the reduced angle.
    @Test(arguments: [("1e12", 1e12.truncatingRemainder(dividingBy: 360)), ("810", 90.0), ("-1000", -280.0)])
    func hugeStartAngleIsReduced(_ flag: String, _ reduced: Double) throws {
        let dir = try TemporaryDirectory.make()
        let data = "k,v\na,1\nb,3\n"
        let result = try CLI.run(["pie", "--start-angle", flag, "-o", "big.png"], stdin: data, in: dir, timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        let same = try CLI.run(["pie", "--start-angle", "\(reduced)", "-o", "small.png"], stdin: data, in: dir, timeout: 30)
        #expect(same.status == 0, "\(same.stderr)")
        let big = try Data(contentsOf: URL(fileURLWithPath: dir + "/big.png"))
        let small = try Data(contentsOf: URL(fileURLWithPath: dir + "/small.png"))
        #expect(big == small)
        let plan = try CLI.plan(["pie", "--start-angle", flag], stdin: data)
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        #expect(slices.first?["startAngle"] as? Double == reduced)
    }

    @Test(arguments: ["inf", "nan", "-inf"])
    func nonFiniteStartAngleIsAUsageError(_ flag: String) throws {
        try CLI.expectFailure(
            "pie",
            BadInput(
                name: flag, arguments: ["--start-angle", flag], stdin: "k,v\na,1\n", status: 64,
                message: "chart: error: --start-angle must be a number of degrees (see 'chart --help')"))
    }

    /// `--plan` of a table as wide as a chart draws (1,000 series: `SeriesLimit`; wider ones are
    /// refused, `WideInputTests`), and of a table with a 1 MB cell, takes seconds at most.
    @Test func wideTableAndHugeCellPlanQuickly() throws {
        let header = (["x"] + (0..<1_000).map { "c\($0)" }).joined(separator: ",")
        let rows = (0..<20).map { r in ([String(r)] + (0..<1_000).map { String((r * $0) % 97) }).joined(separator: ",") }
        let wide = ([header] + rows).joined(separator: "\n") + "\n"
        let huge = "k,v\n\(String(repeating: "a", count: 1_000_000)),1\nb,2\n"
        let cases: [([String], String)] = [
            (["line", "--size", "10000x10000"], wide), (["discrete", "--size", "10000x10000"], wide), (["bar", "--size", "10000x10000"], wide),
            (["line"], huge), (["bar"], huge), (["bar", "--horizontal"], huge), (["pie"], huge), (["pie", "--legend"], huge), (["discrete"], huge),
        ]
        for (arguments, data) in cases {
            let result = try CLI.run(arguments + ["--plan"], stdin: data, timeout: 120)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.cpuSeconds < 15, "\(arguments) used \(result.cpuSeconds) s of CPU")
        }
    }
}
