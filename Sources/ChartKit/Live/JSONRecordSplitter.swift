/// Cuts a growing NDJSON input or JSON array of objects into batches of whole records, so each
/// batch can be read by the normal JSON readers while the input streams.
///
/// NDJSON is cut after a line end outside every string, object and array (an object may span
/// lines, as the whole reader allows); an array of objects at a `,` between two top-level
/// elements. Strings are skipped with their escapes, so a `}`, `,` or line end inside one never
/// cuts. Once the input stops looking like its framing (a scalar or array element, a missing or
/// doubled `,`, a line end inside a string, text after the closing `]`, an unbalanced bracket),
/// nothing more is cut: the rest becomes the last batch, whose reader then reports the error a
/// whole read reports there.
///
/// An array batch after the first starts after the cut `,` (at `firstColumn` of `firstLine`, so
/// errors can be moved to where they are in the input) and, unless it holds the array's end, has a
/// `]` appended after its last element: `[` + an object + `,` in front then makes it a document.
/// The first batch keeps the input's start (BOM and `[`) and gets the `]` too.
struct JSONRecordSplitter: RecordCutter {
    enum Framing: Sendable {
        case ndjson
        case arrayOfObjects
    }

    /// Where an array's scan is between top-level tokens.
    private enum Expect {
        case open, firstElement, element, separator, inside, closed
    }

    /// The scan's state at byte `scanned`, apart so the loop keeps it in a local copy.
    private struct Cursor {
        var depth = 0
        var inString = false
        var escaped = false
        var irregular = false
        var expect = Expect.open
        /// NDJSON: the current line already started a record.
        var lineOpen = false
        var line = 1
        /// Where the current line starts in `pending`; nil when before `pending[0]`, which then
        /// has `carried` scalars before it on its line.
        var lineStart: Int? = 0
        /// End of the complete records in `pending` (NDJSON: after a line end; array: the `,`).
        var cut = 0
        /// The line and line start of the byte after the cut.
        var cutLine = 1
        var cutLineStart: Int? = 0
        /// Array elements stepped over whole (`flatObjectEnd`), so tests see the step is taken.
        var steppedOver = 0
    }

    let framing: Framing
    /// Whether an array's flat objects are stepped over whole (`flatObjectEnd`); off, every byte
    /// goes through the scan's state machine (tests compare).
    var stepsOverFlatObjects = true
    /// Where every byte fed is also copied, when the input may have to be read whole later.
    var copy: InputCopy?
    private var pending: [UInt8] = []
    private var scanned = 0
    private var cursor = Cursor()
    private var starts: [(offset: Int, line: Int)] = []
    private var carried = 0
    private var pendingFirstLine = 1
    private var pendingFirstColumn = 1
    private var pastStart = false

    init(framing: Framing) {
        self.framing = framing
    }

    /// How an input read with resolved `read` streams: NDJSON, or a JSON document that starts
    /// with `[` (an array, of objects if its first batch says so); nil for anything else.
    static func framing(of read: ReadOptions, firstBytes: [UInt8]) -> Framing? {
        switch read.format {
        case .ndjson?: return .ndjson
        case .json?:
            let start = firstBytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let first = firstBytes[start...].first { ![ASCII.space, ASCII.tab, ASCII.lf, ASCII.cr].contains($0) }
            return first == UInt8(ascii: "[") ? .arrayOfObjects : nil
        default: return nil
        }
    }

    mutating func feed(_ bytes: [UInt8]) {
        copy?.append(bytes)
        refeed(bytes)
    }

    mutating func refeed(_ bytes: [UInt8]) {
        if pending.isEmpty { pending = bytes } else { pending += bytes }  // a batch's bytes are not copied
        scan(atEnd: false)
    }

    var nextLine: Int { pendingFirstLine }

    /// Array elements stepped over whole since the last restart.
    var objectsSteppedOver: Int { cursor.steppedOver }

    var nextColumn: Int { pendingFirstColumn }

    /// The bytes not yet taken, the cutter restarted where they start (an array's after the
    /// element's `,` it cut at, mid-line: at `nextColumn`).
    mutating func takeRest() -> [UInt8] {
        let rest = pending
        restart(atLine: pendingFirstLine, column: pendingFirstColumn)
        return rest
    }

    mutating func restart(atLine line: Int) {
        restart(atLine: line, column: 1)
    }

