import Testing

@testable import ChartKit

/// Long range data (`chart discrete --series KEY --low L --high H`) split into one range plot
/// per key by `DiscreteChartBuilder`.
@Suite struct DiscreteSeriesRangesTests {
    static func table(_ text: String) throws -> DataTable {
        try TableReader(options: ReadOptions(format: .csv, header: .present)).read(bytes: Array(text.utf8), name: "r.csv", pathExtension: nil)
    }

    static func builder(_ key: String = "k", x: String? = nil, names: [String] = []) -> DiscreteChartBuilder {
        var builder = DiscreteChartBuilder(x: x.map { .name($0) }, low: [.name("lo")], high: [.name("hi")], names: names)
        builder.series = .name(key)
        return builder
    }

    static func range(_ low: Double, _ high: Double) -> DiscretePoint? { DiscretePoint(low: low, high: high) }

    /// One split: the input, then the plots' names, the slots and each plot's points.
    struct Split: Sendable, CustomStringConvertible {
        var name: String
        var input: String
        var x: String? = nil
        var names: [String] = []
        var plots: [String]
        var slots: [String]
        var points: [[DiscretePoint?]]
        var description: String { name }
    }

    static let splits: [Split] = [
        Split(
            name: "keys and slots in first appearance order", input: "k,s,lo,hi\nb,Jan,1,5\nb,Feb,2,6\na,Jan,0,4\na,Feb,3,7\n",
            plots: ["b", "a"], slots: ["Jan", "Feb"], points: [[range(1, 5), range(2, 6)], [range(0, 4), range(3, 7)]]),
        Split(
            name: "a slot a key lacks is a gap, not zero", input: "k,s,lo,hi\na,Jan,1,2\nb,Feb,3,4\na,Mar,5,6\n",
            plots: ["a", "b"], slots: ["Jan", "Feb", "Mar"], points: [[range(1, 2), nil, range(5, 6)], [nil, range(3, 4), nil]]),
        Split(
            name: "both ends empty is a gap, a low equal to its high one value", input: "k,s,lo,hi\na,Jan,,\na,Feb,2,2\nb,Jan,1,3\n",
            plots: ["a", "b"], slots: ["Jan", "Feb"], points: [[nil, DiscretePoint(value: 2)], [range(1, 3), nil]]),
        Split(
            name: "x defaults to the first column that is neither key nor range", input: "lo,hi,k,s\n1,2,a,Jan\n3,4,a,Feb\n",
            plots: ["a"], slots: ["Jan", "Feb"], points: [[range(1, 2), range(3, 4)]]),
        Split(
            name: "--x picks the slots", input: "k,note,s,lo,hi\na,n1,Jan,1,2\na,n2,Feb,3,4\n", x: "s",
            plots: ["a"], slots: ["Jan", "Feb"], points: [[range(1, 2), range(3, 4)]]),
        Split(
            name: "--names renames the keys", input: "k,s,lo,hi\na,Jan,1,2\nb,Jan,3,4\n", names: ["A", "B"],
            plots: ["A", "B"], slots: ["Jan"], points: [[range(1, 2)], [range(3, 4)]]),
    ]

    @Test(arguments: splits)
    func split(_ split: Split) throws {
        let chart = try Self.builder(x: split.x, names: split.names).chart(from: try Self.table(split.input))
        #expect(chart.plots.map(\.name) == split.plots)
        #expect(chart.slots.count == split.slots.count)
        #expect((0..<chart.slots.count).map { chart.slots[$0] } == split.slots)
        #expect(chart.plots.map { Array($0.points) } == split.points)
        #expect(chart.slotKind == .category)
    }

    /// The value axis is titled by the range columns, as one range plot's name titles it.
    @Test func theRangeColumnsTitleTheValueAxis() throws {
        var builder = DiscreteChartBuilder(low: [.name("t_low")], high: [.name("t_high")])
        builder.series = .name("year")
        let chart = try builder.chart(from: try Self.table("year,month,t_low,t_high\n2012,1,1,2\n2013,1,0,3\n"))
        #expect(chart.valueTitle == "t")
        #expect(chart.xTitle == "month")
        #expect(chart.slotKind == .number)
    }

