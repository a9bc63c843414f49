/// Checks that the readers' fast paths agree with the plain ones, for the fuzz targets and the
/// corpus replay in the tests: numbers parsed while reading must be what `ValueParser` makes of
/// each cell's text, and a JSON table read without a value tree must equal the one read with it.
///
/// Public only so `ChartTestSupport` can call it; charts never need it.
package enum ReaderCrossCheck {
    /// nil when `bytes` read as `format` is consistent (or fails the same way on both paths);
    /// else what differs.
    package static func problem(bytes: [UInt8], format: InputFormat) -> String? {
        let table: DataTable
        do {
            table = try TableReader(options: ReadOptions(format: format)).read(bytes: bytes, name: "fuzz", pathExtension: nil)
        } catch {
            return nil
        }
        if let problem = numbersProblem(table) ?? directRowsProblem(bytes: bytes, format: format) ?? ndjsonRowsProblem(bytes: bytes)
            ?? (format == .json ? arrayRowsProblem(bytes: bytes) : nil)
        {
            return problem
        }
        // Streamed in batches (`Live/`), a table read whole must come out the same.
        for chunk in [7, 64] {
            if let problem = JSONBatchReader.streamingProblem(bytes: bytes, format: format, whole: table, chunk: chunk) { return problem }
        }
        let framing: JSONStreamReader.Framing
        switch format {
        case .json: framing = .arrayOfObjects
        case .ndjson: framing = .ndjson
        case .csv, .tsv, .whitespace: return nil
        }
        guard JSONStreamReader(framing: framing).read(bytes: bytes, name: "fuzz") != nil else { return nil }
        do {
            let general =
                framing == .ndjson
                ? try NDJSONReader().readGeneral(bytes: bytes, name: "fuzz")
                : try JSONReader(header: .auto).readGeneral(bytes: bytes, name: "fuzz")
            return general == table ? nil : "the streamed JSON table differs from the general reader's"
        } catch {
            return "the streamed JSON reader accepted input the general reader rejects: \(error)"
        }
    }

    /// Whether a streamed line chart's direct CSV batch parser (`DelimitedRowParser`) agrees with
    /// the normal reader on the records after the first, read as a later batch: the same rows
    /// bit for bit whenever it reads them, and never rows where the normal reader fails.
    static func directRowsProblem(bytes: [UInt8], format: InputFormat) -> String? {
        guard format == .csv || format == .tsv else { return nil }
        let read = ReadOptions(format: format).resolved(bytes: bytes, pathExtension: nil)
        var splitter = RecordSplitter(mode: LiveTableReader.splitterMode(for: read))
        splitter.feed(bytes)
        let all = splitter.take(atEnd: true)  // its byte order mark kept, as a stream's first batch keeps it
        guard let rest = all.splittingFirst()?.rest, rest.count > 0,
            case let (reader, table)? = try? LiveTableReader.first(all, read: read, header: .auto, name: "fuzz"),
            let columns = try? LiveLineColumns(first: table, builder: LineChartBuilder()),
            let direct = DelimitedRowParser(read: read, columns: columns, width: table.columnCount)?.rows(rest, firstRow: 0)
        else { return nil }
        return rowsProblem(direct, normal: try? reader.streamed(rest, { try columns.typed($0, firstRow: 0, skipping: $1) }))
    }

    /// Whether the direct NDJSON batch parser (`JSONRowParser`) agrees with the batch reader
    /// (`JSONBatchReader`) on the records after the first, read as a later batch, as above.
    static func ndjsonRowsProblem(bytes: [UInt8]) -> String? {
        var splitter = JSONRecordSplitter(framing: .ndjson)
        splitter.feed(bytes)
        let all = splitter.take(atEnd: true)
        guard all.count > 1, let rest = all.splittingFirst()?.rest,
            case let (reader, table)? = JSONBatchReader.first(
                all.prefix(beforeLine: all.starts[1].line), framing: .ndjson,
                read: ReadOptions(format: .ndjson).resolved(bytes: bytes, pathExtension: nil), name: "fuzz"),
            let columns = try? LiveLineColumns(first: table, builder: LineChartBuilder()),
            let direct = JSONRowParser(reader: reader, columns: columns)?.rows(rest, firstRow: 0)
        else { return nil }
        return rowsProblem(direct, normal: try? reader.streamed(rest, firstRow: 0) { try columns.typed($0, firstRow: 0, skipping: $1) })
    }

    /// Whether `JSONRowParser` agrees with the batch reader on an array's last element, read as
    /// a later batch (what follows the splitter's last cut, with the array's end and anything
    /// after it), as above.
    static func arrayRowsProblem(bytes: [UInt8]) -> String? {
        var splitter = JSONRecordSplitter(framing: .arrayOfObjects)
        splitter.feed(bytes)
        let first = splitter.take(atEnd: false)
        let rest = splitter.take(atEnd: true)
        guard first.count > 0, rest.count > 0,
            case let (reader, table)? = JSONBatchReader.first(
                first, framing: .arrayOfObjects, read: ReadOptions(format: .json).resolved(bytes: bytes, pathExtension: nil), name: "fuzz"),
            let columns = try? LiveLineColumns(first: table, builder: LineChartBuilder()),
            let direct = JSONRowParser(reader: reader, columns: columns)?.rows(rest, firstRow: 0)
        else { return nil }
        return rowsProblem(direct, normal: try? reader.streamed(rest, firstRow: 0) { try columns.typed($0, firstRow: 0, skipping: $1) })
    }

    /// What differs between a direct parser's rows and the normal reader's (nil: it failed).
    private static func rowsProblem(_ direct: LiveRows, normal: LiveRows?) -> String? {
        guard let normal else { return "the direct batch parser read records the normal reader rejects" }
        let bits = { (rows: LiveRows) in ([rows.positions] + rows.values).map { $0.map(\.bitPattern) } }
        return bits(direct) == bits(normal) ? nil : "the direct batch parser's rows differ from the normal reader's"
    }

    /// Whether every column's parsed numbers and counts match its cells' text.
    static func numbersProblem(_ table: DataTable) -> String? {
        for column in 0..<table.columnCount {
            guard let parsed = table.cells[column].numbers else { continue }
            var expected = NumericColumn()
            for row in 0..<table.rowCount {
                var text = table.text(row: row, column: column)
                text.withUTF8 { expected.append($0) }
            }
            let same =
                expected.values.count == parsed.values.count
                && zip(expected.values, parsed.values).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }
                && expected.blanks == parsed.blanks && expected.others == parsed.others && expected.huge == parsed.huge
            if !same { return "column \(column + 1): numbers parsed while reading differ from the cells' text" }
        }
        return nil
    }
}
