/// What the stream readers need of a splitter: bytes in, whole records out. `RecordSplitter`
/// cuts CSV, TSV and whitespace text; `JSONRecordSplitter` NDJSON and JSON arrays of objects.
protocol RecordCutter {
    /// Adds bytes that arrived.
    mutating func feed(_ bytes: [UInt8])
    /// Adds bytes that were read before and already kept where the cutter keeps a copy of its
    /// input (`JSONRecordSplitter.copy`), so they are not kept twice.
    mutating func refeed(_ bytes: [UInt8])
    /// Removes and returns the complete records at the front; with `atEnd` (the input ended)
    /// whatever remains is the last batch.
    mutating func take(atEnd: Bool) -> RecordSplitter.Records
    /// The 1-based line of the first byte not yet taken.
    var nextLine: Int { get }
    /// The 1-based column of that byte: 1 but for a JSON array, whose batches are cut mid-line.
    var nextColumn: Int { get }
    /// Right after `take(atEnd: false)`: removes and returns the bytes not yet taken (the start
    /// of an unfinished record), leaving the cutter as new but past the input's start, at
    /// `nextLine`.
    mutating func takeRest() -> [UInt8]
    /// Forgets everything fed: the next byte fed starts a record on line `line` in mid-input
    /// (no byte order mark is looked for).
    mutating func restart(atLine line: Int)
    /// `restart(atLine:)` with the next byte at `column` of that line (a JSON array's next
    /// element after its `,`; other cutters start a record at a line's start only).
    mutating func restart(atLine line: Int, column: Int)
}

extension RecordSplitter: RecordCutter {
    var nextColumn: Int { 1 }

    mutating func restart(atLine line: Int, column: Int) {
        restart(atLine: line)
    }
}
