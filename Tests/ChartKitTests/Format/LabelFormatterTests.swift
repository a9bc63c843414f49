import Testing

@testable import ChartKit

/// Label text for every format: one precision per axis, exact decimals, no "-0".
@Suite struct LayoutLabelFormatterTests {
    static func ticks(_ values: [Double], _ decimals: Int) -> TickSet {
        TickSet(values: values, step: values.count > 1 ? values[1] - values[0] : 0, decimals: decimals)
    }

    @Test(arguments: [
        (AxisFormat.auto, [0.0, 2.5, 5, 7.5, 10], 1, ["0.0", "2.5", "5.0", "7.5", "10.0"]),
        (.auto, [-20.0, 0, 20, 40, 60], 0, ["-20", "0", "20", "40", "60"]),
        (.auto, [-0.0, 0.1, 0.2, 0.3], 1, ["0.0", "0.1", "0.2", "0.3"]),
        (.auto, [0.1 + 0.2, 0.30000000000000004], 1, ["0.3", "0.3"]),
        (.auto, [1e-15, 2e-15], 15, ["1e-15", "2e-15"]),
        (.auto, [1e-12, 1.5e-12, 2e-12], 13, ["1.0e-12", "1.5e-12", "2.0e-12"]),
        (.auto, [1e17, 1.5e17], 0, ["1.0e+17", "1.5e+17"]),
        (.auto, [1e15, 1000000000000002], 0, ["1,000,000,000,000,000", "1,000,000,000,000,002"]),
        (.number(decimals: nil), [1e-15, 2e-15], 15, ["0.000000000000001", "0.000000000000002"]),
        (.auto, [1e15, 1e15 + 2.5], 1, ["1,000,000,000,000,000.0", "1,000,000,000,000,002.5"]),
        (.auto, [123456789.1, 123456789.3], 1, ["123,456,789.1", "123,456,789.3"]),
        // Issue 33: five digits and more are grouped by default; four digits alone stay plain.
        (.auto, [0.0, 50_000, 100_000, 150_000], 0, ["0", "50,000", "100,000", "150,000"]),
        (.auto, [-50_000.0, 0, 5_000, 10_000], 0, ["-50,000", "0", "5,000", "10,000"]),
        (.auto, [1990.0, 2000, 2010], 0, ["1990", "2000", "2010"]),
        (.auto, [0.0, 2_500, 5_000, 7_500], 0, ["0", "2500", "5000", "7500"]),
        (.number(decimals: nil), [0.0, 50_000, 100_000, 150_000], 0, ["0", "50000", "100000", "150000"]),
        (.number(decimals: nil), [8.0, 10, 12, 14], 0, ["8", "10", "12", "14"]),
        (.number(decimals: 2), [8.0, 10, 12.5], 1, ["8.00", "10.00", "12.50"]),
        (.number(decimals: 0), [-0.4, 0.5, 1.5, 2.675], 1, ["0", "1", "2", "3"]),
        (.number(decimals: 2), [2.675, -2.675, -0.001], 3, ["2.68", "-2.68", "0.00"]),
        (.thousands, [0.0, 1_234_567.5, -1000, 999], 1, ["0.0", "1,234,567.5", "-1,000.0", "999.0"]),
        (.thousands, [1e21], 0, ["1,000,000,000,000,000,000,000"]),
        (.percent, [0.0, 0.25, 0.5, 0.75, 1], 2, ["0%", "25%", "50%", "75%", "100%"]),
        (.percent, [-0.005, 0, 0.005, 0.01], 3, ["-0.5%", "0.0%", "0.5%", "1.0%"]),
        (.percent, [-1.0, 2.5], 1, ["-100%", "250%"]),
    ])
    func numbers(format: AxisFormat, values: [Double], decimals: Int, expected: [String]) {
        #expect(LabelFormatter(format: format).labels(for: Self.ticks(values, decimals)) == expected)
    }

