import ChartTestSupport
import Foundation
import Testing

/// A long `chart box --facet` file streams (`BoxFacetBatchBuilder`: each panel's boxes in spills
/// under one memory budget, and a chart of every row for the one legend): read whole, streamed
/// from the file, or from a pipe (read whole), it gives the same `--plan` (each panel's exact
/// quartiles and whiskers), program, stderr, PNG bytes and error, and leaves nothing in TMPDIR.
@Suite struct BoxFacetStreamTests {
    typealias Line = LineFacetStreamTests

    /// Long rows: a panel, a category, a host key and a value with gaps; a panel first seen late.
    static let long: String = {
        var walk = LineStreamTests.Walk(state: 9)
        var text = "panel,cat,host,v\n"
        for i in 0..<9_000 {
            let panel = i < 7_000 ? ["eu", "us", "ap"][(i * 7) % 3] : ["oc", "eu"][i % 2]
            let value = i % 43 == 0 ? "" : String(format: "%.3f", 40 + walk.next() * 30)
            text += "\(panel),c\((i * 5) % 6),\(["a", "b"][(i / 3) % 2]),\(value)\n"
        }
        return text
    }()

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("wide columns", Line.interleaved, ["--y", "a,b"]),
        ("one column, total order, free scales", Line.interleaved, ["--y", "b", "--facet-sort", "total", "--facet-scale", "free"]),
        ("many panels, pages", Line.many, ["--y", "a,b"]),
        ("long rows by category", long, ["--value", "v", "--x", "cat"]),
        ("long rows by category and key, points", long, ["--value", "v", "--x", "cat", "--series", "host", "--points"]),
        ("long rows, horizontal, name order", long, ["--value", "v", "--series", "host", "--horizontal", "--facet-sort", "name"]),
        ("text chart", long, ["--value", "v", "--x", "cat", "--format-out", "text", "--size", "60x80", "-o", "-"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPanelsAreTheWholeReadsPanels(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try Line.expectReadingsAgree(name, input: input, arguments: arguments + ["--facet", "panel"], kind: "box")
    }

    /// `long` with its line `line` (1 the header) changed by `change`.
    static func long(line: Int, _ change: (String) -> String) -> String {
        Line.replacing(line: line, in: long, change)
    }

    /// `line` with its field `index` changed by `change`.
    static func field(_ index: Int, of line: String, _ change: (String) -> String) -> String {
        var fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[index] = change(fields[index])
        return fields.joined(separator: ",")
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad value late", long(line: 6_001) { $0 + "oops" }, ["--value", "v", "--x", "cat"]),
        ("blank panel late", long(line: 6_001) { String($0.drop { $0 != "," }) }, ["--value", "v"]),
        ("blank category late", long(line: 6_001) { field(1, of: $0) { _ in "" } }, ["--value", "v", "--x", "cat"]),
        ("not above 0 late, log axis", long(line: 6_001) { field(3, of: $0) { "-" + $0 } }, ["--value", "v", "--y-log"]),
        ("a field too many late", Line.interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,eu,1,"), ["--y", "a,b"]),
        ("the facet column is drawn", long, ["--value", "v", "--x", "panel"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try Line.expectFailuresAgree(name, input: input, arguments: arguments + ["--facet", "panel"], kind: "box")
    }

    /// gnuplot draws the same PNG bytes from the streamed panels as from the whole read, with
    /// boxes in it: the panels' fills put the series' colours in the image.
    @Test(arguments: [["--value", "v", "--x", "cat", "--series", "host"], ["--value", "v", "--x", "cat", "--facet-scale", "free-y"]])
    func streamedPNGIsTheWholeReadsPNG(_ arguments: [String]) throws {
        let image = try Line.streamedPNG(input: Self.long, arguments: arguments + ["--facet", "panel"], kind: "box")
        let coloured = image.count { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 40 }
        #expect(coloured > 2_000, "\(arguments): \(coloured) coloured pixels")
    }
}