    /// Forgets everything fed. NDJSON's next byte starts a line; an array's next byte follows an
    /// element's `,` at `column` of `line`: the scan goes on inside the array, waiting for an
    /// element, with the scalars before it on its line counted as carried.
    mutating func restart(atLine line: Int, column: Int) {
        pending = []
        scanned = 0
        starts = []
        cursor = Cursor()
        cursor.line = line
        cursor.cutLine = line
        let array = framing == .arrayOfObjects
        if array {
            cursor.depth = 1
            cursor.expect = .element
            cursor.lineStart = nil
            cursor.cutLineStart = nil
        }
        carried = array ? column - 1 : 0
        pendingFirstLine = line
        pendingFirstColumn = array ? column : 1
        pastStart = true
    }

    /// Removes and returns the complete records at the front; with `atEnd` everything left.
    mutating func take(atEnd: Bool) -> RecordSplitter.Records {
        if atEnd {
            scan(atEnd: true)
            return takeRemaining()
        }
        let c = cursor
        guard c.cut > 0 else { return RecordSplitter.Records(firstLine: pendingFirstLine) }
        let skip = framing == .arrayOfObjects ? 1 : 0  // the `,` belongs to neither batch
        let nextColumn = framing == .arrayOfObjects ? column(after: c.cut, lineStart: c.cutLineStart) : 1
        let dropped = c.cut + skip
        // The records keep `pending`'s storage (cut short) and the rest is copied out, so a
        // batch's bytes are not copied here.
        var bytes = pending
        pending = Array(bytes[dropped...])
        if c.cut < bytes.count { bytes.removeLast(bytes.count - c.cut) }  // none: no copy of storage still shared
        if framing == .arrayOfObjects { bytes.append(UInt8(ascii: "]")) }
        let split = starts.firstIndex { $0.offset >= c.cut } ?? starts.count
        var taken = starts
        starts = taken[split...].map { ($0.offset - dropped, $0.line) }
        if split < taken.count { taken.removeLast(taken.count - split) }
        var records = RecordSplitter.Records(bytes: bytes, firstLine: pendingFirstLine, starts: taken)
        records.firstColumn = pendingFirstColumn
        scanned -= dropped
        if let start = cursor.lineStart, start >= dropped {
            cursor.lineStart = start - dropped
        } else {
            cursor.lineStart = nil
            carried = nextColumn - 1
        }
        pendingFirstLine = c.cutLine
        pendingFirstColumn = nextColumn
        cursor.cut = 0
        return records
    }

    /// Everything pending as the last batch; an array's trailing text without an element (`,]`)
    /// still counts as a record, so its reader reports it.
    private mutating func takeRemaining() -> RecordSplitter.Records {
        var records = RecordSplitter.Records(bytes: pending, firstLine: pendingFirstLine, starts: starts)
        records.firstColumn = pendingFirstColumn
        let isBlank: (UInt8) -> Bool = { $0 == ASCII.space || $0 == ASCII.tab || $0 == ASCII.lf || $0 == ASCII.cr }
        if starts.isEmpty, framing == .arrayOfObjects, let first = pending.firstIndex(where: { !isBlank($0) }) {
            records.starts = [(first, pendingFirstLine)]
        }
        pending = []
        starts = []
        scanned = 0
        pendingFirstLine = cursor.line  // after the last line end (`nextLine`)
        return records
    }

