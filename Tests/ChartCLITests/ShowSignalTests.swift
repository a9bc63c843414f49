import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 32, item 6: a signal while `--show` waits for the terminal's answer (echo and line
/// editing off for up to 200 ms) puts the terminal back before chart exits. Before, Ctrl-C in
/// that window left the shell without echo in 9 of 9 runs.
///
/// chart runs on a real pseudo-terminal, as its controlling terminal, whose other end never
/// answers; the signal is sent once the question (`ESC [ c`) has been read from it, so it always
/// lands inside the wait.
@Suite struct ShowSignalTests {
    /// Forks, makes the child a session leader whose controlling terminal and standard input and
    /// output are the tty named first, and execs the rest; prints the child's pid and exits as
    /// a shell reports it (128 + n for a death by signal n).
    static let onTerminal = """
        use POSIX; $| = 1; my $tty = shift @ARGV; my $pid = fork; die unless defined $pid;
        if ($pid == 0) { POSIX::setsid() or POSIX::_exit(126); sigprocmask(SIG_SETMASK, POSIX::SigSet->new);
          $SIG{$_} = 'DEFAULT' for qw(TERM INT HUP QUIT PIPE);
          open(STDIN, '+<', $tty) or POSIX::_exit(126); open(STDOUT, '>&', \\*STDIN) or POSIX::_exit(126);
          exec @ARGV or POSIX::_exit(127); }
        print "$pid\\n"; waitpid($pid, 0); exit(($? & 127) ? 128 + ($? & 127) : $? >> 8);
        """

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringTheTerminalQueryRestoresTheTerminal(_ signal: Int32) throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/tmp", withIntermediateDirectories: true)
        try ShowTests.input.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let (master, name) = try #require(Self.openPseudoTerminal())
        defer { close(master) }
        // Held open by the test: the terminal keeps its settings after chart is gone.
        let slave = open(name, O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(slave) }
        var before = termios()
        tcgetattr(slave, &before)
        #expect(before.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), "a new terminal echoes")

        var environment = ProcessInfo.processInfo.environment
        for key in ["CHART_SHOW", "TERM_PROGRAM", "KITTY_WINDOW_ID", "WT_SESSION", "LC_TERMINAL", "TMUX"] { environment[key] = nil }
        environment["TERM"] = "xterm"
        environment["TMPDIR"] = dir + "/tmp"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        process.arguments = ["-e", Self.onTerminal, "--", name, ChartProcess.binaryPath(), "line", "d.csv", "--show", "--size", "400x300"]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        let pidPipe = Pipe()
        process.standardOutput = pidPipe
        FileManager.default.createFile(atPath: dir + "/err", contents: nil)
        process.standardError = FileHandle(forWritingAtPath: dir + "/err")
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let pidLine = String(decoding: pidPipe.fileHandleForReading.availableData, as: UTF8.self)
        let chart = try #require(pid_t(pidLine.trimmingCharacters(in: .whitespacesAndNewlines)), "no pid: \(pidLine)")
        defer { kill(chart, SIGKILL) }

        #expect(Self.readUntilQuery(master), "chart never asked the terminal")
        var during = termios()
        tcgetattr(slave, &during)
        #expect(during.c_lflag & tcflag_t(ECHO) == 0, "the query runs with echo off")
        kill(chart, signal)
        process.waitUntilExit()
        let stderr = (try? String(contentsOfFile: dir + "/err", encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 128 + signal, "\(stderr)")
        var after = termios()
        tcgetattr(slave, &after)
        #expect(after.c_lflag & tcflag_t(ECHO) != 0, "echo left off")
        #expect(after.c_lflag & tcflag_t(ICANON) != 0, "line editing left off")
        #expect(CLI.files(in: dir + "/tmp").isEmpty, "left in TMPDIR: \(CLI.files(in: dir + "/tmp"))")
        #expect(CLI.files(in: dir) == ["d.csv", "err", "tmp"], "\(CLI.files(in: dir))")
    }

    /// A new pseudo-terminal: its master side and the path of its terminal side. glibc's
    /// `posix_openpt`, `unlockpt` and `ptsname` are not imported into Swift (their declarations
    /// sit behind X/Open feature macros), so they are looked up at run time.
    static func openPseudoTerminal() -> (Int32, String)? {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Unlock = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let unlockSymbol = dlsym(library, "unlockpt"),
            let nameSymbol = dlsym(library, "ptsname")
        else { return nil }
        let master = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard unsafeBitCast(unlockSymbol, to: Unlock.self)(master) == 0, let name = unsafeBitCast(nameSymbol, to: Name.self)(master) else {
            close(master)
            return nil
        }
        return (master, String(cString: name))
    }

    /// Reads what chart writes to its terminal until the Primary Device Attributes request
    /// appears; false if chart ends (or 30 s pass) without asking.
    static func readUntilQuery(_ master: Int32) -> Bool {
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) >= 0 else { return false }
            guard ready.revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            seen += buffer[0..<count]
            if String(decoding: seen, as: UTF8.self).contains("\u{1B}[c") { return true }
        }
        return false
    }
}
