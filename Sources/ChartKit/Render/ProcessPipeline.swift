import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process with bytes on stdin and its output collected, in its own process group,
/// so that a timeout, an interrupt or a stray grandchild can never leave a process behind.
///
/// Why not Foundation.Process: on Linux it cannot start a child in a new process group, and a
/// wrapper script's background child that inherits the pipes then outlives every kill (measured:
/// `--timeout` waited for it). So the child is started with `posix_spawn`:
/// - in a process group of its own (`POSIX_SPAWN_SETPGROUP`), whose id is the child's pid; the
///   watchdog, `ProcessCleanup` (SIGINT/SIGTERM) and the end of the run signal the whole group;
/// - with SIGPIPE, SIGINT, SIGTERM and SIGHUP back at their defaults and an empty signal mask, since
///   ignored dispositions would otherwise be inherited from us;
/// - with pipes made close-on-exec, so no other child inherits an end and keeps it open.
/// SIGPIPE is ignored in this process (a child that exits early turns our write into EPIPE, not a
/// crash); stdout and stderr are drained on threads of their own while stdin is written (a pipe
/// holds only 64 KB). When the child has exited, its group is killed before it is reaped, which
/// ends any grandchild still holding the pipes, so the drains finish at once.
public struct ProcessPipeline: Sendable {
    /// The process could not be started at all (missing file, not executable, …).
    public struct LaunchFailure: Error, Equatable, Sendable {
        public var executable: String
        public var reason: String
    }

    /// What the child did.
    public struct Outcome: Equatable, Sendable {
        /// Exit status, or the signal number when `signaled` is true.
        public var status: Int32
        /// True when the child was terminated by a signal (including the timeout's SIGKILL).
        public var signaled: Bool
        /// True when the watchdog killed the child because `timeout` passed.
        public var timedOut: Bool
        /// Everything the child wrote to stdout (empty when stdout was discarded).
        public var stdout: [UInt8]
        /// What the child wrote to stderr: all of it up to `stderrLimit` bytes, else the last
        /// `stderrLimit` bytes (gnuplot's error report is at the end).
        public var stderr: [UInt8]
    }

    /// At most this many bytes of stderr are kept (the tail), so a child printing gigabytes of
    /// warnings cannot exhaust memory.
    public static let stderrLimit = 1 << 20