    /// The 1-based column of the byte after `cut`, counted in scalars as `TextPosition` does:
    /// bytes less UTF-8 continuation bytes (`10xxxxxx`), eight at a time, since a one-line array
    /// has every batch's bytes on one line.
    private func column(after cut: Int, lineStart: Int?) -> Int {
        let from = lineStart ?? 0
        var continuation = 0
        pending.withUnsafeBytes { raw in
            var index = from
            while index + 8 <= cut + 1 {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                continuation += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
            while index <= cut {
                if raw[index] & 0xC0 == 0x80 { continuation += 1 }
                index += 1
            }
        }
        return (lineStart == nil ? carried : 0) + (cut + 1 - from) - continuation + 1
    }

    private mutating func scan(atEnd: Bool) {
        if !pastStart {
            if pending.count < 3 && !atEnd { return }
            pastStart = true
            if pending.starts(with: [0xEF, 0xBB, 0xBF]) {
                scanned = 3
                cursor.lineStart = 3
            }
        }
        let bytes = pending
        var c = cursor
        var found = starts
        starts = []
        scanned = bytes.withUnsafeBufferPointer { scan($0, from: scanned, atEnd: atEnd, cursor: &c, starts: &found) }
        cursor = c
        starts = found
    }
}

extension JSONRecordSplitter {
    /// The scan over `bytes` from `start`; returns where it stopped (before a CR that may be
    /// the first half of a CRLF still to come).
    private func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, cursor c: inout Cursor,
        starts: inout [(offset: Int, line: Int)]
    ) -> Int {
        var index = start
        let count = bytes.count
        let deep = framing == .arrayOfObjects ? 2 : 1  // inside an object only brackets, quotes, line ends matter
        while index < count {
            // Runs of bytes that change nothing are skipped a bit test each.
            if c.inString && !c.escaped {
                index = Self.skip(bytes, from: index, low: Self.lineEndsAndQuote, high: Self.backslash)
            } else if !c.inString && c.depth >= deep {
                index = Self.skip(bytes, from: index, low: Self.lineEndsAndQuote, high: Self.brackets)
            }
            guard index < count else { break }
            let byte = bytes[index]
            if c.inString {
                if Self.stringByte(byte, &c) { index += 1 }
                continue
            }
            if stepsOverFlatObjects, framing == .arrayOfObjects, c.depth == 1, byte == UInt8(ascii: "{"), !c.irregular,
                c.expect == .element || c.expect == .firstElement, let close = Self.flatObjectEnd(bytes, from: index)
            {
                // What the byte-by-byte scan does over a flat object: its start noted, then it
                // waits for the separator.
                starts.append((index, c.line))
                c.expect = .separator
                c.steppedOver += 1
                index = close + 1
                continue
            }
            switch byte {
            case ASCII.lf, ASCII.cr:
                var next = index + 1
                if byte == ASCII.cr {
                    if next == count && !atEnd { return index }
                    if next < count && bytes[next] == ASCII.lf { next += 1 }
                }
                lineEnd(before: next, &c)
                index = next
                continue
            case ASCII.space, ASCII.tab: break
            case UInt8(ascii: "{"), UInt8(ascii: "["): opening(byte, at: index, &c, &starts)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): closing(byte, at: index, &c, &starts)
            case UInt8(ascii: ","): comma(at: index, &c, &starts)
            default:
                if byte == ASCII.quote { c.inString = true }
                if framing == .arrayOfObjects && c.depth <= 1 {
                    c.irregular = true  // a scalar element, or text outside the array
                } else if framing == .ndjson && c.depth == 0 {
                    open(index, &c, &starts)
                }
            }
            index += 1
        }
        return index
    }

    /// Moves the cursor over one byte inside a string; false for a line end there (an error a
    /// whole read reports), which the scan then reads again as outside the string.
    @inline(__always)
    private static func stringByte(_ byte: UInt8, _ c: inout Cursor) -> Bool {
        if c.escaped {
            c.escaped = false
        } else if byte == ASCII.quote {
            c.inString = false
        } else if byte == UInt8(ascii: "\\") {
            c.escaped = true
        } else if byte == ASCII.lf || byte == ASCII.cr {
            c.irregular = true
            c.inString = false
            return false
        }
        return true
    }

    /// A line end outside strings, the next line starting at `next`: NDJSON cuts there at depth 0.
    private func lineEnd(before next: Int, _ c: inout Cursor) {
        c.line += 1
        c.lineStart = next
        if framing == .ndjson && c.depth == 0 {
            c.lineOpen = false
            if !c.irregular { setCut(next, &c) }
        }
    }

    /// `{` or `[` outside strings: the array itself, an element, or (NDJSON) a record's start.
    private func opening(_ byte: UInt8, at index: Int, _ c: inout Cursor, _ starts: inout [(offset: Int, line: Int)]) {
        if framing == .arrayOfObjects {
            if c.depth == 0 {
                if byte == UInt8(ascii: "[") && c.expect == .open { c.expect = .firstElement } else { c.irregular = true }
            } else if c.depth == 1 {
                if byte == UInt8(ascii: "{") && (c.expect == .element || c.expect == .firstElement) {
                    starts.append((index, c.line))
                    c.expect = .inside
                } else {
                    c.irregular = true
                }
            }
        } else if c.depth == 0 {
            open(index, &c, &starts)
        }
        c.depth += 1
    }

    /// `}` or `]` outside strings: an element's or the array's end, or an unbalanced bracket.
    private func closing(_ byte: UInt8, at index: Int, _ c: inout Cursor, _ starts: inout [(offset: Int, line: Int)]) {
        c.depth -= 1
        let array = framing == .arrayOfObjects
        if c.depth < 0 {
            c.depth = 0
            c.irregular = true
            if !array { open(index, &c, &starts) }
        } else if array && c.depth == 1 {
            if byte == UInt8(ascii: "}") && c.expect == .inside { c.expect = .separator } else { c.irregular = true }
        } else if array && c.depth == 0 {
            if byte == UInt8(ascii: "]") && (c.expect == .separator || c.expect == .firstElement) {
                c.expect = .closed
            } else {
                c.irregular = true
            }
        }
    }

    /// `,` outside strings: between an array's elements it is where a batch may end.
    private func comma(at index: Int, _ c: inout Cursor, _ starts: inout [(offset: Int, line: Int)]) {
        if framing == .arrayOfObjects && c.depth == 1 {
            if c.expect == .separator {
                c.expect = .element
                if !c.irregular { setCut(index, &c) }
            } else {
                c.irregular = true
            }
        } else if framing == .arrayOfObjects && c.depth == 0 {
            c.irregular = true
        } else if framing == .ndjson && c.depth == 0 {
            open(index, &c, &starts)
        }
    }

    /// Bytes that end a run, as bits of two words (bytes 0–63, 64–127): inside a string a quote,
    /// a line end or a backslash; inside an object also the brackets (a backslash is text there).
    private static let lineEndsAndQuote: UInt64 = 1 << 10 | 1 << 13 | 1 << 34
    private static let backslash: UInt64 = 1 << (92 - 64)
    private static let brackets: UInt64 = 1 << (91 - 64) | 1 << (93 - 64) | 1 << (123 - 64) | 1 << (125 - 64)

    /// The first index from `start` whose byte is in the set (`low`, `high`), else the end.
    @inline(__always)
    private static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, low: UInt64, high: UInt64) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            let bit = byte < 64 ? (low >> UInt64(byte)) & 1 : byte < 128 ? (high >> UInt64(byte &- 64)) & 1 : 0
            if bit != 0 { return index }
            index += 1
        }
        return index
    }

    /// The index of the `}` that closes the array element whose `{` is at `start`, when the
    /// object holds only strings and scalars on one line: nil for a nested object or array, a
    /// line end anywhere in it (an escaped one too), or an object not complete in `bytes`.
    ///
    /// Inside such an object the byte-by-byte scan changes nothing but its string state, so the
    /// whole object is stepped over in one tight loop: the scan's pass over each byte through
    /// its state machine was the largest cost of reading a long JSON array (issue 37). Anything
    /// else is left to that scan, which then reads the object as it always did.
    @inline(__always)
    private static func flatObjectEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = bytes.count
        var index = start + 1
        while true {
            index = skip(bytes, from: index, low: lineEndsAndQuote, high: brackets)
            guard index < count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return index }
            guard bytes[index] == ASCII.quote else { return nil }  // a nested bracket or a line end
            index += 1
            while true {
                index = skip(bytes, from: index, low: lineEndsAndQuote, high: backslash)
                guard index < count else { return nil }
                if bytes[index] == ASCII.quote { break }
                // A backslash (the escaped byte stepped over) or a line end.
                guard bytes[index] == UInt8(ascii: "\\"), index + 1 < count, bytes[index + 1] != ASCII.lf, bytes[index + 1] != ASCII.cr
                else { return nil }
                index += 2
            }
            index += 1
        }
    }

    /// NDJSON: a value starts at depth 0; the line's first one starts a record.
    @inline(__always)
    private func open(_ index: Int, _ c: inout Cursor, _ starts: inout [(offset: Int, line: Int)]) {
        guard !c.lineOpen else { return }
        c.lineOpen = true
        starts.append((index, c.line))
    }

    @inline(__always)
    private func setCut(_ cut: Int, _ c: inout Cursor) {
        c.cut = cut
        c.cutLine = c.line
        c.cutLineStart = c.lineStart
    }
}
