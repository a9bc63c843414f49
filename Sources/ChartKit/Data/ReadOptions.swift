/// How to interpret input bytes, gathered in one value so flags map onto it one-to-one.
package struct ReadOptions: Sendable, Equatable {
    /// The default `maxBytes`: 2 GiB. A table in memory keeps its input plus a 4-byte offset and,
    /// for numeric columns, an 8-byte `Double` per cell: about 2.5 times a numeric CSV, up to
    /// about five times for text-heavy or JSON shapes read through the general parser. So this
    /// keeps a runaway pipe (`yes 1 | chart line`) to at most about 10 GB, below this machine
    /// class's memory, and fails with a message instead of a crash.
    package static let defaultMaxBytes = 2 << 30

    /// The format; `nil` means by file extension, else sniffed from the content.
    package var format: InputFormat?
    /// Whether the first row is a header (default: sniffed).
    package var header: HeaderMode
    /// Input larger than this many bytes is refused (exit 65) as soon as it is seen.
    package var maxBytes: Int
    /// More data rows than this are refused (exit 65); nil for no limit.
    package var maxRows: Int?
    /// The field separator of delimited text (`--separator`); nil: tab for TSV, else `,`, `;`,
    /// tab or `|` as the first lines show (`FormatSniffer.separator`). Given, it means delimited text.
    package var separator: UInt8?
    /// Set when the separator was sniffed and could not be told (`SeparatorDoubt`): reading
    /// delimited text then stops at the header, whichever reader (whole or streamed) reads it.
    package var separatorDoubt: SeparatorDoubt?
    /// Whether numbers are written with a decimal comma (`1.234,5`, `--decimal-comma`).
    package var decimalComma: Bool
    /// Where warnings found while reading go (`ChartPipeline` sets it); nil: nowhere.
    package var notes: ReadNotes?
    /// Where a stream's batches gather the decimal-comma checks of its whole input, settled after
    /// the last batch (`DecimalCommaVerdict`); nil: a whole read, judged and settled as it is read.
    package var verdict: DecimalCommaVerdict?
    /// How a stream's later batch's lines map to the input's, for the cells the verdict names.
    package var batchLines: DecimalCommaVerdict.LineShift?

    package init(
        format: InputFormat? = nil, header: HeaderMode = .auto,
        maxBytes: Int = ReadOptions.defaultMaxBytes, maxRows: Int? = nil,
        separator: UInt8? = nil, decimalComma: Bool = false
    ) {
        self.format = format
        self.header = header
        self.maxBytes = maxBytes
        self.maxRows = maxRows
        self.separator = separator
        self.decimalComma = decimalComma
    }

    /// These options with the format and, for delimited text, the separator decided for an
    /// input that starts with `bytes`: `--format`, else delimited text when `--separator` is
    /// given, else the extension, else the content. Decided once per input, so every batch of
    /// a stream is read as its first was.
    func resolved(bytes: [UInt8], pathExtension: String?) -> ReadOptions {
        var result = self
        let format =
            self.format ?? (separator != nil ? .csv : nil)
            ?? pathExtension.flatMap(InputFormat.init(pathExtension:)) ?? FormatSniffer.format(of: bytes)
        result.format = format
        if result.separator == nil {
            switch format {
            case .tsv: result.separator = ASCII.tab
            case .csv: (result.separator, result.separatorDoubt) = FormatSniffer.separator(of: bytes)
            case .whitespace, .json, .ndjson: break
            }
        }
        return result
    }

    /// The separator of resolved delimited options (`,` when none was decided).
    var delimiter: UInt8 { separator ?? ASCII.comma }

    /// The same options with `header` and no size limit: how a batch of a stream is read.
    func batch(header: HeaderMode) -> ReadOptions {
        var result = self
        result.header = header
        result.maxBytes = Int.max
        result.maxRows = nil
        return result
    }

    /// `batch(header:)` for a batch after the first: its warnings were the first batch's to give.
    func laterBatch(header: HeaderMode) -> ReadOptions {
        var result = batch(header: header)
        result.notes = nil
        return result
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
