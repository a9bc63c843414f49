#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file or stdin with POSIX calls, so failures carry the system's own reason
/// ("No such file or directory") rather than a Foundation error domain.
enum FileBytes {
    /// The file's bytes; throws `cannotRead` with the `strerror` text, or "is a directory".
    static func read(path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ChartError.cannotRead(path: path, reason: lastError()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ChartError.cannotRead(path: path, reason: lastError()) }
        if info.st_mode & S_IFMT == S_IFDIR { throw ChartError.cannotRead(path: path, reason: "is a directory") }
        let expected = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        return try readAll(descriptor, name: path, sizeHint: expected)
    }

    /// Everything on standard input until end of file.
    static func readStandardInput() throws -> [UInt8] {
        try readAll(STDIN_FILENO, name: "<stdin>", sizeHint: 0)
    }

    private static func readAll(_ descriptor: Int32, name: String, sizeHint: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = max(sizeHint + 1, 64 * 1024)
        var count = 0
        while true {
            if count == capacity { capacity *= 2 }
            if bytes.count < capacity { bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemRead(descriptor, base + count, capacity - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw ChartError.cannotRead(path: name, reason: lastError())
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// POSIX `read(2)`, named apart from `FileBytes.read(path:)`, which would shadow it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
