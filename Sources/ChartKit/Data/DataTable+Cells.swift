/// Cell text and locations, worked out from the stored offsets when asked, because most cells
/// are only ever needed as numbers.
extension DataTable {
    /// The text of cell (`row`, `column`).
    package func text(row: Int, column: Int) -> String {
        switch cells[column].storage {
        case let .strings(texts, _, _):
            return texts[row]
        case let .offsets(offsets):
            guard let text else { return "" }
            return text.bytes.withUnsafeBufferPointer { buffer in
                let span = text.dialect.span(at: offsets[row], in: buffer)
                return text.dialect.decode(span, in: buffer)
            }
        }
    }

    /// The text of every cell of `column`.
    package func texts(ofColumn column: Int) -> [String] {
        switch cells[column].storage {
        case let .strings(texts, _, _):
            return texts
        case .offsets:
            var result: [String] = []
            result.reserveCapacity(rowCount)
            forEachCell(inColumn: column) { _, bytes in result.append(String(decoding: bytes, as: UTF8.self)) }
            return result
        }
    }

    /// Calls `body` with the text of cell (`row`, `column`) as UTF-8 bytes, without a `String`
    /// unless the cell has escapes.
    func withCellUTF8<R>(row: Int, column: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch cells[column].storage {
        case let .strings(texts, _, _):
            var cell = texts[row]
            return try cell.withUTF8(body)
        case let .offsets(offsets):
            guard let text else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
            let dialect = text.dialect
            return try text.bytes.withUnsafeBufferPointer { buffer in
                let span = dialect.span(at: offsets[row], in: buffer)
                guard !span.escaped else {
                    var decoded = dialect.decode(span, in: buffer)
                    return try decoded.withUTF8(body)
                }
                return try body(UnsafeBufferPointer(rebasing: buffer[span.start..<span.end]))
            }
        }
    }

    /// Calls `body` with each cell's row and text as UTF-8 bytes, without a `String` per cell
    /// unless the cell has escapes.
    func forEachCell(inColumn column: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        switch cells[column].storage {
        case let .strings(texts, _, _):
            for (row, cell) in texts.enumerated() {
                var cell = cell
                try cell.withUTF8 { try body(row, $0) }
            }
        case let .offsets(offsets):
            guard let text else { return }
            let dialect = text.dialect
            try text.bytes.withUnsafeBufferPointer { buffer in
                for row in 0..<offsets.count {
                    let span = dialect.span(at: offsets[row], in: buffer)
                    if span.escaped {
                        var decoded = dialect.decode(span, in: buffer)
                        try decoded.withUTF8 { try body(row, $0) }
                    } else {
                        try body(row, UnsafeBufferPointer(rebasing: buffer[span.start..<span.end]))
                    }
                }
            }
        }
    }

    /// 1-based line and character column of cell (`row`, `column`); line 0 for a cell that is
    /// not in the input.
    func position(row: Int, column: Int) -> (line: Int, column: Int) {
        switch cells[column].storage {
        case let .strings(_, lines, columns):
            return (Int(lines[row]), Int(columns[row]))
        case let .offsets(offsets):
            guard let text else { return (0, 0) }
            return text.bytes.withUnsafeBufferPointer { TextPosition.locate(offsets[row], in: $0, from: text.bodyStart) }
        }
    }

    /// Lines and columns of every cell of `column`, in one pass over the input.
    package func positions(ofColumn column: Int) -> (lines: [Int32], columns: [Int32]) {
        switch cells[column].storage {
        case let .strings(_, lines, columns):
            return (lines, columns)
        case let .offsets(offsets):
            guard let text else { return ([], []) }
            var lines: [Int32] = []
            var characterColumns: [Int32] = []
            lines.reserveCapacity(offsets.count)
            characterColumns.reserveCapacity(offsets.count)
            text.bytes.withUnsafeBufferPointer { buffer in
                var walker = TextPosition.Walker(start: text.bodyStart)
                for row in 0..<offsets.count {
                    let (line, characterColumn) = walker.advance(to: offsets[row], in: buffer)
                    lines.append(Int32(clamping: line))
                    characterColumns.append(Int32(clamping: characterColumn))
                }
            }
            return (lines, characterColumns)
        }
    }

    /// Rows of `column` that have no cell in the input at all (`SeriesSplitter` leaves those
    /// without a source location, line 0), or nil when there are none.
    func absentRows(inColumn column: Int) -> [Bool]? {
        guard case let .strings(_, lines, _) = cells[column].storage, lines.contains(0) else { return nil }
        return lines.map { $0 == 0 }
    }
}
