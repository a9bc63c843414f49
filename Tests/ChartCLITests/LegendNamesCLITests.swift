import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Legend names from the command line (issue 33 items 9 and 11): 20 employment series whose
/// names start alike ("nonfarm" and "nonfarm payrolls", "private" and "private industries")
/// were drawn "nonfarm" and "nonfar…", "private" and "private…"; an asked top legend moved to
/// the right without a word.
@Suite struct LegendNamesCLITests {
    static let data = CLI.fixture("employment-20-series.csv")

    static func reads(_ name: String, as other: String) -> Bool {
        DistinctNames.reads(drawn: name, as: other)
    }

    static func header() throws -> [String] {
        let text = try String(contentsOfFile: data, encoding: .utf8)
        return text.split(separator: "\n")[0].split(separator: ",").dropFirst().map(String.init)
    }

    /// The image's legend, shortened to fit, keeps every entry apart, and gnuplot draws it.
    @Test func shortenedNamesReadApartInTheImage() throws {
        let dir = try TemporaryDirectory.make()
        // 700 px: four columns of shortened names fit over the plot (at 600 px gnuplot drew
        // three, seven rows, over it; the legend is left out there now, with a warning).
        let flags = ["line", Self.data, "-o", "jobs.png", "--size", "700x500", "--legend", "top"]
        let plan = try CLI.plan(flags, in: dir)
        let drawn = try #require((plan["legend"] as? [String: Any])?["names"] as? [String])
        let names = try Self.header()
        #expect(drawn.count == names.count && drawn.contains { $0.contains("…") }, "\(drawn)")
        for (index, name) in drawn.enumerated() {
            let alike = names.indices.filter { $0 != index && Self.reads(name, as: names[$0]) }.map { names[$0] }
            #expect(alike.isEmpty, "\(name) (for \(names[index])) reads as \(alike)")
        }
        let result = try CLI.run(flags, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGInspector.inspect(path: dir + "/jobs.png").width == 700)
        #expect(CLI.files(in: dir) == ["jobs.png"])
    }

    /// An asked --legend top that goes to the right says what moved, why and how to keep it
    /// on top; the default legend moves as the help says, without a warning.
    @Test func anAskedTopLegendThatMovesRightWarns() throws {
        let dir = try TemporaryDirectory.make()
        let asked = try CLI.run(["line", Self.data, "-o", "a.png", "--size", "1200x700", "--legend", "top"], in: dir)
        #expect(asked.status == 0)
        #expect(
            asked.stderr.contains(
                """
                chart: warning: --legend top: the legend of 20 series would take 4 rows above the plot (5 entries a row fit, at most 2 rows stay on \
                top), so it is drawn on the right; to keep it on top use fewer series, a wider --size or shorter names
                """
            ), "\(asked.stderr)")
        let quiet = try CLI.run(["line", Self.data, "-o", "b.png", "--size", "1200x700"], in: dir)
        #expect(quiet.status == 0 && !quiet.stderr.contains("legend"), "\(quiet.stderr)")
    }

    /// A text chart draws its legend on top: an asked --legend right says so, and the plan's
    /// legend is the one drawn (on top, names whole when a third of the rows holds them).
    @Test func aTextChartsLegendIsTheOneDrawn() throws {
        let flags = ["line", Self.data, "--format-out", "text", "--size", "70x22", "--legend", "right"]
        let result = try CLI.run(flags)
        #expect(result.status == 0)
        #expect(result.stderr.contains("--legend right: a text chart draws its legend above the plot"), "\(result.stderr)")
        let plan = try CLI.plan(flags)
        let legend = try #require(plan["legend"] as? [String: Any])
        #expect(legend["position"] as? String == "top")
        let text = String(decoding: result.stdout, as: UTF8.self)
        for name in try Self.header() { #expect(text.contains(name), "\(name) not in the legend") }
    }
}
