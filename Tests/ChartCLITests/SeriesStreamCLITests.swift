import ChartTestSupport
import Foundation
import Testing

/// `chart line --series KEY` over a long file of long rows streams (`SeriesRuns`) and gives
/// exactly what reading it whole gives: the same `--plan`, program, warnings and PNG bytes, the
/// same error at the same line with exit 65, and nothing left in TMPDIR. `SeriesRunsTests`
/// checks which inputs streamed.
@Suite struct SeriesStreamCLITests {
    /// Three keys in runs of x, a noisy walk each, the third key from row 6,000 on, pairs
    /// missing now and then and an empty cell now and then.
    static let numbers: String = {
        var walk = LineStreamTests.Walk(state: 41)
        var level = [0.0, 10, 20]
        var text = "x,region,sales\n"
        for i in 0..<8_000 {
            for k in 0..<3 where !(k == 2 && i < 6_000) && !(k == 1 && i % 13 == 5) {
                level[k] += walk.next()
                text += "\(Double(i) / 4),\(["north", "south", "east"][k]),\(i % 997 == 0 && k == 0 ? "" : String(format: "%.2f", level[k]))\n"
            }
        }
        return text
    }()

    /// Minutes (a time x), two keys with whole-number values, in runs.
    static let times: String = {
        var walk = LineStreamTests.Walk(state: 42)
        return "when,host,load\n"
            + (0..<6_000).map { i in
                let when = String(format: "2024-03-%02dT%02d:%02d:00Z", 1 + i / 1440, (i / 60) % 24, i % 60)
                return "\(when),a,\(50 + Int(walk.next() * 40))\n\(when),b,\(i % 11)\n"
            }.joined()
    }()

    /// `csv`'s rows with each key's rows together, in the order the keys first appear (column
    /// `keyColumn`): the commonest export order, not runs, so sorted by x in the spill.
    static func keysTogether(_ csv: String, keyColumn: Int = 1) -> String {
        let lines = csv.split(separator: "\n").map(String.init)
        var keys: [String] = []
        var rows: [String: [String]] = [:]
        for line in lines.dropFirst() {
            let key = String(line.split(separator: ",", omittingEmptySubsequences: false)[keyColumn])
            if rows[key] == nil { keys.append(key) }
            rows[key, default: []].append(line)
        }
        return ([lines[0]] + keys.flatMap { rows[$0]! }).joined(separator: "\n") + "\n"
    }

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("keys late, missing pairs, gaps", numbers, ["--series", "region"]),
        ("each key's rows together", keysTogether(numbers), ["--series", "region"]),
        ("each key's rows together, time x, pages", keysTogether(times), ["--series", "host", "--pages", "2", "--page", "all"]),
        ("pages", numbers, ["--series", "region", "--pages", "3", "--page", "all"]),
        ("time x, svg", times, ["--series", "host", "-o", "out.svg"]),
        ("named value column, log axis", times, ["--series", "host", "--y", "load", "--y-log", "--y-min", "1"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try LineStreamTests.expectStreamedPlansAreWhole(["line"] + arguments, input: input, name: name)
    }

    /// The rendered PNG is the same bytes, and each key's line has ink in its colour.
    @Test func streamedPNGIsTheWholeReadsPNG() throws {
        let image = try LineStreamTests.expectStreamedPNGIsWhole(["line", "--series", "region"], input: Self.numbers)
        let plan = try CLI.plan(["line", "--series", "region"], stdin: Self.numbers)
        let colors = (plan["series"] as? [[String: Any]] ?? []).compactMap { $0["color"] as? String }
        #expect(colors.count == 3)
        for color in colors {
            #expect(image.count { $0.isNear(hex: color, tolerance: 24) } > 200, "series \(color) has too few pixels")
        }
    }

    /// Rows sorted in the spill draw the same PNG bytes as the whole read, from a file; from a
    /// pipe the same `--plan` (`streamedPlansAndProgramsAreTheWholeReadsOnes`).
    @Test func keysTogetherPNGIsTheWholeReadsPNG() throws {
        try LineStreamTests.expectStreamedPNGIsWhole(["line", "--series", "region"], input: Self.keysTogether(Self.numbers))
    }

    /// Bad long data fails streamed as read whole, from a file or a pipe (read whole from the
    /// copy kept of it): the same one-line message, exit 65, no output.
    static let failures: [(name: String, input: String, key: String, line: String)] = [
        ("a second value for a key at one x, keys together", keysTogether(numbers) + "1999.75,north,3\n", "region", ":"),
        (
            "a bad value late, keys together", keysTogether(numbers).replacingOccurrences(of: "\n1500.0,south,", with: "\n1500.0,south,x"), "region",
            ":"
        ),
        ("a second value for a key at one x, late", numbers + "1999.75,north,3\n", "region", ":"),
        ("a bad value late", numbers.replacingOccurrences(of: "\n1500.0,south,", with: "\n1500.0,south,x"), "region", ":"),
        ("more keys than the cap", "x,k,y\n" + (0..<1_001).map { "\($0 / 500),key\($0),\($0)\n" }.joined(), "k", ":1002:"),
    ]

    @Test(arguments: failures.indices)
    func badLongDataIsTheWholeReadsError(_ index: Int) throws {
        let (name, input, key, line) = Self.failures[index]
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [(Int32, String)] = []
        for (threshold, pipe) in [(1 << 30, false), (2000, false), (2000, true)] {
            let result = try ChartProcess.run(
                ["line"] + (pipe ? [] : ["in.csv"]) + ["--series", key, "-o", "out.png"], stdin: pipe ? Array(input.utf8) : [],
                environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            results.append((result.status, result.stderr.replacingOccurrences(of: "<stdin>", with: "in.csv")))
        }
        #expect(results[0].0 == 65 && results[0].1.contains("in.csv" + line), "\(name): \(results[0])")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name): \(results[1]) vs whole \(results[0])")
        #expect(results[2].0 == results[0].0 && results[2].1 == results[0].1, "\(name): a pipe's \(results[2]) vs whole \(results[0])")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