    public var executable: String
    public var arguments: [String]
    /// The child's environment; nil inherits ours.
    public var environment: [String: String]?
    /// The child's working directory; nil inherits ours.
    public var currentDirectory: String?
    /// Seconds after which the child's process group is killed with SIGKILL.
    public var timeout: Double
    /// When false, the child's stdout goes to /dev/null instead of being collected.
    public var collectStdout: Bool

    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                currentDirectory: String? = nil, timeout: Double = 60, collectStdout: Bool = true) {
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
    public func run(stdin input: [UInt8] = []) throws -> Outcome {
        _ = Self.sigpipeIgnored

        let stdinPipe = try Self.makePipe(executable)
        let stderrPipe = try Self.makePipe(executable)
        let stdoutPipe = collectStdout ? try Self.makePipe(executable) : nil
        var parentEnds = [stdinPipe.write, stderrPipe.read] + (stdoutPipe.map { [$0.read] } ?? [])
        var childEnds = [stdinPipe.read, stderrPipe.write] + (stdoutPipe.map { [$0.write] } ?? [])
        defer {
            for fd in parentEnds + childEnds where fd >= 0 { close(fd) }
        }

        let pid = try spawn(stdin: stdinPipe.read, stdout: stdoutPipe?.write, stderr: stderrPipe.write)
        ProcessCleanup.shared.register(group: pid)
        for fd in childEnds { close(fd) }
        childEnds = []

        let drains = DispatchGroup()
        let stderrBuffer = ByteSink(limit: Self.stderrLimit)
        let stdoutBuffer = ByteSink(limit: nil)
        Self.drain(stderrPipe.read, into: stderrBuffer, group: drains)
        if let stdoutPipe { Self.drain(stdoutPipe.read, into: stdoutBuffer, group: drains) }
        // The drain threads own (and close) the read ends from here on.
        parentEnds = [stdinPipe.write]

        let watchdog = Watchdog(group: pid)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) { watchdog.fire() }

        // A child that exits (or is killed) without reading everything makes this fail with EPIPE;
        // that is its business, reported through its exit status, not ours.
        Self.writeAll(input, to: stdinPipe.write)
        close(stdinPipe.write)
        parentEnds = []

        let status = Self.waitForExit(pid)
        watchdog.disarm()
        // The child is a zombie still (not reaped), so its group id cannot have been reused:
        // kill whatever else is in the group (a wrapper's background child holding the pipes).
        kill(-pid, SIGKILL)
        ProcessCleanup.shared.unregister(group: pid)
        Self.reap(pid)
        if drains.wait(timeout: .now() + 10) == .timedOut {
            // Only a grandchild that left the group (setsid) can still hold a pipe; stop waiting.
            stderrBuffer.abandon()
            stdoutBuffer.abandon()
        }

        return Outcome(status: status.code, signaled: status.signaled, timedOut: watchdog.didFire,
                       stdout: stdoutBuffer.bytes, stderr: stderrBuffer.bytes)
    }

    /// `posix_spawn` with a new process group, default signal dispositions and the pipes as 0, 1, 2.
    private func spawn(stdin: Int32, stdout: Int32?, stderr: Int32) throws -> pid_t {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
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
        // Nothing but 0, 1 and 2 reaches the child: a descriptor we inherited without
        // close-on-exec (a parent's pipe) would otherwise be held open by gnuplot, and by a
        // wrapper's background child after chart was gone, keeping that parent waiting.
        Self.closeOthers(&actions)
        if let currentDirectory {
            guard let addChdir = Self.addChdir else {
                throw LaunchFailure(executable: executable, reason: "this system cannot start a process in another folder (posix_spawn_file_actions_addchdir_np is missing)")
            }
            _ = addChdir(&actions, currentDirectory)
        }

        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        #if canImport(Darwin)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        #endif

        let argv = [executable] + arguments
        let env = (environment ?? ProcessInfo.processInfo.environment)
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
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
    }

    #if canImport(Glibc)
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    #else
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>) -> Int32
    #endif

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29+, macOS 10.15+), looked up at run time
    /// because Swift's Glibc module does not declare it; changing our own working directory
    /// instead would race with other threads.
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW),
                                 "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    #if canImport(Glibc)
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    /// Closes every descriptor from 3 up in the child: `addclosefrom_np` (glibc 2.34+), else one
    /// `addclose` per descriptor open now (listed in /proc/self/fd).
    private static func closeOthers(_ actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom {
            _ = addCloseFrom(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 && fcntl(fd, F_GETFD) >= 0 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
    #else
    /// On Darwin every descriptor not named in the file actions is closed in the child.
    private static func closeOthers(_ actions: inout posix_spawn_file_actions_t?) {}
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

    /// Writes everything unless the reader goes away (EPIPE) or the write fails otherwise.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = write(fd, base + offset, min(raw.count - offset, 1 << 20))
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Waits until the child has exited without reaping it (so its pid and group stay reserved).
    private static func waitForExit(_ pid: pid_t) -> (code: Int32, signaled: Bool) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
            if errno != EINTR { break }
        }
        #if canImport(Glibc)
        let code = info._sifields._sigchld.si_status
        #else
        let code = info.si_status
        #endif
        switch info.si_code {
        case Int32(CLD_KILLED), Int32(CLD_DUMPED): return (code, true)
        default: return (code, false)
        }
    }

    private static func reap(_ pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Reads `fd` to its end on a thread of its own, then closes it.
    private static func drain(_ fd: Int32, into sink: ByteSink, group: DispatchGroup) {
        group.enter()
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !sink.isAbandoned {
                let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                sink.append(buffer[0..<got])
            }
            close(fd)
            group.leave()
        }
        thread.start()
    }

    /// A short reason for a failed launch.
    private static func launchReason(_ code: Int32, executable: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: executable, isDirectory: &isDirectory), isDirectory.boolValue {
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

/// Bytes appended from a reader thread and read once the reader has finished; with a limit it
/// keeps only the last `limit` bytes.
private final class ByteSink: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []
    private let limit: Int?
    private var abandoned = false

    init(limit: Int?) { self.limit = limit }

    func append(_ chunk: ArraySlice<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(contentsOf: chunk)
        if let limit, storage.count > 2 * limit {
            storage.removeFirst(storage.count - limit)
        }
    }

    func abandon() {
        lock.lock()
        abandoned = true
        lock.unlock()
    }

    var isAbandoned: Bool {
        lock.lock()
        defer { lock.unlock() }
        return abandoned
    }

    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let limit, storage.count > limit { return Array(storage.suffix(limit)) }
        return storage
    }
}

/// Kills a child's process group with SIGKILL when it fires, unless it was disarmed first
/// because the child has exited.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let group: pid_t
    private var armed = true
    private var fired = false

    init(group: pid_t) { self.group = group }

    func fire() {
        lock.lock()
        defer { lock.unlock() }
        guard armed else { return }
        armed = false
        fired = true
        kill(-group, SIGKILL)
    }

    func disarm() {
        lock.lock()
        armed = false
        lock.unlock()
    }

    var didFire: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }
}
