import Testing

@testable import ChartKit

/// Dates as people export them, besides ISO-8601 (issue 9): read as UTC midnight, or not at all.
@Suite struct CommonDateTests {
    static let jan31 = 1_328_000_000.0 - 1_328_000_000.0.truncatingRemainder(dividingBy: 86_400)  // 2012-01-31T00:00Z

    @Test(arguments: [
        "2012/01/31", "2012/1/31", "Jan 31 2012", "Jan 31, 2012", "January 31, 2012", "31 Jan 2012",
        "31-Jan-2012", "jan 31 2012", "JAN 31 2012", " 2012/01/31 ", "2012-1-31",
    ])
    func readsAsTheSameDay(text: String) {
        #expect(ValueParser.time(Substring(text)) == Self.jan31)
        #expect(ValueParser.time(Substring("2012-01-31")) == Self.jan31)
    }

    @Test(arguments: [
        "01/02/2012", "2012/13/01", "2012/02/30", "Foo 3 2012", "Jan 2012", "Jan 31 12", "31 Jan", "Ja 31 2012",
        "2012/01/31 24:00", "2012/01/31 10", "Jan 31 2012 extra",
    ])
    func ambiguousOrInvalidStayText(text: String) {
        #expect(ValueParser.time(Substring(text)) == nil)
    }

    @Test func dateLikeCategoriesAreNamed() {
        #expect(LineLayouter.dateLike(["01/02/2012", "01/03/2012", "total"]) == "01/02/2012")
        #expect(LineLayouter.dateLike(["north", "south"]) == nil)
        #expect(LineLayouter.dateLike(["1.2.3", "4.5.6"]) == nil)
    }
}
