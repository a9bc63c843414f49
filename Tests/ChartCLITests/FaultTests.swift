import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 8, faults outside the input: fake gnuplots that crash, hang, leave children behind or
/// write bad PNGs; `chart` itself killed mid-render; read-only and full file systems; concurrent
/// writers. For every fault: the right exit code, no partial output, no stray temporary
/// (`.NAME.chart-PID-HEX.tmp` next to the target, anything in a per-test `TMPDIR`), and a
/// pre-existing output keeps its bytes.
///
/// Tests that fail on today's code are listed in `FaultTests.knownFailing` and skipped with a
/// printed note (set `HOSTILE_RUN_KNOWN_FAILING=1` to run them); the lead flips them after the fixes.
@Suite struct FaultTests {
    /// Test name → why it fails today.
    static let knownFailing: [String: String] = [:]

    static func skipIfKnownFailing(_ name: String) -> Bool {
        guard let reason = knownFailing[name], ProcessInfo.processInfo.environment["HOSTILE_RUN_KNOWN_FAILING"] != "1" else { return false }
        print("note: fault test \(name) skipped as known-failing: \(reason)")
        return true
    }

    // MARK: fake gnuplots

    @Test func crashingGnuplotExits70() throws {
        let rig = try FaultRig()
        let fake = try rig.fake("cat >/dev/null; kill -SEGV $$")
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake])
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chart: error: "), "\(result.stderr)")
        rig.expectUntouched(allowKeptProgram: true)
    }

    @Test func hungGnuplotIsKilledByTimeout() throws {
        let rig = try FaultRig()
        let fake = try rig.fake("exec sleep 300")
        let start = Date()
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake, "--timeout", "1"])
        // The kill fired: not before the timeout, and long before the fake's sleep would end
        // (a hang catcher, not a speed limit: a busy machine cannot reach it).
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr.contains("did not finish within 1 s"), "\(result.stderr)")
        #expect(elapsed >= 1 && elapsed < 150, "took \(elapsed) s")
        rig.expectUntouched(allowKeptProgram: true)
    }

    /// gnuplot that never reads its program while chart has megabytes to feed it: the write
    /// blocks, and the timeout must still end the run.
    @Test func hungGnuplotNotReadingALargeProgramIsKilled() throws {
        let rig = try FaultRig()
        let fake = try rig.fake("exec sleep 300")
        let rows = "x,y\n" + (1...200_000).map { "\($0),\($0 % 13)" }.joined(separator: "\n") + "\n"
        let start = Date()
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake, "--timeout", "2"], stdin: rows)
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr.contains("did not finish within 2 s"), "\(result.stderr)")
        #expect(elapsed >= 2 && elapsed < 150, "took \(elapsed) s")
        rig.expectUntouched(allowKeptProgram: true)
    }

    /// A wrapper that leaves a background child holding stdout/stderr, then hangs: `--timeout`
    /// must stop the run promptly, and the child must be gone too.
    @Test func backgroundChildHoldingPipesIsStoppedByTimeout() throws {
        if Self.skipIfKnownFailing("backgroundChildHoldingPipesIsStoppedByTimeout") { return }
        let rig = try FaultRig()
        let fake = try rig.fake("sleep 300 & echo $! > '\(rig.aux)/child.pid'; echo $$ > '\(rig.aux)/fake.pid'; exec sleep 300")
        defer { rig.killRecorded(["child.pid", "fake.pid"]) }
        let start = Date()
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake, "--timeout", "1"], timeout: 60)
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(elapsed < 5, "took \(elapsed) s with --timeout 1")
        #expect(rig.goneSoon("fake.pid"), "the fake gnuplot survived")
        #expect(rig.goneSoon("child.pid"), "gnuplot's background child survived")
        rig.expectUntouched(allowKeptProgram: true)
    }

    /// The same wrapper around real gnuplot: the chart is rendered, chart does not wait for the
    /// stray child, and the child does not outlive the run.
    @Test func backgroundChildAroundRealGnuplotDoesNotStallOrSurvive() throws {
        if Self.skipIfKnownFailing("backgroundChildAroundRealGnuplotDoesNotStallOrSurvive") { return }
        let rig = try FaultRig()
        let real = try Fault.realGnuplot()
        let fake = try rig.fake("sleep 300 & echo $! > '\(rig.aux)/child.pid'; '\(real)' \"$@\"; status=$?; exit $status")
        defer { rig.killRecorded(["child.pid"]) }
        let start = Date()
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake, "--timeout", "3"], timeout: 60)
        let elapsed = Date().timeIntervalSince(start)
        #expect([0, 70].contains(result.status), "\(result.stderr)")
        #expect(elapsed < 6, "took \(elapsed) s with --timeout 3")
        #expect(rig.goneSoon("child.pid"), "gnuplot's background child survived the run")
        if result.status == 0 {
            rig.expectOutput(width: 800, height: 500)
        } else {
            rig.expectUntouched(allowKeptProgram: true)
        }
    }

    /// A gnuplot that exits 0 but leaves no usable PNG: what it wrote (nothing, a PNG cut short,
    /// one of another size) and what chart's error must then name.
    enum BadOutput: String, CaseIterable, Sendable {
        case none, truncated, wrongSize

        /// The fake gnuplot's script; `reference(size)` renders a real PNG of that size to copy.
        func script(_ reference: (String) throws -> String) throws -> String {
            switch self {
            case .none: "cat >/dev/null; exit 0"
            case .truncated: Fault.writeOutput("head -c 300 '\(try reference("800x500"))'")
            case .wrongSize: Fault.writeOutput("cat '\(try reference("300x200"))'")
            }
        }

        var named: String {
            switch self {
            case .none: "out.png"
            case .truncated: "valid PNG"
            case .wrongSize: "300x200"
            }
        }
    }

    @Test(arguments: BadOutput.allCases)
    func gnuplotWithoutAUsablePNGExits70(_ bad: BadOutput) throws {
        let rig = try FaultRig()
        let fake = try rig.fake(try bad.script(rig.referencePNG(size:)))
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake])
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr.contains(bad.named), "\(result.stderr)")
        rig.expectUntouched(allowKeptProgram: false)
    }

    /// 10 MB on stderr, then failure: no deadlock, exit 70, and chart's own report stays short.
    @Test func tenMegabytesOfStderrThenFailure() throws {
        if Self.skipIfKnownFailing("tenMegabytesOfStderrThenFailure") { return }
        let rig = try FaultRig()
        let fake = try rig.fake("cat >/dev/null; head -c 10485760 /dev/zero | tr '\\000' x >&2; exit 1")
        let start = Date()
        let result = try rig.run(["line", "-o", "out.png", "--gnuplot", fake], timeout: 60)
        #expect(result.status == 70, "\(result.stderr.prefix(300))")
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.stderr.utf8.count <= 65536, "chart printed \(result.stderr.utf8.count) bytes to stderr")
        rig.expectUntouched(allowKeptProgram: true)
    }

    /// 10 MB on stderr before rendering normally: no deadlock, the chart is written.
    @Test func tenMegabytesOfStderrThenSuccess() throws {
        let rig = try FaultRig()
        let real = try Fault.realGnuplot()
        let fake = try rig.fake("head -c 10485760 /dev/zero | tr '\\000' x >&2; exec '\(real)' \"$@\"")
        let start = Date()
        let result = try rig.run(["line", "-q", "-o", "out.png", "--gnuplot", fake], timeout: 60)
        #expect(result.status == 0, "\(result.stderr.prefix(300))")
        #expect(Date().timeIntervalSince(start) < 20)
        rig.expectOutput(width: 800, height: 500)
    }

    /// gnuplot writes page 1 and then fails on page 2: no page is published, existing pages keep
    /// their bytes, no temporary is left.
    @Test func failureOnALaterPagePublishesNoPage() throws {
        let rig = try FaultRig()
        try FaultRig.oldBytes.write(to: URL(fileURLWithPath: rig.folder + "/m-001.png"))
        let reference = try rig.referencePNG(size: "800x500")
        let fake = try rig.fake(
            Fault.writeOutput("cat '\(reference)'").replacingOccurrences(of: "exit 0", with: "echo '\"/dev/stdin\" line 40: boom' >&2; exit 1"))
        let result = try rig.run(
            ["line", "--page-size", "2", "--page", "all", "-o", "m.png", "--gnuplot", fake],
            stdin: "x,y\n1,1\n2,2\n3,3\n4,4\n5,5\n")
        #expect(result.status == 70, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: rig.folder + "/m-001.png") == FaultRig.oldBytes)
        #expect(CLI.files(in: rig.folder) == ["m-001.png", "out.png"], "\(CLI.files(in: rig.folder))")
        rig.expectTempEmpty(allowKeptProgram: true)
    }

    /// The output path turns into a folder while gnuplot runs: the rename fails, exit 73, the
    /// temporary is removed.
    @Test func targetBecomesAFolderDuringRender() throws {
        let rig = try FaultRig()
        let real = try Fault.realGnuplot()
        let fake = try rig.fake("'\(real)' \"$@\"; status=$?; mkdir '\(rig.folder)/new.png'; exit $status")
        let result = try rig.run(["line", "-o", "new.png", "--gnuplot", fake])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chart: error: cannot write new.png"), "\(result.stderr)")
        #expect(CLI.files(in: rig.folder) == ["new.png", "out.png"], "\(CLI.files(in: rig.folder))")
        #expect(CLI.files(in: rig.folder + "/new.png").isEmpty)
        rig.expectTempEmpty(allowKeptProgram: false)
    }

    /// `-o -` keeps its temporary PNG in TMPDIR: a TMPDIR whose name carries quotes, backquotes and
    /// `$(…)` must reach gnuplot as plain text.
    @Test func hostileTMPDIRNameForStdout() throws {
        let rig = try FaultRig()
        let hostile = rig.aux + "/t'`touch CANARY`$(touch CANARY)\\"
        try FileManager.default.createDirectory(atPath: hostile, withIntermediateDirectories: true)
        var environment = rig.environment
        environment["TMPDIR"] = hostile
        let result = try ChartProcess.run(
            ["line", "-o", "-"], stdin: Array("x,y\n1,2\n2,3\n".utf8), environment: environment,
            currentDirectory: rig.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try? PNGImage.load(data: result.stdout))?.width == 800)
        let planted = [rig.folder, rig.aux].flatMap { root in
            ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).filter { ($0 as NSString).lastPathComponent == "CANARY" }
        }
        #expect(planted.isEmpty, "an injected command ran: \(planted)")
        #expect(CLI.files(in: hostile).isEmpty, "\(CLI.files(in: hostile))")
        #expect(CLI.files(in: rig.folder) == ["out.png"])
    }

    /// TMPDIR that does not exist: `-o -` either falls back and succeeds or fails cleanly.
    @Test func missingTMPDIRForStdout() throws {
        let rig = try FaultRig()
        var environment = rig.environment
        environment["TMPDIR"] = rig.aux + "/missing"
        let result = try ChartProcess.run(
            ["line", "-o", "-"], stdin: Array("x,y\n1,2\n2,3\n".utf8), environment: environment,
            currentDirectory: rig.folder)
        #expect([0, 73].contains(result.status), "\(result.stderr)")
        if result.status == 0 {
            #expect((try? PNGImage.load(data: result.stdout)) != nil)
        } else {
            #expect(result.stderr.hasPrefix("chart: error: ") && result.stdout.isEmpty, "\(result.stderr)")
        }
        #expect(CLI.files(in: rig.folder) == ["out.png"])
    }

    /// `$GNUPLOT` and `--gnuplot` name an executable, never a shell command line; a folder or a
    /// non-executable file is "unavailable" (69).
    @Test(arguments: ["gnuplot; touch CANARY", "sh -c 'touch CANARY'", "$(touch CANARY)", "`touch CANARY`", "FOLDER", "PLAINFILE"])
    func hostileGnuplotPathExits69(_ value: String) throws {
        let rig = try FaultRig()
        try FileManager.default.createDirectory(atPath: rig.aux + "/folder", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: rig.aux + "/plain", contents: Data("#!/bin/sh\ntouch CANARY\n".utf8))
        let path = value == "FOLDER" ? rig.aux + "/folder" : value == "PLAINFILE" ? rig.aux + "/plain" : value
        var environment = rig.environment
        environment["GNUPLOT"] = path
        for (arguments, env) in [(["line", "-o", "out.png"], environment), (["line", "-o", "out.png", "--gnuplot", path], rig.environment)] {
            let result = try ChartProcess.run(arguments, stdin: Array("1\n2\n".utf8), environment: env, currentDirectory: rig.folder)
            #expect(result.status == 69, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("chart: error: "), "\(result.stderr)")
        }
        let planted = [rig.folder, rig.aux, rig.temp].flatMap { CLI.files(in: $0) }.filter { $0 == "CANARY" }
        #expect(planted.isEmpty, "a command ran")
        rig.expectUntouched(allowKeptProgram: false)
    }

    // MARK: chart itself killed

    /// SIGTERM (and Ctrl-C's SIGINT, a closed terminal's SIGHUP, and SIGUSR1, SIGUSR2 and SIGALRM,
    /// which also terminate by default) while gnuplot runs: chart exits promptly with 128 + the
    /// signal, removes its temporaries and stops gnuplot.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM])
    func sigtermMidRenderCleansUp(_ signal: Int32) throws {
        if Self.skipIfKnownFailing("sigtermMidRenderCleansUp") { return }
        let rig = try FaultRig()
        defer { rig.killRecorded(["fake.pid"]) }
        let chart = try rig.spawnMidRender(["line", "-o", "out.png"])
        kill(chart.processIdentifier, signal)
        let start = Date()
        #expect(Fault.wait(chart, seconds: 60), "chart still running 60 s after signal \(signal)")
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(chart.process.terminationReason == .exit && chart.terminationStatus == 128 + signal)
        #expect(rig.goneSoon("fake.pid"), "gnuplot (the fake) was left running")
        rig.expectUntouched(allowKeptProgram: false)
    }

    /// kill -9 mid-render may leave a stale temporary; the next run into the same folder must
    /// still succeed and must not be confused by it. A chart killed with SIGKILL runs no
    /// handler, so on Linux gnuplot's parent-death signal is what stops it (before: the fake
    /// gnuplot, like a real one busy with a large plot, went on running).
    @Test func runAfterKill9Succeeds() throws {
        let rig = try FaultRig()
        defer { rig.killRecorded(["fake.pid"]) }
        let chart = try rig.spawnMidRender(["line", "-o", "out.png"])
        kill(chart.processIdentifier, SIGKILL)
        #expect(Fault.wait(chart, seconds: 60))
        #expect(FileManager.default.contents(atPath: rig.folder + "/out.png") == FaultRig.oldBytes, "out.png changed by a killed run")
        #if os(Linux)
        #expect(rig.goneSoon("fake.pid"), "gnuplot (the fake) outlived a chart killed with SIGKILL")
        #endif
        rig.killRecorded(["fake.pid"])
        let stale = Set(Fault.temporaries(in: rig.folder))

        let result = try rig.run(["line", "-o", "out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try? PNGImage.load(path: rig.folder + "/out.png")
        #expect(png?.width == 800 && png?.height == 500)
        let strays = Fault.temporaries(in: rig.folder).filter { !stale.contains($0) }
        #expect(strays.isEmpty, "the second run left \(strays)")
    }

    // MARK: file systems

    /// A read-only folder (a read-only tmpfs: chmod does not stop root): exit 73, the existing
    /// file keeps its bytes.
    @Test func readOnlyFolderExits73() throws {
        if Self.skipIfKnownFailing("readOnlyFolderExits73") { return }
        let rig = try FaultRig()
        guard let mountPoint = try rig.tmpfsWithOldOutput("ro", size: "1m", for: "readOnlyFolderExits73") else { return }
        defer { Fault.unmount(mountPoint) }
        guard Fault.shell("mount -o remount,ro '\(mountPoint)'") else {
            print("note: readOnlyFolderExits73 skipped: cannot remount the tmpfs read-only")
            return
        }
        let result = try rig.run(["line", "-o", "ro/out.png"])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chart: error: cannot write ro/out.png"), "\(result.stderr)")
        rig.expectOldOutputKept(in: mountPoint, beside: [])
    }

    /// A full file system (a 64 KB tmpfs, filled): exit 73 or 74, nothing partial, the existing
    /// file keeps its bytes.
    @Test func fullFileSystemExits73or74() throws {
        if Self.skipIfKnownFailing("fullFileSystemExits73or74") { return }
        let rig = try FaultRig()
        guard let mountPoint = try rig.tmpfsWithOldOutput("full", size: "64k", for: "fullFileSystemExits73or74") else { return }
        defer { Fault.unmount(mountPoint) }
        Fault.fill(mountPoint + "/filler")
        let result = try rig.run(["line", "-o", "full/out.png"])
        #expect([73, 74].contains(result.status), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chart: error: "), "\(result.stderr)")
        rig.expectOldOutputKept(in: mountPoint, beside: ["filler"])
    }

    /// The same 64 KB tmpfs with room for the temporary file but not for the PNG.
    @Test func nearlyFullFileSystemLeavesNothingPartial() throws {
        let rig = try FaultRig()
        let mountPoint = rig.folder + "/full"
        guard Fault.mountTmpfs(at: mountPoint, size: "64k") else {
            print("note: nearlyFullFileSystemLeavesNothingPartial skipped: cannot mount a tmpfs here")
            return
        }
        defer { Fault.unmount(mountPoint) }
        try FaultRig.oldBytes.write(to: URL(fileURLWithPath: mountPoint + "/out.png"))
        Fault.fill(mountPoint + "/filler")
        _ = Fault.shell("truncate -s -4096 '\(mountPoint)/filler'")
        let result = try rig.run(["line", "-o", "full/out.png", "--size", "1600x1000"], stdin: Fault.noisyRows)
        #expect([73, 74, 70].contains(result.status), "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: mountPoint + "/out.png") == FaultRig.oldBytes)
        #expect(CLI.files(in: mountPoint) == ["filler", "out.png"])
    }

    // MARK: concurrency

    @Test func eightConcurrentWritersIntoOneFolder() throws {
        let rig = try FaultRig()
        let charts = try (1...8).map { try rig.spawn(["line", "-o", "out-\($0).png"]) }
        for chart in charts { #expect(Fault.wait(chart, seconds: 60)) }
        for (index, chart) in charts.enumerated() {
            #expect(chart.terminationStatus == 0, "writer \(index + 1): \(rig.stderr(of: chart))")
        }
        for n in 1...8 {
            let png = try? PNGImage.load(path: rig.folder + "/out-\(n).png")
            #expect(png?.width == 800 && png?.height == 500, "out-\(n).png")
        }
        #expect(Fault.temporaries(in: rig.folder).isEmpty, "\(Fault.temporaries(in: rig.folder))")
        #expect(FileManager.default.contents(atPath: rig.folder + "/out.png") == FaultRig.oldBytes)
        rig.expectTempEmpty(allowKeptProgram: false)
    }

    @Test func twoWritersOntoOnePath() throws {
        let rig = try FaultRig()
        let charts = try (1...2).map { n in try rig.spawn(["line", "-o", "out.png", "--title", "writer \(n)"]) }
        for chart in charts { #expect(Fault.wait(chart, seconds: 60)) }
        let statuses = charts.map(\.terminationStatus)
        #expect(statuses.contains(0), "\(statuses): \(charts.map { rig.stderr(of: $0) })")
        for chart in charts where chart.terminationStatus != 0 {
            #expect(
                [70, 73, 74].contains(chart.terminationStatus) && rig.stderr(of: chart).hasPrefix("chart: error: "),
                "\(rig.stderr(of: chart))")
        }
        let png = try? PNGImage.load(path: rig.folder + "/out.png")
        #expect(png?.width == 800 && png?.height == 500, "out.png is not a complete 800x500 PNG")
        #expect(Fault.temporaries(in: rig.folder).isEmpty, "\(Fault.temporaries(in: rig.folder))")
        rig.expectTempEmpty(allowKeptProgram: false)
    }
}

// MARK: - Rig

/// One fault scenario's folders: the working folder (with an existing `out.png` holding
/// `oldBytes`), a private TMPDIR, and an aux folder for fakes, pid files and logs.
struct FaultRig {
    static let oldBytes = Data("old bytes, must survive".utf8)
    let folder: String
    let temp: String
    let aux: String

    init() throws {
        folder = try TemporaryDirectory.make()
        temp = try TemporaryDirectory.make()
        aux = try TemporaryDirectory.make()
        try Self.oldBytes.write(to: URL(fileURLWithPath: folder + "/out.png"))
    }

    /// Extra variables for every chart this rig runs (e.g. the binary-data test hook).
    var extraEnvironment: [String: String] = [:]

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temp
        environment.merge(extraEnvironment) { _, extra in extra }
        return environment
    }

    func fake(_ body: String) throws -> String {
        try CLI.fakeGnuplot(in: aux, body: body)
    }

    func run(_ arguments: [String], stdin: String = "x,y\n1,2\n2,3\n3,1\n", timeout: Double = 60) throws -> ChartProcessResult {
        try ChartProcess.run(arguments, stdin: Array(stdin.utf8), environment: environment, currentDirectory: folder, timeout: timeout)
    }

    /// Starts `chart` without waiting: stdin from a file, stdout/stderr into files in `aux`.
    func spawn(_ arguments: [String], stdin: String = "x,y\n1,2\n2,3\n3,1\n") throws -> Spawned {
        let name = UUID().uuidString
        let input = aux + "/\(name).in"
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: input))
        FileManager.default.createFile(atPath: aux + "/\(name).out", contents: nil)
        FileManager.default.createFile(atPath: aux + "/\(name).err", contents: nil)
        let process = Process()
        // Through perl's exec (same pid): the signal mask and the dispositions of TERM, INT, HUP and
        // PIPE are reset to what a shell gives a command; the test process's own must not leak in.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        process.arguments = ["-e", Fault.defaultSignalsThenExec, "--", ChartProcess.binaryPath()] + arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = FileHandle(forWritingAtPath: aux + "/\(name).out")
        process.standardError = FileHandle(forWritingAtPath: aux + "/\(name).err")
        try process.run()
        return Spawned(process: process, stderrPath: aux + "/\(name).err")
    }

    /// Starts `chart` with `arguments` and a fake gnuplot that records its pid in `fake.pid` and
    /// hangs, and returns once that gnuplot runs, so the test can act mid-render.
    func spawnMidRender(_ arguments: [String]) throws -> Spawned {
        let gnuplot = try fake("echo $$ > '\(aux)/fake.pid'; exec sleep 300")
        let chart = try spawn(arguments + ["--gnuplot", gnuplot])
        #expect(waitForFile("fake.pid"), "the fake gnuplot never started")
        return chart
    }

    func stderr(of spawned: Spawned) -> String {
        (try? String(contentsOfFile: spawned.stderrPath, encoding: .utf8)) ?? ""
    }

    /// A real PNG of `size` made by the real chart, to feed fakes.
    func referencePNG(size: String) throws -> String {
        let path = aux + "/reference-\(size).png"
        let result = try ChartProcess.run(["line", "-o", path, "--size", size], stdin: Array("1\n2\n".utf8), environment: environment)
        guard result.status == 0 else { throw ChartError.internal("reference PNG failed: \(result.stderr)") }
        return path
    }

    func waitForFile(_ name: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: aux + "/" + name, encoding: .utf8), !text.isEmpty { return true }
            usleep(20_000)
        }
        return false
    }

    func pid(_ name: String) -> pid_t? {
        (try? String(contentsOfFile: aux + "/" + name, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// True when the process whose pid is recorded in `name` is gone (or a zombie) within 2 s.
    func goneSoon(_ name: String) -> Bool {
        guard let pid = pid(name) else { return true }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if !Fault.isAlive(pid) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Cleans up processes the test's fakes started (by their recorded pids).
    func killRecorded(_ names: [String]) {
        for name in names {
            if let pid = pid(name), Fault.isAlive(pid) { kill(pid, SIGKILL) }
        }
    }

    /// A tmpfs of `size` mounted at `folder/name` holding an old `out.png`, for the file-system
    /// faults; nil, with a note naming `test`, where this machine cannot mount one.
    func tmpfsWithOldOutput(_ name: String, size: String, for test: String) throws -> String? {
        let mountPoint = folder + "/" + name
        guard Fault.mountTmpfs(at: mountPoint, size: size) else {
            print("note: \(test) skipped: cannot mount a tmpfs here (needs root and mount permission)")
            return nil
        }
        do {
            try FaultRig.oldBytes.write(to: URL(fileURLWithPath: mountPoint + "/out.png"))
        } catch {
            Fault.unmount(mountPoint)
            throw error
        }
        return mountPoint
    }

    /// After a refused write into `mountPoint`: the old `out.png` keeps its bytes, the folder holds
    /// only it and `others`, and TMPDIR is empty.
    func expectOldOutputKept(in mountPoint: String, beside others: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(FileManager.default.contents(atPath: mountPoint + "/out.png") == Self.oldBytes, sourceLocation: sourceLocation)
        #expect(CLI.files(in: mountPoint) == (others + ["out.png"]).sorted(), sourceLocation: sourceLocation)
        expectTempEmpty(allowKeptProgram: false, sourceLocation: sourceLocation)
    }

    /// The existing output kept its bytes, no temporary is left next to it, TMPDIR is empty.
    func expectUntouched(allowKeptProgram: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(FileManager.default.contents(atPath: folder + "/out.png") == Self.oldBytes, "out.png lost its bytes", sourceLocation: sourceLocation)
        #expect(CLI.files(in: folder) == ["out.png"], "\(CLI.files(in: folder))", sourceLocation: sourceLocation)
        expectTempEmpty(allowKeptProgram: allowKeptProgram, sourceLocation: sourceLocation)
    }

    func expectOutput(width: Int, height: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let png = try? PNGImage.load(path: folder + "/out.png")
        #expect(png?.width == width && png?.height == height, "out.png is not a \(width)x\(height) PNG", sourceLocation: sourceLocation)
        #expect(CLI.files(in: folder) == ["out.png"], "\(CLI.files(in: folder))", sourceLocation: sourceLocation)
        expectTempEmpty(allowKeptProgram: false, sourceLocation: sourceLocation)
    }

    /// TMPDIR holds nothing, except (when allowed) the program kept after a gnuplot failure.
    func expectTempEmpty(allowKeptProgram: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let left = CLI.files(in: temp).filter { !(allowKeptProgram && $0.hasPrefix("chart-") && $0.hasSuffix(".gp")) }
        #expect(left.isEmpty, "left in TMPDIR: \(left)", sourceLocation: sourceLocation)
    }
}

/// A `chart` started by `FaultRig.spawn`, and where its stderr goes.
struct Spawned {
    var process: Process
    var stderrPath: String
    var processIdentifier: Int32 { process.processIdentifier }
    var terminationStatus: Int32 { process.terminationStatus }
}

enum Fault {
    static let defaultSignalsThenExec =
        """
        use POSIX; sigprocmask(SIG_SETMASK, POSIX::SigSet->new); $SIG{$_} = 'DEFAULT' for qw(TERM INT HUP QUIT PIPE USR1 USR2 ALRM VTALRM PROF XCPU \
        XFSZ); exec @ARGV or exit 127
        """
    static let noisyRows = "x,y\n" + (1...20_000).map { "\($0),\(($0 * 7919) % 1000)" }.joined(separator: "\n") + "\n"

    /// A fake body that reads the program and writes `command`'s output to the `set output` path.
    static func writeOutput(_ command: String) -> String {
        """
        program=$(cat)
        out=$(printf '%s\\n' "$program" | sed -n "s/^set output '\\(.*\\)'$/\\1/p" | head -n 1)
        \(command) > "$out"
        exit 0
        """
    }

    static func realGnuplot() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(folder)/gnuplot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw ChartError.internal("gnuplot is not on PATH")
    }

    /// Hidden temporaries of `chart` in `folder`.
    static func temporaries(in folder: String) -> [String] {
        CLI.files(in: folder).filter { $0.hasPrefix(".") && $0.contains(".chart-") }
    }

    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }

    static func wait(_ spawned: Spawned, seconds: Double) -> Bool {
        let process = spawned.process
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit(); return false }
        process.waitUntilExit()
        return true
    }

    @discardableResult
    static func shell(_ command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func mountTmpfs(at path: String, size: String) -> Bool {
        guard getuid() == 0 else { return false }
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return shell("mount -t tmpfs -o size=\(size),mode=0755 tmpfs '\(path)'")
    }

    static func unmount(_ path: String) {
        shell("umount '\(path)' || umount -l '\(path)'")
    }

    /// Writes into `path` until the file system is full.
    static func fill(_ path: String) {
        guard
            let handle = FileHandle(forWritingAtPath: path)
                ?? {
                    FileManager.default.createFile(atPath: path, contents: nil)
                    return FileHandle(forWritingAtPath: path)
                }()
        else { return }
        let chunk = Data(repeating: 0x41, count: 1024)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        try? handle.close()
    }
}
