/// Reads the batches of a streamed NDJSON input or JSON array of flat objects with the normal JSON
/// readers, so each batch gives the cells, locations and errors a whole read gives there.
///
/// The first batch is read as a whole input and fixes the columns. Every later batch is read as
/// one document with an object in front that holds each of those keys, with a value the first
/// batch already read well in that column, or `null`.
///
/// The reader then makes the first batch's columns in their order. A key missing from the batch
/// becomes an empty column, located at each object's `{` as a whole read places it, and a key
/// first seen later becomes a column after them. The front object's row is dropped (`skipping`
/// 1), and a location in the batch is moved to the input's own line, column and `$[row]`.
///
/// Failures are thrown as `JSONBatchFailure`, classified so `JSONStreamSettlement` can pick the one
/// a whole read reports: it checks the whole input's encoding first, then its syntax, then its
/// shape, then the cells.
struct JSONBatchReader: Sendable {
    let read: ReadOptions
    let name: String
    let framing: JSONRecordSplitter.Framing
    /// The first batch's columns.
    let names: [String]
    /// Whether keys first seen after the first batch may be left out: the chart named every
    /// column it uses, so a whole read would draw the same. Otherwise such a key is a failure.
    var ignoresNewKeys = false
    /// What goes before a batch's bytes: `[` + the keys' object + `,` and a line end for an array,
    /// the object and a line end for NDJSON.
    private let prefix: [UInt8]
    /// Rows and lines the prefix holds before the batch's first byte.
    private var prefixLines: Int { 1 }

    /// Reads the first batch as a whole input; nil when it fails or is not the framing's objects
    /// (the caller then reads the input whole, which gives whatever a whole read gives).
    static func first(_ records: RecordSplitter.Records, framing: JSONRecordSplitter.Framing, read: ReadOptions, name: String)
        -> (JSONBatchReader, DataTable)?
    {
        guard
            let table = try? TableReader(options: read.batch(header: read.header)).read(
                bytes: records.bytes, name: name, pathExtension: nil),
            table.jsonPaths == (framing == .ndjson ? .ndjson : .arrayOfObjects), table.rowCount == records.count
        else { return nil }
        var object: [UInt8] = [UInt8(ascii: "{")]
        for (column, key) in table.names.enumerated() {
            if column > 0 { object.append(UInt8(ascii: ",")) }
            // A cell the first batch already read well, so the dropped row passes every check.
            let sample = (0..<table.rowCount).lazy.map { table.text(row: $0, column: column) }.first { !$0.isEmpty }
            object += Self.quoted(key) + [UInt8(ascii: ":")] + (sample.map(Self.quoted) ?? Array("null".utf8))
        }
        object.append(UInt8(ascii: "}"))
        let prefix = framing == .ndjson ? object + [ASCII.lf] : [UInt8(ascii: "[")] + object + [UInt8(ascii: ","), ASCII.lf]
        return (JSONBatchReader(read: read, name: name, framing: framing, names: table.names, prefix: prefix), table)
    }

    /// The first batch of a long NDJSON input or JSON array of flat objects, read; nil, with the
    /// bytes given back, when the input is to be read whole.
    ///
    /// An input is read whole when it is not long, of another format or shape, or when its first
    /// batch fails. Otherwise the result holds the reader for later batches, the first batch's
    /// table, the splitter holding what follows, and the batch's bytes, to give back with
    /// `input.unread` if the caller reads whole after all.
    static func start(_ input: ChunkedInput, options: ReadOptions, extensionName: String?, threshold: Int, batchBytes: Int) throws
        -> (reader: JSONBatchReader, table: DataTable, splitter: JSONRecordSplitter, bytes: [UInt8])?
    {
        guard let bytes = try input.firstBatch(threshold: threshold, batchBytes: batchBytes) else { return nil }
        let read = options.resolved(bytes: bytes, pathExtension: extensionName)
        guard let framing = JSONRecordSplitter.framing(of: read, firstBytes: bytes) else {
            input.unread(bytes)
            return nil
        }
        var splitter = JSONRecordSplitter(framing: framing)
        splitter.feed(bytes)
        let records = splitter.take(atEnd: false)
        guard records.count > 1, case let (reader, table)? = first(records, framing: framing, read: read, name: input.name) else {
            input.unread(bytes)
            return nil
        }
        return (reader, table, splitter, bytes)
    }

    /// Makes `splitter` keep a copy of standard input (from its first `bytes` on) when a key seen
    /// late would make the input be read whole (`ignoresNewKeys` false).
    func keepCopy(of source: InputSource, in splitter: inout JSONRecordSplitter, first bytes: [UInt8], folder: String) {
        guard case .stdin = source, !ignoresNewKeys else { return }
        splitter.copy = InputCopy(folder: folder)
        splitter.copy?.append(bytes)
    }

