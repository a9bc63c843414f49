import ChartTestSupport
import Foundation
import Testing

/// A long input whose columns are picked by default streams as a whole read draws it, also
/// when the first batch cannot judge a column for good (`ColumnJudge`): a column empty for the
/// first rows and numbers later is a series (it was left out of every streamed kind), a few
/// numbers then text is no series (the stream failed on the first text cell), and text notes
/// then numbers is a series whose notes are bad cells: the whole read's error (the stream drew
/// without the column). From a file and from a pipe (read whole from the copy kept of it), every
/// kind that streams a table gives the whole read's exit status, `--plan`, program and messages.
@Suite struct LateColumnStreamCLITests {
    static func rows(_ c: (Int) -> String) -> String {
        "t,a,b,c\n" + (0..<6_000).map { i in "\(i),\((i * 7919) % 1000),\(i % 13),\(c(i))\n" }.joined()
    }

    static let inputs: [(name: String, input: String)] = [
        ("empty, then numbers", rows { $0 < 4_000 ? "" : String($0 % 17) }),
        ("a few numbers, then text", rows { $0 < 10 ? "7" : $0 >= 3_000 && $0 < 4_500 ? "n/a" : "" }),
        ("a few notes, then numbers", rows { $0 % 1_000 == 5 && $0 < 2_000 ? "deploy" : $0 > 3_000 ? String($0 % 11) : "" }),
    ]

    static let kinds: [[String]] = [["line"], ["area"], ["hist"], ["scatter"], ["box"], ["discrete"], ["heatmap"]]

    @Test(arguments: inputs.indices, kinds.indices)
    func aLateJudgedColumnIsTheWholeReadsChoice(_ input: Int, _ kind: Int) throws {
        let (name, text) = Self.inputs[input]
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script"] {
            let outcomes = try [(1 << 30, true), (3000, true), (3000, false)].map { threshold, file in
                let result = try ChartProcess.run(
                    Self.kinds[kind] + (file ? ["in.csv"] : []) + [mode], stdin: file ? [] : Array(text.utf8),
                    environment: LineStreamTests.environment(threshold: threshold, tmpdir: tmp), currentDirectory: dir)
                return "\(result.status)\n\(result.stdoutText)\n\(result.stderr.replacingOccurrences(of: "<stdin>", with: "in.csv"))"
            }
            #expect(outcomes[1] == outcomes[0], "\(Self.kinds[kind][0]) \(name) \(mode): a streamed file differs from reading it whole")
            #expect(outcomes[2] == outcomes[0], "\(Self.kinds[kind][0]) \(name) \(mode): a pipe differs from reading it whole")
            // A heatmap draws the first two columns: c is never its to judge.
            let fails = input == 2 && Self.kinds[kind] != ["heatmap"]
            #expect(outcomes[0].hasPrefix(fails ? "65\n" : "0\n"), "\(Self.kinds[kind][0]) \(name): \(outcomes[0].prefix(300))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// The case that lost a series: the whole read's PNG, with the late column's ink.
    @Test func theLateSeriesIsDrawn() throws {
        let input = Self.inputs[0].input
        let image = try LineStreamTests.expectStreamedPNGIsWhole(["line"], input: input)
        let plan = try CLI.plan(["line"], stdin: input)
        let colors = (plan["series"] as? [[String: Any]] ?? []).compactMap { $0["color"] as? String }
        #expect(colors.count == 3)
        if let last = colors.last { #expect(image.count { $0.isNear(hex: last, tolerance: 24) } > 200, "series c has too few pixels") }
    }
}
