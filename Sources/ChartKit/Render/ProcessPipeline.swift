#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import CProcessSpawn
#endif

/// Runs a child process with bytes on stdin and its output collected, in its own process group,
/// so that a timeout, an interrupt or a stray grandchild can never leave a process behind.
///
/// Why not Foundation.Process: on Linux it cannot start a child in a new process group, and a
/// wrapper script's background child that inherits the pipes then outlives every kill (measured:
/// `--timeout` waited for it). So the child is started with `chart_spawn` (Linux) or `posix_spawn`:
/// - in a process group of its own (`POSIX_SPAWN_SETPGROUP`), whose id is the child's pid; the
///   watchdog, `ProcessCleanup` (SIGINT/SIGTERM) and the end of the run signal the whole group;
/// - with SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 and SIGALRM back at their defaults and
///   an empty signal mask, since ignored dispositions and chart's blocked mask would otherwise be
///   inherited from us;
/// - on Linux with SIGKILL as its parent-death signal, so even a chart killed with SIGKILL takes
///   gnuplot with it (a fork-and-exec in C, `chart_spawn`: posix_spawn cannot set that signal);
/// - with no descriptor but 0, 1 and 2, so no child inherits another's pipe end and keeps it open.
/// SIGPIPE is ignored in this process (a child that exits early turns our write into EPIPE, not a
/// crash); stdout and stderr are drained on threads of their own while stdin is written (a pipe
/// holds only 64 KB). When the child has exited, its group is killed before it is reaped, which
/// ends any grandchild still holding the pipes, so the drains finish at once.
package struct ProcessPipeline: Sendable {
    /// The process could not be started at all (missing file, not executable, …).
    package struct LaunchFailure: Error, Equatable, Sendable {
        package var executable: String
        package var reason: String
    }

    /// What the child did.
    package struct Outcome: Equatable, Sendable {
        /// Exit status, or the signal number when `signaled` is true.
        package var status: Int32
        /// True when the child was terminated by a signal (including the timeout's SIGKILL).
        package var signaled: Bool
        /// True when the watchdog killed the child because `timeout` passed.
        package var timedOut: Bool
        /// Everything the child wrote to stdout (empty when stdout was discarded).
        package var stdout: [UInt8]
        /// What the child wrote to stderr: all of it up to `stderrLimit` bytes, else the last
        /// `stderrLimit` bytes (gnuplot's error report is at the end).
        package var stderr: [UInt8]
        /// CPU seconds (user + system) the child and the descendants it waited for used.
        package var cpuSeconds: Double = 0
    }

    /// At most this many bytes of stderr are kept (the tail), so a child printing gigabytes of
    /// warnings cannot exhaust memory.
    package static let stderrLimit = 1 << 20

    package var executable: String
    package var arguments: [String]
    /// The child's environment; nil inherits ours.
    package var environment: [String: String]?
    /// The child's working directory; nil inherits ours.
    package var currentDirectory: String?
    /// Seconds after which the child's process group is killed with SIGKILL.
    package var timeout: Double
    /// When false, the child's stdout goes to /dev/null instead of being collected.
    package var collectStdout: Bool

    package init(
        executable: String, arguments: [String] = [], environment: [String: String]? = nil,
        currentDirectory: String? = nil, timeout: Double = 60, collectStdout: Bool = true
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.timeout = timeout
        self.collectStdout = collectStdout
    }

    /// Ignores SIGPIPE once per process, the first time any pipeline runs.
    private static let sigpipeIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    /// Starts the child, feeds it `stdin`, waits for it (or kills its group after `timeout`) and
    /// returns what it wrote; throws `LaunchFailure` only when it cannot be started.
    package func run(stdin input: [UInt8] = []) throws -> Outcome {
        try start().finish(stdin: input)
    }

    /// Starts the child with its stdin left open, so its start-up (exec, dynamic linking, its own
    /// initialisation) can overlap the caller's work until `RunningProcess.finish(stdin:)` feeds
    /// it; `RunningProcess.cancel()` ends it unused. The timeout counts from `finish`, so a slow
    /// read of the input cannot kill a process that is only waiting for its program. Throws
    /// `LaunchFailure` only when it cannot be started.
    package func start() throws -> RunningProcess {
        _ = Self.sigpipeIgnored

        let stdinPipe = try Self.makePipe(executable)
        let stderrPipe = try Self.makePipe(executable)
        let stdoutPipe = collectStdout ? try Self.makePipe(executable) : nil
        let parentEnds = [stdinPipe.write, stderrPipe.read] + (stdoutPipe.map { [$0.read] } ?? [])
        let childEnds = [stdinPipe.read, stderrPipe.write] + (stdoutPipe.map { [$0.write] } ?? [])
        defer { for fd in childEnds { close(fd) } }

        let pid: pid_t
        do {
            pid = try ProcessCleanup.shared.registeringGroup {
                try spawn(stdin: stdinPipe.read, stdout: stdoutPipe?.write, stderr: stderrPipe.write)
            }
        } catch {
            for fd in parentEnds { close(fd) }
            throw error
        }
        // The drain threads own (and close) the read ends from here on.
        let process = RunningProcess(pid: pid, stdin: stdinPipe.write, timeout: timeout, stderrLimit: Self.stderrLimit)
        process.drain(stderrPipe.read, stdout: stdoutPipe?.read)
        return process
    }

    /// Starts the child in a new process group with default signal dispositions and the pipes as
    /// 0, 1, 2: on Linux through `chart_spawn` (a vfork child that also arms
    /// `PR_SET_PDEATHSIG`, so a chart killed with SIGKILL, which no handler sees, does not leave
    /// gnuplot running); elsewhere through `posix_spawn`.
    ///
    /// The parent-death signal fires when the calling *thread* ends, not the process, so a child
    /// must be started by a thread that outlives it: the main thread (the early gnuplot) or the
    /// thread that then waits for it (`GnuplotRunner.run`, one per batch).
    private func spawn(stdin: Int32, stdout: Int32?, stderr: Int32) throws -> pid_t {
        let argv = [executable] + arguments
        let env = (environment ?? ProcessInfo.processInfo.environment)
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        #if os(Linux)
        let result = withCStrings(argv) { argvPointers in
            withCStrings(env) { envPointers in
                chart_spawn(executable, argvPointers, envPointers, stdin, stdout ?? -1, stderr, currentDirectory, SIGKILL)
            }
        }
        guard result > 0 else {
            throw LaunchFailure(executable: executable, reason: Self.launchReason(-result, executable: executable))
        }
        return result
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        if let stdout {
            posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        if let currentDirectory {
            guard let addChdir = Self.addChdir else {
                throw LaunchFailure(
                    executable: executable,
                    reason: "this system cannot start a process in another folder (posix_spawn_file_actions_addchdir_np is missing)")
            }
            _ = addChdir(&actions, currentDirectory)
        }
        Self.setSignalsAndGroup(&attributes)
        var pid: pid_t = 0
        let result = withCStrings(argv) { argvPointers in
            withCStrings(env) { envPointers in
                posix_spawn(&pid, executable, &actions, &attributes, argvPointers, envPointers)
            }
        }
        guard result == 0 else {
            throw LaunchFailure(executable: executable, reason: Self.launchReason(result, executable: executable))
        }
        return pid
        #endif
    }

    #if !os(Linux)
    /// The child starts with default signal handlers and an empty mask, in a process group of
    /// its own, and with every descriptor not named in the file actions closed.
    private static func setSignalsAndGroup(_ attributes: inout posix_spawnattr_t?) {
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM] { sigaddset(&defaults, signal) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT))
    }

    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>) -> Int32

    /// `posix_spawn_file_actions_addchdir_np` (macOS 10.15+), looked up at run time; changing
    /// our own working directory instead would race with other threads.
    private static let addChdir: AddChdir? = {
        guard
            let symbol = dlsym(
                dlopen(nil, RTLD_NOW),
                "posix_spawn_file_actions_addchdir_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
    #endif

    /// Both ends of a new pipe, close-on-exec (posix_spawn's dup2 clears the flag on 0, 1, 2).
    private static func makePipe(_ executable: String) throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw LaunchFailure(executable: executable, reason: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// A short reason for a failed launch.
    private static func launchReason(_ code: Int32, executable: String) -> String {
        if FileKind(path: executable) == .folder {
            return "is a directory"
        }
        return String(cString: strerror(code))
    }
}

/// Runs `body` with a NULL-terminated C array of `strings`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}
