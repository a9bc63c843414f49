import ChartTestSupport
import Foundation
import Testing

/// `--fit linear` on log axes fits the line that is straight on them (issue 33, item 7): a power
/// law on log-log axes, an exponential on a log y, a logarithm on a log x, with its equation in
/// data units in the legend; end to end, its pixels lie on points that follow the model exactly
/// (a fit in the data's own units, drawn on log axes, bent away from them).
@Suite struct ScatterLogFitTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var flags: [String]
        var xs: [Double]
        var model: @Sendable (Double) -> Double
        var equation: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "power law on log-log axes", flags: ["--x-log", "--y-log"], xs: [1, 2, 3, 5, 8, 13, 20, 35, 50, 80, 100],
            model: { 3 * $0 * $0 }, equation: "y = 3·x^2, r² = 1.00"),
        Case(
            name: "exponential on a log y axis", flags: ["--y-log"], xs: [0, 1, 2, 4, 6, 9, 12, 15, 18, 20], model: { 2 * exp(0.25 * $0) },
            equation: "y = 2·e^(0.25x), r² = 1.00"),
        Case(
            name: "logarithm on a log x axis", flags: ["--x-log"], xs: [1, 2, 3, 5, 8, 13, 20, 35, 50, 80, 100],
            model: { 1.5 * log10($0) + 2 }, equation: "y = 1.5·log10(x) + 2, r² = 1.00"),
    ]

    /// The pixel of (`x`, `y`) on the plan's axes, log or linear as the plan says.
    static func pixel(_ x: Double, _ y: Double, plan: [String: Any]) throws -> (Int, Int) {
        let geometry = try PlotGeometry(plan: plan)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        func share(_ value: Double, _ axis: String, _ low: Double, _ high: Double) -> Double {
            let log = (page[axis] as? [String: Any])?["scale"] as? String == "log"
            return log ? (log10(value) - log10(low)) / (log10(high) - log10(low)) : (value - low) / (high - low)
        }
        let column = geometry.left + share(x, "x", geometry.xMin, geometry.xMax) * (geometry.right - geometry.left)
        let row = geometry.bottom - share(y, "y", geometry.yMin, geometry.yMax) * (geometry.bottom - geometry.top)
        return (Int(column.rounded()), Int(row.rounded()))
    }

    @Test(arguments: cases)
    func theLineLiesOnThePoints(_ sample: Case) throws {
        let dir = try TemporaryDirectory.make()
        let csv = "x,y\n" + sample.xs.map { "\($0),\(sample.model($0))" }.joined(separator: "\n") + "\n"
        try csv.write(toFile: dir + "/p.csv", atomically: true, encoding: .utf8)
        let args = ["scatter", "p.csv", "--fit", "linear", "-o", "p.png"] + sample.flags
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let series = try #require((plan["series"] as? [[String: Any]])?.first)
        let fit = try #require(series["fit"] as? [String: Any])
        #expect(fit["equation"] as? String == sample.equation && fit["points"] as? Int == sample.xs.count, "\(fit)")
        let script = try CLI.run(args + ["--emit-script"], in: dir).stdoutText
        #expect(script.contains("title 'y fit: \(sample.equation)'"), "\(script)")
        // Between each pair of points (where no marker is), the line passes through the model.
        let png = try PNGImage.load(path: dir + "/p.png")
        let color = try #require(series["color"] as? String)
        for (low, high) in zip(sample.xs, sample.xs.dropFirst()) {
            let x = sample.flags.contains("--x-log") ? (low * high).squareRoot() : (low + high) / 2
            let (column, row) = try Self.pixel(x, sample.model(x), plan: plan)
            let near = (-1...1).contains { dx in (-1...1).contains { dy in png[column + dx, row + dy].isNear(hex: color) } }
            #expect(near, "\(sample.name): no line at x = \(x), pixel (\(column), \(row))")
        }
    }

    /// A text chart draws the line on log axes too (it used to leave it out): braille dots
    /// between the markers of a few points.
    @Test(arguments: cases)
    func textChartsDrawTheLine(_ sample: Case) throws {
        let dir = try TemporaryDirectory.make()
        let csv = "x,y\n" + sample.xs.map { "\($0),\(sample.model($0))" }.joined(separator: "\n") + "\n"
        try csv.write(toFile: dir + "/p.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run(["scatter", "p.csv", "--fit", "linear", "--format-out", "text"] + sample.flags, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let dots = result.stdoutText.unicodeScalars.count { (0x2801...0x28FF).contains($0.value) }
        #expect(dots >= 10, "\(sample.name): \(dots) braille cells\n\(result.stdoutText)")
    }
}
