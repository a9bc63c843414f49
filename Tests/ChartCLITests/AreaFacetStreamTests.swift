import ChartTestSupport
import Foundation
import Testing

/// A long `chart area --facet` file streams as line's does (`LineFacetStreams`, each panel's
/// rows stacked as they come, as a plain streamed area's are): read whole, streamed from the
/// file (sorted in runs of 50 rows, or in one run) or from a pipe (read whole), it gives the same
/// `--plan`, program, stderr, PNG bytes and error, and leaves nothing in TMPDIR.
@Suite struct AreaFacetStreamTests {
    typealias Line = LineFacetStreamTests

    /// `input` with its values (the cells after the second) at or above 0, so they stack: each
    /// one's magnitude.
    static func positive(_ input: String) -> String {
        input.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).enumerated().map { $0 < 2 ? String($1) : String($1.drop { $0 == "-" }) }
                .joined(separator: ",")
        }.joined(separator: "\n")
    }

    static let interleaved = positive(Line.interleaved)

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("interleaved", Line.interleaved, []),
        ("stacked, total order", interleaved, ["--stacked", "--facet-sort", "total"]),
        ("percent, two columns of panels", interleaved, ["--percent", "--facet-cols", "2"]),
        ("blocks, stacked, free value axes", positive(Line.blocks), ["--stacked", "--facet-scale", "free-y"]),
        ("many panels, pages", positive(Line.many), ["--stacked"]),
        ("times, one series", Line.times, ["--y", "a"]),
        ("shuffled, stacked", positive(Line.shuffled), ["--stacked"]),
        ("row numbers as x", Line.rowNumbers, ["--stacked"]),
        ("text chart", interleaved, ["--stacked", "--format-out", "text", "--size", "60x80", "-o", "-"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPanelsAreTheWholeReadsPanels(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try Line.expectReadingsAgree(name, input: input, arguments: arguments + ["--facet", "panel"], kind: "area")
    }

    /// Every value at or above 0 but one late negative, which a stack refuses at its cell.
    static let negativeLate = interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,eu,-")

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("a negative value late, stacked", negativeLate, ["--stacked"]),
        ("a negative value late, percent", negativeLate, ["--percent"]),
        ("bad value late", interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,eu,oops"), []),
        ("blank panel late", interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,,"), ["--stacked"]),
        ("text x late", Line.lateText, []),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try Line.expectFailuresAgree(name, input: input, arguments: arguments + ["--facet", "panel"], kind: "area")
    }

    /// gnuplot draws the same PNG bytes from the streamed panels as from the whole read, and
    /// they are filled: the panels' bands put more than the background's colour in the image.
    @Test(arguments: [["--stacked"], ["--percent", "--facet-scale", "free-y"]])
    func streamedPNGIsTheWholeReadsPNG(_ arguments: [String]) throws {
        let image = try Line.streamedPNG(input: Self.interleaved, arguments: arguments + ["--facet", "panel"], kind: "area")
        let filled = image.count { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 40 }
        #expect(filled > 800 * 500 / 20, "\(arguments): \(filled) coloured pixels")
    }
}
