import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Tick labels holding a `%` longer than gnuplot draws whole (`PercentTickLabel`) come out as
/// the plan shortened them, in PNG and SVG, on every axis that draws names: gnuplot cut them to
/// 49 bytes, mid-character in the crasher the svgtext fuzz target found (an SVG that was not
/// UTF-8, exit 70) and silently in a PNG.
@Suite struct PercentTickLabelCLITests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var args: [String]
        /// The input, with `long` where the label goes.
        var data: @Sendable (String) -> String
        var long: String
        /// SVG texts the label must be drawn as (one per line of it).
        var drawn: [String]
        /// Whether the layout is the same for `long` and its shortened form, so the PNG drawn from
        /// `long` must be the PNG drawn from the shortened label given as data (horizontal bars
        /// size their margin by the name as given).
        var samePicture = true
        var testDescription: String { name }
    }

    /// 30 two-byte characters and a `%`: gnuplot's 49th byte is the first half of the 25th `é`.
    static let accented = String(repeating: "é", count: 30) + "%"
    static let accentedDrawn = String(repeating: "é", count: 23) + "…"
    static func keyed(_ label: String) -> String { "k,v\n\"\(label)\",1\nb,2\nc,3\n" }

    static let cases: [Case] = [
        Case(name: "line category", args: ["line"], data: keyed, long: accented, drawn: [accentedDrawn]),
        Case(name: "vertical bar name", args: ["bar"], data: keyed, long: accented, drawn: [accentedDrawn]),
        Case(name: "horizontal bar name", args: ["bar", "--horizontal"], data: keyed, long: accented, drawn: [accentedDrawn], samePicture: false),
        Case(
            name: "discrete slot title", args: ["discrete", "--x", "k", "--low", "v", "--high", "v"], data: keyed, long: accented,
            drawn: [accentedDrawn]),
        Case(
            name: "multi-line category", args: ["line"], data: keyed, long: "share in %\n" + String(repeating: "b", count: 50),
            drawn: ["share in %", String(repeating: "b", count: 35) + "…"]),
        Case(
            name: "date labels from a pattern with %%", args: ["line", "--x-format", "date:%Y-%m-%d, the day on which the share in %% was measured"],
            data: { _ in "t,v\n2024-01-01,1\n2024-01-02,2\n" }, long: "", drawn: ["2024-01-01, the day on which the share in % wa…"],
            samePicture: false),
    ]

    static let size = ["--size", "1600x1200"]

    @Test(arguments: cases)
    func svgDrawsTheShortenedLabel(_ item: Case) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(item.args + Self.size + ["-o", "c.svg"], stdin: item.data(item.long), in: dir)  // audited by ChartProcess
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("gnuplot draws only the first 49 bytes"), "\(result.stderr)")
        let texts = try SVGSafetyTests.texts(in: dir + "/c.svg")
        for line in item.drawn { #expect(texts.contains(line), "\(line.debugDescription) not among \(texts)") }
        #expect(CLI.files(in: dir) == ["c.svg"])
    }

    @Test(arguments: cases.filter(\.samePicture))
    func pngDrawsTheShortenedLabel(_ item: Case) throws {
        let dir = try TemporaryDirectory.make()
        let long = try CLI.run(item.args + Self.size + ["-o", "long.png"], stdin: item.data(item.long), in: dir)
        #expect(long.status == 0, "\(long.stderr)")
        #expect(
            long.stderr
                == """
                chart: warning: the tick label \(QuotedText.quoted(item.long)) holds a % and is \(item.long.utf8.count) bytes long; gnuplot \
                draws only the first 49 bytes of a tick label that holds a % (it formats such labels in a fixed buffer), so it is drawn \
                shortened with \"…\"\n
                """
        )
        let fitted = PercentTickLabel.fitted(item.long)
        #expect(fitted.utf8.count <= 49)
        let short = try CLI.run(item.args + Self.size + ["-o", "short.png"], stdin: item.data(fitted), in: dir)
        #expect(short.status == 0 && short.stderr.isEmpty, "\(short.stderr)")
        let (drawn, expected) = (try PNGImage.load(path: dir + "/long.png"), try PNGImage.load(path: dir + "/short.png"))
        #expect(drawn.rgba == expected.rgba, "the label is not drawn as \(fitted.debugDescription)")
    }

    /// The input the svgtext fuzz target found, as a user would give it: exit 0, not 70.
    @Test func longAccentedCategoryWithPercentRendersToSVG() throws {
        let dir = try TemporaryDirectory.make()
        // gnuplot's 49 bytes end in the middle of the 13th `ç` after the `%`.
        let name = "a" + String(repeating: "ç", count: 11) + "%" + String(repeating: "ç", count: 40)
        let result = try CLI.run(["line", "-o", "c.svg"], stdin: "x,y\n\"\(name)\",1\nb,2\n", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try SVGSafetyTests.texts(in: dir + "/c.svg").contains(PercentTickLabel.fitted(name)))
    }
}