    private init(read: ReadOptions, name: String, framing: JSONRecordSplitter.Framing, names: [String], prefix: [UInt8]) {
        self.read = read
        self.name = name
        self.framing = framing
        self.names = names
        self.prefix = prefix
    }

    /// A later batch, whose first row is row `firstRow` of the input, handed to `body` as read
    /// with how many leading rows to skip (the keys' object). Throws `JSONBatchFailure`.
    func streamed<T>(_ records: RecordSplitter.Records, firstRow: Int, _ body: (DataTable, _ skipping: Int) throws -> T) throws -> T {
        let bytes = prefix + records.bytes
        let table: DataTable
        do {
            table = try TableReader(options: read.laterBatch(header: .present)).read(bytes: bytes, name: name, pathExtension: nil, startsInput: false)
        } catch {
            throw JSONBatchFailure(kind: kind(ofFailureIn: bytes), error: moved(error, records, firstRow: firstRow))
        }
        let result: T
        do {
            result = try body(table, 1)
        } catch {
            throw JSONBatchFailure(kind: .cell, error: moved(error, records, firstRow: firstRow))
        }
        if table.names.count > names.count && !ignoresNewKeys {
            throw JSONBatchFailure(kind: .newKey, error: newKey(in: table, records, firstRow: firstRow))
        }
        return result
    }

    /// The failure reading a later batch gives (cells not looked at), or nil.
    func check(_ records: RecordSplitter.Records, firstRow: Int) -> JSONBatchFailure? {
        do {
            _ = try streamed(records, firstRow: firstRow) { _, _ in () }
            return nil
        } catch let failure as JSONBatchFailure {
            return failure
        } catch {
            return JSONBatchFailure(kind: .syntax, error: error)
        }
    }

    /// Which check of a whole read fails on `bytes`: the encoding (checked on all the input
    /// first), the syntax (an array is parsed whole before its rows are looked at), else the
    /// shape of a row. NDJSON is parsed and checked line by line, so its syntax and shape
    /// failures rank by position alike.
    private func kind(ofFailureIn bytes: [UInt8]) -> JSONBatchFailure.Kind {
        bytes.withUnsafeBufferPointer { buffer in
            if UTF8Validation.firstInvalidOffset(in: buffer, from: 0) != nil { return .encoding }
            if framing == .ndjson { return .syntax }
            var parser = JSONParser(buffer: buffer, name: name)
            return (try? parser.parseDocument()) == nil ? .syntax : .structure
        }
    }

    /// `error` with its location moved from the batch document to the input.
    private func moved(_ error: any Error, _ records: RecordSplitter.Records, firstRow: Int) -> any Error {
        guard case let .badData(location?, column, message) = error as? ChartError, location.line > prefixLines else { return error }
        var moved = location
        if location.line == prefixLines + 1 { moved.column += records.firstColumn - 1 }
        moved.line += records.firstLine - prefixLines - 1
        if framing == .arrayOfObjects, let path = location.jsonPath, path.hasPrefix("$["),
            let close = path.firstIndex(of: "]"), let row = Int(path[path.index(path.startIndex, offsetBy: 2)..<close])
        {
            moved.jsonPath = "$[\(row - 1 + firstRow)]" + path[path.index(after: close)...]
        }
        return ChartError.badData(location: moved, column: column, message: message)
    }

    /// The failure for a key the first batch did not have, at its first value in the batch.
    private func newKey(in table: DataTable, _ records: RecordSplitter.Records, firstRow: Int) -> any Error {
        let column = names.count
        let key = table.names[column]
        let row = (1..<table.rowCount).first { !table.text(row: $0, column: column).isEmpty } ?? 1
        let error = ChartError.badData(
            location: table.location(row: row, column: column), column: "column \(QuotedText.quoted(key))",
            message:
                """
                the key \(QuotedText.quoted(key)) first appears here, after the columns were decided from the start of the input while streaming \
                it; read from a file rather than a pipe, or name the columns to draw (--y)
                """
        )
        return moved(error, records, firstRow: firstRow)
    }

    /// `text` as a JSON string (quotes, backslashes and control characters escaped).
    private static func quoted(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [ASCII.quote]
        for byte in text.utf8 {
            switch byte {
            case ASCII.quote, UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: bytes += Array("\\u00".utf8) + Array(String(byte >> 4, radix: 16).utf8) + Array(String(byte & 15, radix: 16).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(ASCII.quote)
        return bytes
    }
}

/// A batch's failure and which check of a whole read it belongs to.
struct JSONBatchFailure: Error {
    /// In the order a whole read checks them.
    enum Kind: Int, Comparable {
        case encoding, syntax, structure, cell, newKey
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    let kind: Kind
    let error: any Error
}
