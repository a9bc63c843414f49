import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A streamed line chart that sends gnuplot every row (`--points`, `--no-decimate`) is laid out
/// from its frame rows and reads the rows it sends from its spill only when the program or its
/// data file is written (`StreamedRows`): the plan holds a few rows, and the program and files are
/// byte for byte a whole read's. The end-to-end comparisons (`LineStreamTests`) would pass
/// trivially if the stream fell back to reading every row, as it did.
@Suite struct EveryRowStreamTests {
    /// Two series, the second with a run of gaps and single ones (lone points between gaps).
    static let gaps: String = {
        var text = "t,a,b\n"
        for i in 0..<30_000 {
            let b = (12_000..<12_040).contains(i) || i % 997 == 0 || i % 1_000 == 500 || i % 1_000 == 502 ? "" : String((i * 104_729) % 1000)
            text += "\(Double(i) * 0.5),\((i * 7919) % 1000),\(b)\n"
        }
        return text
    }()

    static let cases: [(name: String, points: Bool, decimate: Bool, pages: PagingOptions)] = [
        ("--points", true, true, PagingOptions(pagination: .pageCount(1), selection: .all, output: "x.png")),
        ("--no-decimate", false, false, PagingOptions(pagination: .pageCount(1), selection: .all, output: "x.png")),
        ("--no-decimate, pages", false, false, PagingOptions(pagination: .pageCount(4), selection: .all, output: "x.png")),
        (
            "--points --no-decimate, page size, a page", true, false,
            PagingOptions(pagination: .pageSize(7_000), selection: .range(2, 3), output: "x.png")
        ),
    ]

    @Test(arguments: cases.indices)
    func everyRowIsSentFromTheSpillAsAWholeReadSendsIt(_ index: Int) throws {
        let (name, points, decimate, pages) = Self.cases[index]
        let options = LineOptions(paging: pages, points: points, highlight: "5000.2", decimate: decimate)
        guard case let .stream(stream) = try LineStreamReaderTests.read(Self.gaps) else {
            Issue.record("\(name): the CSV did not stream")
            return
        }
        let streamed = try LineStreamLayouter(options: options).plan(for: stream)
        #expect(streamed.chart.count < 100, "\(name): the plan holds \(streamed.chart.count) rows")
        #expect(streamed.pages.allSatisfy { $0.marks.streamed != nil })
        guard case let .table(table) = try LineStreamReaderTests.read(Self.gaps, threshold: 10_000_000) else {
            Issue.record("\(name): the whole read streamed")
            return
        }
        let whole = try LineLayouter(options: options).plan(for: try LineChartBuilder().chart(from: table))
        #expect(streamed.json.text() == whole.json.text(), "\(name): --plan differs")
        for placement in [DataPlacement.inline, .automatic, .files(threshold: 1)] {
            let (a, b) = (streamed.program(outputs: ["x.png"], placement: placement), whole.program(outputs: ["x.png"], placement: placement))
            #expect(try a.fullText() == b.fullText(), "\(name) \(placement): the program differs")
            let (bytesA, bytesB) = (try a.files.map { try $0.bytes() }, try b.files.map { try $0.bytes() })
            #expect(a.files.map(\.name) == b.files.map(\.name) && bytesA == bytesB, "\(name) \(placement)")
        }
        #expect(try streamed.program(outputs: ["x.png"], placement: .inline).fullText().contains("lone2") == !points)
    }

    /// A spill that cannot be read back when the program is written (its file cut short under
    /// it, as a failing disk would) is an error from every way of writing the program and its
    /// data files; it was an empty program, or a data file without its rows, which gnuplot
    /// would have drawn as an empty chart.
    @Test func aSpillThatCannotBeReadBackIsThrown() throws {
        #if os(Linux)
        // The spill goes to a folder of this test's own, so no other test's file is cut.
        let dir = try TemporaryDirectory.make()
        try Data(Self.gaps.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let reader = LineStreamReader(options: ReadOptions(), builder: LineChartBuilder(), threshold: 2000, temporaryFolder: dir)
        guard case let .stream(stream) = try reader.read(.file(dir + "/in.csv")) else {
            Issue.record("the CSV did not stream")
            return
        }
        let options = LineOptions(paging: PagingOptions(pagination: .pageCount(1), selection: .all, output: "x.png"), decimate: false)
        let plan = ChartPlan(try LineStreamLayouter(options: options).plan(for: stream))
        let spills = Self.deletedFiles(in: dir)
        #expect(!spills.isEmpty, "no spill file is open")
        for descriptor in spills { #expect(ftruncate(descriptor, 0) == 0) }
        #expect(throws: (any Error).self) { try plan.program(outputs: ["x.png"]) }
        let withFiles = plan.program(outputs: ["x.png"], placement: .files(threshold: 1))
        #expect(!withFiles.files.isEmpty)
        #expect(throws: (any Error).self) { try withFiles.files.map { try $0.bytes() } }
        #expect(throws: (any Error).self) { try withFiles.files.forEach { try $0.write { _ in } } }
        #endif
    }

    /// This process's descriptors of files in `dir` already unlinked (a spill is unlinked at once).
    static func deletedFiles(in dir: String) -> Set<Int32> {
        let folder = "/proc/self/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(
            names.compactMap { name in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name),
                    target.hasPrefix(dir + "/"), target.hasSuffix("(deleted)")
                else { return nil }
                return Int32(name)
            })
    }
}
