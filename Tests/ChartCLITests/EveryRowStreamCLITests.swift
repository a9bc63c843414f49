import ChartTestSupport
import Foundation
import Testing

/// `line --points` and `line --no-decimate` send gnuplot every row, and a long input now sends
/// them from its spill (`StreamedRows`), never holding them: the plan, the program (inline, as
/// `--emit-script` prints it piece by piece) and the PNG (drawn from binary data files written a
/// block at a time) are byte for byte those of reading the input whole. `EveryRowStreamTests`
/// checks that the plan holds only its frame rows.
@Suite struct EveryRowStreamCLITests {
    /// Two random walks over 30,000 rows (90,000 values: the renderer's data files); the second
    /// with a run of gaps and, every thousand rows, a value between two gaps (a lone marker).
    static let lone: String = {
        var walk = LineStreamTests.Walk(state: 11)
        var (a, b) = (0.0, 0.0)
        var text = "t,a,b\n"
        for i in 0..<30_000 {
            a += walk.next()
            b += walk.next()
            let gap = (9_000..<9_030).contains(i) || i % 1_000 == 500 || i % 1_000 == 502
            text += "\(Double(i) * 0.25),\(String(format: "%.3f", a)),\(gap ? "" : String(format: "%.3f", b))\n"
        }
        return text
    }()

    static let cases: [[String]] = [
        ["--points"],
        ["--no-decimate"],
        ["--no-decimate", "--highlight", "3000.1", "--pages", "3", "--page", "all"],
        ["--points", "--y", "b", "--page-size", "7000", "--page", "2-3", "--y-range", "page"],
        ["--points", "--no-decimate", "--y2", "b", "-o", "out.svg"],
    ]

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        try LineStreamTests.expectStreamedPlansAreWhole(
            ["line"] + Self.cases[index], input: Self.lone, name: Self.cases[index].joined(separator: " "))
    }

    /// The lone markers and the line of every point, from the renderer's streamed data files.
    @Test func streamedNoDecimatePNGIsTheWholeReadsPNG() throws {
        try LineStreamTests.expectStreamedPNGIsWhole(["line", "--no-decimate"], input: Self.lone)
    }

    @Test func streamedPointsPNGIsTheWholeReadsPNG() throws {
        try LineStreamTests.expectStreamedPNGIsWhole(["line", "--points", "--y", "b"], input: Self.lone)
    }
}