    @Test(arguments: [
        ([0.0, 500, 1000, 1500], 0, ["0", "500", "1k", "1.5k"]),
        // Issue 33: `0.2k … 1.0k` read as SI by no one; plain below 1000, no `1.0k`.
        ([0.0, 200, 400, 600, 800, 1000], 0, ["0", "200", "400", "600", "800", "1k"]),
        ([0.0, 400_000, 800_000, 1_200_000], 0, ["0", "400k", "800k", "1.2M"]),
        ([0.0, 0.5, 1, 1.5], 1, ["0", "0.5", "1", "1.5"]),
        ([0.0, 0.0005, 0.001, 0.0015], 4, ["0", "500µ", "1m", "1.5m"]),
        ([0.0, 1e6, 2e6, 3e6], 0, ["0", "1M", "2M", "3M"]),
        ([-2.5e9, 0, 2.5e9, 5e9], 0, ["-2.5G", "0", "2.5G", "5G"]),
        ([1e12, 2e12], 0, ["1T", "2T"]),
        ([0.0, 0.25, 0.5], 2, ["0", "250m", "500m"]),
        ([0.0, 2e-6, 4e-6], 6, ["0", "2µ", "4µ"]),
        ([1e-9, 1.5e-9], 10, ["1n", "1.5n"]),
        ([0.0, 2.5, 5, 7.5], 1, ["0", "2.5", "5", "7.5"]),
        ([10.0, 20, 30], 0, ["10", "20", "30"]),
        ([0.0, 2e27, 4e27], 0, ["0", "2000Y", "4000Y"]),
        ([1e-30, 2e-30], 30, ["0.000001y", "0.000002y"]),
        ([-150.0, -100, -50], 0, ["-150", "-100", "-50"]),
    ])
    func siPrefixes(values: [Double], decimals: Int, expected: [String]) {
        #expect(LabelFormatter(format: .si).labels(for: Self.ticks(values, decimals)) == expected)
    }

    @Test(arguments: [
        ("USD", [0.0, 1200, -5], 0, ["$0", "$1,200", "-$5"]),
        ("USD", [0.0, 0.5, 1, 1.5], 1, ["$0.00", "$0.50", "$1.00", "$1.50"]),
        ("EUR", [1200.5, 1201], 1, ["€1,200.50", "€1,201.00"]),
        ("GBP", [-0.25, 0.25], 2, ["-£0.25", "£0.25"]),
        ("JPY", [0.0, 1500, 3000], 0, ["¥0", "¥1,500", "¥3,000"]),
        ("JPY", [0.0, 0.5, 1], 1, ["¥0.0", "¥0.5", "¥1.0"]),
        ("CNY", [100.0], 0, ["¥100"]),
        ("INR", [120_000.0], 0, ["₹120,000"]),
        ("KRW", [-1_000_000.0], 0, ["-₩1,000,000"]),
        ("RUB", [50.0], 0, ["₽50"]),
        ("BRL", [2.5], 1, ["R$2.50"]),
        ("CHF", [1200.0, -5], 0, ["CHF 1,200", "-CHF 5"]),
        ("KWD", [0.5], 1, ["KWD 0.500"]),
        ("USD", [-0.001], 3, ["-$0.001"]),
    ])
    func currencies(code: String, values: [Double], decimals: Int, expected: [String]) {
        #expect(LabelFormatter(format: .currency(code: code)).labels(for: Self.ticks(values, decimals)) == expected)
    }

    static let dateCases: [(String, Double, String)] = [
        ("%Y-%m-%d", 1_709_164_800.0, "2024-02-29"),
        ("%y/%m/%d %H:%M:%S", 1_709_211_909, "24/02/29 13:05:09"),
        ("%e %b %Y", 1_709_337_600, " 2 Mar 2024"),
        ("%A %d %B", 1_704_067_200, "Monday 01 January"),
        ("%a %j", 1_735_603_200, "Tue 366"),
        ("%I:%M %p", 0, "12:00 AM"),
        ("%I:%M %p", 48_600, "01:30 PM"),
        ("%I %p", 43_200, "12 PM"),
        ("100%% at %H", 3600, "100% at 01"),
        ("%Y", -1, "1969"),
        ("%H:%M:%S", 59.9, "00:00:59"),
    ]

