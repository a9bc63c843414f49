import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// The default bins on real shapes, end to end (real gnuplot, the PNG decoded): pooled
/// multimodal data keeps its modes apart, and whole numbers get a bar each.
@Suite struct HistDefaultBinsTests {
    /// Draws `file` with `arguments` and returns the image and the same invocation's plan.
    static func render(_ file: String, _ arguments: [String]) throws -> (PNGImage, [String: Any]) {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["hist", CLI.fixture(file)] + arguments + ["-o", "h.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["hist", CLI.fixture(file)] + arguments + ["-o", "h.png"], in: dir)
        return (try PNGImage.load(path: dir + "/h.png"), plan)
    }

    /// Whether the column through the middle of bin `low`…`high` holds the series colour.
    static func inked(_ image: PNGImage, _ g: PlotGeometry, _ low: Double, _ high: Double) -> Bool {
        let x = g.pixel((low + high) / 2, 0).0
        return (Int(g.top)...Int(g.bottom)).contains { image[x, $0].isNear(hex: "#0072B2", tolerance: 24) }
    }

    /// Every bin's middle column: a bar whose top is its count's row (within a pixel) where the
    /// count is above 0, no ink where it is 0.
    static func expectBars(_ image: PNGImage, plan: [String: Any], edges: [Double], counts: [Int]) throws {
        let g = try PlotGeometry(plan: plan)
        for (bin, count) in counts.enumerated() {
            let x = g.pixel((edges[bin] + edges[bin + 1]) / 2, 0).0
            let top = (Int(g.top)...Int(g.bottom)).first { image[x, $0].isNear(hex: "#0072B2", tolerance: 24) }
            guard count > 0 else {
                #expect(top == nil, "bin \(edges[bin]) is empty but inked")
                continue
            }
            let row = try #require(top, "bin \(edges[bin]) (\(count)) has no bar")
            #expect(abs(row - g.pixel(0, Double(count)).1) <= 1, "bin \(edges[bin]): top row \(row) for a count of \(count)")
        }
    }

    /// Iris petal length, the species pooled (Freedman–Diaconis alone: 4 bins of 2 cm, setosa's
    /// 1–1.9 merged with the gap): at least Sturges' 9 bins, the empty 2–3 cm drawn empty, and
    /// each bar at its count.
    @Test func irisPetalLengthKeepsItsTwoModes() throws {
        let (image, plan) = try Self.render("iris-petals.csv", ["--y", "petal_length"])
        let bins = try #require(plan["bins"] as? [String: Any])
        let edges = try #require(bins["edges"] as? [Double])
        let counts = try #require((plan["series"] as? [[String: Any]])?.first?["counts"] as? [Int])
        #expect(bins["rule"] as? String == "sturges")
        #expect(counts.count >= 9)
        #expect(counts.reduce(0, +) == 150)
        try Self.expectBars(image, plan: plan, edges: edges, counts: counts)
        let g = try PlotGeometry(plan: plan)
        let gap = edges.indices.dropLast().filter { edges[$0] >= 2 && edges[$0 + 1] <= 3 }
        #expect(!gap.isEmpty)
        for bin in gap { #expect(counts[bin] == 0 && !Self.inked(image, g, edges[bin], edges[bin + 1]), "bin \(edges[bin]) is not empty") }
    }

    /// Car cylinders (3, 4, 5, 6, 8): one bar per count centred on it, ticked 3 … 8, the 6- and
    /// 8-cylinder cars apart with an empty 7 between (Freedman–Diaconis gave bins of 2, [6, 8]
    /// holding both).
    @Test func carCylindersGetABarEach() throws {
        let (image, plan) = try Self.render("cars-cylinders.csv", ["--y", "cylinders"])
        let bins = try #require(plan["bins"] as? [String: Any])
        let edges = try #require(bins["edges"] as? [Double])
        let counts = try #require((plan["series"] as? [[String: Any]])?.first?["counts"] as? [Int])
        #expect(bins["rule"] as? String == "integers")
        #expect(edges == [2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5])
        #expect(counts == [1, 41, 1, 17, 0, 21])
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let ticks = try #require((page["x"] as? [String: Any])?["ticks"] as? [[String: Any]])
        #expect(ticks.map { $0["label"] as? String } == ["3", "4", "5", "6", "7", "8"])
        try Self.expectBars(image, plan: plan, edges: edges, counts: counts)
        let g = try PlotGeometry(plan: plan)
        #expect(Self.inked(image, g, 5.5, 6.5) && !Self.inked(image, g, 6.5, 7.5) && Self.inked(image, g, 7.5, 8.5))
    }
}

/// Axis titles that say what an axis shows when the data names it: several columns binned
/// together, and the value column that `--series` splits.
@Suite struct DataAxisTitleTests {
    /// The `set xlabel`/`set ylabel` lines of the program `arguments` emit.
    static func labels(_ arguments: [String]) throws -> [String] {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(arguments + ["--emit-script", "-o", "c.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("set xlabel") || $0.hasPrefix("set ylabel")
        }
    }

    /// Daily highs and lows overlaid: the x axis says both (it had no title).
    @Test func histOfSeveralColumnsNamesThem() throws {
        #expect(try Self.labels(["hist", CLI.fixture("weather-temps.csv")]) == ["set xlabel 'temp_max, temp_min'", "set ylabel 'count'"])
    }

    /// Generation by source, long data split by `--series source`: the value axis is `twh`,
    /// the value column, on every kind that splits long data (it had none: the series are named
    /// after the keys); hist bins the values, so they title its x axis.
    @Test(arguments: ChartKind.allCases)
    func seriesSplitTitlesTheValueAxis(_ kind: ChartKind) throws {
        let expected: [String]
        switch kind {
        case .line, .bar, .discrete, .scatter, .area, .box: expected = ["set xlabel 'year'", "set ylabel 'twh'"]
        case .hist: expected = ["set xlabel 'twh'", "set ylabel 'count'"]
        case .pie, .heatmap: return  // no --series: a pie has one series, a heatmap none
        }
        // A box chart's category is --x (without it every value of a key is one box).
        let columns = kind == .box ? ["--x", "year"] : kind.has(.xColumn) ? [] : ["--y", "twh"]
        #expect(try Self.labels([kind.commandName, CLI.fixture("electricity-long.csv"), "--series", "source"] + columns) == expected)
    }

    /// One key: the value column still titles the axis, not the key ("coal").
    @Test func oneKeyIsNotTheTitle() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(
            ["line", "--series", "source", "--emit-script", "-o", "c.png"], stdin: "year,source,twh\n2015,coal,1352\n2016,coal,1239\n", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("set ylabel 'twh'\n"))
    }
}
