import Testing

@testable import ChartKit

/// The cell grid: braille dots, wide characters and colour escapes.
@Suite struct TextCanvasTests {
    @Test func dotsMakeBrailleCells() {
        var canvas = TextCanvas(columns: 2, rows: 1)
        canvas.dot(x: 0, y: 0, color: nil)  // dot 1
        canvas.dot(x: 1, y: 3, color: nil)  // dot 8
        canvas.dot(x: 2, y: 1, color: nil)  // second cell, dot 2
        #expect(canvas.lines(colors: .none) == ["\u{2881}\u{2802}"])
    }

    @Test func aWideCharacterTakesTwoCellsAndKeepsTheRowInLine() {
        var canvas = TextCanvas(columns: 6, rows: 2)
        canvas.write("東x", column: 0, row: 0)
        canvas.write("abc", column: 0, row: 1)
        let lines = canvas.lines(colors: .none)
        #expect(lines == ["東x", "abc"])
        #expect(TerminalWidth.columns(of: lines[0]) == 3)
        // A wide character that would straddle the edge is left out, not cut in half.
        var edge = TextCanvas(columns: 3, rows: 1)
        edge.write("ab東", column: 0, row: 0)
        #expect(edge.lines(colors: .none) == ["ab"])
    }

    /// Nothing unsafe on a terminal reaches a cell, written as text or put as a character, and
    /// it takes no column (issue 32: U+2028 and U+2029 were drawn raw, a column wide).
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{1B}", "\u{9B}", "\u{202E}", "\u{7}", "\r\n"])
    func unsafeCharactersNeverReachACell(_ unsafe: String) {
        var canvas = TextCanvas(columns: 8, rows: 2)
        let text = "a\(unsafe)b\(unsafe)"
        #expect(TerminalWidth.columns(of: text) == 2)
        canvas.write(text, column: 0, row: 0)
        canvas.put(Character(unsafe), column: 0, row: 1)
        canvas.put("c", column: 1, row: 1)
        #expect(canvas.lines(colors: .none) == ["ab", " c"])
    }

    @Test func coloursAreEscapesOnlyWhenAsked() {
        var canvas = TextCanvas(columns: 3, rows: 1)
        canvas.put("█", column: 0, row: 0, color: "#ff0000")
        canvas.put("x", column: 2, row: 0)
        #expect(canvas.lines(colors: .none) == ["█ x"])
        #expect(canvas.lines(colors: .trueColor) == ["\u{1B}[38;2;255;0;0m█\u{1B}[0m x"])
        #expect(canvas.lines(colors: .palette256) == ["\u{1B}[38;5;196m█\u{1B}[0m x"])
    }

    @Test(arguments: [
        ("#000000", 16), ("#ffffff", 231), ("#ff0000", 196), ("#808080", 244), ("#1f77b4", 31),
    ])
    func nearest256(_ hex: String, _ expected: Int) throws {
        let rgb = try #require(TextColors.rgb(hex))
        #expect(TextColors.nearest256(rgb) == expected)
    }
}
