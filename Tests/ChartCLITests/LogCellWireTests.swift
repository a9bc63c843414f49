import ChartTestSupport
import Foundation
import Testing

/// A cell at or below 0 on a log axis fails at its cell for every kind with such an axis, from
/// a file, from standard input and under `--follow`: the flag reaches the builder through the
/// options alone (issue 35), so no command can forget to hand it on and lose the location.
@Suite struct LogCellWireTests {
    @Test(arguments: LogCellCase.all)
    func aBadCellIsNamed(_ bad: LogCellCase) throws {
        let dir = try TemporaryDirectory.make()
        try bad.csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let runs = [
            ("d.csv", try CLI.run([bad.kind.rawValue, "d.csv", "-o", "c.png"] + bad.flags, in: dir)),
            ("<stdin>", try CLI.run([bad.kind.rawValue, "-o", "c.png"] + bad.flags, stdin: bad.csv, in: dir)),
        ]
        for (file, result) in runs {
            #expect(result.status == 65, "\(bad) from \(file): \(result.stderr)")
            #expect(result.stderr.hasPrefix(bad.message(file: file)), "\(bad) from \(file): \(result.stderr)")
        }
        #expect(CLI.files(in: dir) == ["d.csv"])
    }

    /// `chart line --follow` reads its batches with the same builder the options check.
    @Test(arguments: LogCellCase.all.filter { $0.kind == .line })
    func followNamesTheBadCell(_ bad: LogCellCase) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--follow", "-o", "f.png"] + bad.flags, stdin: bad.csv, in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(bad.message(file: "<stdin>")), "\(result.stderr)")
    }
}
