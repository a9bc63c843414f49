import ChartTestSupport
import Foundation
import Testing

/// Pages: counts, names, windows, shared axes.
@Suite struct LinePagingTests {
    @Test func allPagesGetNumberedFiles() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let result = try CLI.run(["line", CLI.example("metrics.csv"), "--page-size", "100", "--page", "all", "-o", "out/m.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir + "/out") == (1...10).map { String(format: "m-%03d.png", $0) })
        for page in 1...10 {
            let image = try PNGImage.load(path: dir + String(format: "/out/m-%03d.png", page))
            #expect(image.width == 800 && image.height == 500)
        }
    }

    /// `--page 2` of a paged chart writes the name a full run gives page 2 (issue 16 item 12).
    @Test func onePageFromStandardInput() throws {
        let dir = try TemporaryDirectory.make()
        let data = try String(contentsOfFile: CLI.example("metrics.csv"), encoding: .utf8)
        let result = try CLI.run(["line", "--page-size", "100", "--page", "2", "-o", "two.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["two-002.png"])
    }

    /// Windows tile the axis, the value axis is shared, and names follow page numbers.
    @Test func planDescribesEveryPage() throws {
        let plan = try CLI.plan(["line", CLI.example("metrics.csv"), "--page-size", "250", "-o", "out/m.png"])
        #expect(plan["pageCount"] as? Int == 4)
        let pages = try #require(plan["pages"] as? [[String: Any]])
        #expect(pages.map { $0["output"] as? String } == ["out/m-001.png", "out/m-002.png", "out/m-003.png", "out/m-004.png"])
        let windows = pages.map { (($0["x"] as? [String: Any])?["min"] as? Double ?? .nan, ($0["x"] as? [String: Any])?["max"] as? Double ?? .nan) }
        #expect(windows.map(\.0) == [0, 250, 500, 750])
        // Every page is 250 wide; the last one too, though its data ends at 999.
        #expect(windows.map(\.1) == [250, 500, 750, 1000])
        let yAxes = pages.map { ($0["y"] as? [String: Any])?["ticks"] as? [[String: Any]] ?? [] }
        #expect(Set(yAxes.map { $0.map { $0["label"] as? String ?? "" } }).count == 1)
        for page in pages {
            let ticks = (page["x"] as? [String: Any])?["ticks"] as? [[String: Any]] ?? []
            let window = (page["x"] as? [String: Any]) ?? [:]
            #expect(
                ticks.allSatisfy {
                    ($0["value"] as? Double ?? -1) >= window["min"] as? Double ?? 0
                        && ($0["value"] as? Double ?? .infinity) <= window["max"] as? Double ?? 0
                })
        }
        let own = try CLI.plan(["line", CLI.example("metrics.csv"), "--page-size", "250", "--y-range", "page", "-o", "out/m.png"])
        let ownAxes = (own["pages"] as? [[String: Any]] ?? []).map { (($0["y"] as? [String: Any])?["min"] as? Double) }
        #expect(Set(ownAxes).count > 1)
    }

    /// A line crossing a page border is drawn up to the border: the last plot-area column of
    /// page 1 carries the series colour.
    @Test func linesReachTheBorder() throws {
        let dir = try TemporaryDirectory.make()
        let data = "x,y\n" + (0..<20).map { "\($0),\($0 % 2 == 0 ? 1 : 3)" }.joined(separator: "\n") + "\n"
        let args = ["line", "--page-size", "5", "--page", "1-2", "-o", "b.png", "--size", "400x300"]
        #expect(try CLI.run(args, stdin: data, in: dir).status == 0)
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        for name in ["b-001.png", "b-002.png"] {
            let image = try PNGImage.load(path: dir + "/" + name)
            for column in [(area["left"] ?? 0) + 2, (area["right"] ?? 0) - 1] {
                let hits = (area["top"]!...area["bottom"]!).filter { image[column, $0].isNear(hex: "#0072B2", tolerance: 80) }
                #expect(!hits.isEmpty, "\(name): no line at column \(column)")
            }
        }
    }

    @Test func patternNamesAndRanges() throws {
        let dir = try TemporaryDirectory.make()
        let data = (1...30).map(String.init).joined(separator: "\n") + "\n"
        let result = try CLI.run(["line", "--pages", "3", "--page", "2-3", "-o", "f-%02d.png", "--size", "300x200"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["f-02.png", "f-03.png"])
    }
}
