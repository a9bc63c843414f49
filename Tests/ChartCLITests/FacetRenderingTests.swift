import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--facet` end to end: real gnuplot, the PNG decoded, each panel's plot area read from the
/// `--plan` of the same invocation (its cell on the image plus its own plot area).
@Suite struct FacetRenderingTests {
    /// A panel's plot area on the image and its axes, from its `--plan` object.
    struct Panel {
        var name: String
        var plan: [String: Any]
        /// The plot area on the image.
        var left, right, top, bottom: Int

        init(_ object: [String: Any]) throws {
            name = try #require(object["name"] as? String)
            plan = try #require(object["plan"] as? [String: Any])
            let area = try #require(plan["plotArea"] as? [String: Int])
            let (x, y) = (object["left"] as? Int ?? 0, object["top"] as? Int ?? 0)
            (left, right, top, bottom) = (area["left"]! + x, area["right"]! + x, area["top"]! + y, area["bottom"]! + y)
        }

        /// The panel's data-to-pixel mapping on the image (x and value axes named `x` and `y`).
        var geometry: PlotGeometry {
            get throws {
                var geometry = try PlotGeometry(plan: plan)
                (geometry.left, geometry.right, geometry.top, geometry.bottom) = (Double(left), Double(right), Double(top), Double(bottom))
                return geometry
            }
        }

        var page: [String: Any] { ((plan["pages"] as? [[String: Any]]) ?? [[:]])[0] }
        func axis(_ name: String) -> [String: Any] { page[name] as? [String: Any] ?? [:] }
        func tickLabels(_ axis: String) -> [String] { (self.axis(axis)["ticks"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String } }
    }

    static func render(_ kind: String, _ arguments: [String], data: String) throws -> (PNGImage, [Panel], [String: Any]) {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try CLI.run([kind] + arguments + ["-o", "f.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan([kind] + arguments + ["-o", "f.png"], stdin: data, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let panels = try (page["panels"] as? [[String: Any]] ?? []).map(Panel.init)
        return (try PNGImage.load(path: dir + "/f.png"), panels, plan)
    }

    /// Pixels inside `panel`'s plot area (its border left out) that are not the white background.
    static func ink(_ image: PNGImage, in panel: Panel) -> Int {
        var count = 0
        for y in panel.top + 2..<panel.bottom - 1 {
            for x in panel.left + 2..<panel.right - 1 where !image[x, y].isClose(to: .white, tolerance: 30) { count += 1 }
        }
        return count
    }

    /// Three regions with known counts in bins of 10: every panel has the same x and count axes
    /// (shared), its bars where its own counts are and none where they are 0, and only the outer
    /// panels' tick labels.
    @Test func histPanelsShareAxesAndDrawTheirOwnBars() throws {
        let counts = ["eu": [3, 0, 5], "us": [0, 8, 1], "ap": [2, 2, 0]]
        var rows = "region,ms\n"
        for region in ["eu", "us", "ap"] {
            for (bin, count) in counts[region]!.enumerated() { for index in 0..<count { rows += "\(region),\(bin * 10 + 2 + index)\n" } }
        }
        let (image, panels, plan) = try Self.render("hist", ["--y", "ms", "--bin-width", "10", "--facet", "region", "--range", "0:30"], data: rows)
        #expect(panels.map(\.name) == ["eu", "us", "ap"])
        let geometries = try panels.map { try $0.geometry }
        #expect(Set(geometries.map(\.yMax)).count == 1, "one count axis for every panel")
        #expect(Set(geometries.map(\.xMax)).count == 1 && Set(geometries.map(\.xMin)).count == 1)
        let facet = try #require(plan["facet"] as? [String: Any])
        #expect(facet["panels"] as? Int == 3)
        for (panel, geometry) in zip(panels, geometries) {
            for (bin, count) in counts[panel.name]!.enumerated() {
                let (x, bottom) = geometry.pixel(Double(bin * 10) + 5, 0)
                let top = count == 0 ? panel.top : geometry.pixel(0, Double(count)).1
                let column = (top + 1..<bottom - 1).filter { image[x, $0].isNear(hex: "#0072B2", tolerance: 40) }.count
                if count == 0 {
                    #expect(column == 0, "\(panel.name) bin \(bin) is empty but has ink")
                } else {
                    #expect(column >= bottom - top - 3, "\(panel.name) bin \(bin): \(column) px of bar, \(bottom - top) expected")
                }
            }
        }
        // Inner panels leave their value tick labels to the left column.
        let columns = try #require(facet["columns"] as? Int)
        for (index, panel) in panels.enumerated() where index % columns > 0 {
            let labels = panel.tickLabels("y").filter { !$0.isEmpty }
            #expect(labels.isEmpty, "\(panel.name) is an inner panel")
        }
        let outer = panels[0].tickLabels("y").filter { !$0.isEmpty }
        #expect(!outer.isEmpty)
    }

    /// Every kind that takes `--facet` draws ink in every panel's plot area, from its probe data
    /// split by its text key column.
    @Test(arguments: ChartKind.all(.facets))
    func everyPanelHasInk(_ kind: ChartKind) throws {
        let sample = kind.sample.probe
        let key = sample.split(separator: "\n")[0].split(separator: ",").firstIndex { ["key", "grp"].contains($0) }
        let name = String(sample.split(separator: "\n")[0].split(separator: ",")[try #require(key)])
        let (image, panels, _) = try Self.render(kind.rawValue, ["--facet", name], data: sample)
        #expect(panels.count == 2)
        for panel in panels {
            #expect(Self.ink(image, in: panel) > 0, "\(kind) panel \(panel.name) has no ink")
        }
    }

    /// More panels than fit at the smallest readable size go onto pages, with a warning naming
    /// the panels a page and how to get one image.
    @Test func crowdedPanelsGoOntoPages() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let rows = "k,v\n" + (0..<14).flatMap { key in (0..<3).map { "k\(key),\($0 + key)\n" } }.joined()
        let result = try CLI.run(["hist", "--facet", "k", "-o", "p.png"], stdin: rows, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("drawn 9 a page on 2 pages; use a larger --size or fewer panels"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/p-001.png") && FileManager.default.fileExists(atPath: dir + "/p-002.png"))
        let bigger = try CLI.run(["hist", "--facet", "k", "--size", "1400x700", "-o", "q.png"], stdin: rows, in: dir)
        #expect(bigger.status == 0 && !bigger.stderr.contains("pages"), "\(bigger.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/q.png"))
    }

    /// A text chart stacks the panels, each under its key.
    @Test func textChartStacksPanels() throws {
        let result = try CLI.run(["line", "--facet", "key", "--format-out", "text", "--size", "60x20"], stdin: KindSample.keyed)
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let (p, q) = (try #require(lines.firstIndex(of: "p")), try #require(lines.firstIndex(of: "q")))
        #expect(p < q)
        #expect(lines.filter { $0.contains("┤") }.count >= 4, "two panels with value ticks")
    }

    /// More distinct values than the cap is bad data at the first row beyond it.
    @Test func tooManyPanelsAreRefused() throws {
        let rows = "k,v\n" + (0...FacetOptions.maximumPanels).map { "k\($0),1\n" }.joined()
        let result = try CLI.run(["hist", "--facet", "k", "-o", "x.png"], stdin: rows)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "<stdin>:\(FacetOptions.maximumPanels + 2):1 (column \"k\"): --facet makes more than \(FacetOptions.maximumPanels) panels"),
            "\(result.stderr)")
    }
}
