/// What the guessed split (`SpeculativeSplit`) needs of a batch parser that reads plain rows
/// straight into typed rows (`DelimitedRowParser`, `JSONRowParser`).
protocol DirectRowParser {
    /// The typed rows of `bytes` if they hold exactly `count` records, row numbers counted from
    /// `firstRow`; nil when they hold anything the parser does not read exactly as the normal
    /// reader, or another number of records.
    func rows(_ bytes: [UInt8], count: Int, firstRow: Int) -> LiveRows?
    /// Whether x is the row number (no x column), so a batch's rows depend on where it starts.
    var rowNumbersAsX: Bool { get }
    /// The fewest bytes a record takes with its line end, so a batch of blank lines is not
    /// counted as that many records (and their rows allocated) before the parse refuses it.
    var minimumRecordBytes: Int { get }
    /// How the guessed split cuts the input for it.
    var cut: SpeculativeSplit.Cut { get }
    /// The typed rows of `bytes` and their line feeds, read without counting the line ends
    /// first, when the parser can tell from its own pass that each line feed ends one record
    /// and there is no CR; nil to have them counted (`SpeculativeSplit.rows`).
    func rowsCountingLines(_ bytes: [UInt8], last: Bool) -> (rows: LiveRows, lineFeeds: Int)?
}

extension DirectRowParser {
    func rowsCountingLines(_ bytes: [UInt8], last: Bool) -> (rows: LiveRows, lineFeeds: Int)? { nil }
}

extension DelimitedRowParser: DirectRowParser {
    /// A field separator between each two fields, and the line end.
    var minimumRecordBytes: Int { width }
    var cut: SpeculativeSplit.Cut { .lineEnd }
}

extension JSONRowParser: DirectRowParser {
    /// `{}` and a line end (NDJSON) or a comma (an array).
    var minimumRecordBytes: Int { 3 }
    /// NDJSON after a line end, an array at an element's `,`.
    var cut: SpeculativeSplit.Cut { framing == .ndjson ? .lineEnd : .arrayElement }
}
