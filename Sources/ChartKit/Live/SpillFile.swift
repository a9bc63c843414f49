#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An unnamed temporary file of `Double`s, where a streamed chart keeps what does not fit in
/// memory (`LineSpill`'s rows, `HistSpill`'s values).
///
/// It is unlinked as soon as it is made, so nothing is left behind however chart exits; the
/// descriptor is closed with the object. A failed write or read is an I/O error that says what
/// was being kept and, when the disk is full, to point TMPDIR elsewhere.
final class SpillFile {
    private let descriptor: Int32
    /// What the file holds, for messages: "rows", "values".
    private let contents: String

    /// A new file in `folder`; nil when none can be made there (the caller keeps its data in memory).
    init?(folder: String, contents: String) {
        var template = Array("\(folder)/chart-\(contents)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard made >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        descriptor = made
        self.contents = contents
    }

    deinit {
        close(descriptor)
    }

    /// Appends `values` at the end of the file.
    func write(_ values: [Double]) throws {
        try values.withUnsafeBytes { try write(raw: $0) }
    }

    /// Appends `bytes` at the end of the file.
    func write(bytes: ArraySlice<UInt8>) throws {
        try bytes.withUnsafeBytes { try write(raw: $0) }
    }

    private func write(raw buffer: UnsafeRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let wrote = systemWrite(descriptor, base + done, buffer.count - done)
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { throw failure("write") }
            done += wrote
        }
    }

    /// Fills `buffer` from the file's bytes at `offset`; the file must hold them all.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                if got == 0 { errno = EIO }  // the file is shorter than what was written
                throw failure("read back")
            }
            done += got
        }
    }

    private func failure(_ action: String) -> ChartError {
        let reason = String(cString: strerror(errno))
        let hint = errno == ENOSPC ? " (set TMPDIR to a folder with space)" : ""
        return ChartError.io("cannot \(action) the temporary copy of the \(contents): \(reason)\(hint)")
    }
}

/// The C `write`, which `SpillFile.write` hides inside the class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
