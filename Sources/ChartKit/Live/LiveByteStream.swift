import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a descriptor as they arrive, for `--follow`: a reader thread does blocking
/// `read(2)`s and hands the bytes over; the follower waits for them with a deadline, so it can
/// re-render on time while no data comes.
///
/// A regular file is followed like `tail -f`: at its end the thread polls for more (every 0.2 s)
/// and the stream never ends by itself. A pipe, FIFO or terminal ends at end of file. So that a
/// fast producer cannot fill memory while gnuplot renders, the thread stops reading while more
/// than `bufferLimit` bytes wait to be taken (the pipe then blocks the producer).
public final class LiveByteStream: @unchecked Sendable {
    /// What `next` returns: the bytes that arrived since the last call, and whether the input ended.
    public struct Chunk: Sendable {
        public var bytes: [UInt8]
        public var ended: Bool
    }

    /// Bytes waiting to be taken above which the reader pauses.
    static let bufferLimit = 8 << 20

    private let descriptor: Int32
    private let name: String
    private let tailsFile: Bool
    private let closesDescriptor: Bool
    private let condition = NSCondition()
    private var buffer: [UInt8] = []
    private var ended = false
    private var failure: ChartError?

    /// Standard input (`.stdin`) or a file opened for reading; throws `cannotRead` as the normal
    /// reader does (no such file, a directory).
    public init(source: InputSource) throws {
        let input = try InputDescriptor(source)
        descriptor = input.descriptor
        closesDescriptor = input.closes
        name = source.displayName
        tailsFile = source != .stdin && input.regularFileSize != nil
    }

    /// Starts the reader thread; call once.
    public func start() {
        let thread = Thread { [self] in readLoop() }
        thread.name = "chart-follow-reader"
        thread.start()
    }

    /// Waits until bytes arrive, the input ends, or `deadline` (a `ProcessInfo.systemUptime`
    /// value; nil: no deadline) passes, and takes every byte that arrived. A read error is thrown
    /// once the bytes before it have been taken.
    public func next(before deadline: Double?) throws -> Chunk {
        condition.lock()
        defer { condition.unlock() }
        while buffer.isEmpty && !ended && failure == nil {
            if let deadline {
                let remaining = deadline - ProcessInfo.processInfo.systemUptime
                if remaining <= 0 || !condition.wait(until: Date(timeIntervalSinceNow: remaining)) { break }
            } else {
                condition.wait()
            }
        }
        if buffer.isEmpty, let failure { throw failure }
        let bytes = buffer
        buffer.removeAll(keepingCapacity: true)
        condition.broadcast()   // the reader may wait for room
        return Chunk(bytes: bytes, ended: ended && failure == nil)
    }

    private func readLoop() {
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let got = scratch.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress, raw.count) }
            if got < 0 {
                if errno == EINTR { continue }
                finish(failure: ChartError.cannotRead(path: name, reason: String(cString: strerror(errno))))
                return
            }
            if got == 0 {
                if tailsFile { usleep(200_000); continue }
                finish(failure: nil)
                return
            }
            condition.lock()
            while buffer.count > Self.bufferLimit { condition.wait() }
            buffer.append(contentsOf: scratch[0..<got])
            condition.broadcast()
            condition.unlock()
        }
    }

    private func finish(failure: ChartError?) {
        condition.lock()
        ended = true
        self.failure = failure
        condition.broadcast()
        condition.unlock()
        if closesDescriptor { close(descriptor) }
    }
}
