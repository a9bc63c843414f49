/// Finds the error a whole read of a streamed JSON input would report, once a batch has failed.
///
/// A whole read checks the input's encoding first, then (an array) its syntax, then each row's
/// shape, then `--max-rows`, and only then the cells; a streamed read meets failures batch by
/// batch. So the first failure is not thrown at once: the batches already cut have each recorded
/// theirs here (`record`), the rest of the input is read and checked (cells not looked at), and
/// the failure of the earliest check, first by input order among equals, is thrown. A key the
/// first batch lacked is not a failure of a whole read: the input is then read whole (a file
/// again, standard input from the splitter's `InputCopy` and what is left), and the answer is
/// whatever that gives; without a copy (none could be made) it fails with the key's location.
final class JSONStreamSettlement: @unchecked Sendable {
    private let lock = Lock()
    /// Failures of the batches cut so far, with the first row of their batch.
    private var failures: [(row: Int, failure: JSONBatchFailure)] = []

    /// Notes `error` (thrown reading the batch whose first row is `row`) when it is a batch's
    /// failure; safe from the batches' threads.
    func record(_ error: any Error, row: Int) {
        guard let failure = error as? JSONBatchFailure else { return }
        lock.lock()
        failures.append((row, failure))
        lock.unlock()
    }

    /// Throws what a whole read of `source` throws after `error` stopped a streamed read of it, or
    /// returns the table a whole read gives (a key seen late in a file). `rows` were cut before
    /// what `splitter`, `rest` (bytes read but not yet fed to it) and `input` still hold.
    func settle(
        _ error: any Error, input: ChunkedInput, splitter: inout JSONRecordSplitter, rest: ArraySlice<[UInt8]> = [], reader: JSONBatchReader,
        rows: Int, options: ReadOptions, source: InputSource
    ) throws -> DataTable {
        record(error, row: Int.max)  // a failure no batch recorded (sequential readers) ranks last among equals
        lock.lock()
        let recorded = failures.min { ($0.failure.kind, $0.row) < ($1.failure.kind, $1.row) }?.failure
        lock.unlock()
        guard var found = recorded else { throw error }  // not the data's: reading, writing the spill
        var rows = rows
        // The encoding is checked on the whole input before anything else: an earlier one wins.
        var rest = rest
        while (!rest.isEmpty || !input.ended) && found.kind != .encoding {
            if let bytes = rest.popFirst() { splitter.refeed(bytes) } else { splitter.feed(try input.next(4 << 20)) }
            let records = splitter.take(atEnd: input.ended && rest.isEmpty)
            guard records.count > 0 else { continue }
            if let failure = reader.check(records, firstRow: rows), failure.kind < found.kind { found = failure }
            rows += records.count
        }
        if found.kind <= .structure { throw found.error }
        if let maxRows = options.maxRows, rows > maxRows { throw ReadOptions.tooManyRows(rows, limit: maxRows, in: input.name) }
        guard found.kind == .newKey else { throw found.error }
        if case .file = source { return try TableReader(options: options).read(source) }
        guard let copy = splitter.copy else { throw found.error }
        return try TableReader(options: options).read(bytes: copy.bytes() + input.readRest(), name: input.name, pathExtension: nil)
    }
}
