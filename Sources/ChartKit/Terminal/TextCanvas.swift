/// A grid of terminal cells that a text chart is drawn on: characters, braille dots (2×4 to a
/// cell, for lines and points) and a foreground and background colour per cell.
///
/// Dots and characters share the grid: a cell shows its character when one was written (text,
/// blocks, axis lines), else its braille dots. Wide characters take two cells, the second kept
/// empty, so a row's columns on screen are its cells.
package struct TextCanvas: Sendable {
    package let columns: Int
    package let rows: Int
    private var characters: [Character?]
    private var dots: [UInt8]
    private var foregrounds: [String?]
    private var backgrounds: [String?]
    /// Cells covered by the wide character to their left.
    private var covered: [Bool]
    /// Once set, the only cells that marks may change (a plot area: a line or bar cut by
    /// `--y-min`/`--y-max` stops at its edge, as gnuplot clips, instead of running over the
    /// labels); nil: the whole grid.
    package var clip: (columns: Range<Int>, rows: Range<Int>)?

    package init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        let count = self.columns * self.rows
        characters = Array(repeating: nil, count: count)
        dots = Array(repeating: 0, count: count)
        foregrounds = Array(repeating: nil, count: count)
        backgrounds = Array(repeating: nil, count: count)
        covered = Array(repeating: false, count: count)
    }

    /// A coordinate (cells or dots) as an integer, clamped a little beyond any grid so that a
    /// point far off the axis range (cut by `--y-range`) cannot overflow; NaN lands outside.
    package static func index(_ value: Double) -> Int {
        value.isFinite ? Int(Swift.max(-8, Swift.min(20_000, value.rounded()))) : -8
    }

    /// Braille dot bits by (column 0–1, row 0–3) within a cell (Unicode's dot numbering).
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot at (`x`, `y`) in dot coordinates (2 per column, 4 per row, from the top left);
    /// dots outside the grid are ignored.
    package mutating func dot(x: Int, y: Int, color: String?) {
        guard x >= 0, y >= 0, x < columns * 2, y < rows * 4, inside(column: x / 2, row: y / 4) else { return }
        let cell = (y / 4) * columns + x / 2
        guard characters[cell] == nil, !covered[cell] else { return }
        dots[cell] |= Self.dotBits[x % 2][y % 4]
        if let color { foregrounds[cell] = color }
    }

    /// Dots along the straight line from `a` to `b` (dot coordinates), every `dash` dots on and
    /// `dash` off when `dash` is given.
    package mutating func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double), color: String?, dash: Int? = nil) {
        // Clamped to the grid's neighbourhood first, so a segment to a far-off point is
        // drawn up to the edge in a bounded number of steps.
        let (a, b) = (clamped(a), clamped(b))
        let span = max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)
        guard span.isFinite else { return }
        let steps = Int(span)
        for step in 0...max(steps, 0) {
            let t = steps == 0 ? 0 : Double(step) / Double(steps)
            let x = Self.index(a.x + (b.x - a.x) * t)
            let y = Self.index(a.y + (b.y - a.y) * t)
            if let dash, (x / dash) % 2 == 1 { continue }
            dot(x: x, y: y, color: color)
        }
    }

    /// A point moved onto the grid's neighbourhood along its own axes (a far-off point keeps its
    /// direction closely enough for a line to leave the plot where it should).
    private func clamped(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let (w, h) = (Double(columns * 2), Double(rows * 4))
        return (max(-w, min(2 * w, p.x)), max(-h, min(2 * h, p.y)))
    }

    /// Writes `character` at a cell, replacing its dots; outside the grid it is dropped, and so is
    /// a character holding anything unsafe on a terminal (`TextEscaping`), so no cell can carry
    /// an escape sequence, a bidi override or a line separator to the screen.
    package mutating func put(_ character: Character, column: Int, row: Int, color: String? = nil, background: String? = nil) {
        guard row >= 0, row < rows, column >= 0, column < columns, inside(column: column, row: row) else { return }
        guard !character.unicodeScalars.contains(where: TextEscaping.isUnsafeOnTerminal) else { return }
        let cell = row * columns + column
        let width = TerminalWidth.columns(of: character)
        guard width < 2 || column + 1 < columns else { return }
        characters[cell] = character
        dots[cell] = 0
        covered[cell] = false
        foregrounds[cell] = color
        backgrounds[cell] = background
        if width == 2 {
            characters[cell + 1] = nil
            covered[cell + 1] = true
        }
    }

    /// Writes `text` from a cell rightwards, clipped at the grid's edge, as many columns as the
    /// terminal gives it (`TerminalWidth`); combining marks stay with their base character, and
    /// what is unsafe on a terminal is left out (`TextEscaping.drawable`), as the layout measured it.
    package mutating func write(_ text: String, column: Int, row: Int, color: String? = nil, background: String? = nil) {
        var at = column
        for character in TextEscaping.drawable(text) {
            let width = TerminalWidth.columns(of: character)
            if width == 0 { continue }
            if at + width > columns { break }
            put(character, column: at, row: row, color: color, background: background)
            at += width
        }
    }

    /// Paints a cell's background, keeping what it shows (the upper segment of a stacked bar
    /// behind the lower one's partial block).
    package mutating func paintBackground(column: Int, row: Int, color: String?) {
        guard row >= 0, row < rows, column >= 0, column < columns, inside(column: column, row: row) else { return }
        backgrounds[row * columns + column] = color
    }

    private func inside(column: Int, row: Int) -> Bool {
        clip.map { $0.columns.contains(column) && $0.rows.contains(row) } ?? true
    }

    /// Whether a cell holds neither a character nor dots.
    package func isEmpty(column: Int, row: Int) -> Bool {
        guard row >= 0, row < rows, column >= 0, column < columns else { return false }
        let cell = row * columns + column
        return characters[cell] == nil && dots[cell] == 0 && !covered[cell]
    }

    /// The grid as lines of text, trailing blanks removed, with colour escapes as `colors` says.
    package func lines(colors: TextColors) -> [String] {
        (0..<rows).map { row in
            var line = ""
            var current: (String?, String?) = (nil, nil)
            var pendingBlanks = 0
            for column in 0..<columns {
                let cell = row * columns + column
                if covered[cell] { continue }
                let character: Character = characters[cell] ?? (dots[cell] == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(dots[cell])) ?? " "))
                let style = (foregrounds[cell], backgrounds[cell])
                if character == " " && style.1 == nil {
                    pendingBlanks += 1
                    continue
                }
                if pendingBlanks > 0 {
                    if current != (nil, nil) {
                        line += colors.reset
                        current = (nil, nil)
                    }
                    line += String(repeating: " ", count: pendingBlanks)
                    pendingBlanks = 0
                }
                if colors != .none, style != current {
                    if current != (nil, nil) { line += colors.reset }
                    line += colors.escape(foreground: style.0, background: style.1)
                    current = style
                }
                line.append(character)
            }
            if current != (nil, nil) { line += colors.reset }
            return line
        }
    }
}
