import ChartTestSupport
import Foundation
import Testing

/// A long `chart discrete --facet` file streams (`DiscreteFacetStreams`: a `DiscreteStream` per
/// panel, and one of every row for the one legend): read whole, streamed from the file, or from
/// a pipe (read whole), it gives the same `--plan`, program, stderr, PNG bytes and error, and
/// leaves nothing in TMPDIR.
@Suite struct DiscreteFacetStreamTests {
    typealias Line = LineFacetStreamTests

    /// Ranges (lo <= hi) and a value with gaps in three panels, a fourth first seen late.
    static let ranges: String = {
        var walk = LineStreamTests.Walk(state: 13)
        var (a, b) = (100.0, 50.0)
        var text = "t,lo,hi,a,panel\n"
        for i in 0..<9_000 {
            a = max(1, a + walk.next())
            b = max(1, b + walk.next() / 2)
            let panel = i < 7_000 ? ["eu", "us", "ap"][(i * 7) % 3] : ["oc", "eu"][i % 2]
            let value = i % 41 == 0 ? "" : String(format: "%.3f", a)
            text += "\(i + 1)," + String(format: "%.3f,%.3f", min(a, b), max(a, b)) + ",\(value),\(panel)\n"
        }
        return text
    }()

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("single values", ranges, ["--y", "a"]),
        ("ranges, connected", ranges, ["--low", "lo", "--high", "hi", "--connect"]),
        (
            "ranges and values, free scales, total order", ranges,
            ["--low", "lo", "--high", "hi", "--y", "a", "--facet-scale", "free", "--facet-sort", "total"]
        ),
        ("titled slots", ranges, ["--x", "t", "--y", "a,lo"]),
        ("numbered slots (no x)", Line.rowNumbers, []),
        ("many panels, pages", Line.many, ["--y", "a"]),
        ("text chart", ranges, ["--low", "lo", "--high", "hi", "--format-out", "text", "--size", "60x80", "-o", "-"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPanelsAreTheWholeReadsPanels(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try Line.expectReadingsAgree(name, input: input, arguments: arguments + ["--facet", "panel"], kind: "discrete")
    }

    /// `ranges` with its line `line` (1 the header) changed by `change`.
    static func ranges(line: Int, _ change: (String) -> String) -> String {
        Line.replacing(line: line, in: ranges, change)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad value late", ranges(line: 6_001) { BoxFacetStreamTests.field(3, of: $0) { $0 + "x" } }, ["--y", "a"]),
        ("a low above its high late", ranges(line: 6_001) { BoxFacetStreamTests.field(1, of: $0) { _ in "1e9" } }, ["--low", "lo", "--high", "hi"]),
        ("blank panel late", ranges(line: 6_001) { BoxFacetStreamTests.field(4, of: $0) { _ in "" } }, ["--y", "a"]),
        ("not above 0 late, log axis", ranges(line: 6_001) { BoxFacetStreamTests.field(3, of: $0) { _ in "0" } }, ["--y", "a", "--y-log"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try Line.expectFailuresAgree(name, input: input, arguments: arguments + ["--facet", "panel"], kind: "discrete")
    }

    /// gnuplot draws the same PNG bytes from the streamed panels as from the whole read, with
    /// each panel's slots in it.
    @Test(arguments: [["--low", "lo", "--high", "hi", "--connect"], ["--y", "a", "--facet-scale", "free-y"]])
    func streamedPNGIsTheWholeReadsPNG(_ arguments: [String]) throws {
        let image = try Line.streamedPNG(input: Self.ranges, arguments: arguments + ["--facet", "panel"], kind: "discrete")
        let coloured = image.count { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 40 }
        #expect(coloured > 1_000, "\(arguments): \(coloured) coloured pixels")
    }
}
