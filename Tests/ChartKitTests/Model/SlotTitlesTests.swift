import Foundation
import Testing

@testable import ChartKit

/// Slot titles made on demand measure and read as the strings they stand for (issue 22 item 1).
@Suite struct SlotTitlesTests {
    static let texts = [
        "", "a", "  padded\t", "Zürich", "東京", "two\nlines", "cr\r\nlf", "\r\n", "\n\n", "x\u{00A0}", "\u{3000}y", "emoji 📈",
        "\u{301}mark", "quote \"q\"",
    ]

    @Test func bytesMeasureAsStrings() {
        let metrics = TextMetrics(fontSize: 10)
        let titles = SlotTitles(Self.texts)
        for (index, text) in Self.texts.enumerated() {
            #expect(titles.width(at: index, metrics: metrics) == metrics.width(of: text), "\(text.debugDescription)")
            #expect(titles.lines(at: index) == metrics.lines(in: text), "\(text.debugDescription)")
        }
    }

    @Test func numberedTitles() {
        let titles = SlotTitles.numbered(12_345)
        let metrics = TextMetrics(fontSize: 10)
        for index in [0, 8, 9, 99, 12_344] {
            #expect(titles[index] == String(index + 1))
            #expect(titles.width(at: index, metrics: metrics) == metrics.width(of: String(index + 1)))
        }
        #expect(!titles.mayNeedCleaning)
    }

    @Test func cellsAreTrimmedLikeStrings() throws {
        let csv = "x,v\n" + Self.texts.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\",1\n" }.joined()
        let table = try TableReader().read(bytes: Array(csv.utf8), name: "t.csv", pathExtension: "csv")
        let titles = SlotTitles.cells(of: table, column: 0)
        let metrics = TextMetrics(fontSize: 10)
        #expect(titles.count == table.rowCount)
        for index in titles.indices {
            let expected = table.text(row: index, column: 0).trimmingSpaces()
            #expect(titles[index] == expected)
            #expect(titles.width(at: index, metrics: metrics) == metrics.width(of: expected), "\(expected.debugDescription)")
            #expect(titles.lines(at: index) == metrics.lines(in: expected))
        }
        #expect(titles.mayNeedCleaning)
        let plain = try TableReader().read(bytes: Array("x,v\na,1\nÄb,2\n".utf8), name: "t.csv", pathExtension: "csv")
        #expect(!SlotTitles.cells(of: plain, column: 0).mayNeedCleaning)
    }
}
