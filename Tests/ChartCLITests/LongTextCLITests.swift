import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Long texts are wrapped or shortened, with a warning, instead of refused or clipped.
@Suite struct LongTextCLITests {
    /// A 40-character slice title at the default size: rendered (it was "no room for the pie"),
    /// the pie still large, and one warning.
    @Test func longSliceTitleRenders() throws {
        let dir = try TemporaryDirectory.make()
        let data = "k,v\n\(String(repeating: "W", count: 40)),1\nRent,50\n"
        let result = try CLI.run(["pie", "-o", "p.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "chart: warning: 1 slice title shortened to fit beside the pie; use --legend right or a larger --size\n")
        let plan = try CLI.plan(["pie"], stdin: data)
        let radius = (plan["pie"] as? [String: Double])?["radius"] ?? 0
        #expect(radius >= 120)
        let image = try PNGImage.load(path: dir + "/p.png")
        // The pie's orange fills a disc of that radius.
        let orange = image.count { $0.isNear(hex: "#E69F00", tolerance: 40) }
        #expect(Double(orange) > 0.9 * .pi * radius * radius)
    }

    /// A title wider than the image is drawn on two lines inside it (ink on two text rows, none
    /// touching the left or right edge), on every kind.
    @Test(arguments: ChartKind.allCases)
    func longTitleWraps(_ kind: ChartKind) throws {
        let command = kind.rawValue
        let dir = try TemporaryDirectory.make()
        let title = "Monthly household budget by category and region, with a title far too long for one line of an image 800 pixels wide"
        let data = kind.sample.labelled(kind == .scatter ? "v" : "a")
        let result = try CLI.run([command, "--title", title, "-o", "t.png"], stdin: data, in: dir)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/t.png")
        let plan = try CLI.plan([command, "--title", title], stdin: data)
        let pie = plan["pie"] as? [String: Double]
        let plotTop = pie.map { Int(($0["centerY"] ?? 0) - ($0["radius"] ?? 0)) - 2 } ?? (((plan["plotArea"] as? [String: Int])?["top"] ?? 0) - 2)
        #expect(plotTop > 40)
        let inkRows = (0..<plotTop).filter { y in (0..<image.width).contains { image[$0, y].r < 100 && image[$0, y].g < 100 && image[$0, y].b < 100 }
        }
        // Two separate bands of text rows.
        let bands = zip(inkRows, inkRows.dropFirst()).filter { $1 - $0 > 1 }.count + (inkRows.isEmpty ? 0 : 1)
        #expect(bands >= 2, "\(inkRows)")
        for y in 0..<40 {
            #expect(!image[0, y].isNear(hex: "#000000", tolerance: 100) && !image[image.width - 1, y].isNear(hex: "#000000", tolerance: 100))
        }
    }
}
