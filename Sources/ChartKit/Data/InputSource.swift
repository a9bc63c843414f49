/// Where a table's bytes come from, so errors can name the file or `<stdin>`.
package enum InputSource: Sendable, Equatable {
    /// A file path, as the user gave it.
    case file(String)
    /// Standard input.
    case stdin

    /// The name error messages use: the path as given, or `<stdin>`.
    package var displayName: String {
        switch self {
        case let .file(path): return path
        case .stdin: return "<stdin>"
        }
    }
}

extension InputSource {
    /// Every byte of the file or of standard input, up to `limit` (`--max-input-size`).
    func bytes(limit: Int, progress: ReadProgress? = nil) throws -> [UInt8] {
        switch self {
        case let .file(path): return try FileBytes.read(path: path, limit: limit, progress: progress, isInput: true)
        case .stdin: return try FileBytes.readStandardInput(limit: limit, progress: progress)
        }
    }

    /// The file's extension, which helps pick the format; nil for standard input.
    var pathExtension: String? {
        guard case let .file(path) = self else { return nil }
        return TableReader.pathExtension(of: path)
    }
}
