/// Parses a streamed batch of an NDJSON input or JSON array of flat objects straight into a line
/// chart's typed rows, because reading each batch as a JSON table (a cell offset per value, the
/// keys' object in front) and copying the rows out of it made NDJSON read 1.8× and arrays 2.6×
/// slower than the same rows as CSV (issue 22).
///
/// It reads only what it can read exactly as `JSONStreamReader` and `LiveLineColumns.typed` do.
/// That is NDJSON, one object per line, or an array batch: objects between commas and whitespace
/// up to the `]` with which `JSONRecordSplitter` closes a batch it cut after an element's `,`.
/// Their keys are all among the first batch's, in any order, each once, written without
/// escapes. The chart's columns hold plain decimals in JSON's number grammar or, for a series,
/// `null` or nothing (a gap); other keys may hold unescaped strings, numbers, `true`, `false` or
/// `null`. The decimals (any number of digits, with or without an exponent) are parsed with
/// `ValueParser.plainDecimal`, the function the reader uses, so the numbers are the same bits.
///
/// An object written as the first batch's keys in order with nothing between is read through
/// `JSONRowTemplate` (two word comparisons a key); any other through the member-by-member scan.
/// One file though long: split into extensions in two files, its private members became internal
/// and the NDJSON scan took 7% more instructions (callgrind, 3M rows).
///
/// Anything else makes it give up on the batch (`nil`): an escape, a number beyond ±1e300
/// in a drawn column, a nested value, a new or repeated key, a value a log axis or a stack refuses, a
/// missing x, invalid UTF-8, text after the array, or more cells than a batch's read allows.
/// `JSONBatchReader` then reads the batch, so every error and a key seen late are handled as
/// before.
struct JSONRowParser {
    private let layout: LiveRowLayout
    /// The layout's, held here so the scan reads them without going through it.
    private let roles: [Int]
    private let floors: [Double]
    /// The first batch's keys, as UTF-8.
    private let keys: [[UInt8]]
    /// Each key as written in JSON, quotes included, one after another (`keyStarts[k]..<keyStarts[k + 1]`),
    /// so the usual key is matched with one comparison; an empty range for a key that needs an escape.
    private let quotedKeys: [UInt8]
    private let keyStarts: [Int]
    /// The usual object's bytes around its values, tried before the member-by-member scan.
    private let template: JSONRowTemplate?
    /// Whether the template is tried (tests compare the scan alone).
    var triesTemplate = true

    let framing: JSONRecordSplitter.Framing

