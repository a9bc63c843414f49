/// How to interpret input bytes, gathered in one value so flags map onto it one-to-one.
public struct ReadOptions: Sendable, Equatable {
    /// The default `maxBytes`: 2 GiB. A table in memory keeps its input plus a 4-byte offset and,
    /// for numeric columns, an 8-byte `Double` per cell: about 2.5 times a numeric CSV, up to
    /// about five times for text-heavy or JSON shapes read through the general parser. So this
    /// keeps a runaway pipe (`yes 1 | chart line`) to at most about 10 GB, below this machine
    /// class's memory, and fails with a message instead of a crash.
    public static let defaultMaxBytes = 2 << 30

    /// The format; `nil` means by file extension, else sniffed from the content.
    public var format: InputFormat?
    /// Whether the first row is a header (default: sniffed).
    public var header: HeaderMode
    /// Input larger than this many bytes is refused (exit 65) as soon as it is seen.
    public var maxBytes: Int
    /// More data rows than this are refused (exit 65); nil for no limit.
    public var maxRows: Int?

    public init(format: InputFormat? = nil, header: HeaderMode = .auto,
                maxBytes: Int = ReadOptions.defaultMaxBytes, maxRows: Int? = nil) {
        self.format = format
        self.header = header
        self.maxBytes = maxBytes
        self.maxRows = maxRows
    }

    /// Throws when `table` has more rows than `maxRows`.
    func checkRowCount(of table: DataTable) throws {
        guard let maxRows, table.rowCount > maxRows else { return }
        throw Self.tooManyRows(table.rowCount, limit: maxRows, in: table.source)
    }

    /// The error for `count` data rows in input `name`, past `--max-rows` (also counted while streaming).
    static func tooManyRows(_ count: Int, limit: Int, in name: String) -> ChartError {
        ChartError.badData(location: nil, column: nil, message: "\(name) has \(count) data rows, more than the limit of \(limit) (--max-rows)")
    }
}
