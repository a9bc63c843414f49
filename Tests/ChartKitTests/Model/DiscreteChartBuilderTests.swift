import Testing

@testable import ChartKit

@Suite struct DiscreteChartBuilderTests {
    @Test(arguments: [
        ("sys_low", "sys_high", "sys"), ("min", "max", "min–max"), ("hr low", "hr high", "hr"), ("a", "b", "a–b"),
    ])
    func rangeNames(_ low: String, _ high: String, _ expected: String) {
        #expect(DiscreteChartBuilder.rangeName(low: low, high: high) == expected)
    }

    @Test func gapsAndDefaults() throws {
        let table = try TableReader().read(bytes: Array("day,lo,hi,v\nMon,1,2,5\nTue,,,\nWed,3,3,7\n".utf8), name: "t.csv", pathExtension: "csv")
        let chart = try DiscreteChartBuilder(low: [.name("lo")], high: [.name("hi")], y: [.name("v")]).chart(from: table)
        #expect(chart.slots == ["Mon", "Tue", "Wed"])
        #expect(chart.plots.map(\.name) == ["lo–hi", "v"])
        #expect(chart.plots[0].points == [DiscretePoint(low: 1, high: 2), nil, DiscretePoint(value: 3)])
        #expect(chart.plots[1].points == [DiscretePoint(value: 5), nil, DiscretePoint(value: 7)])
        let defaults = try DiscreteChartBuilder().chart(from: table)
        #expect(defaults.plots.map(\.name) == ["lo", "hi", "v"])
    }
}
