#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or standard input read a chunk at a time, so an input far larger than memory can be
/// streamed (`LineStream`) while keeping `FileBytes`' messages: the system's reason when it
/// cannot be read, "is a directory", and the `--max-input-size` limit as soon as it is passed.
final class ChunkedInput {
    let name: String
    let source: InputSource
    /// A regular file's size, for the progress line; nil for a pipe.
    var expectedSize: Int? { input.regularFileSize }
    private let input: InputDescriptor
    private var descriptor: Int32 { input.descriptor }
    private let limit: Int
    private let progress: ReadProgress?
    private(set) var bytesRead = 0
    /// Whether the end of the input has been read.
    private var reachedEnd = false
    /// Bytes read and given back (`unread`), served first, from `unreadStart` on.
    private var unreadBytes: [UInt8] = []
    private var unreadStart = 0
    /// The input's first bytes until `NULPattern` has judged them (then nil).
    private var head: [UInt8]? = []
    /// Where every byte read from the input goes too, once, as it is read (bytes given back and
    /// handed out again are not copied twice): standard input kept so that it can be read whole
    /// after a streamed read gives up part way (`ChartPipeline.readSeriesLines`).
    var copy: InputCopy?

    /// Whether every byte has been handed out.
    var ended: Bool { reachedEnd && unreadStart == unreadBytes.count }

    init(_ source: InputSource, limit: Int, progress: ReadProgress?) throws {
        name = source.displayName
        self.source = source
        input = try InputDescriptor(source)
        self.limit = limit
        self.progress = progress
    }

    deinit {
        input.close()
    }

    /// Up to `count` more bytes (fewer only at the end of the input); empty once it has ended.
    func next(_ count: Int) throws -> [UInt8] {
        try next(count, after: [])
    }

    /// `prefix` followed by up to `count` more bytes (fewer only at the end of the input), read
    /// straight into the array returned: a reader that keeps the short tail of its last batch
    /// copies only that tail, where appending a fresh read to it copied every byte once more (and
    /// faulted in a second buffer for them: 7% of a 10M-row NDJSON read, `perf`).
    func next(_ count: Int, after prefix: ArraySlice<UInt8>) throws -> [UInt8] {
        if unreadStart < unreadBytes.count {
            let end = min(unreadBytes.count, unreadStart + count)
            defer {
                unreadStart = end
                if end == unreadBytes.count { (unreadBytes, unreadStart) = ([], 0) }
            }
            return Array(prefix) + unreadBytes[unreadStart..<end]
        }
        guard !reachedEnd else { return Array(prefix) }
        var failure: String?
        var got = 0
        let bytes = try [UInt8](unsafeUninitializedCapacity: prefix.count + count) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            initialized = UnsafeMutableBufferPointer(rebasing: buffer[..<prefix.count]).initialize(fromContentsOf: prefix)
            defer { got = initialized - prefix.count }
            failure = try read(count, into: base + prefix.count, initialized: &initialized)
        }
        if let failure { throw ChartError.cannotRead(path: name, reason: failure) }
        head? += bytes[prefix.count...]  // still short of the bytes `judge` needs
        copy?.append(bytes[prefix.count...])
        bytesRead += got
        if bytesRead > limit {
            throw FileBytes.tooLarge(name, limit: limit)
        }
        progress?(bytesRead, expectedSize)
        return bytes
    }

    /// Reads up to `count` bytes to `start`, counting them into `initialized` as they come; the
    /// system's reason when a read fails. Judges the input's first bytes as soon as they are in.
    private func read(_ count: Int, into start: UnsafeMutablePointer<UInt8>, initialized: inout Int) throws -> String? {
        var done = 0
        while done < count {
            let got = systemRead(descriptor, start + done, count - done)
            if got < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if got == 0 { reachedEnd = true }
            if head != nil, got == 0 || bytesRead + done + got >= NULPattern.sampleBytes {
                try judge(UnsafeBufferPointer(start: start, count: done + got))
            }
            if got == 0 { return nil }
            done += got
            initialized += got
        }
        return nil
    }

    /// Refuses the input when its first bytes (those kept in `head`, then `fresh`) show NUL
    /// bytes that text does not hold (`NULPattern`): at once, so `/dev/zero` is not read to the
    /// size limit.
    private func judge(_ fresh: UnsafeBufferPointer<UInt8>) throws {
        guard var first = head else { return }
        first += fresh.prefix(NULPattern.sampleBytes - first.count)
        head = nil
        try NULPattern.refuse(head: first, name: name)
    }

    /// Gives `bytes`, the last ones `next` returned, back: `next` returns them again first.
    func unread(_ bytes: [UInt8]) {
        // Nothing else given back (the usual case): kept as it is, not copied (a pipe's first
        // 32 MiB, `firstBatch`, were copied here whole).
        unreadBytes = unreadStart == unreadBytes.count ? bytes : bytes + unreadBytes[unreadStart...]
        unreadStart = 0
    }

    /// Starts `copy` with `handedOut`, every byte handed out so far, and the bytes read and
    /// given back, then keeps it as `copy`: standard input kept from its first batch on.
    func keepCopy(_ copy: InputCopy, after handedOut: [UInt8]) {
        copy.append(handedOut)
        copy.append(unreadBytes[unreadStart...])
        self.copy = copy
    }

    /// Reads the input to its end, for its `copy` (the bytes are not kept here).
    func drain() throws {
        while !reachedEnd { _ = try next(1 << 20) }
    }

    /// Everything not yet handed out (for an input that is read whole).
    func readRest() throws -> [UInt8] {
        try MemoryHeadroom.require(forInput: expectedSize ?? max(bytesRead, 1 << 20), name: name)
        var all = Array(unreadBytes[unreadStart...])
        (unreadBytes, unreadStart) = ([], 0)
        if let expectedSize { all.reserveCapacity(expectedSize - bytesRead + all.count + 1) }
        while !reachedEnd {
            let step = try next(1 << 20)  // small steps: each is copied once more into `all`
            if all.count + step.count > all.capacity {
                try MemoryHeadroom.require(forInput: 2 * all.capacity, name: name)  // `all` is about to double
            }
            all += step
        }
        return all
    }
}

extension ChunkedInput {
    /// The first `batchBytes` of an input longer than `threshold`, which then streams; nil (no
    /// byte consumed) when the input fits in the threshold and is read whole. A file's size says
    /// it at once; a pipe is read up to the threshold and given back.
    func firstBatch(threshold: Int, batchBytes: Int) throws -> [UInt8]? {
        if let size = expectedSize, size <= threshold { return nil }
        let head = try next(expectedSize == nil ? threshold : min(threshold, batchBytes))
        let fits = ended
        unread(head)
        guard !fits else { return nil }
        return try next(batchBytes)
    }
}
