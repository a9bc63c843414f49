/// The byte scanner of `JSONRecordSplitter`: strings skipped with their escapes (bytes that
/// matter found by a bit test of byte sets), brackets counted, a flat object of an array stepped
/// over in one loop, and a cut recorded at each line end (NDJSON) or top-level `,` (an array)
/// where a record may end. Its own file: the cutter's state and API are one concern, this
/// per-byte loop another.
extension JSONRecordSplitter {
    /// The scan over `bytes` from `start`; returns where it stopped (before a CR that may be
    /// the first half of a CRLF still to come).
    func scan(
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
