import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Which inputs stream, and that a streamed chart is laid out from a few rows: the end-to-end
/// comparisons with a whole read (`LineStreamTests`) would pass trivially if nothing streamed.
@Suite struct LineStreamReaderTests {
    static func read(
        _ text: String, threshold: Int = 2000, name: String = "in.csv",
        builder: LineChartBuilder = LineChartBuilder()
    ) throws -> LineStreamReader.Input {
        let dir = try TemporaryDirectory.make()
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try LineStreamReader(options: ReadOptions(), builder: builder, threshold: threshold, temporaryFolder: dir).read(.file(path))
    }

    static let noisy = "x,y\n" + (0..<40_000).map { "\($0),\(($0 * 7919) % 1000)\n" }.joined()

    /// A rising line, one value a row: M4 keeps a few rows a pixel column, so a marked row
    /// between them is held only because it is marked.
    static let smooth = "x,y\n" + (0..<40_000).map { "\($0),\($0 * 3 + $0 % 2)\n" }.joined()

    @Test func aLongSortedInputStreamsAndIsLaidOutFromFewRows() throws {
        guard case let .stream(stream) = try Self.read(Self.noisy) else {
            Issue.record("a 40,000-row CSV over the threshold did not stream")
            return
        }
        #expect(stream.count == 40_000)
        let plan = try LineStreamLayouter(options: LineOptions(paging: PagingOptions(output: "x.png"))).plan(for: stream)
        #expect(plan.chart.sourceRowCount == 40_000)
        #expect(plan.chart.count < 40_000 / 3, "the reduced chart holds \(plan.chart.count) rows")
        #expect(plan.chart.reduction?.integerValues == true && plan.chart.reduction?.integerX == true)
    }

    /// `--highlight` streams: the chart is laid out from the rows it holds without the marker and
    /// the marked one (a count, not the 40,000), and marks what a whole read marks, page by page.
    @Test(arguments: [noisy, smooth], ["20000.4", "0", "39999", "123.5", "31234.5"])
    func aHighlightedStreamIsLaidOutFromFewRows(_ input: String, _ x: String) throws {
        let options = LineOptions(paging: PagingOptions(pagination: .pageCount(3), selection: .all, output: "x.png"), highlight: x)
        guard case let .stream(stream) = try Self.read(input) else {
            Issue.record("a 40,000-row CSV over the threshold did not stream")
            return
        }
        let streamed = try LineStreamLayouter(options: options).plan(for: stream)
        var plain = options
        plain.highlight = nil
        let unmarked = try LineStreamLayouter(options: plain).plan(for: stream).chart.count
        // The frame and M4 rows of the chart without the marker, and the marked row.
        #expect(streamed.chart.reduction != nil)
        #expect(streamed.chart.count <= unmarked + 1 && streamed.chart.count < 40_000 / 2, "the reduced chart holds \(streamed.chart.count) rows")
        guard case let .table(table) = try Self.read(input, threshold: 1_000_000) else {
            Issue.record("the whole read streamed")
            return
        }
        let whole = try LineLayouter(options: options).plan(for: try LineChartBuilder().chart(from: table))
        #expect(streamed.pages.map(\.highlight) == whole.pages.map(\.highlight))
        #expect(streamed.pages.contains { $0.highlight != nil })
    }

    /// Ascending x columns with runs, ties and uneven gaps (`nearestRowIsTheFirstNearestRow`).
    static let columnsOfX: [(String, [Double])] = [
        ("runs of equal x", (0..<6000).map { (row: Int) -> Double in Double(row / 7) }),
        ("halves", (0..<6000).map { (row: Int) -> Double in Double(row) * 0.5 }),
        ("one x", [Double](repeating: 3, count: 6000)),
        ("two x", (0..<6000).map { (row: Int) -> Double in row < 10 ? 1 : 2 }),
        ("uneven gaps", (0..<6000).map { (row: Int) -> Double in Double(row * row) / 1000 }),
    ]

