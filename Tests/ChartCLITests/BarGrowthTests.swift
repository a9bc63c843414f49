import ChartTestSupport
import Foundation
import Testing

/// Dense bars grow the image instead of dropping names (issue 16 item 9): written to a file
/// with no `--size`, the image grows in the category direction until every name fits, up to
/// four times (and 4000 px), and says so in `--plan` (`grownFrom`) and in a warning.
@Suite struct BarGrowthTests {
    static func categories(_ count: Int) -> String { DenseBarTests.categories(count) }

    static func size(_ plan: [String: Any], _ key: String = "size") -> [Int] {
        let size = plan[key] as? [String: Int] ?? [:]
        return [size["width"] ?? 0, size["height"] ?? 0]
    }

    /// 38 categories: 19 were named at 800x500. Now the image is as wide (vertical) or as tall
    /// (horizontal) as every name needs, the PNG has the plan's size, and the warning says it.
    @Test(arguments: [([String](), "wider"), (["--horizontal"], "taller")])
    func denseBarsGrowUntilEveryNameFits(flags: [String], direction: String) throws {
        let dir = try TemporaryDirectory.make()
        let plan = try CLI.plan(["bar", "-o", "b.png"] + flags, stdin: Self.categories(38), in: dir)
        let size = Self.size(plan)
        #expect(Self.size(plan, "grownFrom") == [800, 500])
        #expect(direction == "wider" ? size[0] > 800 && size[1] == 500 : size[0] == 800 && size[1] > 500, "\(size)")
        #expect((plan["categoryLabels"] as? [String: Any])?["every"] as? Int == 1)
        let result = try CLI.run(["bar", "-o", "b.png"] + flags, stdin: Self.categories(38), in: dir)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == """
                chart: warning: the image grows \(direction) to \(size[0])x\(size[1]) (from 800x500) so every category name fits; --size WxH \
                keeps a size\n
                """
        )
        let image = try PNGImage.load(path: dir + "/b.png")
        #expect(Int(image.width) == size[0] && Int(image.height) == size[1])
    }

    /// A given `--size` is kept, and so is the size of a PNG on standard output (no file).
    @Test func aGivenSizeOrStandardOutputDoesNotGrow() throws {
        let sized = try CLI.plan(["bar", "--size", "800x500", "-o", "b.png"], stdin: Self.categories(38))
        #expect(Self.size(sized) == [800, 500])
        #expect(sized["grownFrom"] as? [String: Int] == nil)
        #expect(((sized["categoryLabels"] as? [String: Any])?["every"] as? Int ?? 1) > 1)
        let piped = try CLI.run(["bar", "-o", "-"], stdin: Self.categories(38))
        #expect(piped.status == 0 && piped.stderr.contains("category names fits; --size"))
        let image = try PNGImage.load(data: piped.stdout)
        #expect(image.width == 800 && image.height == 500)
    }

    /// Growth stops at four times the size: 400 categories get 3200 px and still thin their
    /// names, with both warnings.
    @Test func growthStopsAtTheLimit() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["bar", "-o", "b.png"], stdin: Self.categories(400), in: dir)
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "chart: warning: the image grows wider to 3200x500 (from 800x500) so more category names fit; --size WxH keeps a size\n"))
        #expect(result.stderr.contains("category names fits"))
        let image = try PNGImage.load(path: dir + "/b.png")
        #expect(image.width == 3200 && image.height == 500)
    }
}
