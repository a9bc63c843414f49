/// What the stream readers need of a splitter: bytes in, whole records out. `RecordSplitter`
/// cuts CSV, TSV and whitespace text; `JSONRecordSplitter` NDJSON and JSON arrays of objects.
protocol RecordCutter {
    /// Adds bytes that arrived.
    mutating func feed(_ bytes: [UInt8])
    /// Removes and returns the complete records at the front; with `atEnd` (the input ended)
    /// whatever remains is the last batch.
    mutating func take(atEnd: Bool) -> RecordSplitter.Records
}

extension RecordSplitter: RecordCutter {}
