/// Cuts a growing byte stream into complete records, so the normal readers only ever see whole
/// records: for CSV and TSV a record ends at a line end outside a quoted field (a quoted field may
/// hold line ends, as `CSVReader` allows); for NDJSON and whitespace-separated text at every
/// line end.
///
/// The quote rule is the reader's: a `"` opens a quoted field only at the start of a field (after
/// spaces, and tabs unless they are the delimiter); `""` inside one is an escaped quote; a `"`
/// anywhere else is a literal character. Line ends are LF, CRLF or a lone CR; a CR that is the last
/// byte seen so far waits for the next byte, so a CRLF split between two reads counts as one line
/// end. Each record keeps the 1-based line it starts on, for error locations and for drawing every
/// row before a bad one.
struct RecordSplitter {
    /// How records end.
    enum Mode: Equatable {
        /// CSV or TSV with this delimiter: line ends inside quoted fields do not end a record.
        case delimited(UInt8)
        /// One record per line; `comments`: a line whose first non-blank byte is `#` holds none
        /// (whitespace-separated input).
        case lines(comments: Bool)
    }

    /// Complete records taken from the front of the stream.
    struct Records {
        /// Their bytes, line ends included.
        var bytes: [UInt8] = []
        /// 1-based line of `bytes[0]` in the whole input.
        var firstLine: Int
        /// For each record holding data (blank and comment lines excluded): its byte offset in
        /// `bytes` and its 1-based line.
        var starts: [(offset: Int, line: Int)] = []
        /// 1-based column of `bytes[0]` on its line (a JSON array batch may start mid-line).
        var firstColumn = 1

        var isEmpty: Bool { bytes.isEmpty }
        var count: Int { starts.count }

        /// The records before line `line` (the rest dropped).
        func prefix(beforeLine line: Int) -> Records {
            guard let cut = starts.firstIndex(where: { $0.line >= line }) else { return self }
            return Records(bytes: Array(bytes[..<starts[cut].offset]), firstLine: firstLine, starts: Array(starts[..<cut]))
        }

        /// The first record (with the blank lines after it) and its line, and the records after
        /// it; nil when there is none.
        func splittingFirst() -> (record: [UInt8], line: Int, rest: Records)? {
            guard let head = starts.first else { return nil }
            let end = starts.count > 1 ? starts[1].offset : bytes.count
            var lines = 0
            var index = 0
            while index < end {
                if bytes[index] == ASCII.lf { lines += 1 }
                if bytes[index] == ASCII.cr {
                    lines += 1
                    if index + 1 < end && bytes[index + 1] == ASCII.lf { index += 1 }
                }
                index += 1
            }
            let rest = Records(
                bytes: Array(bytes[end...]), firstLine: firstLine + lines,
                starts: starts.dropFirst().map { ($0.offset - end, $0.line) })
            return (Array(bytes[head.offset..<end]), head.line, rest)
        }

        /// These records without a UTF-8 byte order mark in front (a file that started over
        /// may begin with one, which only a whole input's reader skips).
        func droppingByteOrderMark() -> Records {
            guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return self }
            return Records(bytes: Array(bytes.dropFirst(3)), firstLine: firstLine, starts: starts.map { (max(0, $0.offset - 3), $0.line) })
        }

