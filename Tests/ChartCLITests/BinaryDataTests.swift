import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large data reaches gnuplot as binary files in its private folder (`DataPlacement`): the
/// picture must be the very same as with inline data blocks, and no file may outlive the run,
/// whether it succeeds, gnuplot fails, or chart is stopped by a signal. The test-only variable
/// `CHART_TEST_BINARY_THRESHOLD` forces either way (0: all inline, 1: every block a file).
@Suite struct BinaryDataTests {
    static func environment(threshold: Int, tmpdir: String? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CHART_TEST_BINARY_THRESHOLD"] = String(threshold)
        if let tmpdir { environment["TMPDIR"] = tmpdir }
        return environment
    }

    /// 100,000 smooth points (pngcairo draws noisy ones for minutes) with a gap of empty cells.
    static let longLine: String = {
        var text = "x,y\n"
        text.reserveCapacity(2_000_000)
        for i in 0..<100_000 {
            let y = (40_000..<40_500).contains(i) ? "" : String(Double(Int(sin(Double(i) / 3000) * 50_000 + Double(i % 17) * 100)) / 1000)
            text += "\(i),\(y)\n"
        }
        return text
    }()

    /// Each case: arguments and input. Line with every point and gaps; markers on two series
    /// with missing cells; bars (seven columns per bar); discrete ranges.
    static let cases: [(name: String, arguments: [String], stdin: String)] = [
        ("100k-point line, no decimation", ["line", "--no-decimate"], longLine),
        (
            "points, two series with gaps", ["line", "--points", "--no-decimate"],
            "x,a,b\n" + (0..<3000).map { i in "\(i),\(i / 10 % 9 == 4 ? "" : String(i % 97)),\(i % 7 == 0 ? "" : String(i % 53))\n" }.joined()
        ),
        ("bars", ["bar"], "name,v\na,3\nb,-1\nc,4.5\nd,2\n"),
        (
            "discrete ranges", ["discrete", "--x", "day", "--low", "min", "--high", "max", "--connect"],
            "day,min,max\nMon,10,20\nTue,30,50\nWed,60,70\n"
        ),
    ]

    @Test(arguments: cases.indices)
    func binaryDataDrawsTheSamePixelsAsInlineData(_ index: Int) throws {
        let (name, arguments, stdin) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        var images: [PNGImage] = []
        for (threshold, output) in [(0, "inline.png"), (1, "binary.png")] {
            let result = try ChartProcess.run(
                arguments + ["-o", output], stdin: Array(stdin.utf8),
                environment: Self.environment(threshold: threshold), currentDirectory: dir, timeout: 120)
            #expect(result.status == 0, "\(name), threshold \(threshold): \(result.stderr)")
            images.append(try PNGImage.load(path: dir + "/" + output))
        }
        #expect(images[0].width == images[1].width && images[0].height == images[1].height, "\(name)")
        let differing = zip(images[0].rgba, images[1].rgba).lazy.filter { $0 != $1 }.count
        #expect(differing == 0, "\(name): \(differing) bytes of the decoded pixels differ")
    }

    /// The program `--emit-script` prints stays self-contained whatever the threshold: data
    /// inline, no binary file named.
    @Test func emittedScriptKeepsDataInline() throws {
        let result = try ChartProcess.run(
            ["line", "--no-decimate", "--emit-script"], stdin: Array("x,y\n1,2\n2,3\n3,1\n".utf8),
            environment: Self.environment(threshold: 1))
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("$page << EOD") && !text.contains(".bin"), "\(text)")
    }

    @Test func successLeavesNoDataFile() throws {
        var rig = try FaultRig()
        rig.extraEnvironment = ["CHART_TEST_BINARY_THRESHOLD": "1"]
        let seen = rig.aux + "/seen"
        let gnuplot = try rig.fake(
            "cat > '\(rig.aux)/program'; ls > '\(seen)'; exec '\(try Fault.realGnuplot())' --default-settings '\(rig.aux)/program'")
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", gnuplot])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.listed(seen).contains { $0.hasSuffix(".bin") }, "gnuplot was not given a binary file: \(Self.listed(seen))")
        rig.expectOutput(width: 800, height: 500)
        rig.expectTempEmpty(allowKeptProgram: false)
        #expect(Self.binaryFiles(under: [rig.folder, rig.temp]).isEmpty)
    }

    @Test func gnuplotFailureLeavesNoDataFile() throws {
        var rig = try FaultRig()
        rig.extraEnvironment = ["CHART_TEST_BINARY_THRESHOLD": "1"]
        let seen = rig.aux + "/seen"
        let gnuplot = try rig.fake("cat > /dev/null; ls > '\(seen)'; echo '\"/dev/stdin\" line 3: boom' >&2; exit 1")
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", gnuplot])
        #expect(result.status == 70, "\(result.stderr)")
        #expect(Self.listed(seen).contains { $0.hasSuffix(".bin") }, "gnuplot was not given a binary file: \(Self.listed(seen))")
        rig.expectUntouched(allowKeptProgram: true)
        #expect(Self.binaryFiles(under: [rig.folder, rig.temp]).isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalLeavesNoDataFile(_ signal: Int32) throws {
        var rig = try FaultRig()
        rig.extraEnvironment = ["CHART_TEST_BINARY_THRESHOLD": "1"]
        let seen = rig.aux + "/seen"
        let gnuplot = try rig.fake("head -c 1 > /dev/null; ls > '\(seen)'; echo $$ > '\(rig.aux)/fake.pid'; exec sleep 300")
        defer { rig.killRecorded(["fake.pid"]) }
        let chart = try rig.spawn(["line", "-o", "out.png", "--gnuplot", gnuplot])
        #expect(rig.waitForFile("fake.pid"), "the fake gnuplot never started")
        #expect(Self.listed(seen).contains { $0.hasSuffix(".bin") }, "gnuplot was not given a binary file: \(Self.listed(seen))")
        kill(chart.processIdentifier, signal)
        #expect(Fault.wait(chart, seconds: 60), "chart still running 60 s after signal \(signal)")
        rig.expectUntouched(allowKeptProgram: false)
        #expect(Self.binaryFiles(under: [rig.folder, rig.temp]).isEmpty)
    }

    /// The names a fake gnuplot listed in its working directory.
    static func listed(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Every `.bin` file below `folders`.
    static func binaryFiles(under folders: [String]) -> [String] {
        folders.flatMap { folder in
            (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".bin") }
        }
    }
}
