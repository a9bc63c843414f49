import Testing

@testable import ChartKit

/// The pieces of `chart line --follow` that need no process: cutting records, paging rows.
@Suite struct LivePagingTests {
    /// Feeds `text` in pieces of `step` bytes and collects each record's first line.
    static func records(_ text: String, mode: RecordSplitter.Mode, step: Int) -> (lines: [Int], bytes: [UInt8]) {
        var splitter = RecordSplitter(mode: mode)
        let bytes = Array(text.utf8)
        var lines: [Int] = []
        var taken: [UInt8] = []
        var index = 0
        while index < bytes.count {
            splitter.feed(Array(bytes[index..<min(index + step, bytes.count)]))
            let records = splitter.take(atEnd: false)
            lines += records.starts.map(\.line)
            taken += records.bytes
            index += step
        }
        let rest = splitter.take(atEnd: true)
        lines += rest.starts.map(\.line)
        taken += rest.bytes
        return (lines, taken)
    }

    /// Whatever the read sizes, records start on the same lines and no byte is lost: quoted line
    /// breaks, `""`, a literal `"` inside a field, CRLF split between reads, blank lines, a BOM,
    /// and a last record without a line end.
    @Test(arguments: [1, 2, 3, 7, 1000])
    func csvRecordsWhateverTheReadSize(step: Int) throws {
        let text = "\u{FEFF}a,\"b\nc\"\r\n1,\"x\"\"y\"\r\n\r\n2,5\" disk\n  \"q\",\"multi\rline\"\n3,4"
        let result = Self.records(text, mode: .delimited(ASCII.comma), step: step)
        #expect(result.lines == [1, 3, 5, 6, 8])
        #expect(result.bytes == Array(text.utf8))
        // The reader sees the same records on the same lines.
        let table = try CSVReader(delimiter: ASCII.comma, header: .present).read(bytes: Array(text.utf8), name: "t")
        #expect(table.cellLines[0].map(Int.init) == [3, 5, 6, 8])
    }

    @Test(arguments: [1, 5, 1000])
    func lineRecordsSkipBlankAndCommentLines(step: Int) {
        let text = "# t v\n\n1 2\n  # note\n2 3\r\n3 4"
        #expect(Self.records(text, mode: .lines(comments: true), step: step).lines == [3, 5, 6])
        #expect(Self.records("{\"a\":1}\n\n{\"a\":2}\n", mode: .lines(comments: false), step: step).lines == [1, 3])
    }

    /// Random CSV, TSV and line input (quotes at and inside fields, `""`, padding, delimiters,
    /// CR, LF, CRLF, `#`): records and bytes are the same whatever the read size, so the scan's
    /// skipping over runs of plain bytes decides exactly what the byte-by-byte steps decide.
    @Test(arguments: 0..<40)
    func randomInputSplitsTheSameWhateverTheReadSize(_ seed: Int) {
        var state = UInt64(seed) &* 0x9E3779B97F4A7C15 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let pieces = ["a", "b1", "\"", "\"\"", ",", "\t", " ", "\n", "\r", "\r\n", "#", "x y", "7"]
        let text = (0..<600).map { _ in pieces[next(pieces.count)] }.joined()
        for mode in [RecordSplitter.Mode.delimited(ASCII.comma), .delimited(ASCII.tab), .lines(comments: true), .lines(comments: false)] {
            let whole = Self.records(text, mode: mode, step: 100_000)
            for step in [1, 2, 5, 64] {
                let pieces = Self.records(text, mode: mode, step: step)
                #expect(pieces.lines == whole.lines, "seed \(seed), \(mode), step \(step)")
                #expect(pieces.bytes == whole.bytes, "seed \(seed), \(mode), step \(step)")
            }
            #expect(whole.bytes == Array(text.utf8.dropFirst(0)), "seed \(seed), \(mode): bytes lost")
        }
    }

    @Test func recordsBeforeALine() {
        var splitter = RecordSplitter(mode: .delimited(ASCII.comma))
        splitter.feed(Array("x,y\n1,2\n2,n/a\n3,4\n".utf8))
        let records = splitter.take(atEnd: false)
        let before = records.prefix(beforeLine: 3)
        #expect(String(decoding: before.bytes, as: UTF8.self) == "x,y\n1,2\n")
        #expect(before.count == 2)
    }

    static func rows(_ range: Range<Int>) -> LiveRows {
        var rows = LiveRows(seriesCount: 1)
        rows.positions = range.map(Double.init)
        rows.values = [range.map { Double($0 * 10) }]
        return rows
    }

    /// A page is final when the next page's first row arrives; its picture holds the page
    /// before it, the page, and that row; older rows are dropped.
    @Test func pagesBecomeFinalWithTheNextPagesFirstRow() {
        var pager = LinePager(mode: .pages(size: 3), seriesCount: 1)
        #expect(pager.append(Self.rows(0..<3)).isEmpty)
        #expect(pager.current?.page == 1 && pager.current?.rows.positions == [0, 1, 2])
        let finals = pager.append(Self.rows(3..<10))
        #expect(finals.map(\.page) == [1, 2, 3])
        #expect(finals.map(\.rows.positions) == [[0, 1, 2, 3], [0, 1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7, 8, 9]])
        #expect(finals.map(\.pageInRows) == [1, 2, 2])
        let current = pager.current
        #expect(current?.page == 4 && current?.pageInRows == 2)
        #expect(current?.rows.positions == [6, 7, 8, 9])
        #expect(current?.rows.values == [[60, 70, 80, 90]])
    }

    @Test func windowKeepsTheLastRows() {
        var pager = LinePager(mode: .window(4), seriesCount: 1)
        _ = pager.append(Self.rows(0..<3))
        _ = pager.append(Self.rows(3..<9))
        #expect(pager.current?.rows.positions == [5, 6, 7, 8])
        var all = LinePager(mode: .window(nil), seriesCount: 1)
        _ = all.append(Self.rows(0..<9))
        #expect(all.current?.rows.count == 9)
    }
}
