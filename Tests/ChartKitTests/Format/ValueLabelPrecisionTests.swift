import Testing

@testable import ChartKit

/// Value labels (`bar --values`): the data's own precision without float noise, at most one
/// digit finer than the axis, one precision per series, and no decimal point on whole numbers.
@Suite struct ValueLabelPrecisionTests {
    static func texts(_ values: [Double], axisDecimals: Int, format: AxisFormat = .auto) -> [String] {
        let decimals = ValueLabelPrecision(axisDecimals: axisDecimals, format: format).decimals(of: values)
        return values.map { LabelFormatter(format: format).valueLabel(for: $0, decimals: decimals) }
    }

    @Test(arguments: [
        // A pandas sum's noise is dropped at the axis precision plus one digit.
        ([173.29999999999998, 12], 0, AxisFormat.auto, ["173.3", "12.0"]),
        ([0.1 + 0.2, 0.7], 1, .auto, ["0.3", "0.7"]),
        // A zero computed as a sum (1.4e-17) is 0 at that precision, not 0.0000 or 1.4e-17.
        ([1.4e-17, 5, 7], 0, .auto, ["0", "5", "7"]),
        ([1.4e-17, 5.5], 0, .auto, ["0.0", "5.5"]),
        // Whole numbers carry no decimal point, in thousands format too.
        ([27036, 1200, 999], 0, .thousands, ["27,036", "1,200", "999"]),
        ([27036.000000000004, 1200], 2, .thousands, ["27,036", "1,200"]),
        // More digits than the axis plus one are rounded (half away from zero).
        ([0.12345, 0.5], 1, .auto, ["0.12", "0.50"]),
        ([2.675, 1], 1, .auto, ["2.68", "1.00"]),
        // A tiny value beside big ones is what the axis can show: 0.0, not 4e-5.
        ([173.3, 0.00004, 12], 0, .auto, ["173.3", "0.0", "12.0"]),
        // Fine axes keep fine digits, in scientific notation where plain text is unreadable.
        ([0.00002, 0.000035], 6, .auto, ["2e-5", "3.5e-5"]),
        // Currency keeps its cents on an axis of whole amounts.
        ([12.35, 8], 0, .currency(code: "USD"), ["$12.35", "$8.00"]),
        ([1200, 800], 0, .currency(code: "USD"), ["$1,200", "$800"]),
        // Percent: fractions at the axis's precision plus one digit.
        ([0.253, 0.5], 1, .percent, ["25%", "50%"]),
        ([-0.0, 3], 0, .auto, ["0", "3"]),
    ])
    func labels(values: [Double], axisDecimals: Int, format: AxisFormat, expected: [String]) {
        #expect(Self.texts(values, axisDecimals: axisDecimals, format: format) == expected)
    }

    @Test func axisDecimalsComeFromTheTicks() {
        let axis = AxisPlan(min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1].map { AxisTick(value: $0, label: "") })
        #expect(ValueLabelPrecision(axis: axis, format: .auto).limit == 3)
        let whole = AxisPlan(min: 0, max: 100, ticks: [0, 50, 100].map { AxisTick(value: $0, label: "") })
        #expect(ValueLabelPrecision(axis: whole, format: .auto).limit == 1)
        #expect(ValueLabelPrecision(axis: whole, format: .currency(code: "KWD")).limit == 3)
    }
}