    /// The parser for a streamed NDJSON or JSON array line chart's later batches, or nil for a
    /// chart that needs more than plain numbers (time or text x, `--x-type epoch`).
    init?(reader: JSONBatchReader, columns: LiveLineColumns) {
        guard let layout = LiveRowLayout(columns: columns, width: reader.names.count) else { return nil }
        framing = reader.framing
        self.layout = layout
        roles = layout.roles
        floors = layout.floors
        keys = reader.names.map { Array($0.utf8) }
        var quoted: [UInt8] = []
        var starts = [0]
        for key in keys {
            if !key.contains(where: { $0 == ASCII.quote || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
                quoted += [ASCII.quote] + key + [ASCII.quote]
            }
            starts.append(quoted.count)
        }
        quotedKeys = quoted
        keyStarts = starts
        template = JSONRowTemplate(keys: keys)
    }

    var rowNumbersAsX: Bool { !layout.hasX }

    /// The typed rows of `records`, whose first row is row `firstRow` (0-based) of the input;
    /// nil when the batch holds anything this parser does not read exactly as the normal reader.
    func rows(_ records: RecordSplitter.Records, firstRow: Int) -> LiveRows? {
        rows(records.bytes, count: records.count, firstRow: firstRow)
    }

    /// The typed rows of `bytes` if they hold exactly `count` objects; nil as above, or when
    /// they hold another number of objects.
    func rows(_ bytes: [UInt8], count: Int, firstRow: Int) -> LiveRows? {
        // The batch reader refuses a batch whose objects would make too many cells (missing keys
        // count): leave such a batch to it.
        guard keys.count * (count + 1) <= max(10_000_000, bytes.count) else { return nil }
        return layout.rows(count: count, firstRow: firstRow) { cells in
            bytes.withUnsafeBufferPointer { bytes in
                framing == .ndjson ? scan(bytes, rows: count, into: cells) : scanArray(bytes, rows: count, into: cells)
            }
        }
    }

    /// The typed rows of an NDJSON batch and its line feeds, in one pass: `SpeculativeSplit` first
    /// counted the line feeds to size the rows, a pass of its own (6% of a 10M-row NDJSON read,
    /// `perf`). Only for a batch of one object a line, each line ending right after its object
    /// (spaces or tabs between) and no CR anywhere: every line feed then ends an object, which
    /// is what the count checked, so the rows are those `rows(_:count:firstRow:)` reads with it.
    /// Nil otherwise (blank lines, an object over two lines, CR line ends, anything that method
    /// refuses): the caller then counts the line ends and reads the batch as before.
    func rowsCountingLines(_ bytes: [UInt8], last: Bool) -> (rows: LiveRows, lineFeeds: Int)? {
        guard framing == .ndjson, !bytes.isEmpty else { return nil }
        // Every object but the last ends with a line feed, and one with x holds at least `{"x":0}`.
        let capacity = bytes.count / (layout.hasX ? keys[roles.firstIndex(of: 0) ?? 0].count + 7 : 3) + 1
        var lineFeeds = 0
        let rows = layout.rows(capacity: capacity, firstRow: 0) { cells in
            bytes.withUnsafeBufferPointer { bytes in
                scanLines(bytes, last: last, capacity: capacity, into: cells, lineFeeds: &lineFeeds)
            }
        }
        // The batch reader's cell limit, as `rows(_:count:firstRow:)` checks it.
        guard let rows, keys.count * (rows.count + 1) <= max(10_000_000, bytes.count) else { return nil }
        return (rows, lineFeeds)
    }

    /// Scans one object a line into `cells` (stride `capacity`), counting the line feeds; the
    /// objects read, or nil at anything but an object, spaces or tabs and a line feed (or the
    /// end of the input's last batch). An object read member by member is checked for line ends
    /// inside it: the template reads no whitespace, and a string holds no control character.
    private func scanLines(
        _ bytes: UnsafeBufferPointer<UInt8>, last: Bool, capacity: Int, into cells: UnsafeMutableBufferPointer<Double>,
        lineFeeds: inout Int
    ) -> Int? {
        var (index, row) = (0, 0)
        var highBits: UInt8 = 0
        let lastRow = UnsafeMutableBufferPointer<Int>.allocate(capacity: keys.count)
        defer { lastRow.deallocate() }
        lastRow.initialize(repeating: -1)
        while index < bytes.count {
            guard row < capacity else { return nil }
            let start = index
            if triesTemplate, let template,
                let next = templateRow(template, bytes, from: index, row: row, rows: capacity, into: cells, highBits: &highBits)
            {
                index = next
            } else {
                guard scanMembers(bytes, at: &index, row: row, rows: capacity, into: cells, lastRow: lastRow, highBits: &highBits),
                    !bytes[start..<index].contains(where: { $0 == ASCII.lf || $0 == ASCII.cr })
                else { return nil }
            }
            row += 1
            while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
            guard SpeculativeSplit.endsRecord(bytes, at: &index, last: last, lineFeeds: &lineFeeds) else { return nil }
        }
        return highBits < 0x80 || UTF8Validation.firstInvalidOffset(in: bytes) == nil ? row : nil
    }

    /// Scans an array batch's objects (`{…}, {…} … ]`, whitespace anywhere between) into
    /// `cells`; false at the first thing it does not read, or when the objects are not `rows`.
    private func scanArray(_ bytes: UnsafeBufferPointer<UInt8>, rows: Int, into cells: UnsafeMutableBufferPointer<Double>) -> Bool {
        let end = bytes.count
        var index = 0
        var row = 0
        var highBits: UInt8 = 0
        let lastRow = UnsafeMutableBufferPointer<Int>.allocate(capacity: keys.count)
        defer { lastRow.deallocate() }
        lastRow.initialize(repeating: -1)
        while true {
            skipWhitespace(bytes, at: &index)
            guard index < end, row < rows,
                scanObject(bytes, at: &index, row: row, rows: rows, into: cells, lastRow: lastRow, highBits: &highBits)
            else { return false }
            row += 1
            skipWhitespace(bytes, at: &index)
            guard index < end else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { return false }
            index += 1
            skipWhitespace(bytes, at: &index)
            guard index == end else { return false }  // text after the array: the batch reader's error
            break
        }
        guard row == rows else { return false }
        return highBits < 0x80 || UTF8Validation.firstInvalidOffset(in: bytes) == nil
    }

    /// Scans every line of `bytes` into `cells` (role `r`'s value of row `i` at `r * rows + i`);
    /// false at the first thing it does not read, or when the objects are not `rows`.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, rows: Int, into cells: UnsafeMutableBufferPointer<Double>) -> Bool {
        var index = 0
        var row = 0
        var highBits: UInt8 = 0  // every byte of keys and strings OR-ed: non-ASCII text needs a UTF-8 check
        let lastRow = UnsafeMutableBufferPointer<Int>.allocate(capacity: keys.count)  // the last row that set each key
        defer { lastRow.deallocate() }
        lastRow.initialize(repeating: -1)
        while true {
            skipWhitespace(bytes, at: &index)
            if index == bytes.count { break }
            guard row < rows,
                scanObject(bytes, at: &index, row: row, rows: rows, into: cells, lastRow: lastRow, highBits: &highBits)
            else { return false }
            while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
            guard index == bytes.count || bytes[index] == ASCII.lf || bytes[index] == ASCII.cr else { return false }
            row += 1
        }
        guard row == rows else { return false }
        return highBits < 0x80 || UTF8Validation.firstInvalidOffset(in: bytes) == nil
    }