    /// Values to look up in `xs`: every x of its ends, and around every 97th row: the row's x,
    /// the halfway point to the next, and the doubles just beside them.
    static func queries(_ xs: [Double]) -> [Double] {
        var values: [Double] = Array(xs.prefix(40)) + Array(xs.suffix(40))
        for row in stride(from: 0, to: xs.count - 1, by: 97) {
            let (x, next) = (xs[row], xs[row + 1])
            values += [x, (x + next) / 2, x.nextUp, x.nextDown, next.nextDown]
        }
        return values.filter { $0 >= xs[0] && $0 <= xs[xs.count - 1] }
    }

    /// `LineStream.nearestRow` (a binary search of the spill) finds the row a pass over every
    /// row finds: the first of the nearest, at ties between a lower and a higher x too, at the
    /// ends, on runs of equal x, and between rows of another batch.
    @Test(arguments: columnsOfX)
    func nearestRowIsTheFirstNearestRow(_ name: String, _ xs: [Double]) throws {
        let text = "x,y\n" + xs.enumerated().map { "\($0.element),\($0.offset)\n" }.joined()
        guard case let .stream(stream) = try Self.read(text) else {
            Issue.record("\(name) did not stream")
            return
        }
        let all = try stream.wholeChart().x.positions
        #expect(all == xs)
        for value in Self.queries(xs) {
            var best = 0
            for row in xs.indices where abs(xs[row] - value) < abs(xs[best] - value) { best = row }
            #expect(try stream.nearestRow(to: value) == best, "\(name): x \(value)")
        }
    }

    /// A streamed chart keeps which series are on the right axis (`--y2`) and gets the right
    /// axis a whole read gets, page by page.
    @Test func aStreamedChartKeepsTheSecondAxis() throws {
        var builder = LineChartBuilder()
        builder.y2 = [.name("w")]
        let text = "x,y,w\n" + (0..<40_000).map { "\($0),\(($0 * 7919) % 1000),\($0 % 37)\n" }.joined()
        let options = LineOptions(
            axes: AxisOptions(grid: true, y2: SecondAxisOptions()), paging: PagingOptions(pagination: .pageCount(3), selection: .all, output: "x.png")
        )
        guard case let .stream(stream) = try Self.read(text, builder: builder) else {
            Issue.record("a 40,000-row CSV over the threshold did not stream")
            return
        }
        let streamed = try LineStreamLayouter(options: options).plan(for: stream)
        guard case let .table(table) = try Self.read(text, threshold: 1_000_000, builder: builder) else {
            Issue.record("the whole read streamed")
            return
        }
        let whole = try LineLayouter(options: options).plan(for: try builder.chart(from: table))
        #expect(streamed.chart.series.map(\.onY2) == [false, true])
        #expect(streamed.pages.map(\.y2) == whole.pages.map(\.y2))
        #expect(streamed.pages.allSatisfy { $0.y2 != nil })
    }

    static let wholeRows: [Int] = Array(0..<5000)
    static let arrayOfArrays: String = "[[\"x\",\"y\"]," + wholeRows.map { "[\($0),1]" }.joined(separator: ",") + "]"
    static let objectOfColumns: String = "{\"x\":[" + wholeRows.map { String($0) }.joined(separator: ",") + "]}"
    static let wrappedArray: String = "{\"data\":[" + wholeRows.map { "{\"x\":\($0),\"y\":1}" }.joined(separator: ",") + "]}"
    static let nestedAtOnce: String = wholeRows.map { (row: Int) -> String in "{\"x\":\(row),\"y\":\(row == 3 ? "[1]" : "1")}\n" }.joined()
    static let ndjsonTextX: String = wholeRows.map { "{\"x\":\"d\($0)\",\"y\":1}\n" }.joined()

