/// A text chart drawn in 24-bit colour, read back into cells: each cell's character and the
/// foreground colour it was drawn in, so a test can ask which series inked which cell.
struct TextCells {
    struct Cell {
        var character: Character
        /// `#rrggbb`, nil for the terminal's own colour.
        var color: String?
    }

    let rows: [[Cell]]

    /// Reads `text`: SGR sequences `ESC[38;2;R;G;Bm` set the colour, `ESC[0m` (or `ESC[m`,
    /// `ESC[39m`) resets it; every other character is one cell (the charts' glyphs are one
    /// column wide).
    init(_ text: String) {
        var rows: [[Cell]] = [[]]
        var color: String?
        var characters = text.makeIterator()
        while let character = characters.next() {
            if character == "\u{1B}" {
                var sequence = ""
                while let next = characters.next() {
                    if next == "m" { break }
                    if next != "[" { sequence.append(next) }
                }
                let parts = sequence.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                if parts.count >= 5, parts[0] == 38, parts[1] == 2 {
                    color = "#" + parts[2...4].map(Self.hexByte).joined()
                } else if parts == [0] || parts == [39] || sequence.isEmpty {
                    color = nil
                }
            } else if character == "\n" {
                rows.append([])
            } else {
                rows[rows.count - 1].append(Cell(character: character, color: color))
            }
        }
        self.rows = rows
    }

    subscript(column: Int, row: Int) -> Cell? {
        guard row >= 0, row < rows.count, column >= 0, column < rows[row].count else { return nil }
        return rows[row][column]
    }

    /// `value` (0–255) as two lowercase hex digits. (A static function, not a `String`
    /// initializer: `map(String.init)` elsewhere in the tests would pick that up and write hex.)
    static func hexByte(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// The chart without its colours, for failure messages.
    var plain: String { rows.map { String($0.map(\.character)) }.joined(separator: "\n") }

    /// The plot's box, from the axis corner `└`: the value ticks' column above it and the bottom
    /// axis line to its right. Columns and rows of the axes' ends, as `InkCheck` maps them.
    func plotFrame() -> (left: Double, right: Double, top: Double, bottom: Double)? {
        guard let row = rows.lastIndex(where: { $0.contains { $0.character == "└" } }),
            let column = rows[row].firstIndex(where: { $0.character == "└" })
        else { return nil }
        var right = column + 1
        while right + 1 < rows[row].count, "─┬┴┼┘".contains(rows[row][right + 1].character) { right += 1 }
        var top = row - 1
        while top - 1 >= 0, let cell = self[column, top - 1], "│┤┼".contains(cell.character) { top -= 1 }
        return (Double(column + 1), Double(right), Double(top), Double(row - 1))
    }
}
