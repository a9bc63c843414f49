import ChartTestSupport
import Foundation
import Testing

/// A streamed `--facet` panel draws the series its whole read draws, though its first rows
/// could not judge a column for good (`PanelJudges`): a column of notes in one panel is numbers
/// in another, after rows where it is empty. Streamed, that panel drew one series less (binned
/// one column less), silently.
@Suite struct FacetPanelJudgeTests {
    /// Panel `x` first, `c` its notes; then panel `y`, `c` empty for 2,000 rows, then numbers.
    static let turning =
        "t,panel,a,c\n"
        + (0..<6_000).map { row in
            row < 3_000 ? "\(row),x,\(row % 50),note\n" : "\(row - 3_000),y,\(row % 40),\(row < 5_000 ? "" : String(row % 30))\n"
        }.joined()

    /// As `turning`, but panel `y`'s `c` holds numbers on its last 20 rows only: still unsettled
    /// (fewer than 1,000 non-empty cells) when the input ends, and turned.
    static let turningAtTheEnd =
        "t,panel,a,c\n"
        + (0..<6_000).map { row in
            row < 3_000 ? "\(row),x,\(row % 50),note\n" : "\(row - 3_000),y,\(row % 40),\(row < 5_980 ? "" : String(row % 30))\n"
        }.joined()

    static let cases: [(kind: String, arguments: [String])] = [
        ("line", ["--facet", "panel"]),
        ("area", ["--facet", "panel"]),
        ("scatter", ["--facet", "panel"]),
        ("hist", ["--facet", "panel"]),  // from standard input too, read whole from the copy kept
        ("hist", ["--facet", "panel", "--bins", "12"]),
    ]

    @Test(arguments: cases.indices)
    func aColumnEmptyInAPanelsFirstRowsIsItsSeriesWhenNumbersFollow(_ index: Int) throws {
        let (kind, arguments) = Self.cases[index]
        try LineFacetStreamTests.expectReadingsAgree("\(kind) turning", input: Self.turning, arguments: arguments, kind: kind)
        // The case is the one meant: read whole, panel y draws c.
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        let whole = try LineFacetStreamTests.run(
            arguments + ["--plan"], input: Self.turning, in: dir, reading: LineFacetStreamTests.readings[0], tmpdir: tmp, kind: kind)
        #expect(whole.stdoutText.contains("\"name\": \"c\""), "\(kind): \(whole.stdoutText.prefix(800))")
    }

    /// With `--y a` only x is judged, and the notes do not stop the stream: its chart is the
    /// whole read's.
    @Test func namedSeriesNeedNoJudging() throws {
        try LineFacetStreamTests.expectReadingsAgree("named", input: Self.turning, arguments: ["--facet", "panel", "--y", "a"])
    }

    /// A judgement that turns only by the input's end reads whole too (`split`), for every kind.
    @Test(arguments: cases.indices)
    func aColumnThatTurnsAtTheEndIsDrawn(_ index: Int) throws {
        let (kind, arguments) = Self.cases[index]
        try LineFacetStreamTests.expectReadingsAgree("\(kind) turning at the end", input: Self.turningAtTheEnd, arguments: arguments, kind: kind)
    }

    /// Panel `b` first appears alone in its batch, its value empty, and has numbers after: its
    /// first rows cannot decide its columns, so the file is read whole (streamed, it was an error
    /// where the whole read draws, found by a sweep).
    static let firstRowEmpty =
        "x,g,v\n"
        + (0..<6_000).map { row in
            row == 3_000 ? "\(row),b,\n" : row < 4_000 ? "\(row),a,\(row % 23)\n" : "\(row),\(["a", "b"][row % 2]),\(row % 19)\n"
        }.joined()
    /// Panel `b`'s value empty on every row: the whole read's error, with its panel named.
    static let panelWithoutValues = "x,g,v\n" + (0..<4_000).map { "\($0),\(["a", "b"][$0 % 2]),\($0 % 2 == 1 ? "" : String($0))\n" }.joined()

    @Test(arguments: ["line", "area", "scatter"])
    func aPanelsFirstRowsThatCannotDecideAreReadWhole(_ kind: String) throws {
        try LineFacetStreamTests.expectReadingsAgree("\(kind) first row empty", input: Self.firstRowEmpty, arguments: ["--facet", "g"], kind: kind)
        try LineFacetStreamTests.expectFailuresAgree(
            "\(kind) a panel without values", input: Self.panelWithoutValues, arguments: ["--facet", "g", "-o", "out.png"], kind: kind)
    }
}
