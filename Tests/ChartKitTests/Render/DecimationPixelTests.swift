import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    /// M4 decimation draws the same picture as every point (issue 10's acceptance): pixel for
    /// pixel on the libgd `png` terminal, and with fewer than 0.5% of pixels off by more than 64
    /// levels on antialiased pngcairo, which chart uses.
    @Suite struct DecimationPixelTests {
        enum Shape: String, CaseIterable, Sendable { case walk, noise, gappy }

        /// A seeded series of `count` rows (deterministic: a 64-bit LCG); with `decades`, x
        /// spreads evenly in log10 over that many decades from 0.01 (a log x axis).
        static func chart(_ shape: Shape, count: Int, decades: Double? = nil) -> LineChart {
            var state: UInt64 = 0x9E3779B97F4A7C15
            func next() -> Double {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Double(state >> 11) / Double(1 << 53)
            }
            var level = 0.0
            let values: [Double] = (0..<count).map { row in
                switch shape {
                case .walk:
                    level += next() - 0.5
                    return level
                case .noise:
                    return next() * 2 - 1
                case .gappy:
                    level += next() - 0.5
                    return (row / 997) % 7 == 3 ? .nan : level
                }
            }
            let positions: [Double] = (0..<count).map { row in
                guard let decades else { return Double(row) * 0.37 }
                let exponent: Double = -2 + decades * Double(row) / Double(count)
                return pow(10, exponent)
            }
            return LineChart(
                x: XValues(kind: .number, positions: positions, title: "x"),
                series: [LineSeries(name: "y", values: values)])
        }

        /// The image of `chart`, decimated or not, on `terminal` (`png` or `pngcairo`).
        static func render(
            _ chart: LineChart, decimate: Bool, terminal: String, lineWidth: Double, folder: String, xLog: Bool = false
        ) throws -> PNGImage {
            let options = LineOptions(axes: AxisOptions(xLog: xLog), paging: PagingOptions(output: "x.png"), lineWidth: lineWidth, decimate: decimate)
            let plan = try LineLayouter(options: options).plan(for: chart)
            #expect((plan.pages[0].decimatedRows != nil) == decimate)
            var program = try LineEmitter().program(for: plan, outputs: ["page.png"])
            if terminal == "png" {
                program = program.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("set terminal pngcairo") ? "set terminal png size \(plan.frame.width),\(plan.frame.height)" : String(line)
                }.joined(separator: "\n")
            }
            _ = try RenderTestHelpers.runner(drawing: chart.series[0].values.count).run(program: program, in: folder)
            defer { unlink(folder + "/page.png") }
            return try PNGImage.load(path: folder + "/page.png")
        }

        static func differences(_ a: PNGImage, _ b: PNGImage) -> (any: Int, large: Int) {
            var any = 0
            var large = 0
            for i in stride(from: 0, to: a.rgba.count, by: 4) {
                let delta = (0..<3).map { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) }.max() ?? 0
                if delta > 0 { any += 1 }
                if delta > 64 { large += 1 }
            }
            return (any, large)
        }

        @Test(arguments: Shape.allCases, [10_000, 100_000])
        func libgdPixelsAreIdentical(shape: Shape, count: Int) throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let chart = Self.chart(shape, count: count)
            for width in [1.0, 2.0] {
                let full = try Self.render(chart, decimate: false, terminal: "png", lineWidth: width, folder: folder)
                let m4 = try Self.render(chart, decimate: true, terminal: "png", lineWidth: width, folder: folder)
                #expect(Self.differences(full, m4).any == 0, "\(shape) \(count) lw \(width)")
            }
        }

        /// On a log x axis (`--x-log`) M4's columns are even in log10(x), and the picture is
        /// again every point's, pixel for pixel: noisy rows over six decades.
        @Test(arguments: Shape.allCases, [10_000, 100_000])
        func libgdLogXPixelsAreIdentical(shape: Shape, count: Int) throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let chart = Self.chart(shape, count: count, decades: 6)
            for width in [1.0, 2.0] {
                let full = try Self.render(chart, decimate: false, terminal: "png", lineWidth: width, folder: folder, xLog: true)
                let m4 = try Self.render(chart, decimate: true, terminal: "png", lineWidth: width, folder: folder, xLog: true)
                #expect(Self.differences(full, m4).any == 0, "\(shape) \(count) lw \(width)")
            }
        }

        @Test(arguments: Shape.allCases)
        func pngcairoDifferencesAreInvisible(shape: Shape) throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let chart = Self.chart(shape, count: 30_000)
            let full = try Self.render(chart, decimate: false, terminal: "pngcairo", lineWidth: 2, folder: folder)
            let m4 = try Self.render(chart, decimate: true, terminal: "pngcairo", lineWidth: 2, folder: folder)
            let (_, large) = Self.differences(full, m4)
            #expect(Double(large) < 0.005 * Double(full.width * full.height), "\(large) pixels off by more than 64 levels")
        }

        /// A decimated PNG page draws its lines segment by segment (issue 22: pngcairo strokes a
        /// long zigzag slowly); the pixel tests above compare that drawing with every point. SVG
        /// and dashed lines keep one path.
        @Test func decimatedPNGLinesAreSegments() throws {
            let chart = Self.chart(.noise, count: 30_000)
            for (format, output, segments) in [(OutputFormat.png, "x.png", true), (.svg, "x.svg", false)] {
                let options = LineOptions(figure: FigureOptions(format: format), paging: PagingOptions(output: output), decimate: true)
                let plan = try LineLayouter(options: options).plan(for: chart)
                let program = try LineEmitter().program(for: plan, outputs: [output])
                #expect(program.contains("$segments1") == segments, "\(output)")
                #expect(program.contains("$page") != segments, "\(output)")
            }
        }

        /// Pages keep their edges: every page's line reaches both borders as without decimation.
        @Test func pageEdgesAreUnchanged() throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let chart = Self.chart(.walk, count: 40_000)
            for decimate in [false, true] {
                let options = LineOptions(paging: PagingOptions(pagination: .pageSize(10_000), selection: .all, output: "p.png"), decimate: decimate)
                let plan = try LineLayouter(options: options).plan(for: chart)
                #expect(plan.pages.count == 4)
                #expect(plan.pages.allSatisfy { ($0.decimatedRows != nil) == decimate })
            }
            let page = { (decimate: Bool) throws -> [Int] in
                let options = LineOptions(
                    paging: PagingOptions(pagination: .pageSize(10_000), selection: .range(2, 3), output: "p.png"), decimate: decimate)
                let plan = try LineLayouter(options: options).plan(for: chart)
                var program = try LineEmitter().program(for: plan, outputs: ["a.png", "b.png"])
                program = program.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("set terminal pngcairo") ? "set terminal png size 800,500" : String(line)
                }.joined(separator: "\n")
                _ = try RenderTestHelpers.runner(drawing: chart.series[0].values.count).run(program: program, in: folder)
                return try ["a.png", "b.png"].flatMap { try PNGImage.load(path: folder + "/" + $0).rgba.map(Int.init) }
            }
            #expect(try page(false) == page(true))
        }
    }
}
