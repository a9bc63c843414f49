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

/// The bytes of a descriptor as they arrive, for `--follow`: a reader thread does blocking
/// `read(2)`s and hands the bytes over; the follower waits for them with a deadline, so it can
/// re-render on time while no data comes.
///
/// A regular file is followed by name, like `tail -F`: at its end the thread polls (every 0.2 s)
/// for more bytes and for log rotation, and the stream never ends by itself.
/// - Truncated (`copytruncate`, `: > log.csv`: the file is now shorter than what was read): it is
///   read again from its start.
/// - Replaced (renamed away and created anew: the path names another device or inode): the old
///   file is read to its end, then the new one is opened by name and read from its start.
/// - Gone (between the rename and the create): the old file is still read while the name is
///   waited for, however long that takes, as `tail -F` does.
/// Either way the bytes of the file that started over come in chunks marked `restart`, after
/// every byte of the old one has been taken, so the reader can end the old file's last record
/// and expect a header again.
///
/// A pipe, FIFO or terminal ends at end of file. So that a fast producer cannot fill memory while
/// gnuplot renders, the thread stops reading while more than `bufferLimit` bytes wait to be taken
/// (the pipe then blocks the producer).
package final class LiveByteStream: @unchecked Sendable {
    /// What `next` returns: the bytes that arrived since the last call, and whether the input ended.
    package struct Chunk: Sendable {
        package var bytes: [UInt8]
        package var ended: Bool
        /// Set when the followed file started over before `bytes` (which then come from its
        /// start): every byte before the restart was returned by earlier calls.
        package var restart: Restart?
    }

    /// How a followed file started over.
    package enum Restart: Sendable, Equatable {
        /// It became shorter than what had been read (truncated in place).
        case truncated
        /// Its path now names another file (renamed away and created anew).
        case replaced
    }

    /// Bytes waiting to be taken above which the reader pauses.
    static let bufferLimit = 8 << 20

    /// The descriptor read; a followed file's changes to a new file when the old one is replaced
    /// (only the reader thread touches it after `start`).
    private var descriptor: Int32
    private let name: String
    /// The path a regular file is followed by (nil for standard input, a pipe or a terminal).
    private let followedPath: String?
    private let closesDescriptor: Bool
    private let condition = Condition()
    private var buffer: [UInt8] = []
    private var restart: Restart?
    private var ended = false
    private var failure: ChartError?

    /// Standard input (`.stdin`) or a file opened for reading; throws `cannotRead` as the normal
    /// reader does (no such file, a directory).
    package init(source: InputSource) throws {
        let input = try InputDescriptor(source)
        descriptor = input.descriptor
        closesDescriptor = input.closes
        name = source.displayName
        if case let .file(path) = source, input.regularFileSize != nil { followedPath = path } else { followedPath = nil }
    }

    /// Starts the reader thread; call once.
    package func start() {
        BackgroundThread.start { [self] in readLoop() }
    }

    /// Waits until bytes arrive, the input ends, or `deadline` (a `ProcessInfo.systemUptime`
    /// value; nil: no deadline) passes, and takes every byte that arrived. A read error is thrown
    /// once the bytes before it have been taken.
    package func next(before deadline: Double?) throws -> Chunk {
        condition.lock()
        defer { condition.unlock() }
        while buffer.isEmpty && restart == nil && !ended && failure == nil {
            if let deadline {
                let remaining = deadline - ProcessInfo.processInfo.systemUptime
                if remaining <= 0 || !condition.wait(seconds: remaining) { break }
            } else {
                condition.wait()
            }
        }
        if buffer.isEmpty, let failure { throw failure }
        let bytes = buffer
        buffer.removeAll(keepingCapacity: true)
        let restarted = restart
        restart = nil
        condition.broadcast()  // the reader may wait for room
        return Chunk(bytes: bytes, ended: ended && failure == nil, restart: restarted)
    }

    private func readLoop() {
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        var head: [UInt8]? = []  // the first bytes, until they are judged (`NULPattern`)
        while true {
            let got = scratch.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress, raw.count) }
            if got < 0 {
                if errno == EINTR { continue }
                finish(failure: ChartError.cannotRead(path: name, reason: String(cString: strerror(errno))))
                return
            }
            if var first = head, (got == 0 && !first.isEmpty) || first.count + got >= NULPattern.sampleBytes {
                // Judged once the first 4 KB are in, or at the end of what there is (a followed
                // file still empty waits for its first bytes): `/dev/zero` would otherwise be read
                // for ever, never holding a record.
                first += scratch[0..<min(got, NULPattern.sampleBytes - first.count)]
                head = nil
                do {
                    try NULPattern.refuse(head: first, name: name)
                } catch {
                    finish(failure: error as? ChartError ?? .cannotRead(path: name, reason: "\(error)"))
                    return
                }
            } else if head != nil {
                head? += scratch[0..<got]
            }
            if got == 0 {
                guard let path = followedPath else {
                    finish(failure: nil)
                    return
                }
                do {
                    if let restart = try rotation(of: path) { startOver(restart) } else { usleep(200_000) }
                } catch let error as ChartError {
                    finish(failure: error)
                    return
                } catch {
                    finish(failure: .cannotRead(path: name, reason: "\(error)"))
                    return
                }
                continue
            }
            append(scratch[0..<got])
        }
    }

    /// Hands bytes over, waiting while too many wait to be taken.
    private func append(_ bytes: ArraySlice<UInt8>) {
        condition.lock()
        while buffer.count > Self.bufferLimit { condition.wait() }
        buffer.append(contentsOf: bytes)
        condition.broadcast()
        condition.unlock()
    }

    /// At the end of the followed file: whether it started over, checked as `tail -F` does. A
    /// replacement is taken only once the old file has been read to its end (a writer may have
    /// added to it after the rename), and the new file is then read in its place. A path that
    /// is gone or cannot be examined for now is waited for (nil).
    private func rotation(of path: String) throws -> Restart? {
        var current = stat()
        guard fstat(descriptor, &current) == 0 else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        if offset >= 0 && Int64(current.st_size) < Int64(offset) {
            _ = lseek(descriptor, 0, SEEK_SET)
            return .truncated
        }
        var named = stat()
        guard stat(path, &named) == 0, named.st_dev != current.st_dev || named.st_ino != current.st_ino else { return nil }
        try drainOldFile()
        // O_NONBLOCK: a FIFO put in its place must not block the open; the check below refuses it.
        let replacement = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard replacement >= 0 else { return nil }  // gone again: wait for the next one
        var info = stat()
        guard fstat(replacement, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(replacement)
            throw ChartError.cannotRead(path: name, reason: "it was replaced by something that is not a regular file")
        }
        _ = fcntl(replacement, F_SETFL, fcntl(replacement, F_GETFL) & ~O_NONBLOCK)
        close(descriptor)
        descriptor = replacement
        return .replaced
    }

    /// Reads what the old file gained since its end was last seen (a writer still appending to
    /// it under its new name), before it is closed.
    private func drainOldFile() throws {
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let got = scratch.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress, raw.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw ChartError.cannotRead(path: name, reason: String(cString: strerror(errno)))
            }
            if got == 0 { return }
            append(scratch[0..<got])
        }
    }

    /// Marks that the bytes from now on come from the file's start, once every byte before
    /// them has been taken (so a chunk never mixes the two files).
    private func startOver(_ kind: Restart) {
        condition.lock()
        while !buffer.isEmpty || restart != nil { condition.wait() }
        restart = kind
        condition.broadcast()
        condition.unlock()
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
