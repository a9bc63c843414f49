import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Times in `Z` whose first UTC offset other than 0 comes late: a whole read converts every time
/// to UTC and says so in the x title (`time (UTC)`); a streamed chart, which decided its columns
/// from the first batch (no offset there), must say it too, or 08:00 on the axis reads as the
/// file's 10:00+02:00. Every kind and flag that streams a time x is read whole and streamed.
@Suite struct LateZoneOffsetTests {
    /// Minutes in two panels, `Z` but for the last rows, which carry `+02:00` when `late`.
    static func input(late: Bool) -> String {
        "time,panel,v\n"
            + (0..<6_000).map { row in
                let (zone, minute) = (late && row >= 5_980 ? "+02:00" : "Z", row / 2)
                return String(format: "2024-03-%02dT%02d:%02d:00", 1 + minute / 1_440, (minute / 60) % 24, minute % 60) + zone
                    + ",\(["a", "b"][row % 2]),\((row * 31) % 97)\n"
            }.joined()
    }

    static let cases: [(kind: String, arguments: [String])] = [
        ("line", ["--y", "v"]),
        ("line", ["--points", "--y", "v"]),
        ("line", ["--facet", "panel"]),
        ("line", ["--series", "panel"]),
        ("area", ["--facet", "panel"]),
        ("scatter", ["--y", "v"]),
        ("scatter", ["--facet", "panel"]),
        ("scatter", ["--series", "panel"]),
        ("hist", ["--y", "time"]),
        ("hist", ["--y", "time", "--facet", "panel"]),
    ]

    @Test(arguments: cases.indices)
    func aLateOffsetPutsUTCInTheStreamedXTitle(_ index: Int) throws {
        let (kind, arguments) = Self.cases[index]
        let name = "\(kind) \(arguments.joined(separator: " "))"
        try LineFacetStreamTests.expectReadingsAgree(name, input: Self.input(late: true), arguments: arguments, kind: kind)
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        for late in [true, false] {
            let streamed = LineFacetStreamTests.readings[1]
            let result = try LineFacetStreamTests.run(
                arguments + ["--emit-script"], input: Self.input(late: late), in: dir, reading: streamed, tmpdir: tmp, kind: kind)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdoutText.contains("set xlabel 'time (UTC)'") == late, "\(name), late offset \(late): \(result.stdoutText.prefix(400))")
        }
    }

    /// The arguments that put a column of times on a kind's x axis, with the title expected for
    /// times that had an offset; nil for a kind with no time axis (its kind says why).
    static func timeAxis(of kind: ChartKind) -> (arguments: [String], title: String)? {
        switch kind {
        case .line, .area, .scatter: (["--y", "v"], "set xlabel 'time (UTC)'")
        case .bar: (["--x", "time", "--y", "v"], "set xlabel 'time (UTC)'")  // date categories, labelled as times
        case .hist: (["--y", "time"], "set xlabel 'time (UTC)'")  // times binned by calendar units
        case .discrete: nil  // slots are labelled as written
        case .pie, .box, .heatmap: nil  // names and values, no time axis
        }
    }

    /// Hours at +02:00 (the file's 10:00 is 08:00 UTC).
    static let zoned =
        "time,panel,v\n" + (0..<48).map { String(format: "2024-03-%02dT%02d:00:00+02:00,p,%d\n", 1 + $0 / 24, $0 % 24, $0 % 7) }.joined()

    @Test(arguments: ChartKind.allCases)
    func everyTimeAxisSaysItShowsUTC(_ kind: ChartKind) throws {
        guard let (arguments, title) = Self.timeAxis(of: kind) else { return }
        let dir = try TemporaryDirectory.make()
        for (input, expected) in [(Self.zoned, true), (Self.zoned.replacingOccurrences(of: "+02:00", with: "Z"), false)] {
            try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
            let result = try ChartProcess.run([kind.rawValue, "in.csv"] + arguments + ["--emit-script", "-o", "out.png"], currentDirectory: dir)
            #expect(result.status == 0, "\(kind): \(result.stderr)")
            #expect(result.stdoutText.contains(title) == expected, "\(kind), offsets \(expected): \(result.stdoutText.prefix(600))")
        }
    }
}
