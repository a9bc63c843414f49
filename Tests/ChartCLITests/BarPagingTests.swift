import ChartTestSupport
import Foundation
import Testing

/// Bar pages, sorting, category-label fitting and the plan that describes them.
@Suite struct BarPagingTests {
    static let many = "k,v\n" + (1...23).map { "c\($0),\($0 * 3 % 17 + 1)" }.joined(separator: "\n") + "\n"

    /// 23 categories, 10 per page: three files, a shared value axis, and bars where the plan says.
    @Test func pagesCutTheCategoriesAndShareTheValueAxis() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let args = ["bar", "--page-size", "10", "--page", "all", "-o", "out/b.png"]
        let result = try CLI.run(args, stdin: Self.many, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["b-001.png", "b-002.png", "b-003.png"])
        let plan = try CLI.plan(args, stdin: Self.many, in: dir)
        #expect(plan["pageCount"] as? Int == 3)
        let pages = try #require(plan["pages"] as? [[String: Any]])
        #expect(pages.map { ($0["categories"] as? [String: Int])?["first"] } == [1, 11, 21])
        #expect(pages.map { ($0["categories"] as? [String: Int])?["last"] } == [10, 20, 23])
        let axes = pages.map { ($0["valueAxis"] as? [String: Any])?["max"] as? Double }
        #expect(Set(axes).count == 1)
        #expect(
            pages.map { (($0["categoryAxis"] as? [String: Any])?["ticks"] as? [[String: Any]])?.first?["label"] as? String } == ["c1", "c11", "c21"])
        // Page 3's first bar (c21: 21*3%17+1 = 13) has the plan's height in the PNG.
        let image = try PNGImage.load(path: dir + "/out/b-003.png")
        let g = try BarRenderingTests.Geometry(plan: plan, page: 2)
        let run = BarRenderingTests.run(image, g, slot: 0, hex: "#0072B2")
        #expect(abs(Double(run.count) - (g.valuePixel(0) - g.valuePixel(13))) <= 2)
        #expect(BarRenderingTests.run(image, g, slot: 5, hex: "#0072B2").isEmpty)

        let own = try CLI.plan(args + ["--y-range", "page"], stdin: Self.many, in: dir)
        let ownAxes = (own["pages"] as? [[String: Any]] ?? []).map { ($0["valueAxis"] as? [String: Any])?["max"] as? Double }
        #expect(Set(ownAxes).count > 1)
    }

    @Test(arguments: [("desc", ["c", "a", "b"]), ("asc", ["b", "a", "c"]), ("none", ["a", "b", "c"])])
    func sortOrdersCategories(_ order: String, _ expected: [String]) throws {
        let plan = try CLI.plan(["bar", "--sort", order, "-o", "s.png"], stdin: "k,v\na,2\nb,1\nc,3\n")
        let ticks = (plan["pages"] as? [[String: Any]])?.first.flatMap { ($0["categoryAxis"] as? [String: Any])?["ticks"] as? [[String: Any]] } ?? []
        #expect(ticks.map { $0["label"] as? String ?? "" } == expected)
    }

    /// Duplicate categories are kept, in order, each as its own bar.
    @Test func duplicateCategoriesAreKept() throws {
        let plan = try CLI.plan(["bar", "-o", "d.png"], stdin: "k,v\na,1\na,2\nb,3\n")
        #expect(plan["categoryCount"] as? Int == 3)
        let bars = (plan["pages"] as? [[String: Any]])?.first?["bars"] as? [[String: Any]] ?? []
        #expect(bars.map { $0["value"] as? Double } == [1, 2, 3])
    }

    /// Names that do not fit are rotated, then thinned and shortened, and the plan says so.
    @Test(arguments: [
        ("800x500", "k,v\nalpha,1\nbeta,2\ngamma,3\n", "none", 1),
        ("400x300", "k,v\n" + (1...12).map { "category \($0),\($0)" }.joined(separator: "\n") + "\n", "rotated", 1),
        ("300x200", "k,v\n" + (1...40).map { "name \($0),\($0)" }.joined(separator: "\n") + "\n", "rotated+thinned", 5),
        ("400x300", "k,v\nan extraordinarily long category name indeed,1\nb,2\n", "rotated+ellipsis", 1),
    ])
    func categoryLabelRule(_ size: String, _ data: String, _ rule: String, _ every: Int) throws {
        let plan = try CLI.plan(["bar", "--size", size, "-o", "r.png"], stdin: data)
        let labels = try #require(plan["categoryLabels"] as? [String: Any])
        #expect(labels["rule"] as? String == rule)
        #expect(labels["every"] as? Int == every)
        let ticks = (plan["pages"] as? [[String: Any]])?.first.flatMap { ($0["categoryAxis"] as? [String: Any])?["ticks"] as? [[String: Any]] } ?? []
        let named = ticks.filter { !($0["label"] as? String ?? "").isEmpty }
        #expect(named.count == (ticks.count + every - 1) / every)
        if rule.contains("ellipsis") { #expect(named.contains { ($0["label"] as? String ?? "").hasSuffix("…") }) }
    }

    /// Horizontal bars with long names never thin or rotate at a normal size; a long name is shortened.
    @Test func horizontalNamesAreShortenedNotRotated() throws {
        let data = "k,v\n" + String(repeating: "very long name ", count: 10) + ",1\nshort,2\n"
        let plan = try CLI.plan(["bar", "--horizontal", "-o", "h.png"], stdin: data)
        let labels = try #require(plan["categoryLabels"] as? [String: Any])
        #expect(labels["rule"] as? String == "ellipsis" && labels["angle"] as? Int == 0)
        let area = try #require(plan["plotArea"] as? [String: Int])
        #expect((area["left"] ?? 0) < 800 * 42 / 100)
    }
}
