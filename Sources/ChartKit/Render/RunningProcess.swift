import Dispatch

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

/// A child started by `ProcessPipeline.start()` that has not been given its input yet: either
/// `finish(stdin:)` feeds it and waits for it, or `cancel()` kills it unused. Exactly one of them
/// does the work; later calls of either are no-ops (`finish` then reports a killed child).
///
/// Splitting the start from the feeding lets chart start gnuplot as soon as a command knows it
/// will draw, so gnuplot's ~75 ms of start-up overlaps reading and laying out the data instead
/// of following it. Until then the child only waits on its stdin; the process group stays
/// registered with `ProcessCleanup`, so an interrupt kills it, and if chart itself dies the pipe
/// closes and gnuplot reads an empty program and exits.
package final class RunningProcess: @unchecked Sendable {
    /// The child's pid, which is also its process group id.
    package let pid: pid_t
    private let timeout: Double
    private let lock = Lock()
    private var stdinFD: Int32
    private var done = false
    private let drains = DispatchGroup()
    private let stderrBuffer: ByteSink
    private let stdoutBuffer = ByteSink(limit: nil)

    init(pid: pid_t, stdin: Int32, timeout: Double, stderrLimit: Int) {
        self.pid = pid
        self.stdinFD = stdin
        self.timeout = timeout
        self.stderrBuffer = ByteSink(limit: stderrLimit)
    }

    deinit { cancel() }

    /// Starts reading the child's stderr (and stdout when collected) on threads of their own:
    /// a pipe holds only 64 KB, and a child blocked on a full one would never read its stdin.
    func drain(_ stderr: Int32, stdout: Int32?) {
        Self.drain(stderr, into: stderrBuffer, group: drains)
        if let stdout { Self.drain(stdout, into: stdoutBuffer, group: drains) }
    }

    /// Feeds the child `input`, closes its stdin, waits for it (killing its group after the
    /// timeout, counted from now) and returns what it did. After `cancel()` it reports a child
    /// killed by SIGKILL without touching anything.
    package func finish(stdin input: [UInt8]) -> ProcessPipeline.Outcome {
        guard let fd = claim() else {
            return ProcessPipeline.Outcome(status: SIGKILL, signaled: true, timedOut: false, stdout: [], stderr: [])
        }
        let watchdog = Watchdog(group: pid, after: timeout)

        // A child that exits (or is killed) without reading everything makes this fail with EPIPE;
        // that is its business, reported through its exit status, not ours.
        Self.writeAll(input, to: fd)
        close(fd)

        let status = Self.waitForExit(pid)
        watchdog.disarm()
        let cpuSeconds = end()
        return ProcessPipeline.Outcome(
            status: status.code, signaled: status.signaled, timedOut: watchdog.didFire,
            stdout: stdoutBuffer.bytes, stderr: stderrBuffer.bytes, cpuSeconds: cpuSeconds)
    }

    /// Kills the child's group and reaps it, unless `finish` already ran; idempotent. The child
    /// has read nothing, so it has written nothing.
    package func cancel() {
        guard let fd = claim() else { return }
        close(fd)
        end()
    }

    /// The stdin descriptor for whichever of `finish` and `cancel` comes first; nil afterwards.
    private func claim() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return nil }
        done = true
        let fd = stdinFD
        stdinFD = -1
        return fd
    }

    /// Kills the group, reaps the child and waits for the drains. The child is a zombie at most
    /// (not reaped), so its group id cannot have been reused: the kill reaches whatever else is in
    /// the group (a wrapper's background child holding the pipes), which ends the drains at once.
    @discardableResult
    private func end() -> Double {
        kill(-pid, SIGKILL)
        ProcessCleanup.shared.unregister(group: pid)
        let cpuSeconds = Self.reap(pid)
        if drains.wait(timeout: .now() + 10) == .timedOut {
            // Only a grandchild that left the group (setsid) can still hold a pipe; stop waiting.
            stderrBuffer.abandon()
            stdoutBuffer.abandon()
        }
        return cpuSeconds
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

    /// Reaps the child and returns the CPU time (user + system) it and the descendants it
    /// waited for (gnuplot under chart) used: what tests bound instead of wall-clock time,
    /// which a busy machine stretches.
    private static func reap(_ pid: pid_t) -> Double {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Reads `fd` to its end on a thread of its own, then closes it.
    private static func drain(_ fd: Int32, into sink: ByteSink, group: DispatchGroup) {
        group.enter()
        let started = BackgroundThread.start {
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
        if !started {
            // No thread to read with: closing the pipe makes a child that writes to it fail
            // with EPIPE rather than block forever on a full pipe.
            close(fd)
            group.leave()
        }
    }
}

/// Bytes appended from a reader thread and read once the reader has finished; with a limit it
/// keeps only the last `limit` bytes.
private final class ByteSink: @unchecked Sendable {
    private let lock = Lock()
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
///
/// A cancellable timer source, not `asyncAfter`: a disarmed watchdog lets go of its timer at
/// once, where a scheduled `asyncAfter` block stayed alive in libdispatch until its deadline (a
/// minute by default), one per render, which a program rendering many charts (or the fuzzer's
/// leak check) saw piling up.
private final class Watchdog: @unchecked Sendable {
    private let lock = Lock()
    private let group: pid_t
    private var armed = true
    private var fired = false
    private let timer: DispatchSourceTimer

    init(group: pid_t, after timeout: Double) {
        self.group = group
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + max(0, timeout))
        timer.setEventHandler { [weak self] in self?.fire() }
        timer.resume()
    }

    deinit { timer.cancel() }

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
        timer.cancel()
    }

    var didFire: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }
}
