import ChartTestSupport
import Foundation
import Testing

/// Values near the ends of Double: within ±1e300, drawn right (beyond, refused naming the cell:
/// rows of `Tests/Fixtures/errors/KIND.json`).
@Suite struct ExtremeValueCLITests {
    /// ±1e300 bars: the positive one grows up from 0, the negative one down, lengths as the plan says.
    @Test func barsAtTheBoundPointTheRightWay() throws {
        let (image, plan, _) = try BarRenderingTests.render([], data: "k,v\na,1e300\nb,-1e300\nc,5e299\n")
        let g = try BarRenderingTests.Geometry(plan: plan)
        let zero = g.valuePixel(0)
        for (slot, value) in [1e300, -1e300, 5e299].enumerated() {
            let run = BarRenderingTests.run(image, g, slot: Double(slot), hex: "#0072B2")
            let end = g.valuePixel(value)
            #expect(abs(Double(run.count) - abs(end - zero)) <= 2, "slot \(slot): \(run.count) px")
            // Vertical bars: rows grow upwards (smaller y) for positive values.
            let mid = Double((run.first ?? 0) + (run.last ?? 0)) / 2
            #expect(value > 0 ? mid < zero : mid > zero, "slot \(slot) drawn on the wrong side of 0")
        }
    }

    /// Three pie slices of 1e300 each: thirds, no NaN anywhere.
    @Test func pieSumsDoNotOverflow() throws {
        let plan = try CLI.plan(["pie"], stdin: "k,v\na,1e300\nb,1e300\nc,1e300\n")
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        let ends = slices.compactMap { $0["endAngle"] as? Double }
        #expect(ends.count == 3)
        #expect(zip(ends, [120.0, 240, 360]).allSatisfy { abs($0 - $1) < 1e-9 })
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["pie", "-o", "p.png"], stdin: "k,v\na,1e300\nb,1e300\nc,1e300\n", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }
}

/// Degenerate and tiny ranges at extreme magnitudes are drawn, with readable labels that never
/// overlap (issue 23 item 6: one x repeated at ≥ 1e16 gave exit 70 "empty x range"; a span of
/// one part in a million at 1e±100 gave exit 64 blaming --size, its labels a hundred digits long).
@Suite struct DegenerateRangeCLITests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var command: [String]
        var stdin: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "x 1e16 repeated", command: ["line", "--points"], stdin: "x,y\n1e16,1\n1e16,2\n"),
        .init(name: "x 1e17 repeated, one row per page", command: ["line", "--page-size", "1", "--page", "2"], stdin: "x,y\n1e17,1\n1e17,2\n"),
        .init(name: "x -3e20 alone", command: ["line", "--points"], stdin: "x,y\n-3e20,5\n"),
        .init(name: "x 1e16 to 1e16+100", command: ["line"], stdin: "x,y\n10000000000000000,1\n10000000000000100,2\n"),
        .init(name: "y 1e-100 to 1.000001e-100", command: ["line"], stdin: "x,y\n1,1e-100\n2,1.000001e-100\n"),
        .init(name: "y -1e200 to -1.000000000001e200", command: ["line"], stdin: "x,y\n1,-1e200\n2,-1.000000000001e200\n"),
        .init(name: "bar -1e299 and a hair more", command: ["bar"], stdin: "k,v\na,-1e299\nb,-1.0000000000000002e299\n"),
        .init(
            name: "discrete 1e100 tiny range", command: ["discrete", "--x", "d", "--low", "lo", "--high", "hi"],
            stdin: "d,lo,hi\na,1e100,1.000001e100\nb,1e100,1.000001e100\n"),
    ]

    @Test(arguments: cases)
    func drawnWithSeparateShortLabels(_ c: Case) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(c.command + ["-o", "c.png"], stdin: c.stdin, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/" + (CLI.files(in: dir).first ?? "c.png"))
        #expect(image.width == 800 && image.height == 500)
        let plan = try CLI.plan(c.command, stdin: c.stdin, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let plotWidth = Double(((plan["plotArea"] as? [String: Int])?["right"] ?? 0) - ((plan["plotArea"] as? [String: Int])?["left"] ?? 0))
        for key in ["x", "y", "valueAxis"] {
            guard let axis = page[key] as? [String: Any], let ticks = axis["ticks"] as? [[String: Any]],
                let min = axis["min"] as? Double, let max = axis["max"] as? Double
            else { continue }
            #expect(min < max, "\(key): empty range \(min)…\(max)")
            let labels = ticks.compactMap { $0["label"] as? String }
            #expect(labels.allSatisfy { $0.count <= 22 }, "\(key): \(labels)")
            #expect(Set(labels).count == labels.count, "\(key): repeated labels \(labels)")
            if key == "x", c.command.first == "line" {
                // Neighbouring labels stand at least their width apart (about 6.4 px a digit at 10 pt).
                let values = ticks.compactMap { $0["value"] as? Double }
                for i in values.indices.dropFirst() {
                    let gap = (values[i] - values[i - 1]) / (max - min) * plotWidth
                    let needed = Double(labels[i].count + labels[i - 1].count) / 2 * 6.4
                    #expect(gap > needed, "\(key): \(labels[i - 1]) and \(labels[i]) are \(gap) px apart")
                }
            }
        }
    }
}