    @Test(arguments: dateCases)
    func dates(pattern: String, seconds: Double, expected: String) {
        let formatter = LabelFormatter(format: .date(pattern))
        #expect(formatter.label(for: seconds, decimals: 0) == expected)
    }

    @Test func numericFormatOnTimeAxisWritesEpochSeconds() {
        let set = TimeTickSet(values: [1_704_067_200, 1_704_070_800], unit: .hour, multiple: 1, defaultFormat: "%H:%M")
        #expect(LabelFormatter(format: .auto).labels(for: set) == ["00:00", "01:00"])
        #expect(LabelFormatter(format: .thousands).labels(for: set) == ["1,704,067,200", "1,704,070,800"])
        #expect(LabelFormatter(format: .date("%d.%m.")).labels(for: set) == ["01.01.", "01.01."])
    }

    @Test func dateFormatOnNumericTicks() {
        let set = Self.ticks([0, 86400], 0)
        #expect(LabelFormatter(format: .date("%Y-%m-%d")).labels(for: set) == ["1970-01-01", "1970-01-02"])
    }

    @Test(arguments: [
        (AxisFormat.auto, 1234.5, 2, "1234.50"),
        (.auto, -0.0, 0, "0"),
        (.auto, -0.04, 1, "0.0"),
        (.number(decimals: 3), 0.1 + 0.2, 0, "0.300"),
        (.thousands, -9_876_543.21, 2, "-9,876,543.21"),
        (.si, 1234.5, 1, "1.2345k"),
        (.si, 0.0, 2, "0"),
        (.percent, 0.123, 3, "12.3%"),
        (.currency(code: "USD"), 19.9, 1, "$19.90"),
        (.auto, .nan, 1, "nan"),
        (.auto, -.infinity, 1, "-inf"),
        (.thousands, .infinity, 1, "inf"),
    ])
    func singleValues(format: AxisFormat, value: Double, decimals: Int, expected: String) {
        #expect(LabelFormatter(format: format).label(for: value, decimals: decimals) == expected)
    }

    /// Labels of computed ticks at their own precision read like the ticks themselves.
    @Test(arguments: [(0.0, 9.0, 5), (8.1, 14.1, 4), (-27.3, 55.4, 5), (0.1, 0.3, 5), (123456789.1, 123456789.9, 5)])
    func computedTicksRoundTrip(low: Double, high: Double, count: Int) {
        let set = TickLocator().ticks(in: low...high, count: count)
        let labels = LabelFormatter(format: .auto).labels(for: set)
        #expect(labels.map { Double($0.filter { $0 != "," }) } == set.values.map { Optional($0) })
        #expect(Set(labels).count == labels.count)
    }
}

/// Narrow spans far from 1 get as many mantissa digits as they need (issue 23 item 6).
@Suite struct ScientificPrecisionTests {
    @Test(arguments: [
        ([1e-100, 1.0000002e-100, 1.0000004e-100], ["1.0000000e-100", "1.0000002e-100", "1.0000004e-100"]),
        ([-1e200, -1.0000000000005e200], ["-1.0000000000000e+200", "-1.0000000000005e+200"]),
        ([1e15, 1e15 + 2], ["1,000,000,000,000,000", "1,000,000,000,000,002"]),
        ([0, 2e298, 4e298], ["0", "2e+298", "4e+298"]),
    ])
    func labelsReadBackExactlyAndStayShort(_ values: [Double], _ expected: [String]) {
        let decimals = values.compactMap { DecimalNumber($0)?.neededDecimals }.max() ?? 0
        let set = TickSet(values: values, step: values[1] - values[0], decimals: decimals)
        #expect(LabelFormatter(format: .auto).labels(for: set) == expected)
    }
}
