#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file or stdin with POSIX calls, so failures carry the system's own reason
/// ("No such file or directory") rather than a Foundation error domain.
package enum FileBytes {
    /// The file's bytes; throws `cannotRead` with the `strerror` text, or "is a directory".
    /// `isInput`: the data to chart, whose first 4 KB are judged as they arrive (`NULPattern`),
    /// so `/dev/zero` is refused at once; a rendered PNG read back is not.
    package static func read(
        path: String, limit: Int = ReadOptions.defaultMaxBytes, progress: ReadProgress? = nil, isInput: Bool = false
    ) throws -> [UInt8] {
        let input = try InputDescriptor(.file(path))
        defer { input.close() }
        return try readAll(
            input.descriptor, name: path, sizeHint: min(input.regularFileSize ?? 0, limit), limit: limit, progress: progress,
            judgesText: isInput)
    }

    /// The bytes of a file that must be a regular file (a theme): anything else is refused
    /// before a byte is read, with `cannotRead` saying what it is, because a FIFO would block
    /// until some writer comes (forever, for `--theme fifo`) and a device may never end. The
    /// path is checked with `stat` before it is opened, opened with `O_NONBLOCK` (so a FIFO that
    /// appears in between cannot block the open), and checked again with `fstat`.
    static func readRegularFile(path: String, limit: Int) throws -> [UInt8] {
        var info = stat()
        if stat(path, &info) == 0, let kind = notRegular(info.st_mode) {
            throw ChartError.cannotRead(path: path, reason: kind)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ChartError.cannotRead(path: path, reason: lastError()) }
        defer { _ = close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw ChartError.cannotRead(path: path, reason: lastError()) }
        if let kind = notRegular(info.st_mode) { throw ChartError.cannotRead(path: path, reason: kind) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try readAll(descriptor, name: path, sizeHint: min(Int(info.st_size), limit), limit: limit, progress: nil, judgesText: false)
    }

    /// What a file of mode `mode` is when it is not a regular file ("is a FIFO, not a regular
    /// file"); nil for a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a FIFO, not a regular file"
        case S_IFCHR, S_IFBLK: return "is a device, not a regular file"
        case S_IFSOCK: return "is a socket, not a regular file"
        default: return "is not a regular file"
        }
    }

    /// Everything on standard input until end of file: the data to chart (judged as `read`'s
    /// `isInput` says).
    static func readStandardInput(limit: Int = ReadOptions.defaultMaxBytes, progress: ReadProgress? = nil) throws -> [UInt8] {
        try readAll(STDIN_FILENO, name: "<stdin>", sizeHint: 0, limit: limit, progress: progress, judgesText: true)
    }

    /// The error for input `name` past `limit` bytes (`--max-input-size`), for every reader.
    static func tooLarge(_ name: String, limit: Int) -> ChartError {
        ChartError.badData(
            location: nil, column: nil,
            message: "\(name) is larger than \(describe(bytes: limit)), the input size limit (raise it with --max-input-size)")
    }

    /// "2 GiB", "500 MiB" or "1000 bytes", for the limit message.
    static func describe(bytes: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// Reads to the end, refusing (badData) as soon as more than `limit` bytes have arrived, so
    /// an endless pipe ends in a message, not in a crash when memory runs out, and as soon as
    /// the first 4 KB show NUL bytes that text does not hold (`NULPattern`: `/dev/zero`, UTF-16).
    ///
    /// The first `sizeHint + 1` bytes (a regular file's size) are read straight into the array's
    /// uninitialized storage, so a file costs one allocation and no zero-filling; only input
    /// that keeps coming (a pipe, a growing file) is read on in chunks. `progress` hears the
    /// bytes read so far after each read (a file is then read in 16 MiB steps).
    private static func readAll(
        _ descriptor: Int32, name: String, sizeHint: Int, limit: Int, progress: ReadProgress?, judgesText: Bool
    ) throws -> [UInt8] {
        var failure: String?
        var filled = false
        try MemoryHeadroom.require(forInput: sizeHint, name: name)
        var bytes = try [UInt8](unsafeUninitializedCapacity: max(sizeHint + 1, 64 * 1024)) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            let step = progress == nil ? Int.max : 16 << 20
            var judged = !judgesText  // whether the first bytes were judged (`NULPattern`)
            while initialized < buffer.count {
                let want = judged ? step : NULPattern.sampleBytes - initialized
                let got = systemRead(descriptor, base + initialized, min(want, buffer.count - initialized))
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                if !judged, got == 0 || initialized + got >= NULPattern.sampleBytes {
                    judged = true
                    try NULPattern.refuse(head: UnsafeBufferPointer(start: base, count: initialized + got), name: name)
                }
                if got == 0 { return }
                initialized += got
                progress?(initialized, sizeHint > 0 ? sizeHint : nil)
            }
            filled = true
        }
        if let failure { throw ChartError.cannotRead(path: name, reason: failure) }
        guard filled || bytes.count > limit else { return bytes }  // reached the end
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if bytes.count > limit {
                throw tooLarge(name, limit: limit)
            }
            let got = chunk.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemRead(descriptor, base, raw.count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw ChartError.cannotRead(path: name, reason: lastError())
            }
            if got == 0 { return bytes }
            if bytes.count + got > bytes.capacity {
                try MemoryHeadroom.require(forInput: 2 * bytes.capacity, name: name)  // the array is about to double
            }
            bytes.append(contentsOf: chunk[0..<got])
            progress?(bytes.count, nil)
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// Hears how many bytes of the input have been read, and how many are expected (a regular
/// file's size; nil for a pipe), so a frontend can show reading progress.
package typealias ReadProgress = @Sendable (_ bytesRead: Int, _ bytesExpected: Int?) -> Void

/// POSIX `read(2)`, named apart from `FileBytes.read(path:)`, which would shadow it.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
