extension JSONBatchReader {
    /// For the fuzz targets and the corpus replay (`ReaderCrossCheck`): `bytes`, which a whole read
    /// took as `whole`, fed `chunk` bytes at a time through `JSONRecordSplitter` and read batch by
    /// batch must give the whole read's cells, row by row; nil when it does (or the input would not
    /// stream), else what differs.
    package static func streamingProblem(bytes: [UInt8], format: InputFormat, whole: DataTable, chunk: Int) -> String? {
        let read = ReadOptions(format: format).resolved(bytes: bytes, pathExtension: nil)
        guard let framing = JSONRecordSplitter.framing(of: read, firstBytes: bytes) else { return nil }
        var splitter = JSONRecordSplitter(framing: framing)
        var reader: JSONBatchReader?
        var rows: [[String]] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + max(1, chunk))
            splitter.feed(Array(bytes[offset..<end]))
            offset = end
            let records = splitter.take(atEnd: offset == bytes.count)
            guard records.count > 0 else { continue }
            guard var batches = reader else {
                guard case let (first, table)? = first(records, framing: framing, read: read, name: "fuzz") else { return nil }
                reader = first
                rows = (0..<table.rowCount).map { row in table.names.indices.map { table.text(row: row, column: $0) } }
                continue
            }
            batches.ignoresNewKeys = true
            do {
                rows += try batches.streamed(records, firstRow: rows.count) { table, skipping in
                    (skipping..<table.rowCount).map { row in batches.names.indices.map { table.text(row: row, column: $0) } }
                }
            } catch {
                return "a batch of an input read whole failed: \(error)"
            }
        }
        guard let names = reader?.names else { return nil }
        guard rows.count == whole.rowCount else { return "streamed \(rows.count) rows, whole \(whole.rowCount)" }
        for (index, name) in names.enumerated() {
            guard let column = whole.names.firstIndex(of: name) else { return "streamed column \(name) is not the whole read's" }
            for row in rows.indices where rows[row][index] != whole.text(row: row, column: column) {
                return "row \(row) column \(name): streamed \(rows[row][index]), whole \(whole.text(row: row, column: column))"
            }
        }
        return nil
    }
}
