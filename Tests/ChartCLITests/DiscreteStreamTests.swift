import ChartTestSupport
import Foundation
import Testing

/// Long `chart discrete` input streams (`TableBatchReader` into a `DiscreteStream`, its slots
/// in a `DiscreteSpill`): from a file or a pipe it gives exactly what reading it whole gives:
/// the same `--plan`, program, PNG and text chart, the same error at the same cell, and leaves
/// nothing in TMPDIR. What the stream refuses (a batch that reads its columns otherwise, JSON)
/// is read whole, with the same result.
@Suite struct DiscreteStreamTests {
    /// Daily ranges with gaps (both ends empty) and a value column, 9,000 days from 2001-01-01.
    static let days: String = {
        var walk = LineStreamTests.Walk(state: 5)
        let formatter = DateFormatter()
        (formatter.dateFormat, formatter.timeZone, formatter.locale) = ("yyyy-MM-dd", TimeZone(identifier: "UTC"), Locale(identifier: "en_US_POSIX"))
        var text = "day,lo,hi,v\n"
        var level = 60.0
        for i in 0..<9_000 {
            level += walk.next()
            let day = formatter.string(from: Date(timeIntervalSince1970: 978_307_200 + Double(i) * 86_400))
            let spread = 2 + abs(walk.next()) * 8
            let range = i % 97 == 5 ? "," : String(format: "%.2f,%.2f", level, level + spread)
            text += "\(day),\(range),\(i % 53 == 0 ? "" : String(format: "%.1f", level + walk.next() * 3))\n"
        }
        return text
    }()

    /// Text titles padded with spaces, one an emoji (cleaned to □ where drawn), numbers after.
    static let titles = "name,a,b\n" + (0..<6_000).map { "  s\($0 == 2_500 ? "🙂" : String($0)) ,\($0 % 41),\(($0 * 7) % 37)\n" }.joined()
    /// One column: slots numbered 1, 2, ….
    static let column = "v\n" + (0..<12_000).map { "\(($0 * 7_919) % 500)\n" }.joined()
    /// Numeric slots until a text one late ("Total"): the whole read titles them as text, so
    /// the stream, whose first batches read numbers, refuses and reads whole.
    static let lateText = "x,y\n" + (0..<6_000).map { "\($0 == 5_000 ? "Total" : String($0 + 1990)),\($0 % 29)\n" }.joined()

    static let cases: [(name: String, arguments: [String], input: String)] = [
        ("ranges joined, gaps", ["--x", "day", "--low", "lo", "--high", "hi", "--connect"], days),
        ("every numeric column", [], days),
        (
            "dates re-labelled, highlight, vline, grid",
            ["--low", "lo", "--high", "hi", "--x-format", "date:%b %Y", "--highlight", "2010-06-01", "--vline", "2005-01-01", "--grid"], days
        ),
        ("pages", ["--low", "lo", "--high", "hi", "--page-size", "1000", "--page", "all", "-o", "out/p.png"], days),
        ("log value axis, a value plot", ["--y", "v", "--y-log"], days),
        ("SVG: thinned to a grid", ["--low", "lo", "--high", "hi", "--connect", "-o", "out.svg"], days),
        ("every point (--no-decimate), ranges joined", ["--low", "lo", "--high", "hi", "--no-decimate", "--connect"], days),
        ("uncrowded: every point", ["--low", "lo", "--high", "hi", "--size", "1000x300", "--page-size", "400", "--page", "3"], days),
        ("text titles, trimmed, an emoji; names", ["--y", "a,b", "--names", "first,second", "--highlight", "s4000"], titles),
        ("numbered slots", ["--highlight", "7000"], column),
        ("a text title late: read whole", [], lateText),
    ]

    /// `chart discrete` with `arguments` on `input` (in `dir`/in.csv) read whole, then streamed
    /// over `threshold` bytes from the file and from a pipe; `{run}` in an argument is the run's
    /// number (0, 1, 2), so each run writes a file of its own.
    static func runs(
        _ arguments: [String], input: String, streamedOver threshold: Int, in dir: String, tmp: String, binaryThreshold: Int? = nil
    ) throws -> [ChartProcessResult] {
        try [(1 << 30, true), (threshold, true), (threshold, false)].enumerated().map { run, read in
            var environment = LineStreamTests.environment(threshold: read.0, tmpdir: tmp)
            if let binaryThreshold { environment["CHART_TEST_BINARY_THRESHOLD"] = String(binaryThreshold) }
            return try ChartProcess.run(
                ["discrete"] + (read.1 ? ["in.csv"] : []) + arguments.map { $0.replacingOccurrences(of: "{run}", with: String(run)) },
                stdin: read.1 ? [] : Array(input.utf8), environment: environment, currentDirectory: dir, timeout: 120)
        }
    }

