import ChartTestSupport
import Foundation
import Testing

/// A long `chart scatter --facet` file streams (`ScatterFacetStreams`: a `ScatterStream` per
/// panel in one spill file, and one of every row for the shared axes and the legend): read
/// whole, streamed from the file (sorted in runs of 50 rows, or in one run) or from a pipe (read
/// whole), it gives the same `--plan`, program, stderr, PNG bytes and error, and leaves nothing
/// in TMPDIR. Each panel is laid out more than once (at its own and at the shared value range),
/// from a spill the first layout sorted by x.
@Suite struct ScatterFacetStreamTests {
    typealias Line = LineFacetStreamTests

    static let metrics = ScatterStreamTests.metrics
    static let byHost = ["--facet", "host"]

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("markers", metrics, ["--x", "bytes", "--y", "ms"] + byHost),
        ("two series with gaps, fits", metrics, ["--x", "bytes", "--y", "ms,other", "--fit", "linear"] + byHost),
        ("density", metrics, ["--x", "bytes", "--y", "ms", "--density"] + byHost),
        ("bubbles", metrics, ["--x", "bytes", "--y", "ms", "--size-by", "size"] + byHost),
        (
            "time x, fit, total order", metrics,
            ["--x", "when", "--y", "other", "--x-type", "epoch", "--fit", "linear", "--facet-sort", "total"] + byHost
        ),
        ("log x, free scales", metrics, ["--x", "bytes", "--y", "ms", "--x-log", "--facet-scale", "free"] + byHost),
        ("svg", metrics, ["--x", "bytes", "--y", "ms", "-o", "out.svg"] + byHost),
        ("interleaved panels", Line.interleaved, ["--facet", "panel"]),
        ("many panels, pages", Line.many, ["--facet", "panel"]),
        ("x out of order", Line.shuffled, ["--y", "b", "--facet", "panel"]),
        ("row numbers as x", Line.rowNumbers, ["--facet", "panel"]),
        ("text chart", metrics, ["--x", "bytes", "--y", "ms", "--format-out", "text", "--size", "60x80", "-o", "-"] + byHost),
    ]

    @Test(arguments: cases.indices)
    func streamedPanelsAreTheWholeReadsPanels(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try Line.expectReadingsAgree(name, input: input, arguments: arguments, kind: "scatter")
    }

    /// `metrics` with its line `line` (1 the header) changed by `change`.
    static func metrics(line: Int, _ change: (String) -> String) -> String {
        Line.replacing(line: line, in: metrics, change)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad value late", metrics(line: 9_001) { BoxFacetStreamTests.field(1, of: $0) { $0 + "x" } }, ["--x", "bytes", "--y", "ms"] + byHost),
        (
            "negative size late", metrics(line: 9_001) { BoxFacetStreamTests.field(4, of: $0) { _ in "-1" } },
            ["--x", "bytes", "--y", "ms", "--size-by", "size"] + byHost
        ),
        ("blank panel late", metrics(line: 9_001) { BoxFacetStreamTests.field(5, of: $0) { _ in "" } }, ["--x", "bytes", "--y", "ms"] + byHost),
        (
            "not above 0 late, log y", metrics(line: 9_001) { BoxFacetStreamTests.field(1, of: $0) { _ in "0" } },
            ["--x", "bytes", "--y", "ms", "--y-log"] + byHost
        ),
        ("text x late", Line.lateText, ["--facet", "panel"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try Line.expectFailuresAgree(name, input: input, arguments: arguments, kind: "scatter")
    }

    /// gnuplot draws the same PNG bytes from the streamed panels as from the whole read: markers
    /// culled from each panel's sorted spill, or a density image binned from it.
    @Test(arguments: [["--no-density"], ["--density"]])
    func streamedPNGIsTheWholeReadsPNG(_ flags: [String]) throws {
        let image = try Line.streamedPNG(input: Self.metrics, arguments: ["--x", "bytes", "--y", "ms"] + flags + Self.byHost, kind: "scatter")
        let coloured = image.count { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 40 }
        #expect(coloured > 1_000, "\(flags): \(coloured) coloured pixels")
    }
}
