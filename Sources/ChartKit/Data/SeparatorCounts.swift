/// How many of each candidate separator one line holds outside double quotes, and where the
/// line is, so the separator sniffer can compare lines and a doubt can point at the header.
struct SeparatorCounts: Sendable, Equatable {
    /// The 1-based line of the input.
    var line: Int
    /// Counts of `,`, `;`, tab and `|`, in that order.
    private var counts = [0, 0, 0, 0]
    /// 1-based character column of the first tab and of the first `|`, for a message.
    private var firstColumns: [Int?] = [nil, nil]

    init(line: Int) {
        self.line = line
    }

    private static let bytes = [ASCII.comma, ASCII.semicolon, ASCII.tab, ASCII.pipe]

    /// How many `byte`s (one of `,`, `;`, tab, `|`) the line holds.
    func count(of byte: UInt8) -> Int {
        Self.bytes.firstIndex(of: byte).map { counts[$0] } ?? 0
    }

    /// The column of the first tab or `|` on the line.
    func column(of byte: UInt8) -> Int? {
        byte == ASCII.tab ? firstColumns[0] : byte == ASCII.pipe ? firstColumns[1] : nil
    }

    /// The first `limit` non-blank lines of `bytes` (after a byte order mark), counted outside
    /// quoted fields; a line of only spaces and tabs is blank.
    ///
    /// A `"` opens a quoted field only at a field's start (a line's, or after any of the
    /// separators counted, spaces between), and `""` inside one is a quote, as the reader takes
    /// them: a `12" pipe` cell is text. Toggling at every `"` made such a cell swallow the rest
    /// of the input into one line, so a stream read ahead for lines it already held.
    static func sample(_ bytes: [UInt8], lines limit: Int) -> [SeparatorCounts] {
        var lines: [SeparatorCounts] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = ASCII.bodyStart(buffer)
            var (quoted, blank, atFieldStart) = (false, true, true)
            var (lineNumber, column, previous) = (1, 0, UInt8(0))
            var current = SeparatorCounts(line: 1)
            while index < buffer.count, lines.count < limit {
                let byte = buffer[index]
                index += 1
                let isBreak = byte == ASCII.lf || byte == ASCII.cr
                if isBreak {
                    if !(byte == ASCII.lf && previous == ASCII.cr) { lineNumber += 1 }
                    column = 0
                } else if byte & 0xC0 != 0x80 {
                    column += 1  // a character starts here
                }
                previous = byte
                if quoted {
                    if byte == ASCII.quote {
                        if index < buffer.count, buffer[index] == ASCII.quote {
                            index += 1  // an escaped quote
                            column += 1
                            previous = ASCII.quote
                        } else {
                            quoted = false
                        }
                    }
                    if !isBreak { blank = false }
                    continue
                }
                if byte == ASCII.quote, atFieldStart {
                    (quoted, blank, atFieldStart) = (true, false, false)
                    continue
                }
                if isBreak {
                    if !blank { lines.append(current) }
                    (current, blank, atFieldStart) = (SeparatorCounts(line: lineNumber), true, true)
                    continue
                }
                switch byte {
                case ASCII.space: break
                case ASCII.tab:
                    current.add(2, column: column)
                    atFieldStart = true
                default:
                    if let slot = Self.bytes.firstIndex(of: byte) {
                        current.add(slot, column: column)
                        atFieldStart = true
                    } else {
                        atFieldStart = false
                    }
                    blank = false
                }
            }
            if lines.count < limit, !blank { lines.append(current) }
        }
        return lines
    }

    private mutating func add(_ slot: Int, column: Int) {
        counts[slot] += 1
        if slot >= 2, firstColumns[slot - 2] == nil { firstColumns[slot - 2] = column }
    }
}
