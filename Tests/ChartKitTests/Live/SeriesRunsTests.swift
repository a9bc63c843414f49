import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Long data split by `--series` from a long file streams (`SeriesRuns`), its rows in runs of
/// rising x or sorted by x in the spill, laid out from a reduced chart with exactly the plan and
/// program a whole read gives; what it cannot reproduce (two x texts at one position), and every
/// error, is read whole, with the whole read's chart or error.
/// The end-to-end comparisons (`SeriesStreamCLITests`) would pass trivially if nothing
/// streamed; this checks which cases did.
@Suite struct SeriesRunsTests {
    /// A reproducible noisy value for row `i` of key `k`.
    static func value(_ i: Int, _ k: Int) -> String {
        var state = UInt64(i &* 31 &+ k &* 7 &+ 1)
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return String(format: "%.2f", Double(i % 50) + Double(state >> 54) / 100 + Double(k) * 3)
    }

    /// `x,key,y` rows over `xs` x values and `keys` keys, in runs of x (keys in order), leaving
    /// out the rows `skip` names (missing pairs).
    static func runs(xs: Int, keys: Int, x: (Int) -> String = { "\($0)" }, skip: (Int, Int) -> Bool = { _, _ in false }) -> String {
        "x,key,y\n"
            + (0..<xs).map { i in
                (0..<keys).filter { !skip(i, $0) }.map { k in "\(x(i)),k\(k),\(value(i, k))\n" }.joined()
            }.joined()
    }

    /// Each key's rows together (the x values again for every key): not runs, sorted in the
    /// spill (`SeriesRuns.sortedStream`).
    static func blocks(xs: Int, keys: Int, x: (Int) -> String = { "\($0)" }, skip: (Int, Int) -> Bool = { _, _ in false }) -> String {
        "x,key,y\n" + (0..<keys).map { k in (0..<xs).filter { !skip($0, k) }.map { i in "\(x(i)),k\(k),\(value(i, k))\n" }.joined() }.joined()
    }

    /// The data lines of `csv` in a seeded shuffle (the header first).
    static func shuffled(_ csv: String) -> String {
        var lines = csv.split(separator: "\n").map(String.init)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in stride(from: lines.count - 1, to: 1, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            lines.swapAt(i, 1 + Int(state >> 33) % i)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var streams: Bool
        var arguments: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "keys interleaved", input: runs(xs: 20000, keys: 3), streams: true),
        Case(name: "keys in blocks", input: blocks(xs: 3000, keys: 3), streams: true),
        Case(
            name: "keys in blocks, a key late, missing pairs and empty cells",
            input: blocks(xs: 5000, keys: 4, skip: { i, k in (k == 3 && i < 4000) || (i % 11 == 5 && k == 1) })
                .replacingOccurrences(of: ",k2,17.", with: ",k2,"),
            streams: true),
        Case(name: "rows shuffled", input: shuffled(runs(xs: 6000, keys: 3, skip: { i, k in i % 5 == k })), streams: true),
        Case(name: "runs, then an x met again", input: runs(xs: 20000, keys: 2) + "7,k5,3\n19999.5,k0,2\n", streams: true),
        Case(
            name: "time x, keys in blocks, two pages",
            input: blocks(xs: 8000, keys: 3, x: { String(format: "2024-01-%02dT%02d:%02d:00Z", 1 + $0 / 1440, $0 / 60 % 24, $0 % 60) }),
            streams: true, arguments: ["--pages", "2", "--page", "all"]),
        Case(name: "keys at the cap, in blocks", input: blocks(xs: 12, keys: SeriesLimit.maximum), streams: true),
        Case(
            name: "two x texts at one position, in blocks",
            input: blocks(xs: 3000, keys: 2) + "1.0,k0,5\n", streams: false),
        // Both spell 7, and FNV-1a's 31 bits of them agree (found by a search): the second hash
        // tells them apart (`SeriesRowTag.check`), so they are two wide rows, as read whole.
        Case(
            name: "two x spellings whose tag hashes agree",
            input: blocks(xs: 3000, keys: 2, x: { "\($0 + 10)" }) + "000000000000000.07e02,k0,2\n+00000000.070e+000002,k1,3\n",
            streams: false),
        Case(name: "a key appearing late", input: runs(xs: 20000, keys: 3, skip: { i, k in k == 2 && i < 15000 }), streams: true),
        Case(
            name: "missing pairs and empty cells",
            input: runs(xs: 20000, keys: 3, skip: { i, k in (i % 7 == 3 && k == 1) || (i > 1000 && i < 1100 && k == 0) })
                .replacingOccurrences(of: ",k2,17.", with: ",k2,"),
            streams: true),
        Case(name: "one key", input: runs(xs: 20000, keys: 1), streams: true),
        Case(name: "x falling", input: runs(xs: 4000, keys: 2, x: { "\(4000 - $0)" }), streams: true),
        Case(
            name: "time x, two pages",
            input: runs(xs: 20000, keys: 2, x: { String(format: "2024-01-%02dT%02d:%02d:00Z", 1 + $0 / 1440, $0 / 60 % 24, $0 % 60) }),
            streams: true, arguments: ["--pages", "2", "--page", "all"]),
        Case(name: "keys at the cap", input: runs(xs: 12, keys: SeriesLimit.maximum), streams: true),
    ]

