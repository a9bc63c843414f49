import ChartKit
import Foundation
import Testing

/// `--legend none` on a text chart: the text legend used to be drawn whenever several series
/// shared the chart, whatever the plan said, so the flag changed the image and not the terminal.
/// Every kind that takes `--legend top|right|bottom|none` (all but pie, whose legend is
/// `--legend right|none` and off by default) is run with two series named `alpha` and `omega`:
/// by default both names are on top; with `--legend none` neither is above the plot.
@Suite struct TextLegendNoneTests {
    /// Two series for each axis kind, as the kind reads them.
    static func twoSeries(_ kind: ChartKind) -> (arguments: [String], input: String)? {
        switch kind {
        case .line, .discrete, .area: return ([], "x,alpha,omega\n1,2,1\n2,5,3\n3,4,2\n")
        case .bar: return ([], "k,alpha,omega\na,2,1\nb,5,3\nc,4,2\n")
        // Wide box data is one box per column along x (no legend): series come from long rows.
        case .box:
            return (["--x", "k", "--series", "s", "--value", "v"], "k,s,v\na,alpha,1\na,alpha,3\na,omega,2\na,omega,5\nb,alpha,4\nb,omega,6\n")
        case .hist: return ([], "alpha,omega\n1,2\n2,3\n2,3\n3,4\n5,1\n")
        case .scatter: return (["--x", "x", "--y", "y", "--series", "s"], "x,y,s\n1,2,alpha\n2,3,omega\n3,1,alpha\n")
        case .pie, .heatmap: return nil
        }
    }

    @Test(arguments: ChartKind.allCases.filter { twoSeries($0) != nil })
    func noneLeavesTheLegendOut(_ kind: ChartKind) throws {
        let (arguments, input) = try #require(Self.twoSeries(kind))
        let text = [kind.rawValue] + arguments + ["--format-out", "text", "--size", "40x12", "--color", "never"]
        let shown = try CLI.run(text, stdin: input)
        #expect(shown.status == 0, "\(shown.stderr)")
        let first = String(decoding: shown.stdout, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("alpha") && first.contains("omega"), "\(kind): the default legend is not on top: \(first)")

        let hidden = try CLI.run(text + ["--legend", "none"], stdin: input)
        #expect(hidden.status == 0, "\(hidden.stderr)")
        // Above the plot (the rows before its first tick): a hist names its columns in the x
        // title below, which is not a legend.
        let chart = String(decoding: hidden.stdout, as: UTF8.self)
        let above = chart.split(separator: "\n").prefix { !$0.contains("┤") }.joined(separator: "\n")
        #expect(!above.contains("alpha") && !above.contains("omega"), "\(kind) --legend none drew a legend:\n\(chart)")
    }
}
