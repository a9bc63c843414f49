/// The cells of one column: where their text is, and, when the reader could tell, their values
/// as numbers already, so a chart never parses a cell twice and never makes a `String` for a
/// number.
struct ColumnCells: Sendable, Equatable {
    /// Where the cells' text lives.
    enum Storage: Sendable, Equatable {
        /// Text per cell with its 1-based line and column (line 0: no cell in the input), for
        /// tables built from strings (`SeriesSplitter`, the general JSON shapes, tests).
        case strings([String], lines: [Int32], columns: [Int32])
        /// Byte offsets into the table's `SourceText`, where each cell starts.
        case offsets(CellOffsets)
    }

    var storage: Storage
    /// The cells as numbers, parsed while reading; nil when the reader did not parse them (or
    /// gave up on a column of text). The rules that decide errors still run on the text.
    var numbers: NumericColumn?

    var count: Int {
        switch storage {
        case let .strings(texts, _, _): return texts.count
        case let .offsets(offsets): return offsets.count
        }
    }
}

/// A column's cells as numbers, with counts that tell whether every cell was a plain number, so
/// the common case needs no second look at the text.
struct NumericColumn: Sendable, Equatable {
    /// One per cell: the value of `ValueParser.number`, or NaN when the cell is blank or not a
    /// number.
    var values: [Double] = []
    /// Cells that are empty or only spaces and tabs.
    var blanks = 0
    /// Cells that are neither blank nor numbers.
    var others = 0
    /// Numbers beyond ±`ValueParser.maximumMagnitude`.
    var huge = 0

    /// Above this many text cells, a column that is mostly text stops being parsed as numbers.
    static let giveUpThreshold = 1000

    /// Whether the column has turned out to be text, so parsing it further is wasted work.
    var isMostlyText: Bool { others > Self.giveUpThreshold && others * 2 > values.count }

    /// Adds the cell whose (unescaped) content is `content`.
    @inline(__always)
    mutating func append(_ content: UnsafeBufferPointer<UInt8>) {
        if let value = ValueParser.number(bytes: content) {
            if abs(value) > ValueParser.maximumMagnitude { huge += 1 }
            values.append(value)
        } else {
            if content.allSatisfy({ $0 == ASCII.space || $0 == ASCII.tab }) { blanks += 1 } else { others += 1 }
            values.append(.nan)
        }
    }

    /// Adds a cell known to be neither blank nor a number (a quoted field with `""` in it).
    mutating func appendOther() {
        others += 1
        values.append(.nan)
    }

    /// Adds an empty cell (JSON `null` or a missing key).
    mutating func appendBlank() {
        blanks += 1
        values.append(.nan)
    }

    /// Removes the first cell (a header), whose text was `content`.
    mutating func removeFirst(content: UnsafeBufferPointer<UInt8>) {
        var first = NumericColumn()
        first.append(content)
        blanks -= first.blanks
        others -= first.others
        huge -= first.huge
        values.removeFirst()
    }
}