    /// What is read whole: an input within the threshold, JSON other than NDJSON or an array of
    /// flat objects, a first batch of JSON that fails, and text x.
    @Test(arguments: [
        ("small", "x,y\n1,2\n2,3\n", "in.csv"),
        ("small ndjson", "{\"x\":1,\"y\":2}\n", "in.ndjson"),
        ("array of arrays", arrayOfArrays, "in.json"),
        ("object of columns", objectOfColumns, "in.json"),
        ("wrapped array", wrappedArray, "in.json"),
        ("nested value at once", nestedAtOnce, "in.ndjson"),
        ("ndjson text x", ndjsonTextX, "in.ndjson"),
        ("text x", "day,y\n" + (0..<5000).map { "d\($0),1\n" }.joined(), "in.csv"),
    ])
    func readWhole(_ name: String, _ text: String, _ file: String) throws {
        // A whole read that fails throws (the nested value); a stream would return `.stream`.
        if case .stream? = try? Self.read(text, name: file) { Issue.record("\(name) streamed") }
    }

    /// Rows out of order from the first batch on stream too (CSV and NDJSON), and are sorted from
    /// the spill into the whole read's chart: falling x, and x scrambled with ties.
    @Test(arguments: [
        ("falling", "x,y\n" + (0..<5000).map { "\(5000 - $0),\($0 % 13)\n" }.joined(), "in.csv"),
        ("scrambled with ties", "x,y\n" + (0..<5000).map { "\(($0 * 7919) % 600),\($0)\n" }.joined(), "in.csv"),
        ("falling ndjson", (0..<5000).map { "{\"x\":\(5000 - $0),\"y\":\($0 % 7)}\n" }.joined(), "in.ndjson"),
    ])
    func unsortedFirstBatchesStream(_ name: String, _ text: String, _ file: String) throws {
        guard case let .stream(stream) = try Self.read(text, name: file) else {
            Issue.record("\(name) did not stream")
            return
        }
        #expect(!stream.isSorted, "\(name)")
        guard case let .table(table) = try Self.read(text, threshold: 1 << 30, name: file) else {
            Issue.record("\(name): the whole read streamed")
            return
        }
        #expect("\(try stream.wholeChart())" == "\(try LineChartBuilder().chart(from: table))", "\(name)")
    }

    /// Rows out of order after the first batch are kept, then sorted from the spill.
    @Test func unsortedLaterRowsAreSortedAtTheEnd() throws {
        let text = "x,y\n" + (0..<5000).map { "\($0 == 4000 ? 1 : $0),\($0)\n" }.joined()
        guard case let .stream(stream) = try Self.read(text) else {
            Issue.record("did not stream")
            return
        }
        #expect(!stream.isSorted)
        let chart = try stream.wholeChart()
        #expect(chart.count == 5000 && chart.reduction == nil)
        #expect(Array(chart.x.positions.prefix(3)) == [0, 1, 1])
        #expect(chart.series[0].values[2] == 4000)  // stable: the late row after the first x = 1
    }

    /// An input that begins with two byte order marks keeps the second as its first record's
    /// text, in every batch: a batch read by the normal reader (a quoted cell) once lost a row
    /// when that record was the character alone (the reader skipped it as a mark and read a
    /// blank line where the header was).
    @Test(arguments: ["", "x,y"])
    func aSecondByteOrderMarkIsTheFirstRecordsText(_ header: String) throws {
        let bom = "\u{FEFF}"
        let rows = (0..<6000).map { i in (header.isEmpty ? "" : "\(i),") + (i % 700 == 7 ? "\"\(i % 97)\"" : "\(i % 97)") }
        let text = bom + bom + header + "\n" + rows.joined(separator: "\n") + "\n"
        guard case let .table(table) = try Self.read(text, threshold: 1 << 30) else {
            Issue.record("the whole read streamed")
            return
        }
        let whole = try LineChartBuilder().chart(from: table)
        guard case let .stream(stream) = try Self.read(text, threshold: 700) else {
            Issue.record("a 6,000-row input over the threshold did not stream")
            return
        }
        let streamed = try stream.wholeChart()
        #expect(streamed.count == 6000 && whole.count == 6000)
        #expect("\(streamed)" == "\(whole)")
    }
}
