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
        #expect(Fault.wait(chart, seconds: 60), "chart still running after signal \(signal)")
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
        #expect(Fault.wait(chart, seconds: 60), "chart still running after signal \(signal)")
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
    /// runs, since the race was about 1 in 40; its window is too narrow to hit on demand here
    /// (this loop passes on the old code too), so `aSignalWhileTheLastOutputIsFlushedWins`
    /// holds a run inside it.
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

    /// The deterministic form of the race above: chart has finished its work and is flushing its
    /// last output (here `--help`, into a pipe nobody reads) when SIGTERM comes; the message
    /// about it cannot be written yet (its stderr pipe is full). Once the output drains, chart
    /// must still end with 143. Before, the exit code was chosen before the flush, so the run
    /// ended with 0 as soon as its output drained, the signal's cleanup cut off midway.
    @Test func aSignalWhileTheLastOutputIsFlushedWins() throws {
        #if os(Linux)
        let helpLength = try CLI.run(["line", "--help"]).stdout.count
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        try #require(pipe(&output) == 0 && pipe(&errors) == 0)
        defer { for fd in [output[0], errors[0]] { close(fd) } }
        // Standard output so full that the help's whole 4096-byte blocks (written while it is
        // printed) fit and its last partial block (written by the flush at exit) does not.
        let prefill = 65_536 - (helpLength - helpLength % 4096) - (helpLength % 4096) / 2
        try #require(prefill > 0 && Self.fill(output[1], bytes: prefill) == prefill)
        _ = Self.fill(errors[1], bytes: Int.max)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        process.arguments = ["-e", Fault.defaultSignalsThenExec, "--", ChartProcess.binaryPath(), "line", "--help"]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = FileHandle(fileDescriptor: output[1], closeOnDealloc: true)
        process.standardError = FileHandle(fileDescriptor: errors[1], closeOnDealloc: true)
        try process.run()
        close(output[1])
        close(errors[1])
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let pid = process.processIdentifier
        #expect(Self.waitUntilWriting(pid: pid, descriptor: 1), "chart never blocked writing its output")
        kill(pid, SIGTERM)
        #expect(Self.waitUntilWriting(pid: pid, descriptor: 2), "chart never tried to report the signal")
        #expect(Self.drain(output[0], bytes: prefill + helpLength) == prefill + helpLength)
        usleep(300_000)  // time for a chart that chose 0 to be gone; the outcome does not depend on it
        let message = String(decoding: Self.readToEnd(errors[0]).filter { $0 != 0 }, as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM, "exit \(process.terminationStatus): \(message)")
        #expect(message == "chart: error: interrupted by SIGTERM; temporary files removed\n", "\(message)")
        #endif
    }

    /// Writes up to `bytes` filler bytes (NUL) without blocking; how many were written.
    static func fill(_ descriptor: Int32, bytes: Int) -> Int {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(descriptor, F_SETFL, flags) }
        var written = 0
        for size in [4096, 1] {
            let chunk = [UInt8](repeating: 0, count: size)
            while written < bytes {
                let count = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, min(size, bytes - written)) }
                guard count > 0 else { break }
                written += count
            }
        }
        return written
    }

    /// Whether a thread of `pid` comes to block in `write` on `descriptor` (Linux's
    /// /proc/PID/task/TID/syscall: number 1, then the descriptor); false if it ends first.
    static func waitUntilWriting(pid: pid_t, descriptor: Int) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, Fault.isAlive(pid) {
            for task in CLI.files(in: "/proc/\(pid)/task") {
                let fields = ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/syscall", encoding: .utf8)) ?? "").split(separator: " ")
                if fields.count > 1, fields[0] == "1", fields[1] == "0x\(descriptor)" { return true }
            }
            usleep(5_000)
        }
        return false
    }

    /// Reads `bytes` bytes (fewer at end of file); how many were read.
    static func drain(_ descriptor: Int32, bytes: Int) -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while total < bytes {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, bytes - total)) }
            guard count > 0 else { break }
            total += count
        }
        return total
    }

    /// Everything up to end of file.
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return all }
            all += buffer[0..<count]
        }
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
            if stderr.contains("interrupted by SIGTERM") || stderr.contains("stopped following"), status != 128 + SIGTERM {
                problems.append("took the signal but exited \(status)")
            }
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
        #if os(Linux)
        let resource = Int32(RLIMIT_CORE.rawValue)
        #else
        let resource = RLIMIT_CORE
        #endif
        var limit = rlimit()
        getrlimit(resource, &limit)
        limit.rlim_cur = 0
        setrlimit(resource, &limit)
    }
}
