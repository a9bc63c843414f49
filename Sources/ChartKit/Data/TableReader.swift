/// The entry point of the Data stage: turns input bytes (a file, stdin or a buffer) into a
/// `DataTable`, choosing the reader by `--format`, the file extension, or the content.
///
/// Every reader keeps the line and column of each cell so later stages can report
/// `FILE:LINE:COL (column "NAME"): …`. Input without data rows is an error naming the input.
package struct TableReader: Sendable {
    /// Format and header choices.
    package var options: ReadOptions
    /// Told the bytes read so far while the input is read (for a progress line).
    package var progress: ReadProgress?

    package init(options: ReadOptions = ReadOptions(), progress: ReadProgress? = nil) {
        self.options = options
        self.progress = progress
    }

    /// Reads a whole file or all of stdin, then parses it.
    ///
    /// Throws `ChartError.cannotRead` (with the system's reason, or "is a directory") when the
    /// input cannot be read, and `ChartError.badData` when its content is wrong.
    package func read(_ source: InputSource) throws -> DataTable {
        switch source {
        case let .file(path):
            let bytes = try FileBytes.read(path: path, limit: options.maxBytes, progress: progress, isInput: true)
            return try read(bytes: bytes, name: source.displayName, pathExtension: Self.pathExtension(of: path))
        case .stdin:
            return try read(
                bytes: FileBytes.readStandardInput(limit: options.maxBytes, progress: progress), name: source.displayName,
                pathExtension: nil)
        }
    }

    /// Parses `bytes`; `name` is used in error messages, and `pathExtension` (without the dot, any
    /// case) picks the format when `options.format` is `nil`.
    ///
    /// Input whose first bytes show NUL bytes as UTF-16, UTF-32 or binary data do is refused for
    /// what it is (`NULPattern`). A batch of a stream passes `startsInput: false`: its input was
    /// judged by its first bytes as they were read (`ChunkedInput`, `LiveByteStream`), so a short
    /// first batch of a long input is judged as a whole read judges it.
    package func read(bytes: [UInt8], name: String, pathExtension: String?, startsInput: Bool = true) throws -> DataTable {
        if startsInput { try NULPattern.refuse(head: bytes, name: name) }
        let options = options.resolved(bytes: bytes, pathExtension: pathExtension)
        let table: DataTable
        switch options.format ?? .csv {
        case .csv, .tsv: table = try readDelimited(bytes: bytes, name: name, options: options)
        case .whitespace: table = try WhitespaceReader(header: options.header).read(bytes: bytes, name: name)
        case .json: table = try JSONReader(header: options.header).read(bytes: bytes, name: name)
        case .ndjson: table = try NDJSONReader().read(bytes: bytes, name: name)
        }
        try options.checkRowCount(of: table)
        return table
    }

    /// CSV or TSV with the resolved separator. Numbers with a decimal comma are rewritten to C
    /// form first with `--decimal-comma`, and named in an error without it in a `;`-separated
    /// input, where numbers that may hold thousands dots are named in a warning (`DecimalComma`);
    /// the comma-separated default path does neither. Those checks judge whole columns: a stream's
    /// batch adds to its input's `verdict`, settled after the last batch; a whole read settles here.
    private func readDelimited(bytes: [UInt8], name: String, options: ReadOptions) throws -> DataTable {
        if let doubt = options.separatorDoubt { throw doubt.error(name: name) }
        let reader = CSVReader(delimiter: options.delimiter, header: options.header)
        let verdict = options.verdict ?? DecimalCommaVerdict()
        guard options.decimalComma else {
            let table = try reader.read(bytes: bytes, name: name)
            if options.delimiter == ASCII.semicolon {
                verdict.add(table, check: .unread, lines: options.batchLines)
                if options.verdict == nil { try verdict.settle(notes: options.notes) }
            }
            return table
        }
        var rewritten = bytes
        let pointDecimals = DecimalComma.rewrite(&rewritten, separator: options.delimiter)
        let table = try reader.read(bytes: rewritten, name: name)
        verdict.add(table, check: .pointDecimals, pointDecimals: pointDecimals, lines: options.batchLines)
        if options.verdict == nil { try verdict.settle(notes: options.notes) }
        return table
    }

    /// The text after the last `.` of the path's last component, or `nil` when there is none.
    static func pathExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }
}
