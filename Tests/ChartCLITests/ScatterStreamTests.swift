import ChartTestSupport
import Foundation
import Testing

/// Long `chart scatter` input streams (`TableBatchReader` into a `ScatterStream`): whatever
/// streams, from a file or a pipe, gives exactly what reading it whole gives: the same `--plan`
/// (axes, counts, fits, the density image's bins), the same program, the same error at the same
/// line, and leaves nothing in TMPDIR.
@Suite struct ScatterStreamTests {
    /// Two correlated metrics and a third with gaps, epoch-second times, a size and a key.
    static let metrics: String = {
        var walk = LineStreamTests.Walk(state: 11)
        var text = "bytes,ms,other,when,size,host\n"
        for i in 0..<12_000 {
            let bytes = exp(6 + walk.next() * 3)
            let ms = 5 + bytes * 0.002 + walk.next() * 4
            let other = i % 37 == 0 ? "" : String(format: "%.2f", 20 + walk.next() * 15)
            let when = 1_700_000_000 + (i * 7_919) % 86_400 * 60
            text += String(format: "%.0f,%.3f", bytes, ms) + ",\(other),\(when),\(i % 13),\(["a", "b", "c"][i % 3])\n"
        }
        return text
    }()

    static let cases: [(name: String, arguments: [String], input: String)] = [
        ("density", ["--x", "bytes", "--y", "ms", "--density"], metrics),
        (
            "density by itself (small plot), two series with gaps, fits",
            ["--x", "bytes", "--y", "ms,other", "--fit", "linear", "--size", "200x150"], metrics
        ),
        ("too few points for the image: markers, fits", ["--x", "bytes", "--y", "ms,other", "--fit", "linear"], metrics),
        ("time x, fit", ["--x", "when", "--y", "other", "--x-type", "epoch", "--fit", "linear", "--density"], metrics),
        ("fixed y range cuts points off", ["--x", "bytes", "--y", "ms", "--y-max", "10", "--density"], metrics),
        ("markers", ["--x", "bytes", "--y", "ms", "--no-density", "--fit", "linear"], metrics),
        ("bubbles", ["--x", "bytes", "--y", "ms", "--size-by", "size"], metrics),
        ("log axes", ["--x", "bytes", "--y", "ms", "--x-log"], metrics),
        ("long data", ["--x", "bytes", "--y", "ms", "--series", "host", "--density"], metrics),
        ("long data: markers, fits", ["--x", "bytes", "--y", "ms", "--series", "host", "--fit", "linear"], metrics),
        ("long data: default x and values, gaps", ["--series", "host", "--y", "other"], metrics),
        (
            "long data: time x, fits", ["--x", "when", "--y", "other", "--series", "host", "--x-type", "epoch", "--fit", "linear", "--density"],
            metrics
        ),
        ("long data, sizes", ["--x", "bytes", "--y", "ms", "--series", "host", "--size-by", "size"], metrics),
        ("long data, sizes before the values, default x and values", ["--series", "host", "--size-by", "s"], sizedLong),
        ("long data, sizes with gaps, fits", ["--series", "host", "--size-by", "s", "--fit", "linear", "--grid"], sizedLong),
        ("one column: row numbers as x, whole-number values", ["--density"], column),
        ("long data, an emoji key (drawn as □), crowded markers", ["--series", "g", "--size", "200x150", "--no-density", "--fit", "linear"], emoji),
    ]

    /// Long data whose size column comes before the values (so the default values are the
    /// column after it), sizes and x with gaps, rows out of x order, a key first seen late.
    static let sizedLong: String = {
        var walk = LineStreamTests.Walk(state: 31)
        var text = "x,s,host,v\n"
        for i in 0..<9_000 {
            let x = i % 61 == 0 ? "" : String(format: "%.3f", 50 + walk.next() * 40)
            let size = i % 17 == 0 ? "" : String(format: "%.2f", 200 + walk.next() * 150)
            let host = i < 7_000 ? ["p", "q", "r"][i % 3] : ["late", "p"][i % 2]
            text += "\(x),\(size),\(host)," + String(format: "%.3f", 10 + walk.next() * 3) + "\n"
        }
        return text
    }()

    /// 4,000 points in two keys, one an emoji, which the plan and the legend name "□".
    static let emoji = "x,g,y\n" + (0..<4000).map { "\($0 % 50),\($0 % 2 == 1 ? "🙂" : "a"),\($0 % 37)\n" }.joined()

