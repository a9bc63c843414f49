/// Where a table's bytes come from, so errors can name the file or `<stdin>`.
public enum InputSource: Sendable, Equatable {
    /// A file path, as the user gave it.
    case file(String)
    /// Standard input.
    case stdin

    /// The name error messages use: the path as given, or `<stdin>`.
    public var displayName: String {
        switch self {
        case let .file(path): return path
        case .stdin: return "<stdin>"
        }
    }
}
