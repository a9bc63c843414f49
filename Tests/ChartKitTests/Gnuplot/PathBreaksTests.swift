import Testing

@testable import ChartKit

/// `PathBreaks` sends every row once in order, each cut row again after a gap, and no path
/// longer than a cut's rows plus one; a line that is never cut is sent as it is.
@Suite struct PathBreaksTests {
    /// The sent rows of `rows` rows, nil for a gap, built from `source`.
    static func sent(_ breaks: PathBreaks, rows: Int) -> [Int?] {
        (0..<breaks.sentCount(rows: rows)).map { index in
            let (row, gap) = breaks.source(index)
            return gap ? nil : row
        }
    }

    @Test(arguments: [1, 2, 3, 7, 1_000], [0, 1, 2, 3, 4, 5, 8, 9, 10, 22, 999, 1_000, 1_001, 1_002, 1_003, 2_002, 2_003, 5_000])
    func everyRowIsSentInOrderAndNoPathIsLonger(every: Int, rows: Int) throws {
        let breaks = PathBreaks(every: every)
        let sent = Self.sent(breaks, rows: rows)
        // Without the gaps and the repeat after each, the rows themselves, once each, in order.
        var plain: [Int] = []
        var index = 0
        while index < sent.count {
            let row = try #require(sent[index], "a gap at \(index) that follows no row")
            plain.append(row)
            if index + 1 < sent.count, sent[index + 1] == nil {
                #expect(index + 2 < sent.count && sent[index + 2] == row, "row \(row) is not sent again after its gap")
                #expect(breaks.cutsAfter(row, rows: rows), "row \(row) is cut but cutsAfter says no")
                index += 3
            } else {
                #expect(!breaks.cutsAfter(row, rows: rows), "row \(row) should be cut")
                index += 1
            }
        }
        #expect(plain == Array(0..<rows))
        // Paths between gaps: at most `every + 1` points, each of at least two (no lone point made).
        let paths = sent.split(separator: nil, omittingEmptySubsequences: false)
        for path in paths where rows >= 2 {
            #expect(path.count >= 2 && path.count <= every + 1, "a path of \(path.count) points")
        }
        #expect(paths.count == breaks.cuts(rows: rows) + 1)
    }

    @Test(arguments: [0, 1, 2, 1_000, 100_000])
    func aLineThatIsNotCutIsSentAsItIs(rows: Int) {
        #expect(Self.sent(.none, rows: rows) == Array(0..<rows))
        #expect(PathBreaks.none.cuts(rows: rows) == 0)
        #expect(PathBreaks.forLines(png: false, allSolid: true) == .none)
        #expect(PathBreaks.forLines(png: true, allSolid: false) == .none)
        #expect(PathBreaks.forLines(png: true, allSolid: true) == PathBreaks(every: PathBreaks.rowsPerCut))
    }
}
