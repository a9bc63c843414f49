/// A copy of a streamed standard input's bytes in an unnamed temporary file, so a JSON stream that
/// meets a key its first batch lacked can still be read whole, as a file would be read again.
///
/// Made only when such a key would change what is drawn (the chart did not name its columns).
/// A failed write is remembered and thrown only if the copy is needed.
final class InputCopy {
    private let file: SpillFile
    private var count = 0
    private var failure: (any Error)?

    /// A new copy in `folder`; nil when no file can be made there.
    init?(folder: String) {
        guard let file = SpillFile(folder: folder, contents: "input") else { return nil }
        self.file = file
    }

    /// Adds the bytes that follow those already copied.
    func append(_ bytes: [UInt8]) {
        append(bytes[...])
    }

    /// Adds the bytes that follow those already copied.
    func append(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil else { return }
        do {
            try file.write(bytes: bytes)
            count += bytes.count
        } catch {
            failure = error
        }
    }

    /// Every byte copied, in order.
    func bytes() throws -> [UInt8] {
        if let failure { throw failure }
        try MemoryHeadroom.require(forInput: count, name: "the copy of standard input")
        return try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            try file.read(into: UnsafeMutableRawBufferPointer(buffer), at: 0)
            initialized = count
        }
    }
}
