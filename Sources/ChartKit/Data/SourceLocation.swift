/// Where a value came from, as an editor shows it, so an error can send the user straight to it.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it, or `<stdin>`.
    public var file: String
    /// 1-based line of the file (a header row is line 1).
    public var line: Int
    /// 1-based character column (Unicode scalars, not bytes) where the value starts.
    public var column: Int
    /// For JSON input, the path of the value, e.g. `$[3].y`.
    public var jsonPath: String?

    public init(file: String, line: Int, column: Int, jsonPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    /// `file:line:col`, plus ` $path` for JSON.
    public var description: String {
        var text = "\(file):\(line):\(column)"
        if let jsonPath { text += " \(jsonPath)" }
        return text
    }
}
