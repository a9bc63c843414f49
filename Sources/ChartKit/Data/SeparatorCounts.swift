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
    /// double quotes; a line of only spaces and tabs is blank.
    static func sample(_ bytes: [UInt8], lines limit: Int) -> [SeparatorCounts] {
        var lines: [SeparatorCounts] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = ASCII.bodyStart(buffer)
            var (quoted, blank) = (false, true)
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
                if byte == ASCII.quote { quoted.toggle() }
                if quoted || byte == ASCII.quote {
                    if !isBreak { blank = false }
                    continue
                }
                if isBreak {
                    if !blank { lines.append(current) }
                    (current, blank) = (SeparatorCounts(line: lineNumber), true)
                    continue
                }
                switch byte {
                case ASCII.space: break
                case ASCII.tab: current.add(2, column: column)
                default:
                    if let slot = Self.bytes.firstIndex(of: byte) { current.add(slot, column: column) }
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
