import Testing

@testable import ChartKit

/// Labels take the columns a terminal gives them, so a text chart's axis stays in line.
@Suite struct TerminalWidthTests {
    static let cases: [(text: String, columns: Int)] = [
        ("abc", 3), ("", 0), ("東京", 4), ("e\u{301}", 1), ("🙂", 2), ("❤️", 2), ("a\u{200B}b", 2), ("한국어", 6), ("Ｆｕｌｌ", 8),
    ]

    @Test(arguments: cases.indices)
    func columns(_ index: Int) {
        let (text, columns) = Self.cases[index]
        #expect(TerminalWidth.columns(of: text) == columns, "\(text.debugDescription)")
    }

    @Test func truncationCountsColumnsAndEndsInAnEllipsis() {
        #expect(TerminalWidth.truncated("東京都庁", to: 5) == "東京…")
        #expect(TerminalWidth.columns(of: TerminalWidth.truncated("東京都庁", to: 5)) <= 5)
        #expect(TerminalWidth.truncated("short", to: 5) == "short")
        #expect(TerminalWidth.truncated("longer", to: 5) == "long…")
    }
}
