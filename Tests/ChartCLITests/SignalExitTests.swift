import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 32: every signal whose default ends the process, not only INT/TERM/HUP, leaves nothing
/// behind; the ones that dump core end chart by themselves after the cleanup, as the shell
/// expects; a file-size limit is a clear error; and a signal that arrives as `--follow` reaches
/// the end of its pipe is never answered with exit 0.
///
/// Before, SIGVTALRM, SIGPROF, SIGQUIT and SIGXCPU mid-render killed chart with its workspace and
/// output temporaries left, and gnuplot under `ulimit -f` died with SIGXFSZ, reported as a
/// gnuplot failure (70) with its program kept in TMPDIR.
@Suite(.serialized) struct SignalExitTests {
    /// Signals that terminate without a core by default: exit 128 + the signal.
    @Test(arguments: [SIGVTALRM, SIGPROF])
    func terminatingSignalsMidRenderCleanUp(_ signal: Int32) throws {
        let rig = try FaultRig()
        defer { rig.killRecorded(["fake.pid"]) }
        let chart = try rig.spawnMidRender(["line", "-o", "out.png"])
        kill(chart.processIdentifier, signal)
        #expect(Fault.wait(chart, seconds: 10), "chart still running after signal \(signal)")
        #expect(chart.process.terminationReason == .exit && chart.terminationStatus == 128 + signal, "\(rig.stderr(of: chart))")
        #expect(rig.goneSoon("fake.pid"), "gnuplot (the fake) was left running")
        rig.expectUntouched(allowKeptProgram: false)
    }

    /// Signals that dump core by default: cleaned up, then chart dies by the signal itself (the
    /// shell's 128 + n and its "Quit"/"CPU time limit exceeded"), after saying why.
    @Test(arguments: [SIGQUIT, SIGXCPU, SIGXFSZ])
    func coreSignalsMidRenderCleanUpThenEndByTheSignal(_ signal: Int32) throws {
        Self.noCoreFiles()
        let rig = try FaultRig()
        defer { rig.killRecorded(["fake.pid"]) }
        let chart = try rig.spawnMidRender(["line", "-o", "out.png"])
        kill(chart.processIdentifier, signal)
        #expect(Fault.wait(chart, seconds: 10), "chart still running after signal \(signal)")
        #expect(chart.process.terminationReason == .uncaughtSignal && chart.terminationStatus == signal, "\(rig.stderr(of: chart))")
        #expect(rig.stderr(of: chart).contains("chart: error: interrupted by SIG"), "\(rig.stderr(of: chart))")
        #expect(rig.goneSoon("fake.pid"), "gnuplot (the fake) was left running")
        rig.expectUntouched(allowKeptProgram: false)
    }

    /// `ulimit -f` smaller than the picture: gnuplot dies by SIGXFSZ while writing it. One line
    /// naming the limit, exit 74, the old output untouched, no program kept, nothing in TMPDIR.
    @Test(arguments: [["line", "-o", "out.png"], ["line", "-o", "out.svg"], ["line", "--follow", "-", "-o", "out.png"]])
    func aFileSizeLimitIsAnIOError(_ arguments: [String]) throws {
        let rig = try FaultRig()
        try Data(Fault.noisyRows.utf8).write(to: URL(fileURLWithPath: rig.aux + "/in.csv"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -f 8 && exec /usr/bin/perl -e \"$0\" -- \"$@\"", Fault.defaultSignalsThenExec, ChartProcess.binaryPath()] + arguments
        process.environment = rig.environment
        process.currentDirectoryURL = URL(fileURLWithPath: rig.folder)
        process.standardInput = FileHandle(forReadingAtPath: rig.aux + "/in.csv")
        FileManager.default.createFile(atPath: rig.aux + "/err", contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: rig.aux + "/err")
        try process.run()
        process.waitUntilExit()
        let stderr = (try? String(contentsOfFile: rig.aux + "/err", encoding: .utf8)) ?? ""
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(process.terminationStatus): \(stderr)")
        #expect(stderr == "chart: error: the chart is larger than the file size limit (ulimit -f) allows; nothing was written\n", "\(stderr)")
        rig.expectUntouched(allowKeptProgram: false)
    }

    /// `--follow -` whose input ends while SIGTERM arrives: a signal sent before the input ends
    /// always wins (143); one sent as the picture lands may come after the end (0), but a run
    /// that took the signal (and said so) never exits 0, and nothing is ever left behind. Many
    /// runs, since the race was about 1 in 40.
    @Test func sigtermAsTheFollowedPipeEnds() throws {
        let rows = "x,y\n" + (1...2_000).map { "\($0),\(($0 * 7919) % 1000)" }.joined(separator: "\n") + "\n"
        let runs = 80
        let problems = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for index in stride(from: lane, to: runs, by: 2) {
                if let problem = Self.followRun(rows: rows, signalFirst: index % 2 == 0, spin: index * 37 % 400) {
                    problems.mutate { $0.append("run \(index): \(problem)") }
                }
            }
        }
        #expect(problems.value.isEmpty, "\(problems.value.count) of \(runs) runs went wrong:\n\(problems.value.prefix(10).joined(separator: "\n"))")
    }

    /// One `--follow -` run: SIGTERM before closing its input, or once its picture is in place.
    static func followRun(rows: String, signalFirst: Bool, spin: Int) -> String? {
        do {
            let folder = try TemporaryDirectory.make()
            let temp = try TemporaryDirectory.make()
            let live = try LiveChart(["line", "--follow", "-", "-o", "out.png"], in: folder, temporaryFolder: temp)
            defer { live.kill() }
            try live.write(rows)
            if signalFirst {
                live.signal(SIGTERM)
                try? live.closeInput()
            } else {
                try? live.closeInput()
                while !FileManager.default.fileExists(atPath: folder + "/out.png") && live.isRunning { sched_yield() }
                for _ in 0..<spin { sched_yield() }
                live.signal(SIGTERM)
            }
            let status = live.waitForExit()
            let stderr = live.stderr
            var problems: [String] = []
            if signalFirst && status != 128 + SIGTERM { problems.append("signal sent before the input ended, exit \(status)") }
            if !signalFirst && status != 0 && status != 128 + SIGTERM { problems.append("exit \(status)") }
            if stderr.contains("interrupted by SIGTERM") && status != 128 + SIGTERM { problems.append("took the signal but exited \(status)") }
            let beside = CLI.files(in: folder).filter { $0 != "out.png" }
            if !beside.isEmpty { problems.append("left next to the output: \(beside)") }
            if !CLI.files(in: temp).isEmpty { problems.append("left in TMPDIR: \(CLI.files(in: temp))") }
            return problems.isEmpty ? nil : problems.joined(separator: "; ") + " (\(stderr.trimmingCharacters(in: .whitespacesAndNewlines)))"
        } catch {
            return "could not run: \(error)"
        }
    }

    /// No core file from a chart that dies by SIGQUIT, SIGXCPU or SIGXFSZ (the soft limit only;
    /// children inherit it).
    static func noCoreFiles() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
        limit.rlim_cur = 0
        setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    }
}
