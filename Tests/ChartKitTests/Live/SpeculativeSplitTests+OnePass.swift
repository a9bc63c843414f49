import Testing

@testable import ChartKit

/// What the one-pass reads (`rowsCountingLines` of both direct parsers) are checked against:
/// the counted read of `SpeculativeSplit.rows`.
extension SpeculativeSplitTests {
    /// The counted read: line ends counted first, then the parser told how many records to
    /// read; nil with a CR.
    static func counted(_ parser: some DirectRowParser, _ bytes: [UInt8], last: Bool) -> (rows: LiveRows, lineFeeds: Int)? {
        let (lineFeeds, hasCarriageReturn) = SpeculativeSplit.lineEnds(in: bytes)
        let count = lineFeeds + (last && bytes.last != ASCII.lf ? 1 : 0)
        guard !hasCarriageReturn, let rows = parser.rows(bytes, count: count, firstRow: 0) else { return nil }
        return (rows, lineFeeds)
    }

    /// Whether the one-pass read takes `bytes`; when it does, expects its rows to be the counted
    /// read's bit for bit, with the same line feeds (`name` names the case in a failure).
    static func onePassTakes(_ parser: some DirectRowParser, _ bytes: [UInt8], last: Bool, _ name: String) throws -> Bool {
        guard let onePass = parser.rowsCountingLines(bytes, last: last) else { return false }
        let counted = try #require(Self.counted(parser, bytes, last: last), "\(name): the counted read gave up")
        #expect(DelimitedRowParserTests.bits(onePass.rows) == DelimitedRowParserTests.bits(counted.rows), "\(name)")
        #expect(onePass.lineFeeds == counted.lineFeeds, "\(name)")
        return true
    }
}