    /// `chart scatter` with `arguments` on `input` (in `dir`/in.csv) read whole, then streamed
    /// over `threshold` bytes from the file and from a pipe; `{run}` in an argument is the run's
    /// number (0, 1, 2), so each run writes a file of its own (all run before any is read).
    static func runs(
        _ arguments: [String], input: String, streamedOver threshold: Int, in dir: String, tmp: String, markerWindow: Int? = nil
    ) throws -> [ChartProcessResult] {
        try [(1 << 30, true), (threshold, true), (threshold, false)].enumerated().map { run, read in
            var environment = LineStreamTests.environment(threshold: read.0, tmpdir: tmp)
            if let markerWindow { environment["CHART_TEST_MARKER_WINDOW"] = String(markerWindow) }
            return try ChartProcess.run(
                ["scatter"] + (read.1 ? ["in.csv"] : []) + arguments.map { $0.replacingOccurrences(of: "{run}", with: String(run)) },
                stdin: read.1 ? [] : Array(input.utf8), environment: environment, currentDirectory: dir, timeout: 120)
        }
    }

    /// One column of whole numbers (x is the row number).
    static let column = "v\n" + (0..<20_000).map { "\(($0 * 7_919) % 500)\n" }.joined()

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, arguments, input) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script"] {
            var outputs: [String] = []
            for result in try Self.runs(arguments + ["-o", "out.png", mode], input: input, streamedOver: 20_000, in: dir, tmp: tmp) {
                #expect(result.status == 0, "\(name) \(mode): \(result.stderr)")
                outputs.append(result.stdoutText)
            }
            for (index, output) in outputs.enumerated().dropFirst() {
                #expect(output == outputs[0], "\(name) \(mode): streamed run \(index) differs from reading whole")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Text charts: a streamed one holds one point per braille dot of each series
    /// (`ScatterTextDots`), with colour and without, dots or (few points, a small file) markers.
    static let texts: [(name: String, arguments: [String], input: String)] = [
        ("dots, fits", ["--x", "bytes", "--y", "ms,other", "--fit", "linear"], metrics),
        ("long data, dots", ["--x", "bytes", "--y", "ms", "--series", "host", "--x-log"], metrics),
        ("a cut y range, time x", ["--x", "when", "--y", "other", "--x-type", "epoch", "--y-min", "20", "--y-max", "30"], metrics),
        ("markers", ["--series", "g", "--size", "400x300"], fewPoints),
        ("bubbles: one marker size, points without a size left out", ["--x", "x", "--y", "a,b", "--size-by", "s"], bubbles),
        ("long data, bubbles", ["--series", "host", "--size-by", "s"], sizedLong),
    ]

    /// 150 points in three keys: fewer per key than the text plot has columns, so each is its
    /// marker.
    static let fewPoints = "x,g,y\n" + (0..<150).map { "\(($0 * 37) % 41),\(["p", "q", "r"][$0 % 3]),\($0 % 23)\n" }.joined()

    @Test(arguments: texts.indices)
    func streamedTextChartsAreTheWholeReadsText(_ index: Int) throws {
        let (name, arguments, input) = Self.texts[index]
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for color in ["never", "always"] {
            var outputs: [String] = []
            for result in try Self.runs(arguments + ["--format-out", "text", "--color", color], input: input, streamedOver: 300, in: dir, tmp: tmp) {
                #expect(result.status == 0, "\(name) \(color): \(result.stderr)")
                outputs.append(result.stdoutText + result.stderr)
            }
            #expect(outputs[0].count > 500, "\(name) \(color): \(outputs[0])")
            for (run, output) in outputs.enumerated().dropFirst() {
                #expect(output == outputs[0], "\(name) \(color): streamed run \(run) differs from reading whole")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Crowded PNGs of markers (`--no-density`, log axes): culled over the spill sorted by x in
    /// windows of the draw order (`SpilledMarkerCulling`, made tiny here, as are the sort's runs)
    /// rather than from every row held, they send the markers a whole read sends.
    static let crowded: [(name: String, arguments: [String])] = [
        ("two series with gaps, fits", ["--x", "bytes", "--y", "ms,other", "--no-density", "--fit", "linear", "--size", "200x150"]),
        ("log axes", ["--x", "bytes", "--y", "ms", "--x-log", "--size", "200x150"]),
        (
            "time x, scale 2, big markers",
            ["--x", "when", "--y", "other", "--x-type", "epoch", "--no-density", "--size", "200x150", "--scale", "2", "--marker-size", "2"]
        ),
        ("long data, gaps, fits", ["--x", "bytes", "--y", "other", "--series", "host", "--no-density", "--fit", "linear", "--size", "200x150"]),
    ]

    @Test(arguments: crowded.indices)
    func crowdedMarkersAreCulledFromTheSpillAsFromAWholeRead(_ index: Int) throws {
        let (name, arguments) = Self.crowded[index]
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(Self.metrics.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script", "-o"] {
            var outputs: [Data] = []
            for (run, threshold) in [1 << 30, 20_000].enumerated() {
                var environment = LineStreamTests.environment(threshold: threshold, tmpdir: tmp)
                (environment["CHART_TEST_MARKER_WINDOW"], environment["CHART_TEST_SORT_RUN_ROWS"]) = ("1000", "700")
                let output = mode == "-o" ? ["-o", "run\(run).png"] : ["-o", "out.png", mode]
                let result = try ChartProcess.run(
                    ["scatter", "in.csv"] + arguments + output, environment: environment, currentDirectory: dir, timeout: 120)
                #expect(result.status == 0, "\(name) \(mode): \(result.stderr)")
                outputs.append(mode == "-o" ? try Data(contentsOf: URL(fileURLWithPath: dir + "/run\(run).png")) : Data(result.stdoutText.utf8))
            }
            #expect(outputs[1] == outputs[0], "\(name) \(mode): streamed differs from reading whole")
            if mode == "--emit-script" {
                let program = String(decoding: outputs[1], as: UTF8.self)
                #expect(program.contains(" markers sent: the others are painted over"), "\(name): no marker was culled")
            }
        }
        #expect(try PNGImage.load(path: dir + "/run1.png").width > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Markers that cannot be culled (SVG, PDF; a PNG plot they do not crowd) are every drawn
    /// point, read back from the sorted spill a few at a time (`SpilledMarkers`) when the
    /// program is written, not held: the same program and the same file as a whole read's.
    @Test(arguments: ["svg", "pdf", "png"])
    func everyMarkerOfTheSpillIsAWholeReadsMarker(format: String) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(Self.metrics.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let arguments = ["--x", "bytes", "--y", "ms,other", "--fit", "linear"] + (format == "png" ? [] : ["--no-density"])
        for mode in ["--emit-script", "-o"] {
            var outputs: [Data] = []
            for (run, result) in try Self.runs(
                arguments + (mode == "-o" ? ["-o", "run{run}.\(format)"] : ["-o", "run.\(format)", mode]), input: Self.metrics, streamedOver: 20_000,
                in: dir, tmp: tmp,
                markerWindow: 333
            ).enumerated() {
                #expect(result.status == 0, "\(format) \(mode) run \(run): \(result.stderr)")
                outputs.append(mode == "-o" ? try Data(contentsOf: URL(fileURLWithPath: dir + "/run\(run).\(format)")) : Data(result.stdoutText.utf8))
            }
            for (index, output) in outputs.enumerated().dropFirst() {
                #expect(output == outputs[0], "\(format) \(mode): streamed run \(index) differs from reading whole")
            }
            if mode == "--emit-script" {
                let program = String(decoding: outputs[0], as: UTF8.self)
                #expect(!program.contains("markers sent") && program.contains("$series2 << EOD"), "\(format): every marker, none culled")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Bubbles (`--size-by`) stream from a spill of whole rows sorted by x (`ScatterBubbles`),
    /// read back when the program is written: points without a size skipped but spanning the
    /// axis, out of x order, two series, fits; the plan, the program and the PNG a whole read's.
    static let bubbles: String = {
        var walk = LineStreamTests.Walk(state: 29)
        var text = "x,a,b,s\n"
        for i in 0..<6_000 {
            let x = i % 50 == 0 ? "" : String(format: "%.3f", 50 + walk.next() * 40)
            let a = i % 37 == 0 ? "" : String(format: "%.3f", 50 + walk.next() * 10)
            let b = i % 41 == 0 ? "" : String(format: "%.3f", 30 + walk.next() * 5)
            let s = i % 23 == 0 ? "" : String(format: "%.2f", 500 + walk.next() * 499)
            text += "\(x),\(a),\(b),\(s)\n"
        }
        return text
    }()

    @Test(arguments: [["--y", "a"], ["--y", "a,b", "--fit", "linear", "--grid"], ["--y", "a,b", "--no-density", "--size", "300x200"]])
    func bubblesStreamAsTheyAreReadWhole(_ flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(Self.bubbles.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let arguments = ["--x", "x", "--size-by", "s"] + flags
        for mode in ["--plan", "--emit-script", "-o"] {
            var outputs: [Data] = []
            // A file a run each; the plan and the program name one file (its name is in them).
            let tail = mode == "-o" ? ["-o", "run{run}.png"] : ["-o", "run.png", mode]
            for (run, result) in try Self.runs(arguments + tail, input: Self.bubbles, streamedOver: 20_000, in: dir, tmp: tmp, markerWindow: 333)
                .enumerated()
            {
                #expect(result.status == 0, "\(flags) \(mode) run \(run): \(result.stderr)")
                outputs.append(
                    mode == "-o" ? try Data(contentsOf: URL(fileURLWithPath: dir + "/run\(run).png")) : Data((result.stdoutText + result.stderr).utf8)
                )
            }
            for (index, output) in outputs.enumerated().dropFirst() {
                #expect(output == outputs[0], "\(flags) \(mode): streamed run \(index) differs from reading whole")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad y late", "x,y\n" + (0..<5000).map { $0 == 4321 ? "1,oops\n" : "\($0),\($0 % 17)\n" }.joined(), []),
        ("bad x late", "x,y\n" + (0..<5000).map { $0 == 4321 ? "oops,1\n" : "\($0),\($0 % 17)\n" }.joined(), []),
        ("not above 0 late, log y", "x,y\n" + (0..<5000).map { $0 == 4000 ? "1,0\n" : "\($0),\(1 + $0 % 17)\n" }.joined(), ["--y-log"]),
        ("negative size late", "x,y,s\n" + (0..<5000).map { "\($0),1,\($0 == 4000 ? -1 : 2)\n" }.joined(), ["--size-by", "s"]),
        ("no point has a size", "x,y,s\n" + (0..<5000).map { "\($0),1,\n" }.joined(), ["--size-by", "s"]),
        ("short row late", "x,y\n" + (0..<5000).map { $0 == 4000 ? "1\n" : "1,2\n" }.joined(), []),
        ("text x", "x,y\n" + (0..<5000).map { "k\($0),\($0)\n" }.joined(), []),
        ("too many rows", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--max-rows", "4000"]),
        ("first of two bad cells by row", "x,y\n" + (0..<5000).map { $0 == 3000 ? "1,bad\n" : $0 == 4000 ? "1,worse\n" : "\($0),1\n" }.joined(), []),
        ("long data, bad value late", "x,g,y\n" + (0..<5000).map { "\($0),k\($0 % 3),\($0 == 4321 ? "oops" : "1")\n" }.joined(), ["--series", "g"]),
        ("long data, bad x late", "x,g,y\n" + (0..<5000).map { "\($0 == 4321 ? "oops" : "\($0)"),k\($0 % 3),1\n" }.joined(), ["--series", "g"]),
        ("long data, more keys than the cap", "x,g,y\n" + (0..<5000).map { "\($0),k\($0 % 1500),1\n" }.joined(), ["--series", "g"]),
        (
            "long data, past --max-input-size", "x,g,y\n" + (0..<5000).map { "\($0),k\($0 % 3),1\n" }.joined(),
            ["--series", "g", "--max-input-size", "100"]
        ),
        ("long data, text x", "x,g,y\n" + (0..<5000).map { "t\($0),k\($0 % 3),1\n" }.joined(), ["--series", "g"]),
        (
            "long data, not above 0 late, log y", "x,g,y\n" + (0..<5000).map { "\($0),k\($0 % 3),\($0 == 4000 ? 0 : 1)\n" }.joined(),
            ["--series", "g", "--y-log"]
        ),
        (
            "long data, a negative size late", "x,g,y,s\n" + (0..<5000).map { "\($0),k\($0 % 3),1,\($0 == 4000 ? -1 : 2)\n" }.joined(),
            ["--series", "g", "--size-by", "s"]
        ),
        (
            "long data, sizes are the values", "x,g,y,s\n" + (0..<5000).map { "\($0),k\($0 % 3),1,2\n" }.joined(),
            ["--series", "g", "--size-by", "y", "--y", "y"]
        ),
        ("long data, sizes are x", "x,g,y,s\n" + (0..<5000).map { "\($0),k\($0 % 3),1,2\n" }.joined(), ["--series", "g", "--size-by", "x"]),
        (
            "long data, sizes: no numeric values besides them", "x,g,s\n" + (0..<5000).map { "\($0),k\($0 % 3),2\n" }.joined(),
            ["--series", "g", "--size-by", "s"]
        ),
        (
            "long data, sizes: the values turn to text late",
            "x,s,g,y\n" + (0..<5000).map { "\($0),2,k\($0 % 3),\($0 > 2500 ? "t" : "1")\n" }.joined(),
            ["--series", "g", "--size-by", "s"]
        ),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try LineStreamTests.expectStreamedFailureIsWhole("scatter", name, input: input, arguments: arguments)
    }

    /// Long data streams into a spill of x, value and key code, never the whole read's wide
    /// table of rows × keys cells: so the cell limit that guards that table (lowered here to
    /// 1,000 cells, 4 a row: 20,000 for 5,000 rows, which 6 keys pass) refuses the whole read
    /// and not the stream, from a file or a pipe. The stream draws every point, by key; with
    /// `--size-by` too, each point with a size as a bubble.
    @Test(arguments: [[], ["--size-by", "s"]])
    func longDataStreamsPastTheWholeReadsCellLimit(_ sizes: [String]) throws {
        let input = "x,g,y,s\n" + (0..<5000).map { "\($0 % 97),k\($0 % 6),\($0 % 13),\(1 + $0 % 5)\n" }.joined()
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for (threshold, file) in [(1 << 30, true), (2000, true), (2000, false)] {
            var environment = LineStreamTests.environment(threshold: threshold, tmpdir: tmp)
            environment["CHART_TEST_SERIES_CELLS"] = "1000"
            let result = try ChartProcess.run(
                ["scatter"] + (file ? ["in.csv"] : []) + ["--series", "g", "--y", "y", "--plan"] + sizes, stdin: file ? [] : Array(input.utf8),
                environment: environment, currentDirectory: dir)
            guard threshold < 1 << 30 else {
                #expect(result.status == 65 && result.stderr.contains("more than the limit of 20000 cells"), "whole read: \(result.stderr)")
                continue
            }
            #expect(result.status == 0, "file \(file): \(result.stderr)")
            let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
            let page = try #require((plan["pages"] as? [[String: Any]])?.first)
            #expect((plan["series"] as? [Any])?.count == 6, "file \(file)")
            #expect((page["points"] as? [Int]) == [834, 834, 833, 833, 833, 833], "file \(file)")
            if !sizes.isEmpty { #expect((plan["sizes"] as? [String: Any])?["column"] as? String == "s", "file \(file): no bubbles in the plan") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// A first batch whose x cells are all empty (here one row, the batch being 8 bytes) cannot
    /// say what x is: the input is read whole, which leaves the row out with its warning and
    /// draws the rest; the stream said "the x column is empty" (exit 65). From a file or a pipe.
    @Test func aFirstBatchWithoutAnXIsReadWhole() throws {
        let input = "x,y\n,1\n" + (0..<2000).map { "\($0),\($0 % 7)\n" }.joined()
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let results = try Self.runs(["--plan"], input: input, streamedOver: 8, in: dir, tmp: tmp)
        #expect(results[0].status == 0 && results[0].stderr.contains("skipped 1 row with no x"), "\(results[0].stderr)")
        for (run, result) in results.enumerated().dropFirst() {
            #expect(result.status == 0, "run \(run): \(result.stderr)")
            #expect(result.stdoutText + result.stderr == results[0].stdoutText + results[0].stderr, "run \(run) differs from reading whole")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Killed while it reads a long pipe (rows already in its spill file): nothing is left in
    /// TMPDIR, as the spill file has no name from the start.
    @Test func signalMidStreamLeavesNoTemporary() throws {
        var rig = try FaultRig()
        rig.extraEnvironment["CHART_TEST_STREAM_THRESHOLD"] = "2000"
        let (chart, input) = try EarlyGnuplotTests.spawnReadingPipe(rig, ["scatter", "-o", "out.png"])
        try input.write(contentsOf: Data(("x,y\n" + (0..<50_000).map { "\($0),\($0 % 97)\n" }.joined()).utf8))
        usleep(300_000)
        kill(chart.processIdentifier, SIGTERM)
        #expect(Fault.wait(Spawned(process: chart, stderrPath: ""), seconds: 60))
        try? input.close()
        #expect(chart.terminationStatus == 128 + SIGTERM)
        rig.expectUntouched(allowKeptProgram: false)
    }
}
