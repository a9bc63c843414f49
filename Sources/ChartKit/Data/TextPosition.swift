/// Tracks the line and character column while a reader walks a byte buffer, so every cell and
/// every error names the place an editor shows.
///
/// Lines end at LF, CRLF or a lone CR. Columns count Unicode scalars (UTF-8 lead bytes), counted
/// lazily from the last asked-for offset so a long line costs linear time in total.
struct TextPosition {
    /// 1-based line of the current position.
    private(set) var line = 1
    /// Byte offset where the current line starts.
    private(set) var lineStart: Int
    private var counted: Int
    private var scalars = 0

    /// Starts at line 1, whose first character is at byte `lineStart` (after a BOM).
    init(lineStart: Int) {
        self.lineStart = lineStart
        counted = lineStart
    }

    /// Records a line break; the next line starts at byte `offset`.
    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        counted = offset
        scalars = 0
    }

    /// The 1-based character column of byte `offset` on the current line.
    mutating func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if offset < counted {
            counted = lineStart
            scalars = 0
        }
        var index = counted
        var count = scalars
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        counted = offset
        scalars = count
        return count + 1
    }

    /// Steps over the line end at `index` (LF, CR or CRLF), if any, and starts the next line.
    @inline(__always)
    mutating func skipLineEnd(in buffer: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        guard index < buffer.count else { return }
        if buffer[index] == ASCII.cr {
            index += 1
            if index < buffer.count, buffer[index] == ASCII.lf { index += 1 }
        } else {
            index += 1
        }
        startLine(at: index)
    }

    /// Line and column of byte `offset`, found by scanning from `start`; for errors only.
    static func locate(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (line: Int, column: Int) {
        var walker = Walker(start: start)
        return walker.advance(to: offset, in: bytes)
    }

    /// Finds the line and column of increasing offsets in one forward pass (`locate` for one
    /// offset; a table's cells, in order, for many).
    struct Walker {
        private var position: TextPosition
        private var index: Int

        init(start: Int) {
            position = TextPosition(lineStart: start)
            index = start
        }

        /// Line and column of `offset`, which must not be before the last one asked for.
        mutating func advance(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
            while index < offset {
                let byte = bytes[index]
                index += 1
                if byte == ASCII.lf {
                    position.startLine(at: index)
                } else if byte == ASCII.cr {
                    if index < offset, bytes[index] == ASCII.lf { index += 1 }
                    position.startLine(at: index)
                }
            }
            return (position.line, position.column(of: offset, in: bytes))
        }
    }
}

/// Byte values the readers compare against, named for readability.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let comma: UInt8 = 0x2C
    static let semicolon: UInt8 = 0x3B
    static let pipe: UInt8 = 0x7C

    /// Byte offset of the first character after a UTF-8 byte order mark, if there is one.
    static func bodyStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}
