import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Culling markers that later markers paint over leaves the PNG the same, byte for byte (issue
/// 37): each case renders one plan twice on real gnuplot, with the culled rows and with every
/// drawn row (`culledRows` nil), and compares the files. The discs it culls by are measured
/// again on pngcairo, for every filled shape, several sizes and scales.
@Suite(.tags(.heavy)) struct MarkerCullingTests {
    /// A seeded cloud of `count` points per series: uniform, a Gaussian-like heap (dense middle,
    /// sparse edges), or values on a small integer grid (many exact duplicates).
    enum Cloud: Sendable { case uniform, heap, grid }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var cloud: Cloud
        var count: Int
        var series = 1
        var markerSize = 1.0
        var scale = 1
        var log = false
        var size = (width: 500, height: 350)
        /// Rows sorted by x, as chart holds a scatter (drawn in `MarkerCulling.drawOrder`).
        var sortedByX = false
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "few points, forced", cloud: .grid, count: 40),
        Case(name: "many duplicates", cloud: .grid, count: 60_000),
        Case(name: "uniform", cloud: .uniform, count: 80_000),
        Case(name: "heap, three series overlapping", cloud: .heap, count: 25_000, series: 3),
        Case(name: "six shapes", cloud: .uniform, count: 8_000, series: 6),
        Case(name: "log axes", cloud: .heap, count: 40_000, log: true),
        Case(name: "scale 2, size 2", cloud: .heap, count: 30_000, markerSize: 2, scale: 2, size: (300, 200)),
        Case(name: "smallest markers", cloud: .uniform, count: 60_000, markerSize: 0.6),
        Case(name: "large markers", cloud: .heap, count: 20_000, markerSize: 4.5),
        Case(name: "heap sorted by x", cloud: .heap, count: 80_000, sortedByX: true),
        Case(name: "uniform sorted by x, three series", cloud: .uniform, count: 30_000, series: 3, sortedByX: true),
        Case(name: "duplicates sorted by x", cloud: .grid, count: 60_000, sortedByX: true),
        Case(name: "heap sorted by x, scale 2, size 1.7", cloud: .heap, count: 30_000, markerSize: 1.7, scale: 2, size: (300, 200), sortedByX: true),
        Case(name: "six shapes sorted by x", cloud: .heap, count: 10_000, series: 6, sortedByX: true),
    ]

    static func chart(_ c: Case) -> LineChart {
        var state: UInt64 = 0x2545F4914F6CDD1D
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        func value() -> Double {
            switch c.cloud {
            case .uniform: return 1 + next() * 99
            case .heap: return 50 + (next() + next() + next() + next() - 2) * 24
            case .grid: return Double(1 + Int(next() * 12)) * 5
            }
        }
        let x = (0..<c.count).map { _ in value() }
        let series = (0..<c.series).map { s in LineSeries(name: "s\(s + 1)", values: (0..<c.count).map { _ in value() }) }
        let chart = LineChart(x: XValues(kind: .number, positions: x, title: "x"), series: series)
        return c.sortedByX ? LineChartBuilder.sortedByX(chart) : chart
    }

    static func plan(_ c: Case) throws -> ScatterPlan {
        let figure = FigureOptions(width: c.size.width, height: c.size.height, scale: c.scale)
        var options = ScatterOptions(
            figure: figure, axes: AxisOptions(yLog: c.log, xLog: c.log), paging: PagingOptions(output: "s.png"), markerSize: c.markerSize)
        options.density = .off
        var plan = try ScatterLayouter(options: options).plan(for: chart(c))
        if plan.pages[0].marks.culledRows == nil {  // too few points to cull on its own: cull anyway
            let culling = MarkerCulling(frame: plan.frame, scale: c.scale)
            plan.pages[0].marks.culledRows = culling.keptRows(
                rows: plan.chart.series.map(ScatterLayouter.drawnRows), x: plan.chart.x.positions, values: plan.chart.series.map(\.values),
                xAxis: plan.pages[0].x, yAxis: plan.pages[0].y, pointTypes: plan.pointTypes, markerSize: plan.markerSize)
        }
        return plan
    }

    static func render(_ plan: ScatterPlan, folder: String) throws -> [UInt8] {
        let program = try ScatterEmitter().program(for: plan, outputs: ["page.png"])
        _ = try RenderTestHelpers.runner(drawing: plan.pages[0].points.reduce(0, +)).run(program: program, in: folder)
        defer { unlink(folder + "/page.png") }
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/page.png")))
    }

    /// Every drawn row of each series in the order a culled chart draws them: what the culled
    /// PNG must equal.
    static func everyMarker(_ plan: ScatterPlan) -> [[Int]] {
        plan.chart.series.map { MarkerCulling.drawOrder(ScatterLayouter.drawnRows($0)) }
    }

    @Test(arguments: cases)
    func culledPNGIsByteForByteTheSame(_ c: Case) throws {
        let folder = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let culled = try Self.plan(c)
        var every = culled
        every.pages[0].marks.culledRows = Self.everyMarker(culled)
        let kept = culled.pages[0].marks.culledRows?.reduce(0) { $0 + $1.count } ?? 0
        let points = culled.pages[0].points.reduce(0, +)
        #expect(kept > 0 && kept <= points, "\(c.name): \(kept) of \(points)")
        if c.cloud != .grid && c.count >= 20_000 && c.markerSize >= 1 { #expect(kept < points, "\(c.name): no marker culled") }
        if c.sortedByX && c.cloud == .heap && c.series == 1 { #expect(kept < points / 2, "\(c.name): \(kept) of \(points) sent") }
        #expect(try Self.render(culled, folder: folder) == Self.render(every, folder: folder), "\(c.name): the PNGs differ")
    }

    /// Counted without drawing, on a dense cloud sorted by x as chart holds it: drawn in
    /// `drawOrder`, each series loses most of its markers where it is dense, and a series drawn
    /// over by a later one loses more.
    @Test func seriesSortedByXAreCulledWhereDense() throws {
        let chart = Self.chart(Case(name: "dense", cloud: .heap, count: 200_000, series: 2, sortedByX: true))
        var options = ScatterOptions(figure: FigureOptions(width: 500, height: 350), paging: PagingOptions(output: "s.png"))
        options.density = .off
        let plan = try ScatterLayouter(options: options).plan(for: chart)
        let kept = try #require(plan.pages[0].marks.culledRows).map(\.count)
        #expect(kept[1] < 200_000 / 4, "\(kept[1]) of 200000 markers of the last series sent")
        #expect(kept[0] < kept[1], "\(kept) markers sent")
    }

    /// The culled rows keep draw order (each series' `drawOrder`), and a marker is culled only
    /// when later cores cover its footprint: the last marker drawn is always kept, and a lone one.
    @Test func culledRowsKeepDrawOrderAndLoneMarkers() throws {
        let plan = try Self.plan(Self.cases[2])
        let culled = try #require(plan.pages[0].marks.culledRows)
        let order = MarkerCulling.drawOrder(ScatterLayouter.drawnRows(plan.chart.series[0]))
        #expect(culled[0].last == order.last)
        var place = order.makeIterator()
        #expect(
            culled[0].allSatisfy { row in
                while let next = place.next() { if next == row { return true } }; return false
            })
        let lone = MarkerCulling(frame: plan.frame, scale: 1).keptRows(
            rows: [[0]], x: [50], values: [[50]], xAxis: plan.pages[0].x, yAxis: plan.pages[0].y, pointTypes: [7], markerSize: 1)
        #expect(lone == [[0]])
    }

    /// The draw order takes every row once, for counts with and without common factors.
    @Test(arguments: [0, 1, 2, 3, 10, 89, 100, 144, 1000, 65_536])
    func drawOrderTakesEveryRowOnce(_ count: Int) {
        let rows = (0..<count).map { $0 * 3 + 1 }
        let order = MarkerCulling.drawOrder(rows)
        #expect(order.count == count && Set(order) == Set(rows))
    }

    /// `--plan` counts the markers sent, and the program says what was left out; a plan of few
    /// points culls nothing, so its `--plan` and program are as before.
    @Test func planAndProgramSayWhatWasSent() throws {
        let plan = try Self.plan(Self.cases[1])
        let sent = try #require(plan.pages[0].marks.culledRows).map(\.count)
        let json = plan.json.text()
        #expect(json.contains("\"markersSent\": [\(sent[0])]"))
        let program = try ScatterEmitter().program(for: plan, outputs: ["page.png"])
        #expect(program.contains("# \(sent[0]) of 60000 markers sent: the others are painted over by later markers (the same PNG)"))
        var options = ScatterOptions(paging: PagingOptions(output: "s.png"))
        options.density = .off
        let few = try ScatterLayouter(options: options).plan(for: Self.chart(Self.cases[0]))
        #expect(few.pages[0].marks.culledRows == nil)
        #expect(!few.json.text().contains("markersSent"))
    }

    /// SVG, PDF and bubbles are never culled: only pngcairo rounds markers to whole pixels.
    @Test func onlyFilledMarkersOnPNGAreCulled() {
        #expect(MarkerCulling.applies(format: .png, pointTypes: [7, 5, 9, 13, 11, 15], bubbles: false))
        #expect(!MarkerCulling.applies(format: .svg, pointTypes: [7], bubbles: false))
        #expect(!MarkerCulling.applies(format: .pdf, pointTypes: [7], bubbles: false))
        #expect(!MarkerCulling.applies(format: .png, pointTypes: [7], bubbles: true))
        #expect(!MarkerCulling.applies(format: .png, pointTypes: [6], bubbles: false))
    }

    /// The discs hold what pngcairo draws: every pixel a marker changes (on white and on black)
    /// lies in its footprint, and every pixel of its core is the marker's colour on both.
    @Test(arguments: [1, 2, 3])
    func discsHoldWhatPngcairoDraws(scale: Int) throws {
        let folder = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sizes = [0.6, 0.8, 1, 1.3, 1.7, 2, 2.6, 3.3, 4, 5, 6.5, 8, 10].filter { scale == 1 || $0 <= 5 }
        let width = 1200 * scale
        let frame = PlotFrame(width: 1200, height: 1200, left: 0, right: 1199, top: 0, bottom: 1199)
        let culling = MarkerCulling(frame: frame, scale: scale)
        let axis = AxisPlan(min: 0, max: 1, ticks: [])
        for pointType in MarkerDiscs.shapes.keys.sorted() {
            let places = sizes.indices.map { i in (x: (Double(i % 4) + 0.5) / 4 + 0.0007 * Double(i), y: (Double(i / 4) + 0.5) / 4) }
            var images: [PNGImage] = []
            for background in ["#ffffff", "#000000"] {
                var program =
                    "set terminal pngcairo size \(width),\(width) background rgb '\(background)'"
                    + (scale > 1 ? " linewidth \(scale) pointscale \(scale)" : "") + "\nset output 'page.png'\n"
                program += "set lmargin at screen 0; set rmargin at screen 1; set tmargin at screen 1; set bmargin at screen 0\n"
                program += "set xrange [0:1]; set yrange [0:1]; unset border; unset tics; unset key\n"
                program +=
                    "plot "
                    + zip(places, sizes).map { place, size in
                        "'+' using (\(place.x)):(\(place.y)) every ::0::0 with points pt \(pointType) ps \(size) lc rgb '#1f77b4'"
                    }.joined(separator: ", ") + "\n"
                _ = try RenderTestHelpers.runner(drawing: 100).run(program: program, in: folder)
                images.append(try PNGImage.load(path: folder + "/page.png"))
                unlink(folder + "/page.png")
            }
            for (place, size) in zip(places, sizes) {
                let centre = try #require(culling.position(x: place.x, value: place.y, xAxis: axis, yAxis: axis))
                let mask = MarkerDiscs(pointType: pointType, size: size, scale: scale).masks[centre.tieX ? 1 : 0][centre.tieY ? 1 : 0]
                let footprint = Set(mask.footprint.map { [Int($0.x), Int($0.y)] })
                let reach = Int(3 * size * Double(scale) * 1.5) + 4
                for dy in -reach...reach {
                    for dx in -reach...reach {
                        let offset = ((centre.y + dy) * width + centre.x + dx) * 4
                        let white = Array(images[0].rgba[offset..<offset + 3])
                        let black = Array(images[1].rgba[offset..<offset + 3])
                        let changed = white != [255, 255, 255] || black != [0, 0, 0]
                        #expect(!changed || footprint.contains([dx, dy]), "pt \(pointType) ps \(size) scale \(scale): \(dx),\(dy) drawn outside")
                    }
                }
                for offset in mask.core {
                    let at = ((centre.y + Int(offset.y)) * width + centre.x + Int(offset.x)) * 4
                    let colours = [Array(images[0].rgba[at..<at + 3]), Array(images[1].rgba[at..<at + 3])]
                    #expect(colours.allSatisfy { $0 == [0x1f, 0x77, 0xb4] }, "pt \(pointType) ps \(size) scale \(scale): core \(offset) not full")
                }
            }
        }
    }
}