    /// Scans the object at `index` as row `row`; false when any member is not read exactly, or
    /// the object leaves out x.
    private func scanObject(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, row: Int, rows: Int,
        into cells: UnsafeMutableBufferPointer<Double>, lastRow: UnsafeMutableBufferPointer<Int>, highBits: inout UInt8
    ) -> Bool {
        if triesTemplate, let template, let next = templateRow(template, bytes, from: index, row: row, rows: rows, into: cells, highBits: &highBits) {
            index = next
            return true
        }
        return scanMembers(bytes, at: &index, row: row, rows: rows, into: cells, lastRow: lastRow, highBits: &highBits)
    }

    /// Scans the object at `index` member by member (any key order, whitespace anywhere, keys
    /// left out), as `scanObject` does when the template does not match.
    private func scanMembers(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, row: Int, rows: Int,
        into cells: UnsafeMutableBufferPointer<Double>, lastRow: UnsafeMutableBufferPointer<Int>, highBits: inout UInt8
    ) -> Bool {
        let end = bytes.count
        guard bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace(bytes, at: &index)
        guard index < end else { return false }
        var members = 0  // members read, each a key not seen before in this object
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                guard let key = key(bytes, at: &index, hint: members, highBits: &highBits), lastRow[key] != row else { return false }
                lastRow[key] = row
                skipWhitespace(bytes, at: &index)
                guard index < end, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                skipWhitespace(bytes, at: &index)
                guard member(key, bytes, at: &index, row: row, rows: rows, into: cells, highBits: &highBits) else { return false }
                members += 1
                skipWhitespace(bytes, at: &index)
                guard index < end else { return false }
                if bytes[index] == UInt8(ascii: "}") { break }
                guard bytes[index] == UInt8(ascii: ",") else { return false }
                index += 1
                skipWhitespace(bytes, at: &index)
            }
            index += 1
        }
        // Every key once (the usual object): none is missing, so no pass over them.
        guard members < keys.count else { return true }
        for key in lastRow.indices where lastRow[key] != row {
            let role = roles[key]
            if role == 0 { return false }  // no x: the normal reader's error
            if role > 0 { cells[role * rows + row] = .nan }  // a missing series value is a gap
        }
        return true
    }

    /// The end of the object at `start` when it is written as `template` (each key once, in
    /// order, nothing between) with values `scanObject` reads; its cells then set as that scan
    /// sets them. Nil otherwise, cells partly written: the scan then writes every one again.
    @inline(__always)
    private func templateRow(
        _ template: JSONRowTemplate, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, row: Int, rows: Int,
        into cells: UnsafeMutableBufferPointer<Double>, highBits: inout UInt8
    ) -> Int? {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = start
        for key in 0..<template.lengths.count {
            guard index + JSONRowTemplate.reach <= bytes.count, template.matches(key, raw, at: index) else { return nil }
            index += template.lengths[key]
            guard member(key, bytes, at: &index, row: row, rows: rows, into: cells, highBits: &highBits) else { return nil }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
        return index + 1
    }

    /// Reads key `key`'s value at `index`: a drawn column's into its cell of row `row`, any other
    /// stepped over; false for anything `chartValue` or `skipValue` does not read.
    @inline(__always)
    private func member(
        _ key: Int, _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, row: Int, rows: Int,
        into cells: UnsafeMutableBufferPointer<Double>, highBits: inout UInt8
    ) -> Bool {
        let role = roles[key]
        guard role >= 0 else { return skipValue(bytes, at: &index, highBits: &highBits) }
        guard let value = chartValue(bytes, at: &index, role: role) else { return false }
        cells[role * rows + row] = value
        return true
    }

    /// The index of the key (a string without escapes) at `index` among the first batch's, trying
    /// key `hint` first (objects usually list keys in one order); nil for anything else.
    @inline(__always)
    private func key(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, hint: Int, highBits: inout UInt8) -> Int? {
        if hint < keys.count, matchesQuoted(hint, bytes, at: index) {
            index += keyStarts[hint + 1] - keyStarts[hint]
            return hint
        }
        guard let (start, stop) = plainString(bytes, at: &index, highBits: &highBits) else { return nil }
        if hint < keys.count, isKey(hint, bytes, start, stop) { return hint }
        return keys.indices.first { isKey($0, bytes, start, stop) }
    }

    /// Whether the bytes at `index` are key `key` written as a JSON string without escapes (the
    /// bytes a known key's string holds: valid UTF-8, so nothing to note in `highBits`).
    @inline(__always)
    private func matchesQuoted(_ key: Int, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        quotedKeys.withUnsafeBufferPointer { quoted in
            let (start, stop) = (keyStarts[key], keyStarts[key + 1])
            guard stop > start, index + (stop - start) <= bytes.count else { return false }
            for offset in 0..<(stop - start) where quoted[start + offset] != bytes[index + offset] { return false }
            return true
        }
    }

    /// Whether `bytes[start..<stop]` is key `key` (a plain loop: the generic comparison cost
    /// a tenth of the parse).
    @inline(__always)
    private func isKey(_ key: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ stop: Int) -> Bool {
        keys[key].withUnsafeBufferPointer { key in
            guard key.count == stop - start else { return false }
            for offset in 0..<key.count where key[offset] != bytes[start + offset] { return false }
            return true
        }
    }

    /// A drawn column's value at `index`: a plain decimal, or for a series `null` (a gap); nil
    /// for anything else, or a value its log axis refuses.
    @inline(__always)
    private func chartValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, role: Int) -> Double? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "n") {
            guard role > 0, literal("null", bytes, at: &index) else { return nil }
            return .nan
        }
        guard let (value, stop) = ValueParser.plainDecimal(bytes, from: index), isJSONNumber(bytes, index..<stop) else { return nil }
        if value < floors[role] { return nil }
        index = stop
        return value
    }

    /// Whether the span `plainDecimal` read (`[+-]digits[.digits][e[+-]digits]`) is a whole number
    /// in JSON's grammar: no `+`, an integer part without a leading zero, and digits after a point.
    /// Checked on the span once, where a grammar pass over the digits before it cost a fifth of the
    /// parse: the point's check walks back only over the exponent's few digits.
    @inline(__always)
    private func isJSONNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) -> Bool {
        var first = span.lowerBound
        if bytes[first] == UInt8(ascii: "+") { return false }
        if bytes[first] == UInt8(ascii: "-") { first += 1 }
        guard first < span.upperBound, bytes[first] &- 0x30 < 10 else { return false }
        if bytes[first] == UInt8(ascii: "0"), first + 1 < span.upperBound, bytes[first + 1] &- 0x30 < 10 { return false }
        var mantissaEnd = span.upperBound
        var back = mantissaEnd - 1
        while back > first, bytes[back] &- 0x30 < 10 { back -= 1 }
        if back > first, bytes[back] == UInt8(ascii: "-") || bytes[back] == UInt8(ascii: "+") { back -= 1 }
        if bytes[back] | 0x20 == UInt8(ascii: "e") { mantissaEnd = back }
        return bytes[mantissaEnd - 1] != UInt8(ascii: ".")
    }

    /// Steps over an unused column's value: a string without escapes, a number, `true`, `false`
    /// or `null`; false for anything else (an object or array is the normal reader's error).
    @inline(__always)
    private func skipValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, highBits: inout UInt8) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case ASCII.quote: return plainString(bytes, at: &index, highBits: &highBits) != nil
        case UInt8(ascii: "t"): return literal("true", bytes, at: &index)
        case UInt8(ascii: "f"): return literal("false", bytes, at: &index)
        case UInt8(ascii: "n"): return literal("null", bytes, at: &index)
        default: return number(bytes, at: &index)
        }
    }

    /// The content (start and end offsets) of the string without escapes or control characters at
    /// `index` (its opening quote), with `index` moved past its closing quote; nil otherwise.
    @inline(__always)
    private func plainString(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, highBits: inout UInt8) -> (Int, Int)? {
        guard index < bytes.count, bytes[index] == ASCII.quote else { return nil }
        var cursor = index + 1
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == ASCII.quote {
                defer { index = cursor + 1 }
                return (index + 1, cursor)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            highBits |= byte
            cursor += 1
        }
        return nil
    }

    /// Steps over an unused column's number in JSON's grammar (RFC 8259, as `JSONParser` checks
    /// it); false (index anywhere) when there is none.
    private func number(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Bool {
        let end = bytes.count
        func digits() -> Int {
            let start = index
            while index < end, bytes[index] &- 0x30 < 10 { index += 1 }
            return index - start
        }
        if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, bytes[index] &- 0x30 < 10 else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, bytes[index] &- 0x30 < 10 { return false }
        } else {
            _ = digits()
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return true
    }

    /// `true`, `false` or `null` at `index`, stepped over.
    private func literal(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    @inline(__always)
    private func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == ASCII.space || byte == ASCII.lf || byte == ASCII.cr || byte == ASCII.tab else { return }
            index += 1
        }
    }
}
