import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The `--series` cell limit (keys × distinct x, `SeriesGrid.cellBudget`) holds at every row:
/// a long file in runs of rising x (streamed by `SeriesRuns`) stops within a few batches of the
/// row that passes it; any other order (falling x here) is sorted in the spill, and one past the
/// limit is then read whole and refused at that same row by the grid. Either way the error is the one a whole read gives. The cell minimum
/// is lowered to 1,000 here so a few thousand rows pass it (the real one is ten million;
/// `ChartPipeline.seriesCellMinimum`).
@Suite struct SeriesCellLimitTests {
    static let minimum = 1_000

    /// `x,key,y` rows: `keys` keys taking turns over `rows` distinct x values (the flat-memory
    /// audit's `--series g` shape), x rising (runs of one row) or falling (not runs).
    static func interleaved(rows: Int, keys: Int, falling: Bool = false) -> String {
        "x,key,y\n" + (0..<rows).map { i in "\(falling ? rows - i : i),k\(i % keys),\(i % 17)\n" }.joined()
    }

    /// What planning `input` (a file) split by `key` gives: its plan JSON or error, and the
    /// most bytes the read reported reading (`ReadProgress`) against the file's size.
    static func plan(_ input: String, threshold: Int) throws -> (outcome: String, bytesRead: Int, size: Int) {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let paging = PagingOptions(pagination: .single, selection: .all, output: "out.png")
        var pipeline = ChartPipeline()
        pipeline.streamThreshold = threshold
        pipeline.temporaryFolder = dir
        pipeline.seriesCellMinimum = minimum
        let most = MostBytes()
        pipeline.progress = { read, _ in most.note(read) }
        let request = ChartRequest(
            LineRecipe(LineChartBuilder(), LineLayouter.defaultOptions(figure: FigureOptions(), paging: paging)),
            input: .source(.file(dir + "/in.csv")), series: .name("key"))
        let outcome: String
        do {
            outcome = try pipeline.plan(for: request).planJSON.replacingOccurrences(of: dir, with: "DIR")
        } catch {
            outcome = "\(error)".replacingOccurrences(of: dir, with: "DIR")
        }
        return (outcome, most.value, input.utf8.count)
    }

    /// The most bytes a read has reported, told from its progress calls.
    final class MostBytes: @unchecked Sendable {
        private let lock = NSLock()
        private var most = 0
        var value: Int { lock.withLock { most } }
        func note(_ read: Int) { lock.withLock { most = max(most, read) } }
    }

    /// Five keys over distinct x pass 4 cells a row at row 201 (1,005 cells against the
    /// minimum of 1,000), wherever the file has its 20,000 rows: the error names those counts.
    static let limitText = "makes 5 series over 201 distinct x values, 1005 cells, more than the limit of 1000 (most would be empty)"

    /// Rising x streams: in 500-byte batches row 201 comes after the first one, in 2,000-byte
    /// batches within it (the first batch's split meets the limit, `SeriesRuns.init`).
    @Test(arguments: [500, 2_000])
    func aStreamedFileStopsAtTheRowThatPassesIt(_ threshold: Int) throws {
        let input = Self.interleaved(rows: 20_000, keys: 5)
        let streamed = try Self.plan(input, threshold: threshold)
        let whole = try Self.plan(input, threshold: 1 << 30)
        #expect(streamed.outcome.contains(Self.limitText), "\(streamed.outcome)")
        #expect(streamed.outcome == whole.outcome)
        // A few small batches, not the whole 210 kB file (which the whole read reads).
        #expect(streamed.bytesRead < 20_000, "read \(streamed.bytesRead) of \(streamed.size) bytes")
        #expect(whole.bytesRead == whole.size)
    }

    /// Falling x is not runs: sorted in the spill, its 100,000 cells are past the final budget,
    /// so the file is read whole (every byte, the input held) and its grid refuses it at the
    /// same row, with the same error. (No pre-scan: a second full parse cost
    /// every long key-major input within the limit 60-70% more CPU; PERFORMANCE.md.)
    @Test func aFileReadWholeIsRefusedAtTheSameRowAfterTheRead() throws {
        let input = Self.interleaved(rows: 20_000, keys: 5, falling: true)
        let streamed = try Self.plan(input, threshold: 2_000)
        let whole = try Self.plan(input, threshold: 1 << 30)
        #expect(streamed.outcome.contains(Self.limitText), "\(streamed.outcome)")
        #expect(streamed.outcome == whole.outcome)
        #expect(streamed.bytesRead == streamed.size, "read \(streamed.bytesRead) of \(streamed.size) bytes")
        #expect(whole.bytesRead == whole.size)
    }

    /// Four keys never pass four cells a row: the same chart streamed and whole.
    @Test(arguments: [false, true])
    func withinTheLimitTheChartIsTheWholeReadsOne(_ falling: Bool) throws {
        let input = Self.interleaved(rows: 20_000, keys: 4, falling: falling)
        let streamed = try Self.plan(input, threshold: 2_000)
        #expect(streamed.outcome.hasPrefix("{"), "\(streamed.outcome)")
        #expect(streamed.outcome == (try Self.plan(input, threshold: 1 << 30)).outcome)
    }

    /// A second value for one pair before the limit is passed is the error, as read whole (it
    /// names both lines); `SeriesRuns` leaves it to the whole read.
    @Test(arguments: [false, true])
    func anEarlierSecondValueIsTheError(_ falling: Bool) throws {
        var lines = Self.interleaved(rows: 20_000, keys: 5, falling: falling).split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert(lines[3], at: 60)
        let input = lines.joined(separator: "\n")
        let streamed = try Self.plan(input, threshold: 2_000)
        #expect(streamed.outcome.contains("already has a value"), "\(streamed.outcome)")
        #expect(streamed.outcome == (try Self.plan(input, threshold: 1 << 30)).outcome)
    }

    /// The grid of a whole table stops at the first row that passes the limit.
    @Test func theGridChecksRowByRow() throws {
        let table = try TableReader().read(bytes: Array(Self.interleaved(rows: 300, keys: 5).utf8), name: "in.csv", pathExtension: nil)
        #expect {
            _ = try SeriesGrid(table, x: 0, key: 1, value: 2, minimumBudget: Self.minimum)
        } throws: { error in
            "\(error)".contains(Self.limitText)
        }
        #expect(try SeriesGrid(table, x: 0, key: 1, value: 2, minimumBudget: 1_500).cellCount == 1_500)
    }

    /// Rows not in runs whose final cells are within the final budget, where a whole read stops
    /// part way: 300 falling x values one key a row (the limit passed at row 201), then every
    /// missing pair (1,500 rows, 1,500 cells, a budget of 6,000). Sorted in the spill, the
    /// stream cannot tell which row that was, so it leaves the input to the whole read, which
    /// gives its error (`SeriesRuns.passesBudgetPartWay`).
    @Test func aSortedInputPastTheLimitPartWayGivesTheWholeReadsError() throws {
        let first = (0..<300).map { i in "\(300 - i),k\(i % 5),1\n" }
        let rest = (0..<300).flatMap { i in (0..<5).filter { $0 != i % 5 }.map { k in "\(300 - i),k\(k),2\n" } }
        let input = "x,key,y\n" + (first + rest).joined()
        let streamed = try Self.plan(input, threshold: 2_000)
        #expect(streamed.outcome.contains(Self.limitText), "\(streamed.outcome)")
        #expect(streamed.outcome == (try Self.plan(input, threshold: 1 << 30)).outcome)
    }
}
