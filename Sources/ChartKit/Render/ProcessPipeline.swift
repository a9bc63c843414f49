import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process with bytes on stdin and its output collected, in the one way that is
/// known not to deadlock, trap or hang with Foundation.Process (see FACTS.md).
///
/// The rules it follows: SIGPIPE is ignored process-wide (so a child that exits early turns a write
/// into an error, not a crash); stdout and stderr are drained on their own threads while stdin is
/// written (a pipe holds only 64 KB); stdin is written with the throwing `write(contentsOf:)` and
/// then closed; a watchdog sends SIGKILL when the timeout passes, which also unblocks the writer.
/// Both `GnuplotRunner` and the end-to-end test helper use it, so the plumbing lives in one place.
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
        /// Everything the child wrote to stderr.
        public var stderr: [UInt8]
    }

    public var executable: String
    public var arguments: [String]
    /// The child's environment; nil inherits ours.
    public var environment: [String: String]?
    /// The child's working directory; nil inherits ours.
    public var currentDirectory: String?
    /// Seconds after which the child is killed with SIGKILL.
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

    /// Starts the child, feeds it `stdin`, waits for it (or kills it after `timeout`) and returns
    /// what it wrote; throws `LaunchFailure` only when it cannot be started.
    public func run(stdin input: [UInt8] = []) throws -> Outcome {
        _ = Self.sigpipeIgnored

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }

        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        let stdoutPipe: Pipe? = collectStdout ? Pipe() : nil
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = stdoutPipe ?? FileHandle.nullDevice

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        do {
            try process.run()
        } catch {
            throw LaunchFailure(executable: executable, reason: Self.launchReason(error, executable: executable))
        }

        // Process.run() has closed our copies of the child's pipe ends (through their FileHandles),
        // so the readers see EOF when the child exits.
        let drains = DispatchGroup()
        let stderrBuffer = ByteSink()
        let stdoutBuffer = ByteSink()
        Self.drain(stderrPipe.fileHandleForReading, into: stderrBuffer, group: drains)
        if let stdoutPipe { Self.drain(stdoutPipe.fileHandleForReading, into: stdoutBuffer, group: drains) }

        let watchdog = Watchdog(pid: process.processIdentifier)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) { watchdog.fire() }

        if !input.isEmpty {
            // A child that exits (or is killed) without reading everything makes this throw EPIPE;
            // that is its business, reported through its exit status, not ours.
            try? stdinPipe.fileHandleForWriting.write(contentsOf: input)
        }
        try? stdinPipe.fileHandleForWriting.close()

        exited.wait()
        watchdog.disarm()
        // A grandchild that inherited the pipes could keep them open; do not wait for it forever.
        if drains.wait(timeout: .now() + 10) == .timedOut {
            try? stderrPipe.fileHandleForReading.close()
            try? stdoutPipe?.fileHandleForReading.close()
        }

        let signaled = process.terminationReason == .uncaughtSignal
        return Outcome(status: process.terminationStatus, signaled: signaled, timedOut: watchdog.didFire,
                       stdout: stdoutBuffer.bytes, stderr: stderrBuffer.bytes)
    }

    /// Reads `handle` to its end on a thread of its own.
    private static func drain(_ handle: FileHandle, into sink: ByteSink, group: DispatchGroup) {
        group.enter()
        let thread = Thread {
            while let chunk = try? handle.read(upToCount: 65536), !chunk.isEmpty {
                sink.append(chunk)
            }
            group.leave()
        }
        thread.start()
    }

    /// A short reason for a failed launch, without Foundation's error-domain noise where possible.
    private static func launchReason(_ error: Error, executable: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: executable, isDirectory: &isDirectory), isDirectory.boolValue {
            return "is a directory"
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = Int32(exactly: underlying.code) {
            return String(cString: strerror(code))
        }
        if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
            return String(cString: strerror(code))
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}

/// Bytes appended from a reader thread and read once the reader has finished.
private final class ByteSink: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    func append(_ data: Data) {
        lock.lock()
        storage.append(contentsOf: data)
        lock.unlock()
    }

    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Kills a child with SIGKILL when it fires, unless it was disarmed first because the child
/// has exited (so a pid is not signalled long after it could have been recycled).
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: Int32
    private var armed = true
    private var fired = false

    init(pid: Int32) { self.pid = pid }

    func fire() {
        lock.lock()
        defer { lock.unlock() }
        guard armed else { return }
        armed = false
        fired = true
        kill(pid, SIGKILL)
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
