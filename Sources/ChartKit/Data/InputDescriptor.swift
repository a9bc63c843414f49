#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or standard input opened for reading, with the readers' messages when it cannot be:
/// the system's reason ("No such file or directory") or "is a directory". Shared by the
/// incremental readers (`ChunkedInput` for streaming, `LiveByteStream` for `--follow`).
struct InputDescriptor {
    let descriptor: Int32
    /// Whether chart opened it (a file), so must close it; standard input stays open.
    let closes: Bool
    /// A regular file's size; nil for a pipe, FIFO or terminal.
    let regularFileSize: Int?

    init(_ source: InputSource) throws {
        switch source {
        case .stdin:
            descriptor = STDIN_FILENO
            closes = false
        case let .file(path):
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ChartError.cannotRead(path: path, reason: String(cString: strerror(errno))) }
            closes = true
        }
        var info = stat()
        if fstat(descriptor, &info) != 0 || info.st_mode & S_IFMT == S_IFDIR {
            let reason = info.st_mode & S_IFMT == S_IFDIR ? "is a directory" : String(cString: strerror(errno))
            if closes { systemClose(descriptor) }
            throw ChartError.cannotRead(path: source.displayName, reason: reason)
        }
        regularFileSize = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
    }

    /// Closes a file chart opened; leaves standard input alone.
    func close() {
        if closes { systemClose(descriptor) }
    }
}

/// POSIX `close(2)`, named apart from `InputDescriptor.close()`, which would shadow it.
private func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}