    @Test(arguments: cases.indices)
    func streamedPlansProgramsAndTextAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, arguments, input) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let output = arguments.contains("-o") ? [] : ["-o", "out.png"]
        // A text chart is written to standard output: no -o.
        let textArguments = arguments.indices.filter { arguments[$0] != "-o" && ($0 == 0 || arguments[$0 - 1] != "-o") }.map { arguments[$0] }
        for mode in [["--plan"], ["--emit-script"], ["--format-out", "text", "--color", "always"]] {
            var outputs: [String] = []
            let flags = mode.count > 1 ? textArguments + mode : arguments + output + mode
            for result in try Self.runs(flags, input: input, streamedOver: 20_000, in: dir, tmp: tmp) {
                #expect(result.status == 0, "\(name) \(mode): \(result.stderr)")
                outputs.append(result.stdoutText + result.stderr)
            }
            #expect(outputs[0].count > 300, "\(name) \(mode): \(outputs[0])")
            for (run, output) in outputs.enumerated().dropFirst() {
                #expect(output == outputs[0], "\(name) \(mode): streamed run \(run) differs from reading whole")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// The PNGs themselves: crowded (drawn per pixel column), ranges joined, and a page of
    /// every point; each streamed file byte for byte the whole read's, with ink on the plot.
    /// Every point (`--no-decimate`) goes to gnuplot from the spill, inline and (past the
    /// binary threshold, lowered here) as a data file (`SpilledSlotData`).
    @Test(arguments: [
        ["--connect"], ["--size", "2000x300", "--page-size", "400", "--page", "3"], ["--no-decimate", "--connect"],
        ["--no-decimate", "--binary-threshold"],
    ])
    func streamedPNGsAreTheWholeReadsPNGs(_ flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(Self.days.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var images: [Data] = []
        // Each run its own file (one page of many is numbered), read once all have run.
        let written = { (run: Int) in dir + (flags.contains("--page") ? "/run\(run)-003.png" : "/run\(run).png") }
        let files = flags.contains("--binary-threshold")
        for (run, result) in try Self.runs(
            ["--low", "lo", "--high", "hi", "-o", "run{run}.png"] + flags.filter { $0 != "--binary-threshold" }, input: Self.days,
            streamedOver: 20_000, in: dir, tmp: tmp, binaryThreshold: files ? 1000 : nil
        ).enumerated() {
            #expect(result.status == 0, "\(flags) run \(run): \(result.stderr)")
            images.append(try Data(contentsOf: URL(fileURLWithPath: written(run))))
        }
        #expect(images[1] == images[0] && images[2] == images[0], "\(flags): a streamed PNG differs from reading whole")
        let image = try PNGImage.load(path: written(1))
        let blue = RGBA(r: 0x00, g: 0x72, b: 0xB2)
        let inked = image.count { image.isClose($0, to: blue, tolerance: 40) }
        #expect(inked > 100, "\(flags): \(inked) inked pixels")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad low late", "x,lo,hi\n" + (0..<5000).map { "\($0),\($0 == 4321 ? "oops" : "1"),2\n" }.joined(), ["--low", "lo", "--high", "hi"]),
        ("low above high late", "x,lo,hi\n" + (0..<5000).map { "\($0),\($0 == 4000 ? 3 : 1),2\n" }.joined(), ["--low", "lo", "--high", "hi"]),
        ("missing high late", "x,lo,hi\n" + (0..<5000).map { "\($0),1,\($0 == 4000 ? "" : "2")\n" }.joined(), ["--low", "lo", "--high", "hi"]),
        ("not above 0 late, log y", "x,y\n" + (0..<5000).map { "\($0),\($0 == 4000 ? 0 : 1)\n" }.joined(), ["--y-log"]),
        ("a bad date late", "d,y\n" + (0..<5000).map { "\($0 == 4000 ? "2020-13-45" : "2020-01-0\($0 % 9 + 1)"),1\n" }.joined(), []),
        ("short row late", "x,y\n" + (0..<5000).map { $0 == 4000 ? "1\n" : "\($0),2\n" }.joined(), []),
        ("every value empty", "x,y\n" + (0..<5000).map { "\($0),\n" }.joined(), ["--y", "y"]),
        ("a default column turns to text late", "x,a,b\n" + (0..<5000).map { "\($0),\($0 % 13),\($0 > 1_500 ? "k\($0)" : "1")\n" }.joined(), []),
        ("too many rows", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--max-rows", "4000"]),
        ("--names counts", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--names", "a,b"]),
        ("past --max-input-size", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--max-input-size", "10000"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try LineStreamTests.expectStreamedFailureIsWhole("discrete", name, input: input, arguments: arguments)
    }

    /// JSON is read whole, never streamed: ResearchKit's `{"plots": …}` and NDJSON, long or
    /// short, from a pipe as from a file.
    @Test(arguments: [true, false])
    func jsonIsReadWholeFromAPipeAsFromAFile(long: Bool) throws {
        let count = long ? 3_000 : 20
        let plots =
            "{\"plots\": [[" + (0..<count).map { $0 % 9 == 0 ? "null" : "{\"min\": \($0 % 7), \"max\": \($0 % 7 + 2)}" }.joined(separator: ", ")
            + "]], \"names\": [\"range\"]}"
        let lines = (0..<count).map { "{\"x\": \($0), \"y\": \($0 % 11)}\n" }.joined()
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        for (input, name, format) in [(plots, "in.json", "json"), (lines, "in.ndjson", "ndjson")] {
            try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
            var outputs: [String] = []
            for (threshold, file) in [(1 << 30, true), (2000, true), (2000, false)] {
                let result = try ChartProcess.run(
                    ["discrete"] + (file ? [name] : ["--format", format]) + ["--plan"], stdin: file ? [] : Array(input.utf8),
                    environment: LineStreamTests.environment(threshold: threshold, tmpdir: tmp), currentDirectory: dir)
                #expect(result.status == 0, "\(name) file \(file): \(result.stderr)")
                outputs.append(result.stdoutText)
            }
            #expect(outputs[0].contains("\"slotCount\": \(count)"), "\(name): \(outputs[0].prefix(400))")
            #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0], "\(name): a streamed read differs")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }
}
