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
    enum Expect {
        case open, firstElement, element, separator, inside, closed
    }

    /// The scan's state at byte `scanned`, apart so the loop keeps it in a local copy.
    struct Cursor {
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
