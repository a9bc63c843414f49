import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    /// A long line sent row by row (`--no-decimate`, `--points`) is cut into paths
    /// (`PathBreaks`) on PNG pages, and draws the picture of the same line sent as one path:
    /// real gnuplot, both programs rendered, the PNGs compared pixel by pixel. Only the joins
    /// may differ (a cut row's round caps drawn over each other).
    @Suite struct PathBreakPixelTests {
        typealias Shape = DecimationPixelTests.Shape

        /// `program` with every cut undone: a gap row (all values `nan`) between two equal rows
        /// is a cut, and it and the repeat after it are dropped, so the line is one path again.
        static func uncut(_ program: String) -> (program: String, cuts: Int) {
            let lines = program.split(separator: "\n", omittingEmptySubsequences: false)
            var kept: [Substring] = []
            var cuts = 0
            var index = 0
            while index < lines.count {
                let line = lines[index]
                let fields = line.split(separator: " ")
                let isGap = fields.count >= 2 && fields.dropFirst().allSatisfy { $0 == "nan" }
                if isGap, index > 0, index + 1 < lines.count, lines[index + 1] == lines[index - 1] {
                    cuts += 1
                    index += 2
                    continue
                }
                if !line.hasPrefix("# lines cut into paths") { kept.append(line) }
                index += 1
            }
            return (kept.joined(separator: "\n"), cuts)
        }

        static func image(_ program: String, folder: String, points: Int) throws -> PNGImage {
            _ = try RenderTestHelpers.runner(drawing: points).run(program: program, in: folder)
            defer { unlink(folder + "/page.png") }
            return try PNGImage.load(path: folder + "/page.png")
        }

        @Test(arguments: Shape.allCases, [false, true])
        func aCutLineDrawsTheOnePathsPicture(shape: Shape, points: Bool) throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let count = 30_000
            let chart = DecimationPixelTests.chart(shape, count: count)
            let options = LineOptions(paging: PagingOptions(output: "x.png"), lineWidth: 2, points: points, decimate: false)
            let plan = try LineLayouter(options: options).plan(for: chart)
            let program = try LineEmitter().program(for: plan, outputs: ["page.png"])
            let (whole, cuts) = Self.uncut(program)
            #expect(cuts == PathBreaks(every: PathBreaks.rowsPerCut).cuts(rows: count), "\(shape): \(cuts) cuts")
            #expect(program.contains("# lines cut into paths of \(PathBreaks.rowsPerCut) rows"))
            let cut = try Self.image(program, folder: folder, points: count)
            let one = try Self.image(whole, folder: folder, points: count)
            let (any, large) = DecimationPixelTests.differences(cut, one)
            // Measured: at most a handful of pixels a cut differ at all, and few by more than 64 levels.
            #expect(large <= cuts, "\(shape) points \(points): \(large) pixels off by more than 64 levels at \(cuts) cuts")
            #expect(any <= 40 * cuts, "\(shape) points \(points): \(any) pixels differ at \(cuts) cuts")
        }

        /// SVG, PDF and dashed lines are never cut: their viewer draws them, or a dash pattern
        /// would restart at every cut.
        @Test func svgAndDashedLinesAreOnePath() throws {
            let chart = DecimationPixelTests.chart(.noise, count: 5_000)
            var dashed = chart
            dashed.series[0].dashed = true
            let requests: [(LineChart, OutputFormat, String, Bool)] = [
                (chart, .png, "x.png", true), (chart, .svg, "x.svg", false), (chart, .pdf, "x.pdf", false), (dashed, .png, "x.png", false),
            ]
            for (chart, format, output, cut) in requests {
                let options = LineOptions(figure: FigureOptions(format: format), paging: PagingOptions(output: output), decimate: false)
                let plan = try LineLayouter(options: options).plan(for: chart)
                let program = try LineEmitter().program(for: plan, outputs: [output])
                #expect((Self.uncut(program).cuts > 0) == cut, "\(output), dashed \(chart.series[0].dashed)")
            }
        }
    }
}
