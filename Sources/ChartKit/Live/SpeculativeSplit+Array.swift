extension SpeculativeSplit {
    /// Where the reading thread cuts a JSON array's bytes at the latest: after the last `,`
    /// that follows a `}` (whitespace between), so the batch ends with that `,` (made its `]`)
    /// and the next starts after it; nil when there is none.
    ///
    /// It is only a guess: the `,` may be inside a string or a nested value. The batch's thread
    /// finds out (`arrayRows`), since the direct parser then cannot read the batch to its `]`.
    static func lastElementEnd(in bytes: [UInt8]) -> Int? {
        var index = bytes.count - 1
        while index > 0 {
            if bytes[index] == UInt8(ascii: ",") {
                var before = index - 1
                while before > 0, [ASCII.space, ASCII.tab, ASCII.lf, ASCII.cr].contains(bytes[before]) { before -= 1 }
                if bytes[before] == UInt8(ascii: "}") { return index + 1 }
            }
            index -= 1
        }
        return nil
    }

    /// The rows of a JSON array's batch that starts after an element's `,` (or at the array's
    /// first element after the first batch) and ends with the `]` its cut `,` became (the
    /// input's last batch: with the array's own `]` and what follows); nil when `parser` does not
    /// read it to that end.
    ///
    /// The parser is asked for as many objects as the batch has `{` bytes, then, when that fails
    /// (a `{` in a string), for as many as `cutter` (the exact splitter, restarted in the array)
    /// finds. Either way a batch is taken only when the parser read every byte as that many flat
    /// objects between commas up to the `]`. From a start between two elements that is a proof
    /// that the cut `,` was between two elements too, outside every string: the parser steps over
    /// strings as the exact splitter does and refuses escapes, nesting and line ends in strings.
    /// So a batch is right exactly when the exact splitter could have cut where it was cut.
    static func arrayRows<Cutter: RecordCutter>(of bytes: [UInt8], last: Bool, parser: some DirectRowParser, cutter: Cutter) -> Read? {
        let counts = arrayCounts(in: bytes)
        let fits = counts.objects * parser.minimumRecordBytes <= bytes.count + 1
        var rows = counts.objects > 0 && fits ? parser.rows(bytes, count: counts.objects, firstRow: 0) : nil
        if rows == nil {
            var cutter = cutter
            cutter.refeed(bytes)
            let records = cutter.take(atEnd: true)
            guard records.count > 0, records.count != counts.objects else { return nil }
            rows = parser.rows(bytes, count: records.count, firstRow: 0)
        }
        guard let rows else { return nil }
        return (rows, counts.lines, counts.columns)
    }

    /// What an array batch's check needs of its bytes: the `{` bytes, the line ends (LF, CR, and
    /// CRLF as one, as `TextPosition` counts them), and the scalars after the last line end (all
    /// without one; bytes less UTF-8 continuation bytes), as the exact splitter counts columns.
    ///
    /// One pass sixteen bytes a step, the `{` and LF bytes counted with the exact zero-byte test,
    /// the CRs and bytes past ASCII only noted; then the rare cases (a CR, text past ASCII) again.
    static func arrayCounts(in bytes: [UInt8]) -> (objects: Int, lines: Int, columns: Int) {
        bytes.withUnsafeBytes { raw in
            let (ones, low, high) = (0x0101_0101_0101_0101 as UInt64, 0x7F7F_7F7F_7F7F_7F7F as UInt64, 0x8080_8080_8080_8080 as UInt64)
            let (brace, lf, cr) = (ones &* UInt64(UInt8(ascii: "{")), ones &* UInt64(ASCII.lf), ones &* UInt64(ASCII.cr))
            func zeros(_ word: UInt64) -> UInt64 { ~(((word & low) &+ low) | word | low) }
            var (objects, lineFeeds) = (0, 0)
            var (noted, highBits) = (UInt64(0), UInt64(0))
            var lastLineEnd = 0  // a 16-byte step holding the last LF or CR starts here, or before
            var index = 0
            while index + 16 <= raw.count {
                let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let second = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                objects += zeros(first ^ brace).nonzeroBitCount + zeros(second ^ brace).nonzeroBitCount
                let feeds = zeros(first ^ lf) | zeros(second ^ lf)
                lineFeeds += zeros(first ^ lf).nonzeroBitCount + zeros(second ^ lf).nonzeroBitCount
                let (c, d) = (first ^ cr, second ^ cr)
                let returns = (((c &- ones) & ~c) | ((d &- ones) & ~d)) & high
                if feeds | returns != 0 { lastLineEnd = index }
                noted |= returns
                highBits |= first | second
                index += 16
            }
            var lines = lineFeeds
            for byte in raw[index...] {
                if byte == UInt8(ascii: "{") { objects += 1 }
                if byte == ASCII.lf { lines += 1 }
                if byte == ASCII.cr { noted = 1 }
                highBits |= UInt64(byte)
            }
            if noted != 0 {  // a CR is a line end unless a LF follows it
                lines = 0
                for offset in raw.indices
                where raw[offset] == ASCII.lf || (raw[offset] == ASCII.cr && (offset + 1 == raw.count || raw[offset + 1] != ASCII.lf)) {
                    lines += 1
                }
            }
            guard lines > 0 else { return (objects, 0, scalars(raw, from: 0, ascii: highBits & high == 0)) }
            var after = raw.count
            while after > lastLineEnd, raw[after - 1] != ASCII.lf && raw[after - 1] != ASCII.cr { after -= 1 }
            return (objects, lines, scalars(raw, from: after, ascii: highBits & high == 0))
        }
    }

    /// The scalars of `raw` from `start`: bytes less UTF-8 continuation bytes (`10xxxxxx`).
    private static func scalars(_ raw: UnsafeRawBufferPointer, from start: Int, ascii: Bool) -> Int {
        guard !ascii else { return raw.count - start }
        var continuation = 0
        var index = start
        while index + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            continuation += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        for byte in raw[index...] where byte & 0xC0 == 0x80 { continuation += 1 }
        return raw.count - start - continuation
    }
}
