import ChartTestSupport
import Foundation
import Testing

/// Long batches are split over two gnuplot processes; the pages must not change by a byte.
@Suite struct BatchSplitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var command: String
        var input: String
        var flags: [String]
        var testDescription: String { command }
    }

    static func rows(_ count: Int, _ row: (Int) -> String) -> String {
        (0..<count).map(row).joined(separator: "\n") + "\n"
    }

    static let cases: [Case] = [
        Case(
            command: "line", input: "x,y,z\n" + rows(400) { i in "\(i),\((i * 37) % 101),\((i * 13) % 29)" },
            flags: ["--page-size", "40", "--hline", "50", "--vline", "100"]),
        Case(
            command: "bar", input: "k,v\n" + rows(60) { i in "c\(i),\((i * 7) % 23 - 5)" },
            flags: ["--page-size", "6", "--values"]),
        Case(
            command: "discrete", input: "d,lo,hi\n" + rows(70) { i in "d\(i),\(i % 9),\(i % 9 + 4)" },
            flags: ["--low", "lo", "--high", "hi", "--page-size", "7", "--highlight", "d15"]),
        Case(
            command: "pie", input: "g,k,v\n" + rows(30) { i in "g\(i / 3),k\(i % 3),\(i % 5 + 1)" },
            flags: ["--group", "g"]),
    ]

    @Test(arguments: cases)
    func splittingKeepsEveryByte(_ test: Case) throws {
        let dir = try TemporaryDirectory.make()
        for jobs in ["1", "2"] {
            try FileManager.default.createDirectory(atPath: dir + "/j" + jobs, withIntermediateDirectories: false)
            let result = try CLI.run(
                [test.command, "-o", "j\(jobs)/c.png", "--page", "all", "--jobs", jobs] + test.flags,
                stdin: test.input, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let one = CLI.files(in: dir + "/j1")
        #expect(one.count >= 8 && one == CLI.files(in: dir + "/j2"))
        for name in one {
            #expect(
                FileManager.default.contents(atPath: dir + "/j1/" + name) == FileManager.default.contents(atPath: dir + "/j2/" + name),
                "\(test.command) \(name)")
        }
    }
}