    /// One bad input, the builder's flags and the one-line error it must give.
    struct Refusal: Sendable, CustomStringConvertible {
        var name: String
        var input: String
        var low = ["lo"]
        var high = ["hi"]
        var y: [String] = []
        var logAxis = false
        var message: String
        var description: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "low above high", input: "k,s,lo,hi\na,Jan,1,2\nb,Jan,9,3\n",
            message: "r.csv:3:7 (column \"lo\"): low 9 is above its high 3 in column \"hi\""),
        Refusal(
            name: "missing high", input: "k,s,lo,hi\na,Jan,4,\n",
            message: "r.csv:2:9 (column \"hi\"): missing high value for the low 4 in column \"lo\""),
        Refusal(
            name: "missing low", input: "k,s,lo,hi\na,Jan,,2\n",
            message: "r.csv:2:7 (column \"lo\"): missing low value for the high 2 in column \"hi\""),
        Refusal(
            name: "not a number", input: "k,s,lo,hi\na,Jan,x,2\n", message: "r.csv:2:7 (column \"lo\"): expected a number, found \"x\""),
        Refusal(
            name: "a key and slot given twice", input: "k,s,lo,hi\na,Jan,1,2\nb,Jan,1,2\na,Jan,3,4\n",
            message: "r.csv:4:7 (column \"lo\"): series \"a\" already has a value at x \"Jan\" (line 2); give each x one row per series"),
        Refusal(
            name: "two pairs", input: "k,s,lo,hi,lo2,hi2\na,Jan,1,2,3,4\n", low: ["lo", "lo2"], high: ["hi", "hi2"],
            message: "--series splits one --low/--high pair; --low names 2 columns"),
        Refusal(
            name: "a pair and --y", input: "k,s,lo,hi,v\na,Jan,1,2,3\n", y: ["v"],
            message: "--series splits either one --y column or one --low/--high pair, not both"),
        Refusal(
            name: "the key as a range end", input: "k,s,hi\n1,Jan,2\n", low: ["k"],
            message: "column \"k\" is both the series key (--series) and a range column (--low or --high)"),
        Refusal(
            name: "a low at 0 on a log axis", input: "k,s,lo,hi\na,Jan,1,2\na,Feb,0,2\n", logAxis: true,
            message: "r.csv:3:7 (column \"lo\"): expected a number above 0 on a log axis (--y-min cuts lower values off), found \"0\""),
        Refusal(name: "no point at all", input: "k,s,lo,hi\na,Jan,,\n", message: "nothing to plot: every value of the plotted columns is empty"),
    ]

    @Test(arguments: refusals)
    func refusal(_ refusal: Refusal) throws {
        var builder = DiscreteChartBuilder(low: refusal.low.map { .name($0) }, high: refusal.high.map { .name($0) }, y: refusal.y.map { .name($0) })
        builder.series = .name("k")
        builder.checks.valuesAboveZero = refusal.logAxis
        let error = #expect(throws: ChartError.self) { try builder.chart(from: try Self.table(refusal.input)) }
        #expect(error?.description == refusal.message)
    }

    /// More keys than `SeriesLimit.maximum` are refused at the first row of the first key
    /// beyond it, before a plot is made.
    @Test func tooManyKeys() throws {
        let rows = (0...SeriesLimit.maximum).map { "key\($0),Jan,1,2" }.joined(separator: "\n")
        let error = #expect(throws: ChartError.self) { try Self.builder().chart(from: try Self.table("k,s,lo,hi\n" + rows + "\n")) }
        #expect(error?.description.hasPrefix("r.csv:\(SeriesLimit.maximum + 2):1 (column \"k\"): --series makes 1001 series") == true)
    }
}