    static func plan(_ input: String, threshold: Int, arguments: [String] = [], in folder: String? = nil, cellMinimum: Int? = nil) throws
        -> LinePlan
    {
        let dir = try folder ?? TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let paging = PagingOptions(pagination: arguments.contains("--pages") ? .pageCount(2) : .single, selection: .all, output: "out.png")
        let options = LineLayouter.defaultOptions(figure: FigureOptions(), paging: paging)
        var pipeline = ChartPipeline()
        pipeline.streamThreshold = threshold
        pipeline.temporaryFolder = dir
        if let cellMinimum { pipeline.seriesCellMinimum = cellMinimum }
        let request = ChartRequest(LineRecipe(LineChartBuilder(), options), input: .source(.file(dir + "/in.csv")), series: .name("key"))
        guard let plan = try pipeline.plan(for: request).base as? LinePlan else { throw ChartError.internal("not a line plan") }
        return plan
    }

    @Test(arguments: cases)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ test: Case) throws {
        let streamed = try Self.plan(test.input, threshold: 2000, arguments: test.arguments)
        let whole = try Self.plan(test.input, threshold: 1 << 30, arguments: test.arguments)
        #expect(whole.chart.reduction == nil)
        #expect((streamed.chart.reduction != nil) == test.streams, "\(test.name): streamed \(streamed.chart.reduction != nil)")
        if test.streams {
            // Rows held: the frame rows and the M4 selection, not every wide row.
            #expect(streamed.chart.count < whole.chart.count || whole.chart.count < 20000, "the reduced chart holds \(streamed.chart.count) rows")
        }
        #expect(ChartPlan(streamed).planJSON == ChartPlan(whole).planJSON)
        #expect(try ChartPlan(streamed).program(outputs: ["out.png", "out-2.png"]) == ChartPlan(whole).program(outputs: ["out.png", "out-2.png"]))
        #expect(streamed.warnings == whole.warnings)
    }

    /// Input a whole read refuses is refused streamed with the same error, wherever it is.
    static let failures: [(name: String, input: String)] = [
        ("a second value for a key at one x, late", runs(xs: 4000, keys: 3) + "3999,k1,5\n"),
        ("a bad value late", runs(xs: 4000, keys: 3).replacingOccurrences(of: "3500,k1,", with: "3500,k1,x")),
        ("keys over the cap", runs(xs: 3, keys: SeriesLimit.maximum + 1)),
        ("keys over the cap, late", runs(xs: 4000, keys: 2) + (0..<SeriesLimit.maximum).map { "5000,z\($0),1\n" }.joined()),
        ("a second value for a key at one x, in blocks", blocks(xs: 3000, keys: 3) + "17,k1,5\n"),
        ("a second value for a key at one x, shuffled", shuffled(blocks(xs: 3000, keys: 3) + "17,k1,5\n")),
        ("a bad value in blocks, late", blocks(xs: 3000, keys: 3).replacingOccurrences(of: "2900,k2,", with: "2900,k2,x")),
        ("keys over the cap, in blocks", blocks(xs: 4, keys: SeriesLimit.maximum + 1)),
        ("an empty x in blocks", blocks(xs: 3000, keys: 3) + ",k1,5\n"),
    ]

    @Test(arguments: failures.indices)
    func errorsAreTheWholeReadsErrors(_ index: Int) throws {
        let (name, input) = Self.failures[index]
        let dir = try TemporaryDirectory.make()
        func message(_ threshold: Int) -> String {
            do {
                _ = try Self.plan(input, threshold: threshold, in: dir)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let whole = message(1 << 30)
        #expect(whole != "no error", "\(name)")
        #expect(message(2000) == whole, "\(name)")
    }

    static func table(_ csv: String) throws -> DataTable { try TableReader().read(bytes: Array(csv.utf8), name: "in.csv", pathExtension: nil) }

    /// Runs started from `csv` as a first batch, split by its `key` column.
    static func started(_ csv: String) throws -> SeriesRuns {
        let first = try table(csv)
        let runs = try SeriesRuns(
            first: first, splitter: SeriesSplitter(key: .name("key")), builder: LineChartBuilder(), temporaryFolder: NSTemporaryDirectory())
        try runs.add(first, skipping: 0)
        return runs
    }

    /// The cap is checked as keys are met: the read stops at the first key beyond it.
    @Test func aKeyBeyondTheCapStopsTheStream() throws {
        let runs = try Self.started(Self.runs(xs: 2, keys: 3))
        let many = try Self.table(Self.runs(xs: 1, keys: SeriesLimit.maximum + 1).replacingOccurrences(of: "\n0,", with: "\n5,"))
        #expect(throws: SeriesRuns.Refusal.self) { try runs.add(many, skipping: 0) }
        #expect(runs.rowCount == 6)
    }

    /// The wide rows are built from the spill a block at a time: however many rows come, no
    /// more than a block's values are held (a count, not a clock).
    @Test func wideRowsAreBuiltABlockAtATime() throws {
        let runs = try Self.started(Self.runs(xs: 10, keys: 4))
        try runs.add(
            try Self.table("x,key,y\n" + (10..<2_000).map { i in (0..<4).map { "\(i),k\($0),\(Self.value(i, $0))\n" }.joined() }.joined()),
            skipping: 0)
        let stream = try runs.stream(blockValues: 1000)
        #expect(stream.count == 2_000)
        #expect(runs.rowCount == 8_000)
        #expect(runs.mostRowsHeld <= 1000 / 4 + 1, "\(runs.mostRowsHeld) wide rows held at once")
        #expect(runs.mostRowsHeld > 0)
    }

    /// Rows sorted in the spill are built into wide rows a block at a time too, and a sorted
    /// input past the cells' minimum streams when no row of it can be where a whole read's
    /// budget stops it (`passesBudgetPartWay`): five keys in blocks of 40,000 x values make
    /// 200,000 cells against a minimum of 1,000, but four keys are met before the fifth's rows.
    @Test func sortedRowsStreamPastTheMinimumAndABlockAtATime() throws {
        let input = Self.blocks(xs: 40_000, keys: 5)
        let streamed = try Self.plan(input, threshold: 20_000, cellMinimum: 1_000)
        let whole = try Self.plan(input, threshold: 1 << 30, cellMinimum: 1_000)
        #expect(streamed.chart.reduction != nil)
        #expect(ChartPlan(streamed).planJSON == ChartPlan(whole).planJSON)

        let runs = try Self.started(Self.blocks(xs: 10, keys: 4))
        #expect(runs.inRuns == false)
        try runs.add(try Self.table(Self.blocks(xs: 2_000, keys: 4)), skipping: 0)
        #expect(throws: SeriesRuns.Refusal.self) { try runs.stream(blockValues: 1000) }  // the first 10 x again: a second value
        let sorted = try Self.started(Self.blocks(xs: 2_000, keys: 4))
        let stream = try sorted.stream(blockValues: 1000)
        #expect(stream.count == 2_000)
        #expect(sorted.mostRowsHeld <= 1000 / 4 + 1, "\(sorted.mostRowsHeld) wide rows held at once")
    }

    /// The case above is a collision of the tag's hash that the second hash tells apart.
    @Test func theSecondHashTellsApartSpellingsTheTagsHashMixesUp() {
        let (a, b) = ("000000000000000.07e02", "+00000000.070e+000002")
        #expect(SeriesRowTag.hash(a) == SeriesRowTag.hash(b))
        #expect(SeriesRowTag.check(a).bitPattern != SeriesRowTag.check(b).bitPattern)
    }
}