        /// Appends `other`, which must continue where these end.
        mutating func append(_ other: Records) {
            if bytes.isEmpty { firstLine = other.firstLine }
            let base = bytes.count
            bytes += other.bytes
            starts += other.starts.map { ($0.offset + base, $0.line) }
        }
    }

    let mode: Mode
    private var pending: [UInt8] = []
    /// Bytes of `pending` already scanned, and the scanner's state there.
    private var scanned = 0
    private var cursor = Cursor()
    private var starts: [(offset: Int, line: Int)] = []

    /// The scanner's state at byte `scanned`, apart so the scan loop keeps it in a local copy.
    private struct Cursor {
        var inQuotes = false
        var atFieldStart = true
        var lineHasData = false
        var recordStart = 0
        var recordLine = 1
        var recordHasData = false
        /// The line of byte `scanned`.
        var line = 1
        /// Completed records in `pending[..<cut]`.
        var cut = 0

        /// Ends the record before `end`, noting it in `starts` if it holds data.
        mutating func closeRecord(at end: Int, starts: inout [(offset: Int, line: Int)]) {
            if recordHasData { starts.append((recordStart, recordLine)) }
            cut = end
            recordStart = end
            recordLine = line
            recordHasData = false
            atFieldStart = true
            lineHasData = false
        }
    }
    /// Line of `pending[0]`.
    private var pendingFirstLine = 1
    /// Whether the start of the input (where a BOM may be) has been passed.
    private var pastStart = false

    init(mode: Mode) {
        self.mode = mode
    }

    /// Bytes held back because their record is not complete yet.
    var pendingCount: Int { pending.count - cursor.cut }

    /// Adds bytes that arrived.
    mutating func feed(_ bytes: [UInt8]) {
        if pending.isEmpty { pending = bytes } else { pending += bytes }  // a batch's bytes are not copied
        scan(atEnd: false)
    }

    mutating func refeed(_ bytes: [UInt8]) {
        feed(bytes)
    }

    var nextLine: Int { pendingFirstLine }

    mutating func takeRest() -> [UInt8] {
        let rest = pending
        restart(atLine: pendingFirstLine)
        return rest
    }

    mutating func restart(atLine line: Int) {
        pending = []
        scanned = 0
        starts = []
        cursor = Cursor()
        cursor.line = line
        cursor.recordLine = line
        pendingFirstLine = line
        pastStart = true
    }

    /// Removes and returns the complete records at the front; with `atEnd` (the input ended)
    /// whatever remains is the last record, even without a line end.
    mutating func take(atEnd: Bool) -> Records {
        if atEnd {
            scan(atEnd: true)
            if scanned > cursor.recordStart || cursor.cut < pending.count {
                cursor.closeRecord(at: pending.count, starts: &starts)
            }
        }
        // The records keep `pending`'s storage (cut short) and the short rest is copied out,
        // so a batch's bytes are not copied again here.
        var taken = Array(pending[cursor.cut...])
        swap(&taken, &pending)
        if cursor.cut < taken.count { taken.removeLast(taken.count - cursor.cut) }  // none: no copy of storage still shared
        let records = Records(bytes: taken, firstLine: pendingFirstLine, starts: starts)
        scanned -= cursor.cut
        cursor.recordStart -= cursor.cut
        pendingFirstLine = cursor.recordLine
        cursor.cut = 0
        starts = []
        return records
    }

    private mutating func scan(atEnd: Bool) {
        if !pastStart {
            // A UTF-8 byte order mark belongs to no field.
            if pending.count < 3 && !atEnd && pending.allSatisfy({ [0xEF, 0xBB, 0xBF].contains($0) }) { return }
            pastStart = true
            if pending.count >= 3 && pending[0] == 0xEF && pending[1] == 0xBB && pending[2] == 0xBF { scanned = 3 }
        }
        // A local reference, so the loop reads through a buffer pointer while `self` changes.
        let bytes = pending
        bytes.withUnsafeBufferPointer { pending in
            scanned = scan(pending, from: scanned, atEnd: atEnd)
        }
    }

    /// The scan over `pending` from `start`; returns where it stopped.
    private mutating func scan(_ pending: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool) -> Int {
        var c = cursor
        var found = starts
        starts = []
        defer {
            cursor = c
            starts = found
        }
        let count = pending.count
        var index = start
        while index < count {
            let byte = pending[index]
            if byte == ASCII.lf || byte == ASCII.cr {
                var next = index + 1
                if byte == ASCII.cr {
                    if next == count && !atEnd { break }  // a CRLF may be split between reads
                    if next < count && pending[next] == ASCII.lf { next += 1 }
                }
                c.line += 1
                index = next
                if !c.inQuotes { c.closeRecord(at: next, starts: &found) }  // a line end inside quotes is data
                continue
            }
            switch mode {
            case let .delimited(delimiter):
                guard let next = Self.step(pending, at: index, delimiter: delimiter, atEnd: atEnd, cursor: &c) else { return index }
                index = next
            case let .lines(comments):
                if c.lineHasData {
                    index = Self.nextSpecial(in: pending, from: index + 1)  // the rest of the line is data
                    continue
                }
                if byte != ASCII.space && byte != ASCII.tab {
                    c.lineHasData = true
                    if !(comments && byte == ASCII.hash) { c.recordHasData = true }
                }
                index += 1
            }
        }
        return index
    }

    /// One step of a CSV or TSV record at `index` (not a line end): where the scan goes on, or nil
    /// when it must wait for the next byte (a quote that may be the first of `""`). A run of bytes
    /// that are neither quotes nor line ends is taken at once: inside quotes it is data, and
    /// after a record's first data byte it only moves the field start, which its last non-padding
    /// byte decides (a delimiter opens a field; spaces keep it open).
    private static func step(
        _ pending: UnsafeBufferPointer<UInt8>, at index: Int, delimiter: UInt8, atEnd: Bool,
        cursor c: inout Cursor
    ) -> Int? {
        let byte = pending[index]
        func isPadding(_ byte: UInt8) -> Bool { byte == ASCII.space || (byte == ASCII.tab && delimiter != ASCII.tab) }
        if c.inQuotes {
            guard byte == ASCII.quote else { return nextSpecial(in: pending, from: index + 1) }
            if index + 1 == pending.count && !atEnd { return nil }  // `""` may be split
            if index + 1 < pending.count && pending[index + 1] == ASCII.quote { return index + 2 }
            c.inQuotes = false
        } else if c.recordHasData && byte != ASCII.quote {
            let end = nextSpecial(in: pending, from: index)
            var last = end - 1
            while last >= index && isPadding(pending[last]) { last -= 1 }
            if last >= index { c.atFieldStart = pending[last] == delimiter }
            return end
        } else if byte == delimiter {
            c.atFieldStart = true
            c.recordHasData = true
        } else if isPadding(byte) {
            // padding keeps the field start
        } else if byte == ASCII.quote && c.atFieldStart {
            c.inQuotes = true
            c.atFieldStart = false
            c.recordHasData = true
        } else {
            c.atFieldStart = false
            c.recordHasData = true
        }
        return index + 1
    }

    /// The first index from `start` holding a quote or a line end, else the end of `pending`.
    ///
    /// Eight bytes at a time while none of them can be one (the word test is exact when it says
    /// none; when it says maybe, the bytes are looked at one by one): this pass runs over every
    /// byte on the reading thread, before the batches are parsed on two.
    private static func nextSpecial(in pending: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = pending.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= pending.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard !hasByte(word, ASCII.lf), !hasByte(word, ASCII.cr), !hasByte(word, ASCII.quote) else { break }
                index += 8
            }
        }
        while index < pending.count {
            let byte = pending[index]
            if byte == ASCII.lf || byte == ASCII.cr || byte == ASCII.quote { return index }
            index += 1
        }
        return index
    }

    /// Whether any of the eight bytes of `word` is `byte` (the classic zero-byte test on
    /// `word ^ byte×8`: never false when one is; may be true otherwise, which costs only a
    /// byte-by-byte look).
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let spread = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (spread &- 0x0101_0101_0101_0101) & ~spread & 0x8080_8080_8080_8080 != 0
    }
}
